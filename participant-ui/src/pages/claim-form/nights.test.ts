import { describe, expect, it } from 'vitest';

import { anEvent } from '../../test-support/factories';
import { nightsOptions } from './nights';

describe('nightsOptions', () => {
  it('offers 0 to the allowed nights the server sends', () => {
    expect(nightsOptions(anEvent({ maxNights: 2, allowedNights: 2 }))).toEqual([0, 1, 2]);
    expect(nightsOptions(anEvent({ maxNights: 4, allowedNights: 4 }))).toEqual([0, 1, 2, 3, 4]);
  });

  it('offers 0 to the number of event days when maxNights is -1 or 0 (the server counts them)', () => {
    const threeDays = { startDate: '2026-06-01T07:00:00Z', endDate: '2026-06-03T16:00:00Z', allowedNights: 3 };
    expect(nightsOptions(anEvent({ maxNights: -1, ...threeDays }))).toEqual([0, 1, 2, 3]);
    expect(nightsOptions(anEvent({ maxNights: 0, ...threeDays }))).toEqual([0, 1, 2, 3]);
  });

  it('offers nothing when the event does not refund accommodation', () => {
    expect(nightsOptions(anEvent({ accommodationEligible: false, maxNights: 3, allowedNights: 0 }))).toEqual([]);
  });
});
