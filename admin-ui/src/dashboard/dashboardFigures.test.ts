import { describe, expect, it } from 'vitest';

import { exportUrl } from '../claims/ExportMenu';
import { claimListFilteredBy, firstOfMonth, groupRows, monthRows } from './dashboardFigures';

const figures = (key: string, label: string, totalAmount: number) => ({
  key,
  label,
  claims: 1,
  participants: 1,
  travelAmount: totalAmount,
  accommodationAmount: 0,
  totalAmount,
});

describe('dashboard figures', () => {
  it('lays the per-status month figures side by side, months in order, missing ones as 0', () => {
    const saved = [figures('2026-10', 'Oct 2026', 100), figures('2026-09', 'Sept 2026', 50)];
    const paid = [figures('2026-10', 'Oct 2026', 376.5)];
    expect(monthRows([saved, undefined, undefined, paid, undefined])).toEqual([
      { category: 'Sept 2026', key: '2026-09', status0: 50, status1: 0, status2: 0, status3: 0, status5: 0 },
      { category: 'Oct 2026', key: '2026-10', status0: 100, status1: 0, status2: 0, status3: 376.5, status5: 0 },
    ]);
  });

  it('starts the month chart on the first day of the month eleven months back', () => {
    expect(firstOfMonth(new Date(2026, 10, 23), 11)).toBe('2025-12-01');
    expect(firstOfMonth(new Date(2026, 0, 5), 0)).toBe('2026-01-01');
  });

  it('turns groups into chart rows by label', () => {
    expect(groupRows([figures('BE', 'Belgium', 10)])).toEqual([
      { category: 'Belgium', claims: 1, participants: 1, totalAmount: 10 },
    ]);
    expect(groupRows(undefined)).toEqual([]);
  });

  it('links a counter to the claim list filtered by its status', () => {
    expect(decodeURIComponent(claimListFilteredBy(1))).toBe('/claims?filter={"status":1}');
  });

  it("asks the export for the list's filters and sort", () => {
    const url = new URL(exportUrl('csv', { status: 1, email: 'a&b' }, { field: 'lastname', order: 'ASC' }), 'http://x');
    expect(url.pathname).toBe('/api/travelclaim/export.csv');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ status: 1, email: 'a&b' });
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['lastname', 'ASC']);
  });
});
