import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { type AuditAction, ClaimStatus } from '@unit-costs/contract';

import { ClaimBankData } from '../claims/bank-data/claim-bank-data.entity.js';
import { ClaimAudit } from '../claims/claim-audit.entity.js';
import { Claim } from '../claims/claim.entity.js';
import { idListFilter } from '../common/lists/list-filters.js';
import type { ListQuery } from '../common/lists/list-query.js';
import type { Page } from '../common/lists/list-result.js';
import { sortExpression } from '../common/lists/paginate.js';
import { TransactionHost } from '../database/transaction-host.js';
import { PaymentRun } from './payment-run.entity.js';

/** What a run needs of a claim: no address, no history. */
export type RunClaim = Pick<Claim, 'id' | 'identifier' | 'status' | 'firstname' | 'lastname' | 'totalAmount'> & {
  event: Pick<Claim['event'], 'id' | 'number' | 'title'>;
  paymentRun: Pick<PaymentRun, 'id'> | null;
};

/** A SEPA run pays what a bank file can carry: an account in SEPA and more than nothing. */
const PAYABLE_BY_SEPA =
  'EXISTS (SELECT 1 FROM claim_bank_data bank WHERE bank.claim_id = claim.id AND bank.sepa) AND claim.total_amount > 0';

const SORTABLE: Readonly<Record<string, string>> = {
  createdAt: 'run.createdAt',
  number: 'run.number',
  executionDate: 'run.executionDate',
  claimCount: 'run.claimCount',
  totalAmount: 'run.totalAmount',
};

/** The named queries of payment runs and of the claims they move from In approval Run to Paid. */
@Injectable()
export class PaymentRunsRepository {
  constructor(private readonly db: TransactionHost) {}

  /** The open unit of work's manager, or the pool's (TransactionHost). */
  private get manager(): EntityManager {
    return this.db.manager;
  }

  /**
   * Every claim a run may pay now, locked until the transaction ends. Locks are taken in the order
   * of the transaction numbers, so two runs never deadlock; the second waits for the first and then
   * no longer finds the claims the first has paid.
   */
  lockPayable(): Promise<RunClaim[]> {
    return this.claims()
      .where('claim.status = :status AND claim.payment_run_id IS NULL', { status: ClaimStatus.ApprovalRun })
      .andWhere(PAYABLE_BY_SEPA)
      .orderBy('claim.identifier')
      .setLock('pessimistic_write', undefined, ['claim'])
      .getMany();
  }

  /** The claims of a selection, locked like lockPayable(); guids that name no claim are left out. */
  async lockSelected(ids: string[]): Promise<RunClaim[]> {
    await this.manager
      .createQueryBuilder(Claim, 'claim')
      .select('claim.id')
      .where('claim.id IN (:...ids)', { ids })
      .orderBy('claim.identifier')
      .setLock('pessimistic_write')
      .getMany();
    // Read once the locks are held: a statement of its own sees the run a concurrent request committed
    // meanwhile (the locking statement would still join the payment_run table as it was when it began).
    return this.claims().where('claim.id IN (:...ids)', { ids }).orderBy('claim.identifier').getMany();
  }

  /** Of the claims, those whose account is in SEPA. */
  async withSepaAccount(ids: string[]): Promise<Set<string>> {
    const rows = await this.manager.find(ClaimBankData, {
      select: { claimId: true },
      where: { claimId: In(ids), sepa: true },
    });
    return new Set(rows.map((row) => row.claimId));
  }

  /** The claims a new run would pay, unlocked: what the console offers. */
  findPayable(): Promise<RunClaim[]> {
    return this.claims()
      .where('claim.status = :status AND claim.payment_run_id IS NULL', { status: ClaimStatus.ApprovalRun })
      .andWhere(PAYABLE_BY_SEPA)
      .orderBy('claim.identifier')
      .getMany();
  }

  /** Claims In approval Run that no SEPA run can pay: they are marked as paid by hand. */
  countPaidByHand(): Promise<number> {
    return this.manager
      .createQueryBuilder(Claim, 'claim')
      .where('claim.status = :status AND claim.payment_run_id IS NULL', { status: ClaimStatus.ApprovalRun })
      .andWhere(`NOT (${PAYABLE_BY_SEPA})`)
      .getCount();
  }

  /** PR-<year>-<4 digits>: the number from payment_run_number_seq, so it is unique without a retry. */
  async nextNumber(year: string): Promise<string> {
    const [{ value }] = await this.manager.query(`SELECT nextval('payment_run_number_seq')::text AS value`);
    return `PR-${year}-${String(value).padStart(4, '0')}`;
  }

  async insert(run: Omit<PaymentRun, 'createdAt'>): Promise<PaymentRun> {
    await this.manager.insert(PaymentRun, run);
    return this.manager.findOneByOrFail(PaymentRun, { id: run.id });
  }

  /** Moves the claims to Paid in the run; only those still In approval Run and in no run. Answers how many moved. */
  async markPaid(runId: string, claimIds: string[]): Promise<number> {
    const result = await this.manager
      .createQueryBuilder()
      .update(Claim)
      .set({ status: ClaimStatus.Paid, paymentRun: { id: runId } })
      .where('id IN (:...claimIds) AND status = :from AND payment_run_id IS NULL', {
        claimIds,
        from: ClaimStatus.ApprovalRun,
      })
      .execute();
    return result.affected ?? 0;
  }

  async addAudits(
    claimIds: string[],
    audit: { action: AuditAction; description: string; username: string },
  ): Promise<void> {
    await this.manager.insert(
      ClaimAudit,
      claimIds.map((id) => ({ ...audit, claim: { id } })),
    );
  }

  findById(id: string): Promise<PaymentRun | null> {
    return this.manager.findOneBy(PaymentRun, { id });
  }

  /** The run's claims by transaction number. */
  claimsOf(runId: string): Promise<RunClaim[]> {
    return this.claims().where('claim.payment_run_id = :runId', { runId }).orderBy('claim.identifier').getMany();
  }

  async findPage(query: ListQuery): Promise<Page<PaymentRun>> {
    const field = query.sort?.field ?? 'createdAt';
    const expression = sortExpression(SORTABLE, field);
    // Newest first unless asked otherwise.
    const order = query.sort ? query.sort.order : 'DESC';
    const qb = this.manager.createQueryBuilder(PaymentRun, 'run');
    // react-admin's getMany; what is not a uuid names no run.
    const ids = idListFilter(query.filter);
    if (ids !== undefined) {
      const uuids = ids.filter((id) => isUUID(id));
      qb.where(uuids.length ? 'run.id IN (:...uuids)' : 'false', { uuids });
    }
    const [items, total] = await qb
      .orderBy(expression, order)
      .addOrderBy('run.id', order)
      .skip(query.offset)
      .take(query.limit)
      .getManyAndCount();
    return { items, total };
  }

  private claims(): SelectQueryBuilder<Claim> {
    return this.manager
      .createQueryBuilder(Claim, 'claim')
      .select([
        'claim.id',
        'claim.identifier',
        'claim.status',
        'claim.firstname',
        'claim.lastname',
        'claim.totalAmount',
      ])
      .innerJoin('claim.event', 'event')
      .addSelect(['event.id', 'event.number', 'event.title'])
      .leftJoin('claim.paymentRun', 'paymentRun')
      .addSelect(['paymentRun.id']);
  }
}
