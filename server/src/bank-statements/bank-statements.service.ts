import { Injectable } from '@nestjs/common';
import { paymentReturnReason } from '@unit-costs/contract';

import type { Principal } from '../auth/principal.js';
import { actorName } from '../claims/claims.service.js';
import { TransactionHost } from '../database/transaction-host.js';
import { PaymentSettlement, type LockedTransfer } from '../payment-runs/payment-settlement.service.js';
import { parseBankStatement, type StatementEntry } from './bank-statement.parser.js';
import type { StatementEntryDto, StatementImportDto } from './dto/statement-import.dto.js';

type Outcome = 'matched' | 'alreadyPaid' | 'returned' | 'alreadyReturned' | 'unknown';

/**
 * Bank statements (camt.053, camt.054) and status reports (pain.002) matched to the runs' transfers
 * by EndToEndId (docs/rules.md, "Payments"). One unit of work per statement, the transfers it names
 * locked: a booked debit pays a transfer, a return or rejection returns it, and what is already
 * recorded is left as it is, so importing the same statement twice changes nothing.
 */
@Injectable()
export class BankStatementsService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly settlement: PaymentSettlement,
  ) {}

  async import(xml: string, principal: Principal): Promise<StatementImportDto> {
    const statement = parseBankStatement(xml);
    const username = actorName(principal);
    const source = `bank statement ${statement.format}${statement.messageId ? ` ${statement.messageId}` : ''}`;
    const result: StatementImportDto = {
      format: statement.format,
      messageId: statement.messageId,
      matched: [],
      alreadyPaid: [],
      returned: [],
      alreadyReturned: [],
      unknown: [],
    };
    await this.transactions.run(async () => {
      const entries = [...statement.entries];
      // A pain.002 rejecting a whole file: every transfer of that run is rejected.
      for (const rejected of statement.rejectedMessages) {
        for (const endToEndId of await this.settlement.endToEndIdsOfRun(rejected.messageId)) {
          entries.push({ endToEndId, kind: 'returned', reasonCode: rejected.reasonCode, date: rejected.date });
        }
      }
      const ids = [...new Set(entries.flatMap((entry) => (entry.endToEndId ? [entry.endToEndId] : [])))];
      const transfers = new Map(
        (await this.settlement.lockTransfers(ids)).map((transfer) => [transfer.endToEndId, transfer]),
      );
      const touchedRuns = new Set<string>();
      for (const entry of entries) {
        const transfer = entry.endToEndId ? transfers.get(entry.endToEndId) : undefined;
        const outcome = await this.apply(entry, transfer, username, source);
        if (transfer && (outcome === 'matched' || outcome === 'returned')) touchedRuns.add(transfer.runId);
        result[outcome].push(entryDto(entry, transfer, outcome));
      }
      for (const runId of touchedRuns) await this.settlement.closeIfAnswered(runId, username);
    });
    return result;
  }

  /** What the entry does to its transfer (updated in place, so a later entry of the same statement sees it). */
  private async apply(
    entry: StatementEntry,
    transfer: LockedTransfer | undefined,
    username: string,
    source: string,
  ): Promise<Outcome> {
    if (!transfer || transfer.outcome === 'cancelled') return 'unknown';
    const settled = { runId: transfer.runId, runNumber: transfer.runNumber, claimId: transfer.claimId };
    if (entry.kind === 'returned') {
      if (transfer.outcome === 'returned') return 'alreadyReturned';
      await this.settlement.returned(settled, entry.reasonCode, entry.date, username);
      transfer.outcome = 'returned';
      return 'returned';
    }
    if (transfer.outcome === 'paid') return 'alreadyPaid';
    if (transfer.outcome === 'returned') return 'alreadyReturned';
    await this.settlement.paid([settled], entry.date, username, source);
    transfer.outcome = 'paid';
    return 'matched';
  }
}

function entryDto(entry: StatementEntry, transfer: LockedTransfer | undefined, outcome: Outcome): StatementEntryDto {
  const unknownReason = !entry.endToEndId
    ? 'the entry names no EndToEndId'
    : transfer
      ? `its payment run ${transfer.runNumber} was cancelled`
      : 'no transfer of a payment run has this EndToEndId';
  return {
    endToEndId: entry.endToEndId,
    identifier: transfer?.identifier ?? null,
    claimGuid: transfer?.claimId ?? null,
    runNumber: transfer?.runNumber ?? null,
    date: entry.date,
    reasonCode: entry.reasonCode,
    reason:
      outcome === 'unknown' ? unknownReason : entry.kind === 'returned' ? paymentReturnReason(entry.reasonCode) : null,
  };
}
