import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';

import type { ListQuery } from '../../common/lists/list-query.js';
import { ClaimAudit } from '../claim-audit.entity.js';
import { ClaimsRepository, type ClaimListFilter } from '../claims.repository.js';
import { EXPORT_SELECT } from './claim-export.columns.js';

/**
 * The dates of the history columns: the latest Requested (0), decision (1 Approved, 2 Rejected)
 * and Payment_Initiated (3) of each claim. One aggregate over the audit rows joined by hash: a
 * probe of the audit index per claim was three times slower for large exports.
 */
const HISTORY_SELECT = [
  'audit.claim_id AS claim_id',
  'max(audit.created_at) FILTER (WHERE audit.action = 0) AS requested',
  'max(audit.created_at) FILTER (WHERE audit.action IN (1, 2)) AS decided',
  'max(audit.created_at) FILTER (WHERE audit.action = 3) AS paid',
];

/** Rows fetched from the cursor at a time: the only rows held in memory besides what the writer buffers. */
const BATCH_SIZE = 2000;

/** Opens a server-side cursor over the claims to export; its connection goes back to the pool when the stream closes. */
@Injectable()
export class ClaimExportRepository {
  constructor(
    private readonly claims: ClaimsRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Rows (objects keyed by EXPORT_SELECT's aliases), read as the consumer asks for them. */
  async open(filter: ClaimListFilter, query: ListQuery): Promise<Readable> {
    const [sql, parameters] = await this.claims.exportQuery(filter, query, (qb) => {
      qb.innerJoin('claim.event', 'event')
        .innerJoin('claim.country', 'country')
        .leftJoin('claim.paymentRun', 'payment_run')
        .leftJoin(
          (history) => history.from(ClaimAudit, 'audit').select(HISTORY_SELECT).groupBy('audit.claim_id'),
          'history',
          'history.claim_id = claim.id',
        )
        .select([]);
      for (const [alias, expression] of EXPORT_SELECT) qb.addSelect(expression, alias);
      return qb;
    });
    const runner = this.dataSource.createQueryRunner('slave');
    const client = (await runner.connect()) as PoolClient;
    const rows = client.query(new QueryStream(sql, parameters, { batchSize: BATCH_SIZE }));
    rows.once('close', () => void runner.release());
    return rows;
  }
}
