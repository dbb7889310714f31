import { describe, expect, it } from 'vitest';

import { formatBerlinDateTime, fromBerlinInput, toBerlinInput } from './berlinTime';

describe('Berlin time', () => {
  it('shows instants in Berlin time in winter and summer', () => {
    expect(toBerlinInput('2025-01-15T08:30:00Z')).toBe('2025-01-15T09:30');
    expect(toBerlinInput('2025-07-15T08:30:00Z')).toBe('2025-07-15T10:30');
    expect(formatBerlinDateTime('2025-07-15T22:30:00Z')).toContain('16 Jul 2025');
  });

  it('reads input values as Berlin time', () => {
    expect(fromBerlinInput('2025-01-15T09:30')).toBe('2025-01-15T08:30:00.000Z');
    expect(fromBerlinInput('2025-07-15T10:30')).toBe('2025-07-15T08:30:00.000Z');
    expect(fromBerlinInput('2025-03-30T03:30')).toBe('2025-03-30T01:30:00.000Z');
    expect(fromBerlinInput('')).toBe('');
  });

  it('round-trips', () => {
    // 02:30 on the night clocks go back is ambiguous; any other instant comes back as it was.
    for (const iso of ['2025-10-26T01:30:00.000Z', '2025-03-30T01:00:00.000Z', '2025-12-31T23:00:00.000Z']) {
      expect(fromBerlinInput(toBerlinInput(iso))).toBe(iso);
    }
  });
});
