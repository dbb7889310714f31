import { Injectable } from '@nestjs/common';
import { AuditAction } from '@unit-costs/contract';
import type { Readable } from 'node:stream';
import pg, { type PoolClient, type Submittable } from 'pg';
import { to as copyTo } from 'pg-copy-streams';

import type { ListQuery } from '../../../platform/common/lists/list-query.js';
import { TransactionHost } from '../../../platform/database/transaction-host.js';
import { ClaimAudit } from '../claim-audit.entity.js';
import { ClaimsRepository, type ClaimListFilter } from '../claims.repository.js';

/** The history columns and the audit actions each is the latest date of. */
const HISTORY_DATES: [string, AuditAction[]][] = [
  ['requested', [AuditAction.Requested]],
  ['decided', [AuditAction.Approved, AuditAction.Rejected]],
];

/**
 * The dates of the history columns, of each claim. One aggregate over the audit rows joined by
 * hash: a probe of the audit index per claim was three times slower for large exports.
 */
const HISTORY_SELECT = [
  'audit.claim_id AS claim_id',
  ...HISTORY_DATES.map(
    ([column, actions]) => `max(audit.created_at) FILTER (WHERE audit.action IN (${actions.join(', ')})) AS ${column}`,
  ),
];

/** Only these rows make the aggregate: a claim's other rows (saved, mailed) are at least one per claim. */
const HISTORY_ACTIONS = `audit.action IN (${HISTORY_DATES.flatMap(([, actions]) => actions).join(', ')})`;

/**
 * Memory for the history's hash and the sort of one export: with the default 4 MB, a million
 * claims spill to temporary files in many batches.
 */
const EXPORT_WORK_MEM = '64MB';

/**
 * A parameter as an SQL literal, for COPY, which takes none: text through the driver's own
 * quoting, arrays as array literals (typed by their use, as `= ANY(...)`).
 */
function literal(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return pg.escapeLiteral(`{${value.map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  }
  throw new Error(`an export filter value of type ${typeof value} has no SQL literal here`);
}

/** The query with its $n parameters written in as literals (from the highest number down: $12 before $1). */
export function inlineParameters(sql: string, parameters: unknown[]): string {
  return sql.replace(/\$(\d+)\b/g, (_match, index: string) => {
    const position = Number(index) - 1;
    if (position < 0 || position >= parameters.length) throw new Error(`no value for parameter $${index}`);
    return literal(parameters[position]);
  });
}

/**
 * Runs the claim export's query on a connection of its own as `COPY ... TO STDOUT` (the bytes as
 * PostgreSQL writes them). The connection goes back to the pool when the stream closes.
 */
@Injectable()
export class ClaimExportRepository {
  constructor(
    private readonly claims: ClaimsRepository,
    private readonly db: TransactionHost,
  ) {}

  /** The claims the filter selects in the list's order, with `select` (SQL expressions) as their columns. */
  private query(filter: ClaimListFilter, query: ListQuery, select: string[]): Promise<[string, unknown[]]> {
    return this.claims.exportQuery(filter, query, (qb) => {
      qb.innerJoin('claim.event', 'event')
        .innerJoin('claim.country', 'country')
        .leftJoin('claim.paymentRun', 'payment_run')
        .leftJoin(
          (history) =>
            history.from(ClaimAudit, 'audit').select(HISTORY_SELECT).where(HISTORY_ACTIONS).groupBy('audit.claim_id'),
          'history',
          'history.claim_id = claim.id',
        )
        .select([]);
      // In parentheses: TypeORM moves bare column paths ahead of expressions, and COPY needs the
      // columns in this order.
      select.forEach((expression, index) => qb.addSelect(`(${expression})`, `c${index}`));
      return qb;
    });
  }

  /**
   * `COPY (query) TO STDOUT WITH (options)`: PostgreSQL formats every row itself, which is many
   * times faster than decoding rows in Node. `select` holds the columns with their aliases.
   */
  async copy(filter: ClaimListFilter, query: ListQuery, select: string[], options: string): Promise<Readable> {
    const [sql, parameters] = await this.query(filter, query, select);
    const connection = await this.connection();
    return connection.stream(copyTo(`COPY (${inlineParameters(sql, parameters)}) TO STDOUT WITH (${options})`));
  }

  /**
   * A pooled connection in a read-only transaction with the export's work_mem. Once the stream is
   * over the transaction ends and the connection goes back; a stream cut off half-way leaves the
   * connection in an unknown state, so the pool closes it instead.
   */
  private async connection(): Promise<{ stream<T extends Readable & Submittable>(query: T): T }> {
    const runner = this.db.dedicatedConnection();
    const client = (await runner.connect()) as PoolClient;
    try {
      await client.query('BEGIN READ ONLY');
      await client.query(`SET LOCAL work_mem = '${EXPORT_WORK_MEM}'`);
      // A parallel plan gave the query no speed (each worker aggregates the whole history for its
      // hash) and took the cores the workbook's deflate needs.
      await client.query('SET LOCAL max_parallel_workers_per_gather = 0');
    } catch (error) {
      await runner.releasePostgresConnection(error as Error);
      throw error;
    }
    return {
      stream: (query) => {
        const stream = client.query(query);
        let ended = false;
        stream.once('end', () => (ended = true));
        stream.once('close', () => {
          if (!ended) return void runner.releasePostgresConnection(new Error('export cut off'));
          client.query('COMMIT').then(
            () => runner.release(),
            (error: Error) => runner.releasePostgresConnection(error),
          );
        });
        return stream;
      },
    };
  }
}
