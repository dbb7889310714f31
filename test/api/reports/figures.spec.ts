import { expectStaffOnly } from '../../support/access.js';
import { EMPLOYERS, guestToken, requestPayment, saveClaim, startWithTwoEvents } from '../../support/claims.js';
import type { TestApp } from '../../support/test-app.js';

let t: TestApp;
let seminar: { id: number; number: string };
let other: { id: number; number: string };
const staff = () => ({ Authorization: `Bearer ${t.token('staff')}` });

const report = (query: string) => t.http.get(`/api/reports/claims?${query}`).set(staff());

/** Adds cents as integers: the claims' own sums, to compare with the report's. */
const cents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

interface ListedClaim {
  guid: string;
  status: number;
  email: string;
  totalAmount: number;
  calculatedTravelCosts: { amount: number };
  calculatedAccommodationCosts: { totalAmount: number } | null;
  event: { number: string };
  institution: { address: { country: { iso_3166: string } } };
}

let claims: Record<
  string,
  { status: number; email: string; totalAmount: number; travel: number; stay: number; event: string; iso: string }
>;

beforeAll(async () => {
  ({ t, seminar, other } = await startWithTwoEvents({ BE: 98.35, PT: 85.55, DE: 77.1 }));
  const saved = [
    await saveClaim(t, seminar.id, { email: 'ana@court.example', nightsSpend: 1 }, EMPLOYERS.lisbon),
    await saveClaim(t, seminar.id, { email: 'ANA@court.example', nightsSpend: 2 }, EMPLOYERS.lisbon),
    await saveClaim(t, seminar.id, { email: 'jane.doe@court.example' }),
    await saveClaim(t, seminar.id, { email: 'hans@court.example', nightsSpend: 1 }, EMPLOYERS.trier),
    await saveClaim(t, other.id, { email: 'jane.doe@court.example', nightsSpend: 0 }),
    await saveClaim(t, other.id, { email: 'local@court.example', nightsSpend: 0 }, EMPLOYERS.trier),
  ];
  await requestPayment(t, saved[2].guid, await guestToken(t, 'jane.doe@court.example'));
  const all = await t.http.get('/api/travelclaim?filter={}&range=[0,99]').set(staff());
  claims = Object.fromEntries(
    (all.body as ListedClaim[]).map((claim) => [
      claim.guid,
      {
        status: claim.status,
        email: claim.email.toLowerCase(),
        totalAmount: claim.totalAmount,
        travel: claim.calculatedTravelCosts.amount,
        stay: claim.calculatedAccommodationCosts?.totalAmount ?? 0,
        event: claim.event.number,
        iso: claim.institution.address.country.iso_3166,
      },
    ]),
  );
});
afterAll(() => t.close());

describe('GET /api/reports/claims', () => {
  it('is for staff only', async () => {
    await expectStaffOnly(t, 'get', '/api/reports/claims?groupBy=status');
  });

  it.each(['event', 'country', 'band', 'status', 'month'])(
    'adds up every claim exactly to the cent when grouped by %s',
    async (groupBy) => {
      const response = await report(`groupBy=${groupBy}`);
      expect(response.status).toBe(200);
      const list = Object.values(claims);
      const figures: Record<string, number>[] = response.body;
      expect(figures.reduce((sum, row) => sum + row.claims, 0)).toBe(list.length);
      expect(cents(figures.map((row) => row.totalAmount))).toBe(cents(list.map((claim) => claim.totalAmount)));
      expect(cents(figures.map((row) => row.travelAmount))).toBe(cents(list.map((claim) => claim.travel)));
      expect(cents(figures.map((row) => row.accommodationAmount))).toBe(cents(list.map((claim) => claim.stay)));
      for (const row of figures) {
        expect(cents([row.travelAmount, row.accommodationAmount])).toBe(cents([row.totalAmount]));
        expect(Number.isInteger(Math.round(row.totalAmount * 100))).toBe(true);
      }
    },
  );

  it('groups by event with its number, title, claims and distinct participants (e-mail in any case)', async () => {
    const response = await report('groupBy=event');
    const row = response.body.find((figure: { key: string }) => figure.key === seminar.number);
    const mine = Object.values(claims).filter((claim) => claim.event === seminar.number);
    expect(row).toEqual({
      key: seminar.number,
      label: expect.stringContaining('Claims seminar'),
      claims: 4,
      participants: 3,
      travelAmount: cents(mine.map((claim) => claim.travel)) / 100,
      accommodationAmount: cents(mine.map((claim) => claim.stay)) / 100,
      totalAmount: cents(mine.map((claim) => claim.totalAmount)) / 100,
    });
  });

  it('names statuses, countries, bands and months', async () => {
    const status = (await report('groupBy=status')).body;
    expect(status.map((row: { key: number; label: string }) => [row.key, row.label])).toEqual([
      [0, 'Saved'],
      [1, 'Requested'],
    ]);
    const country = (await report('groupBy=country')).body;
    expect(country.map((row: { key: string; label: string }) => [row.key, row.label])).toEqual([
      ['BE', 'Belgium'],
      ['DE', 'Germany'],
      ['PT', 'Portugal'],
    ]);
    const band = (await report('groupBy=band')).body;
    expect(
      band.every((row: { key: string; label: string }) => /^v1:\d+-\d+$/.test(row.key) && / km$/.test(row.label)),
    ).toBe(true);
    const month = (await report('groupBy=month')).body;
    expect(month).toHaveLength(1);
    expect(month[0].key).toMatch(/^\d{4}-\d{2}$/);
    expect(month[0].label).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
  });

  it('filters by event number, status and the days the claims were saved', async () => {
    const byEvent = (await report(`groupBy=status&number=${other.number.toLowerCase()}`)).body;
    expect(byEvent).toEqual([expect.objectContaining({ key: 0, claims: 2, participants: 2 })]);
    const requested = (await report('groupBy=country&status=1')).body;
    expect(requested).toEqual([expect.objectContaining({ key: 'BE', claims: 1 })]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await report(`groupBy=status&from=2000-01-01&to=2000-12-31`)).body).toEqual([]);
    const around = (await report(`groupBy=status&from=2000-01-01&to=2999-12-31`)).body;
    expect(around.reduce((sum: number, row: { claims: number }) => sum + row.claims, 0)).toBe(6);
    expect((await report(`groupBy=status&from=${today}&to=${today}`)).status).toBe(200);
  });

  it.each([
    ['groupBy=', /'groupBy' must be one of event, country, band, status, month\./],
    ['groupBy=__proto__', /'groupBy' must be one of event, country, band, status, month\./],
    ['groupBy=constructor', /'groupBy' must be one of/],
    ['groupBy=status&from=2026-02-30', /'from' must be a date as YYYY-MM-DD\./],
    ['groupBy=status&to=yesterday', /'to' must be a date as YYYY-MM-DD\./],
    ['groupBy=status&from=2026-02-01&to=2026-01-01', /'to' must not be before 'from'\./],
    ['groupBy=status&status=7', /'status' must be one of/],
    ['groupBy=status&groupBy=event', /'groupBy' must be a single value\./],
  ])('answers 400 with the allowed values for %s', async (query, message) => {
    const response = await report(query);
    expect(response.status).toBe(400);
    expect(response.body.errorMessage).toMatch(message);
  });
});

