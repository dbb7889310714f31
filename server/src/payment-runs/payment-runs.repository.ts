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
import { PaymentRunClaim } from './payment-run-claim.entity.js';
import { PaymentRun } from './payment-run.entity.js';

/** What a run needs of a claim: no address, no history. */
export type RunClaim = Pick<
  Claim,
  'id' | 'identifier' | 'status' | 'firstname' | 'lastname' | 'email' | 'totalAmount'
> & {
  event: Pick<Claim['event'], 'id' | 'number' | 'title'>;
  paymentRun: Pick<PaymentRun, 'id'> | null;
};

/** A transfer locked for the bank's answer, with its run's number and its claim's transaction number. */
export type LockedTransfer = PaymentRunClaim & { runNumber: string; identifier: string };

/** A claim as one of a run's transfers: what became of it, under which EndToEndId. */
export type RunTransfer = RunClaim &
  Pick<PaymentRunClaim, 'endToEndId' | 'outcome' | 'settledOn' | 'reasonCode'> & {
    amount: number;
  };

/**
 * A SEPA run pays what a bank file can carry: an account in SEPA that the bank has not returned a
 * transfer to (docs/rules.md, "Payments"), and more than nothing.
 */
const PAYABLE_BY_SEPA =
  'EXISTS (SELECT 1 FROM claim_bank_data bank WHERE bank.claim_id = claim.id AND bank.sepa AND bank.returned_on IS NULL) AND claim.total_amount > 0';

const SORTABLE: Readonly<Record<string, string>> = {
  createdAt: 'run.createdAt',
  number: 'run.number',
  executionDate: 'run.executionDate',
  claimCount: 'run.claimCount',
  totalAmount: 'run.totalAmount',
};

