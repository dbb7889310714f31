import { Injectable } from '@nestjs/common';
import { ClaimStatus } from '@unit-costs/contract';
import { isUUID } from 'class-validator';
import { In, type EntityManager, type SelectQueryBuilder } from 'typeorm';

import { idListFilter } from '../../platform/common/lists/list-filters.js';
import type { ListQuery } from '../../platform/common/lists/list-query.js';
import type { Page } from '../../platform/common/lists/list-result.js';
import { sortExpression } from '../../platform/common/lists/paginate.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { ClaimBankData } from '../claims/bank-data/claim-bank-data.entity.js';
import { Claim } from '../claims/claim.entity.js';
import { PaymentRunClaim } from './payment-run-claim.entity.js';
import { PaymentRun } from './payment-run.entity.js';

/** What a run needs of a claim: no address, no history. */
export type RunClaim = Pick<
  Claim,
  'id' | 'identifier' | 'status' | 'firstname' | 'lastname' | 'email' | 'totalAmount' | 'restrictedAt'
> & {
  event: Pick<Claim['event'], 'id' | 'number' | 'title'>;
  paymentRun: Pick<PaymentRun, 'id'> | null;
};

/** A transfer locked for the bank's answer, with its run and its claim's transaction number. */
export type LockedTransfer = PaymentRunClaim & {
  run: Pick<PaymentRun, 'id' | 'number' | 'createdAt' | 'debtorIban' | 'state'>;
  identifier: string;
};

/** What a bank file names transfers by: their EndToEndId or InstrId, or a whole run by its number. */
export interface TransferReferences {
  endToEndIds: string[];
  instructionIds: string[];
  runNumbers: string[];
}

/** What became of a transfer, and what the bank said of it. */
export type BankAnswer = Pick<
  PaymentRunClaim,
  | 'outcome'
  | 'settledOn'
  | 'reasonCode'
  | 'bankStatus'
  | 'bankStatusOn'
  | 'payeeCheck'
  | 'payeeCheckName'
  | 'returnCharges'
  | 'returnDetails'
>;

/** A claim as one of a run's transfers: what became of it, under which EndToEndId. */
export type RunTransfer = RunClaim &
  Pick<PaymentRunClaim, 'endToEndId' | 'instructionId'> &
  BankAnswer & {
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

  async insertTransfers(
    transfers: Pick<PaymentRunClaim, 'runId' | 'claimId' | 'endToEndId' | 'instructionId' | 'amount'>[],
  ) {
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

  /** Records the first download of the run's SEPA file; later ones change nothing. */
  async recordFileDownload(id: string, by: string): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .update(PaymentRun)
      .set({ fileDownloadedAt: () => 'now()', fileDownloadedBy: by })
      .where('id = :id AND file_downloaded_at IS NULL', { id })
      .execute();
  }

  /** Closes the run if it is still open (created). */
  async closeOpenRun(
    id: string,
    change: Pick<PaymentRun, 'state' | 'executedOn' | 'closedBy' | 'closedByStatement'>,
  ): Promise<void> {
    await this.manager.update(PaymentRun, { id, state: 'created' }, { ...change, closedAt: () => 'now()' });
  }

  /**
   * The transfers a bank file names, with their runs, their claims and runs locked until the unit of
   * work ends, each in the order of its ids (a statement and a confirmation of the same run never deadlock).
   */
  async lockTransfers(references: TransferReferences): Promise<LockedTransfer[]> {
    const { endToEndIds, instructionIds, runNumbers } = references;
    if (endToEndIds.length + instructionIds.length + runNumbers.length === 0) return [];
    const rows: { run_id: string; claim_id: string }[] = await this.manager.query(
      `SELECT t.run_id, t.claim_id FROM payment_run_claim t JOIN payment_run r ON r.id = t.run_id
        WHERE t.end_to_end_id = ANY($1) OR t.instruction_id = ANY($2) OR r.number = ANY($3)`,
      [endToEndIds, instructionIds, runNumbers],
    );
    if (rows.length === 0) return [];
    const runIds = [...new Set(rows.map((row) => row.run_id))].sort();
    const claimIds = [...new Set(rows.map((row) => row.claim_id))].sort();
    await this.manager.query(`SELECT 1 FROM payment_run WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [runIds]);
    await this.manager.query(`SELECT 1 FROM claim WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [claimIds]);
    const transfers = await this.manager
      .createQueryBuilder(PaymentRunClaim, 'transfer')
      .innerJoinAndSelect('transfer.run', 'run')
      .innerJoin('transfer.claim', 'claim')
      .addSelect(['claim.id', 'claim.identifier'])
      .where('transfer.run_id IN (:...runIds) AND transfer.claim_id IN (:...claimIds)', { runIds, claimIds })
      .orderBy('claim.identifier')
      .getMany();
    const wanted = new Set(rows.map((row) => `${row.run_id}/${row.claim_id}`));
    return transfers
      .filter((transfer) => wanted.has(`${transfer.runId}/${transfer.claimId}`))
      .map((transfer) => Object.assign(transfer, { run: transfer.run!, identifier: transfer.claim!.identifier }));
  }

  /** Records what became of transfers of a run, or what the bank said of them. */
  async settleTransfers(runId: string, claimIds: string[], settlement: Partial<BankAnswer>): Promise<void> {
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
      const transfer = byClaim.get(claim.id)!;
      return {
        ...claim,
        endToEndId: transfer.endToEndId,
        instructionId: transfer.instructionId,
        outcome: transfer.outcome,
        settledOn: transfer.settledOn,
        reasonCode: transfer.reasonCode,
        bankStatus: transfer.bankStatus,
        bankStatusOn: transfer.bankStatusOn,
        payeeCheck: transfer.payeeCheck,
        payeeCheckName: transfer.payeeCheckName,
        returnCharges: transfer.returnCharges,
        returnDetails: transfer.returnDetails,
        amount: transfer.amount,
      };
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
        'claim.restrictedAt',
      ])
      .innerJoin('claim.event', 'event')
      .addSelect(['event.id', 'event.number', 'event.title'])
      .leftJoin('claim.paymentRun', 'paymentRun')
      .addSelect(['paymentRun.id']);
  }
}
