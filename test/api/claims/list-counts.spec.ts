import { COUNT_BOUND } from '../../../server/src/features/claims/claims.repository.js';
import { seedClaims } from '../../bench/seed-claims.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Just past the bound up to which lists count exactly. */
const CLAIMS = COUNT_BOUND + 500;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await seedClaims(t.db, CLAIMS, 10);
});
afterAll(() => t.close());

const staff = () => ({ Authorization: `Bearer ${t.token('staff')}` });
const exact = async (where = 'true') =>
  (await t.db.query(`SELECT count(*)::int AS n FROM claim WHERE ${where}`))[0].n as number;

describe('counts of the staff claim list', () => {
  it('says when a total past the bound is an estimate, in both list styles', async () => {
    const paged = await t.http.get('/api/travelclaim?page=0').set(staff());
    expect(paged.status).toBe(200);
    expect(paged.body.countIsEstimate).toBe(true);
    expect(paged.body.count).toBeGreaterThan(COUNT_BOUND);
    expect(paged.body.totalPages).toBe(Math.ceil(paged.body.count / 20));
    expect(paged.body.results).toHaveLength(20);

    const ranged = await t.http.get('/api/travelclaim?filter={}&sort=["totalAmount","DESC"]&range=[0,24]').set(staff());
    expect(ranged.headers['x-total-is-estimate']).toBe('true');
    expect(Number(ranged.headers['content-range'].split('/')[1])).toBeGreaterThan(COUNT_BOUND);
    expect(ranged.body).toHaveLength(25);
  });

  it('counts exactly up to the bound, and says nothing then', async () => {
    const status = await t.http.get('/api/travelclaim?page=0&status=1').set(staff());
    expect(status.body.count).toBe(await exact('status = 1'));
    expect(status.body).not.toHaveProperty('countIsEstimate');

    const event = await t.http.get('/api/travelclaim?filter={"number":"B00003","status":2}&range=[0,9]').set(staff());
    const [{ id }] = await t.db.query(`SELECT id FROM event WHERE number = 'B00003'`);
    expect(event.headers['content-range']).toBe(`travelclaim 0-9/${await exact(`event_id = ${id} AND status = 2`)}`);
    expect(event.headers).not.toHaveProperty('x-total-is-estimate');
  });

  it('filters by part of the e-mail address, any case, whether few or many addresses match', async () => {
    const few = await t.http.get('/api/travelclaim?page=0&email=PARTICIPANT4711%40').set(staff());
    expect(few.body.count).toBe(await exact(`lower(email) LIKE '%participant4711@%'`));
    expect(few.body.results.every((claim: { email: string }) => claim.email.startsWith('participant4711@'))).toBe(true);

    const many = await t.http.get('/api/travelclaim?page=0&email=court1').set(staff());
    expect(many.body.count).toBe(await exact(`lower(email) LIKE '%court1%'`));
    expect(many.body.results.every((claim: { email: string }) => claim.email.includes('court1'))).toBe(true);
  });

  it('answers the exact total of a last page that is not full', async () => {
    const last = await t.http.get(`/api/travelclaim?page=0&pageSize=100&email=participant12%40`).set(staff());
    expect(last.body.count).toBe(await exact(`lower(email) LIKE '%participant12@%'`));
    expect(last.body.results).toHaveLength(last.body.count);
  });
});
