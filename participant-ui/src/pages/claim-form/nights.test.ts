import { describe, expect, it } from 'vitest';
import { eventDays } from '@unit-costs/contract';

import { anEvent } from '../../test-support/factories';
import { nightsOptions } from './nights';

describe('nightsOptions', () => {
  it('offers 0 to maxNights when maxNights is above 0', () => {
    expect(nightsOptions(anEvent({ maxNights: 2 }))).toEqual([0, 1, 2]);
    expect(nightsOptions(anEvent({ maxNights: 4 }))).toEqual([0, 1, 2, 3, 4]);
  });

  it('offers 0 to the number of event days when maxNights is -1 or 0', () => {
    const threeDays = { startDate: '2026-06-01T07:00:00Z', endDate: '2026-06-03T16:00:00Z' };
    expect(nightsOptions(anEvent({ maxNights: -1, ...threeDays }))).toEqual([0, 1, 2, 3]);
    expect(nightsOptions(anEvent({ maxNights: 0, ...threeDays }))).toEqual([0, 1, 2, 3]);
  });

  it('offers nothing when the event does not refund accommodation', () => {
    expect(nightsOptions(anEvent({ accommodationEligible: false, maxNights: 3 }))).toEqual([]);
  });
});

describe('eventDays', () => {
  it('counts start to end inclusive in the academy time zone', () => {
    expect(eventDays('2026-06-01T08:00:00Z', '2026-06-01T16:00:00Z')).toBe(1);
    // 23:30 UTC on 31 May is already 1 June in Berlin.
    expect(eventDays('2026-05-31T23:30:00Z', '2026-06-02T10:00:00Z')).toBe(2);
    expect(eventDays('2026-06-01T00:00:00Z', '2026-06-05T00:00:00Z')).toBe(5);
  });

  it('counts at least one day', () => {
    expect(eventDays('2026-06-05T00:00:00Z', '2026-06-01T00:00:00Z')).toBe(1);
  });
});
