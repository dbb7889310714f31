import { nextTarget2Day, target2Closure } from './target2-calendar.js';

describe('the TARGET2 calendar', () => {
  it('is closed on weekends and its six holidays, Easter moving with the year', () => {
    expect(target2Closure('2026-11-28')).toBe('a Saturday');
    expect(target2Closure('2026-11-29')).toBe('a Sunday');
    expect(target2Closure('2026-01-01')).toBe("New Year's Day");
    expect(target2Closure('2026-04-03')).toBe('Good Friday');
    expect(target2Closure('2026-04-06')).toBe('Easter Monday');
    expect(target2Closure('2027-03-26')).toBe('Good Friday');
    expect(target2Closure('2027-03-29')).toBe('Easter Monday');
    expect(target2Closure('2026-05-01')).toBe('Labour Day (1 May)');
    expect(target2Closure('2026-12-25')).toBe('Christmas Day');
    expect(target2Closure('2026-12-24')).toBeNull();
    expect(target2Closure('2026-12-31')).toBeNull();
    expect(target2Closure('2026-11-27')).toBeNull();
    expect(target2Closure('2026-04-02')).toBeNull();
  });

  it('finds the next business day across weekends and holidays', () => {
    expect(nextTarget2Day('2026-11-26')).toBe('2026-11-27');
    expect(nextTarget2Day('2026-11-27')).toBe('2026-11-30');
    expect(nextTarget2Day('2026-12-24')).toBe('2026-12-28');
    expect(nextTarget2Day('2026-12-31')).toBe('2027-01-04');
    expect(nextTarget2Day('2026-04-02')).toBe('2026-04-07');
  });
});