describe('GET /api/reports/paid', () => {
  /**
   * Sets the claim Paid on the day the bank executed it, its Paid entry written at the instant the
   * statement saying so was read; or, with another status, a claim paid once and sent back.
   */
  async function paidOn(guid: string, day: string | null, recorded: string, status = 3) {
    await t.db.query(`UPDATE claim SET status = $2, paid_on = $3 WHERE id = $1`, [guid, status, day]);
    await t.db.query(
      `INSERT INTO claim_audit (claim_id, action, description, username, created_at) VALUES ($1, 6, 'Paid', 'approver', $2)`,
      [guid, recorded],
    );
  }
  const paid = (query: string) => t.http.get(`/api/reports/paid?${query}`).set(staff());

  it('counts the claims by the day the bank executed them, while they are Paid', async () => {
    const claim = async (email: string) => (await saveClaim(t, seminar.id, { email })).guid as string;
    const newYear = await claim('new.year@court.example');
    await paidOn(newYear, '2026-01-01', '2026-01-01T09:00:00Z');
    // Executed on 31 December, the statement saying so read on 2 January: paid in 2025.
    const oldYear = await claim('old.year@court.example');
    await paidOn(oldYear, '2025-12-31', '2026-01-02T10:00:00Z');
    // Paid in 2025, returned by the bank, paid again in 2026: once, in 2026.
    const repaid = await claim('repaid@court.example');
    await paidOn(repaid, '2026-03-02', '2026-03-03T10:00:00Z');
    // Paid, then returned and not yet paid again: not counted.
    const returned = await claim('returned@court.example');
    await paidOn(returned, null, '2026-02-02T10:00:00Z', 2);
    const amounts = await t.db.query(`SELECT id, total_amount FROM claim WHERE id = ANY($1)`, [
      [newYear, oldYear, repaid],
    ]);
    const amountOf = (guid: string) => Number(amounts.find((row: { id: string }) => row.id === guid).total_amount);

    const year2026 = await paid('from=2026-01-01&to=2026-12-31');
    expect(year2026.status).toBe(200);
    expect(year2026.body).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      claims: 2,
      participants: 2,
      totalAmount: cents([amountOf(newYear), amountOf(repaid)]) / 100,
    });
    expect((await paid('from=2025-01-01&to=2025-12-31')).body).toMatchObject({
      claims: 1,
      totalAmount: amountOf(oldYear),
    });
    expect((await paid('from=2027-01-01&to=2027-12-31')).body).toMatchObject({ claims: 0, totalAmount: 0 });
  });

  it('needs both days, in order, and is for staff only', async () => {
    expect((await paid('from=2026-01-01')).body.errors).toEqual({ To: ["'to' is needed, a date as YYYY-MM-DD."] });
    expect((await paid('from=2026-02-30&to=2026-03-01')).status).toBe(400);
    expect((await paid('from=2026-03-01&to=2026-01-01')).body.errors).toEqual({
      To: ["'to' must not be before 'from'."],
    });
    await expectStaffOnly(t, 'get', '/api/reports/paid?from=2026-01-01&to=2026-12-31');
  });
});
