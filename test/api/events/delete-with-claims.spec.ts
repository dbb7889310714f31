import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { loadConfig } from '../../../server/src/platform/config/config.js';
import {
  startEmbeddedDatabase,
  type EmbeddedDatabase,
} from '../../../server/src/platform/database/embedded-database.js';
import { addRefundRate, claimDraft, createEvent, EMPLOYERS } from '../../support/claims.js';
import { freePort } from '../../support/redis-server.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

// PostgreSQL 18 (the embedded one) reports a delete refused by an ON DELETE RESTRICT key as restrict_violation
// (23001); 15 to 17, which the other tests run on, report foreign_key_violation (23503). Both must read as 422.
describe('deleting an event that has claims, on the embedded PostgreSQL 18', () => {
  let dataDir: string;
  let database: EmbeddedDatabase;
  let t: TestApp;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'uc-restrict-'));
    // As root the database runs as the 'postgres' user, which must reach DATA_DIR (mkdtemp makes it 0700).
    await chmod(dataDir, 0o755);
    database = await startEmbeddedDatabase(
      loadConfig({ DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()) }),
      () => undefined,
    );
    t = await startTestApp({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await t?.close();
    await database?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is refused with 422 and the event stays', async () => {
    const version = await t.db.query<{ server_version_num: string }[]>('SHOW server_version_num');
    expect(Number(version[0].server_version_num)).toBeGreaterThanOrEqual(180000);
    const { id } = await createEvent(t);
    await addRefundRate(t, 'BE', 'DE', 98);
    const saved = await t.http.post('/api/travelclaim/').send(await claimDraft(t, id, EMPLOYERS.brussels));
    expect(saved.status).toBe(200);

    const response = await t.http.delete(`/api/events/${id}`).set('Authorization', `Bearer ${t.token('admin')}`);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ errorMessage: 'This event has claims and cannot be deleted.' });
    expect((await t.http.get(`/api/events/${id}`).set('Authorization', `Bearer ${t.token('admin')}`)).status).toBe(200);
  });
});
