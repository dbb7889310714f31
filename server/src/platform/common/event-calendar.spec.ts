import { academyDate, allowedNights, eventDays, hasEnded } from './event-calendar.js';

describe('event calendar (Europe/Berlin)', () => {
  it('counts event days inclusively', () => {
    expect(eventDays(new Date('2026-03-02T08:00:00Z'), new Date('2026-03-02T16:00:00Z'))).toBe(1);
    expect(eventDays(new Date('2026-03-02T08:00:00Z'), new Date('2026-03-04T12:00:00Z'))).toBe(3);
    expect(eventDays('2026-06-01T00:00:00Z', '2026-06-05T00:00:00Z')).toBe(5);
  });

  it('counts by the Berlin calendar, not UTC', () => {
    // 23:30 UTC on 1 March is already 2 March in Berlin.
    expect(eventDays(new Date('2026-03-01T23:30:00Z'), new Date('2026-03-03T10:00:00Z'))).toBe(2);
  });

  it('crosses the change to summer time without losing a day', () => {
    expect(eventDays(new Date('2026-03-28T09:00:00Z'), new Date('2026-03-30T09:00:00Z'))).toBe(3);
  });

  it('counts at least one day', () => {
    expect(eventDays('2026-06-05T00:00:00Z', '2026-06-01T00:00:00Z')).toBe(1);
  });

  it('allows maxNights when positive, else the event days', () => {
    const event = {
      accommodationEligible: true,
      startDate: new Date('2026-05-04T07:00:00Z'),
      endDate: new Date('2026-05-06T15:00:00Z'),
    };
    expect(allowedNights({ ...event, maxNights: 2 })).toBe(2);
    expect(allowedNights({ ...event, maxNights: 0 })).toBe(3);
    expect(allowedNights({ ...event, maxNights: -1 })).toBe(3);
  });

  it('allows no nights when the event refunds no accommodation', () => {
    const event = { startDate: '2026-05-04T07:00:00Z', endDate: '2026-05-06T15:00:00Z' };
    expect(allowedNights({ ...event, accommodationEligible: false, maxNights: 2 })).toBe(0);
    expect(allowedNights({ ...event, accommodationEligible: false, maxNights: -1 })).toBe(0);
  });

  it('calls an event ended only from the day after its last day', () => {
    const end = new Date('2026-05-06T15:00:00Z');
    expect(hasEnded(end, new Date('2026-05-06T21:59:00Z'))).toBe(false);
    expect(hasEnded(end, new Date('2026-05-06T22:01:00Z'))).toBe(true); // 00:01 on 7 May in Berlin
  });

  it('gives the date Intl gives for every quarter hour of two years, both summer-time changes included', () => {
    const berlin = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', dateStyle: 'short' });
    const mismatches: string[] = [];
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 15 * 60_000) {
      // Twice: the second call is answered from what the first remembered.
      for (const instant of [new Date(ms), new Date(ms).toISOString()]) {
        if (academyDate(instant) !== berlin.format(ms)) mismatches.push(new Date(ms).toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });
});
