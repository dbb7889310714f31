import { DataSource } from 'typeorm';

import { NormalisedEmails1765020000002 } from '../../../migrations/1765020000002-NormalisedEmails.js';
import { MIGRATIONS } from '../../../migrations/index.js';
import { normaliseEmail } from '../../../server/src/platform/common/email-address.js';
import { dataSourceOptions } from '../../../server/src/platform/database/data-source-options.js';
import { migrate } from '../../../server/src/platform/database/migrate.js';
import { addRefundRate, claimDraft, createEvent, EMPLOYERS, guestToken } from '../../support/claims.js';
import { createTestDatabase, startTestApp, type TestApp } from '../../support/test-app.js';

/** 'İ' lower-cases to 'i' + U+0307 in JavaScript, but differently (or not at all) in PostgreSQL's lower(). */
const ILKER = 'İLKER.Yılmaz@Court.example';

describe('e-mail addresses, normalised once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("finds the owner's claims in their own list whatever the casing, İ included", async () => {
    const event = await createEvent(t);
    await addRefundRate(t, 'BE', 'DE', 98);
    const saved = await t.http
      .post('/api/travelclaim/')
      .send(await claimDraft(t, event.id, EMPLOYERS.brussels, { email: ILKER }));
    expect(saved.status).toBe(200);
    expect(saved.body.email).toBe(normaliseEmail(ILKER));

    const token = await guestToken(t, 'İLKER.Yılmaz@COURT.example');
    const own = await t.http.get('/api/travelclaim?page=0').set('Authorization', `Bearer ${token}`);

    expect(own.status).toBe(200);
    expect(own.body.results.map((claim: { guid: string }) => claim.guid)).toEqual([saved.body.guid]);
    const detail = await t.http.get(`/api/travelclaim/${saved.body.guid}`).set('Authorization', `Bearer ${token}`);
    expect(detail.status).toBe(200);
  });
});

describe('the migration to normalised addresses', () => {
  it('normalises the addresses already stored', async () => {
    const database = await createTestDatabase();
    const db = await new DataSource(dataSourceOptions(database.url)).initialize();
    try {
      await migrate(db);
      // Back to before the normalisation (and what came after it), which then runs on these rows.
      const undo = MIGRATIONS.length - MIGRATIONS.indexOf(NormalisedEmails1765020000002);
      for (let step = 0; step < undo; step++) await db.undoLastMigration();
      await db.query(
        `INSERT INTO contact (firstname, lastname, email, contact_type) VALUES ('Ilker', 'Yılmaz', $1, 2)`,
        [` ${ILKER} `],
      );
      await db.query(`INSERT INTO guest_login_code (email, code_hash, expires_at) VALUES ($1, 'x', now())`, [ILKER]);

      await migrate(db);

      const [contact] = await db.query(`SELECT email FROM contact`);
      const [code] = await db.query(`SELECT email FROM guest_login_code`);
      expect([contact.email, code.email]).toEqual([normaliseEmail(ILKER), normaliseEmail(ILKER)]);
      expect(normaliseEmail(ILKER)).toBe('i̇lker.yılmaz@court.example');
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