/** The named queries of payment runs, their transfers and the claims they move. */
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

  /** Of the claims with bank data: whether the account is in SEPA, and whether the bank returned a transfer to it. */
  async accountStates(ids: string[]): Promise<Map<string, { sepa: boolean; returned: boolean }>> {
    const rows = await this.manager.find(ClaimBankData, {
      select: { claimId: true, sepa: true, returnedOn: true },
      where: { claimId: In(ids) },
    });
    return new Map(rows.map((row) => [row.claimId, { sepa: row.sepa, returned: row.returnedOn !== null }]));
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

  /** Puts the claims in the run; only those still In approval Run and in no run. Answers how many moved. */
  async putInRun(runId: string, claimIds: string[]): Promise<number> {
    const result = await this.manager
      .createQueryBuilder()
      .update(Claim)
      .set({ paymentRun: { id: runId } })
      .where('id IN (:...claimIds) AND status = :from AND payment_run_id IS NULL', {
        claimIds,
        from: ClaimStatus.ApprovalRun,
      })
      .execute();
    return result.affected ?? 0;
  }

  /**
   * The EndToEndId of each claim's next transfer: its transaction number the first time, then
   * '-2', '-3', ... (a statement entry must name one transfer, and a returned claim is sent again).
   */
  async nextEndToEndIds(claims: Pick<Claim, 'id' | 'identifier'>[]): Promise<Map<string, string>> {
    const rows: { claim_id: string; sent: number }[] = await this.manager.query(
      `SELECT claim_id, count(*)::int AS sent FROM payment_run_claim WHERE claim_id = ANY($1) GROUP BY claim_id`,
      [claims.map((claim) => claim.id)],
    );
    const sent = new Map(rows.map((row) => [row.claim_id, row.sent]));
    return new Map(
      claims.map((claim) => {
        const before = sent.get(claim.id) ?? 0;
        return [claim.id, before === 0 ? claim.identifier : `${claim.identifier}-${before + 1}`];
      }),
    );
  }

  async insertTransfers(transfers: Pick<PaymentRunClaim, 'runId' | 'claimId' | 'endToEndId' | 'amount'>[]) {
    await this.manager.insert(PaymentRunClaim, transfers);
  }

  /** The run, locked until the transaction ends: confirming, cancelling and statements take turns. */
  lockRun(id: string): Promise<PaymentRun | null> {
    return this.manager
      .createQueryBuilder(PaymentRun, 'run')
      .where('run.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
  }

  /** Closes the run if it is still open (created). */
  async closeOpenRun(
    id: string,
    change: Pick<PaymentRun, 'state' | 'executedOn' | 'closedBy' | 'closedByStatement'>,
  ): Promise<void> {
    await this.manager.update(PaymentRun, { id, state: 'created' }, { ...change, closedAt: () => 'now()' });
  }

  /**
   * The transfers with these EndToEndIds, their claims and runs locked, in the order of the ids (a
   * statement and a confirmation of the same run never deadlock).
   */
  async lockTransfers(endToEndIds: string[]): Promise<LockedTransfer[]> {
    if (endToEndIds.length === 0) return [];
    const rows: { run_id: string; claim_id: string }[] = await this.manager.query(
      `SELECT t.run_id, t.claim_id FROM payment_run_claim t WHERE t.end_to_end_id = ANY($1) ORDER BY t.end_to_end_id`,
      [endToEndIds],
    );
    const runIds = [...new Set(rows.map((row) => row.run_id))].sort();
    const claimIds = [...new Set(rows.map((row) => row.claim_id))].sort();
    if (runIds.length > 0) {
      await this.manager.query(`SELECT 1 FROM payment_run WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [runIds]);
      await this.manager.query(`SELECT 1 FROM claim WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [claimIds]);
    }
    const transfers = await this.manager
      .createQueryBuilder(PaymentRunClaim, 'transfer')
      .innerJoinAndSelect('transfer.run', 'run')
      .innerJoin('transfer.claim', 'claim')
      .addSelect(['claim.id', 'claim.identifier'])
      .where('transfer.end_to_end_id IN (:...endToEndIds)', { endToEndIds })
      .getMany();
    return transfers.map((transfer) =>
      Object.assign(transfer, { runNumber: transfer.run!.number, identifier: transfer.claim!.identifier }),
    );
  }

  /** The EndToEndIds of a run's transfers, by the run's number (a pain.002 rejecting a whole file names it). */
  async endToEndIdsOfRun(number: string): Promise<string[]> {
    const rows: { end_to_end_id: string }[] = await this.manager.query(
      `SELECT t.end_to_end_id FROM payment_run_claim t JOIN payment_run r ON r.id = t.run_id WHERE r.number = $1 ORDER BY t.end_to_end_id`,
      [number],
    );
    return rows.map((row) => row.end_to_end_id);
  }

  /** Records what became of transfers of a run. */
  async settleTransfers(
    runId: string,
    claimIds: string[],
    settlement: Pick<PaymentRunClaim, 'outcome' | 'settledOn' | 'reasonCode'>,
  ): Promise<void> {
    if (claimIds.length === 0) return;
    await this.manager.update(PaymentRunClaim, { runId, claimId: In(claimIds) }, settlement);
  }

  /** The run's transfers still waiting for the bank. */
  async pendingTransfers(runId: string): Promise<string[]> {
    const rows = await this.manager.find(PaymentRunClaim, {
      select: { claimId: true },
      where: { runId, outcome: 'pending' },
    });
    return rows.map((row) => row.claimId);
  }

  /** How many of the run's transfers the bank has paid or returned. */
  countSettled(runId: string): Promise<number> {
    return this.manager.count(PaymentRunClaim, { where: { runId, outcome: In(['paid', 'returned']) } });
  }

  /** The latest day the bank paid or returned a transfer of the run, or null. */
  async lastSettledOn(runId: string): Promise<string | null> {
    const [row] = await this.manager.query(
      `SELECT max(settled_on)::text AS day FROM payment_run_claim WHERE run_id = $1 AND outcome IN ('paid', 'returned')`,
      [runId],
    );
    return row?.day ?? null;
  }

  /** Claims of the run move from In approval Run to Paid. Answers how many moved. */
  async markPaid(claimIds: string[]): Promise<number> {
    if (claimIds.length === 0) return 0;
    const result = await this.manager
      .createQueryBuilder()
      .update(Claim)
      .set({ status: ClaimStatus.Paid })
      .where('id IN (:...claimIds) AND status = :from', { claimIds, from: ClaimStatus.ApprovalRun })
      .execute();
    return result.affected ?? 0;
  }

  /**
   * A claim whose transfer was cancelled or returned waits for a run again, In approval Run (a
   * returned one was perhaps booked as Paid first).
   */
  async releaseFromRun(claimIds: string[]): Promise<void> {
    if (claimIds.length === 0) return;
    await this.manager
      .createQueryBuilder()
      .update(Claim)
      .set({ status: ClaimStatus.ApprovalRun, paymentRun: null })
      .where('id IN (:...claimIds)', { claimIds })
      .execute();
  }

  /** The bank returned a transfer to the claim's account: new details are needed before another run. */
  async markAccountReturned(claimId: string, returnedOn: string, reasonCode: string | null): Promise<void> {
    await this.manager.update(ClaimBankData, { claimId }, { returnedOn, returnReason: reasonCode });
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

  /** The run's transfers by transaction number, whatever became of them. */
  async transfersOf(runId: string): Promise<RunTransfer[]> {
    const transfers = await this.manager.find(PaymentRunClaim, { where: { runId } });
    if (transfers.length === 0) return [];
    const byClaim = new Map(transfers.map((transfer) => [transfer.claimId, transfer]));
    const claims = await this.claims()
      .where('claim.id IN (:...ids)', { ids: [...byClaim.keys()] })
      .orderBy('claim.identifier')
      .getMany();
    return claims.map((claim) => {
      const { endToEndId, outcome, settledOn, reasonCode, amount } = byClaim.get(claim.id)!;
      return { ...claim, endToEndId, outcome, settledOn, reasonCode, amount };
    });
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
        'claim.email',
        'claim.totalAmount',
      ])
      .innerJoin('claim.event', 'event')
      .addSelect(['event.id', 'event.number', 'event.title'])
      .leftJoin('claim.paymentRun', 'paymentRun')
      .addSelect(['paymentRun.id']);
  }
}
