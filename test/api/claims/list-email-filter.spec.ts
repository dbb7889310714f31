import { seedClaims } from '../../bench/seed-claims.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await seedClaims(t.db, 3000, 10);
  // Addresses the seed lacks: several '@' (a quoted local part, valid), capitals, LIKE's wildcards.
  const odd = ['"odd@x"@court36.example', 'UPPER.Case@COURT36.example', 'under_score%@court36.example'];
  const claims: { id: string }[] = await t.db.query(`SELECT id FROM claim ORDER BY identifier LIMIT ${odd.length}`);
  for (const [index, email] of odd.entries()) {
    await t.db.query(`UPDATE claim SET email = $1 WHERE id = $2`, [email, claims[index].id]);
  }
});
afterAll(() => t.close());

const staff = () => ({ Authorization: `Bearer ${t.token('staff')}` });

/** The list's sort fields and the SQL that orders by each. */
const ORDERS: Record<string, string> = {
  submitted: 'claim.submitted_at',
  identifier: 'claim.identifier',
  status: 'claim.status',
  lastname: 'claim.lastname',
  email: 'claim.email',
  number: 'event.number',
  totalAmount: 'claim.total_amount',
};

/** What the filter means: the claims whose address contains the text, any case. */
async function expected(text: string, sort: string, order: string): Promise<{ ids: string[]; total: number }> {
  const where = `strpos(lower(claim.email), lower($1)) > 0`;
  const rows: { id: string }[] = await t.db.query(
    `SELECT claim.id FROM claim JOIN event ON event.id = claim.event_id WHERE ${where}
      ORDER BY ${ORDERS[sort]} ${order}, claim.id ${order} LIMIT 10`,
    [text],
  );
  const [{ total }] = await t.db.query(`SELECT count(*)::int AS total FROM claim WHERE ${where}`, [text]);
  return { ids: rows.map((row) => row.id), total };
}

async function listed(text: string, sort: string, order: string): Promise<{ ids: string[]; total: number }> {
  const response = await t.http
    .get('/api/travelclaim')
    .query({ filter: JSON.stringify({ email: text }), sort: JSON.stringify([sort, order]), range: '[0,9]' })
    .set(staff());
  if (response.status === 204) return { ids: [], total: 0 };
  expect(response.status).toBe(200);
  expect(response.headers).not.toHaveProperty('x-total-is-estimate');
  return {
    ids: response.body.map((claim: { guid: string }) => claim.guid),
    total: Number(response.headers['content-range'].split('/')[1]),
  };
}

describe('the staff claim list filtered by part of the e-mail address', () => {
  it.each([
    ['few addresses, by the end of the local part', 'PARTICIPANT17@'],
    ['by the start of the domain', '@court36.EXAMPLE'],
    ['across the @', '7@court3'],
    ['at the second @ of an address holding two', 'x"@court'],
    ['a text holding two @', 'odd@x"@'],
    ['capitals stored', 'upper.case@'],
    ["LIKE's wildcards taken literally", 'score%@'],
    ["LIKE's wildcards matching nothing", '%@%'],
    ['every address', '@'],
    ['without @, few addresses', 'participant17'],
    ['without @, many addresses', 'court3'],
    ['without @, wildcard', '_score'],
  ])('%s (%s): the same claims, total and order as the filter means', async (_what, text) => {
    for (const sort of Object.keys(ORDERS)) {
      for (const order of ['ASC', 'DESC']) {
        expect({ sort, order, ...(await listed(text, sort, order)) }).toEqual({
          sort,
          order,
          ...(await expected(text, sort, order)),
        });
      }
    }
  });
});
