import { Injectable } from '@nestjs/common';
import { ACADEMY_TIME_ZONE, CLAIM_STATUS_LABELS } from '@unit-costs/contract';

import type { ClaimFiguresQuery } from './claim-figures.query.js';
import { ClaimFiguresRepository, type FiguresRow } from './claim-figures.repository.js';
import type { ClaimFiguresDto } from './dto/claim-figures.dto.js';

const STATUS_LABELS = new Map(Object.entries(CLAIM_STATUS_LABELS).map(([code, label]) => [Number(code), label]));
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: ACADEMY_TIME_ZONE });

/** The label of a group the database does not name: statuses, months, claims that match no band any more. */
function label(query: ClaimFiguresQuery, row: FiguresRow, versions: number): string {
  if (query.groupBy === 'status') return STATUS_LABELS.get(Number(row.key)) ?? String(row.key);
  // Mid-month, so no time zone can move it into the month before.
  if (query.groupBy === 'month') return MONTH.format(new Date(`${row.key}-15T12:00:00Z`));
  if (query.groupBy === 'band') {
    if (row.key === null) return 'No matching band';
    return versions > 1 ? `${row.label} (version ${row.version})` : row.label!;
  }
  return row.label!;
}

/** Claim figures for grant reports and the console's dashboard. */
@Injectable()
export class ClaimFiguresService {
  constructor(private readonly figures: ClaimFiguresRepository) {}

  async claimFigures(query: ClaimFiguresQuery): Promise<ClaimFiguresDto[]> {
    const rows = await this.figures.figures(query);
    const versions = new Set(rows.map((row) => row.version).filter((version) => version !== null)).size;
    return rows.map((row) => ({
      key: query.groupBy === 'status' ? Number(row.key) : row.key,
      label: label(query, row, versions),
      claims: row.claims,
      participants: row.participants,
      // Numeric text to a JSON number: exact for any sum below 10^13 euro.
      travelAmount: Number(row.travel),
      accommodationAmount: Number(row.accommodation),
      totalAmount: Number(row.total),
    }));
  }
}
