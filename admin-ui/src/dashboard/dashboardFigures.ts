import { CLAIM_STATUS_LABELS, ClaimStatus } from '@unit-costs/contract';

import type { ChartRow } from '../reports/FiguresChart';
import type { ClaimFiguresDto } from '../types';

/** The statuses the amounts-per-month chart stacks, with their colours. */
export const MONTH_STATUSES = [
  { status: ClaimStatus.Saved, color: '#90caf9' },
  { status: ClaimStatus.Requested, color: '#ffb74d' },
  { status: ClaimStatus.ApprovalRun, color: '#7986cb' },
  { status: ClaimStatus.Paid, color: '#66bb6a' },
  { status: ClaimStatus.Rejected, color: '#e57373' },
].map((entry) => ({ ...entry, label: CLAIM_STATUS_LABELS[entry.status], dataKey: `status${entry.status}` }));

/** YYYY-MM-DD of the first day of the month `monthsBack` months before today's. */
export function firstOfMonth(today: Date, monthsBack: number): string {
  const first = new Date(Date.UTC(today.getFullYear(), today.getMonth() - monthsBack, 1));
  return first.toISOString().slice(0, 10);
}

/** One row per month (in key order) with the total amount of each status. */
export function monthRows(byStatus: (ClaimFiguresDto[] | undefined)[]): ChartRow[] {
  const months = new Map<string, ChartRow>();
  byStatus.forEach((figures, index) => {
    for (const month of figures ?? []) {
      const key = String(month.key);
      const row = months.get(key) ?? ({ category: month.label, key } as ChartRow);
      row[MONTH_STATUSES[index].dataKey] = month.totalAmount;
      months.set(key, row);
    }
  });
  return [...months.values()]
    .sort((a, b) => String(a.key).localeCompare(String(b.key)))
    .map(
      (row) =>
        Object.fromEntries(MONTH_STATUSES.map(({ dataKey }) => [dataKey, 0]).concat(Object.entries(row))) as ChartRow,
    );
}

/** Rows of a per-group chart: the group's label, claims and total amount. */
export const groupRows = (figures: ClaimFiguresDto[] | undefined): ChartRow[] =>
  (figures ?? []).map((group) => ({
    category: group.label,
    claims: group.claims,
    participants: group.participants,
    totalAmount: group.totalAmount,
  }));

/** The claims a status counter links to: the claim list filtered by that status. */
export const claimListFilteredBy = (status: number) =>
  `/claims?${new URLSearchParams({ filter: JSON.stringify({ status }) })}`;
