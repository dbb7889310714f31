import { Injectable } from '@nestjs/common';
import { ClaimStatus } from '@unit-costs/contract';

import { TransactionHost } from '../../platform/database/transaction-host.js';

/** The paid claims' sums as the database adds them: the amount as numeric text, exact. */
export interface PaidFiguresRow {
  claims: number;
  participants: number;
  total: string;
}

/**
 * Claims counted by the day they were paid (`paid_on`: the day the bank executed the transfer, or
 * the day a claim was marked paid by hand), not by the day they were saved as the rollups count
 * them: "refunded in 2026" is what left the academy in 2026, also when the statement saying so came
 * in January. A claim the bank returned has no paid day until it is paid again.
 */
@Injectable()
export class PaidFiguresRepository {
  constructor(private readonly db: TransactionHost) {}

  async figures(from: string, to: string): Promise<PaidFiguresRow> {
    const [row] = await this.db.manager.query<PaidFiguresRow[]>(
      `SELECT count(*)::int AS claims, count(DISTINCT claim.email)::int AS participants,
              coalesce(sum(claim.total_amount), 0)::text AS total
       FROM claim
       WHERE claim.status = $1 AND claim.paid_on BETWEEN $2::date AND $3::date`,
      [ClaimStatus.Paid, from, to],
    );
    return row!;
  }
}
