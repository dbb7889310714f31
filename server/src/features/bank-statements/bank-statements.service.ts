import { Inject, Injectable } from '@nestjs/common';
import { bankStatusWords, returnReasonInWords } from '@unit-costs/contract';
import { createHash, randomUUID } from 'node:crypto';

import { actorName, type Principal } from '../../platform/auth/principal.js';
import { academyDate } from '../../platform/common/event-calendar.js';
import type { AppConfig } from '../../platform/config/config.js';
import { CONFIG } from '../../platform/config/config.module.js';
import { TransactionHost } from '../../platform/database/transaction-host.js';
import { isCalendarDate } from '../payment-runs/dto/calendar-date.validator.js';
import { PaymentSettlement, type LockedTransfer, type NewReview } from '../payment-runs/payment-settlement.service.js';
import { readBankFile } from './bank-file-threads.js';
import type { BankFileUpload } from './bank-file.parser.js';
import { StatementOfAnotherAccount } from './bank-statements.errors.js';
import type { StatementEntryDto, StatementImportDto } from './dto/statement-import.dto.js';
import { readStatement, type StatementAnswer } from './statement-answers.js';
import type { BankReason, ParsedAccountFile, ParsedStatusReport } from './statement-model.js';
import { readStatusReport, type StatusAnswer } from './status-report-answers.js';
import { type KnownTransfer, namedReferences, TransferLookup } from './transfer-lookup.js';

/** Four eyes on the upload path: a bank file never settles, returns or reviews the uploader's own claim. */
const OWN_CLAIM = "the claim carries the uploader's own e-mail address: another Approver or Admin must review it";

/** What one upload works on: the transfers it names, locked, and who uploaded it. */
interface Upload {
  transfers: Map<string, LockedTransfer>;
  own: Set<string>;
  username: string;
  source: string;
  statementId: string | null;
  result: StatementImportDto;
  touchedRuns: Set<string>;
}

const key = (transfer: { runId: string; claimId: string }) => `${transfer.runId}/${transfer.claimId}`;

/**
 * Bank files (camt.052/053/054, pain.002) applied to the runs' transfers by the rules of docs/rules.md,
 * "Payments": what agrees with a transfer settles or returns it, what disagrees is kept on its run for
 * review, and what names nothing of ours is counted. One unit of work per file, the transfers it
 * names locked; what is already recorded is left as it is, so the same file twice changes nothing.
 */
@Injectable()
export class BankStatementsService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly settlement: PaymentSettlement,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async import(bankFile: BankFileUpload, principal: Principal): Promise<StatementImportDto> {
    const file = await readBankFile(bankFile);
    const result: StatementImportDto = {
      format: file.kind,
      messageId: file.messageId,
      matched: [],
      alreadyPaid: [],
      returned: [],
      alreadyReturned: [],
      mismatched: [],
      statuses: [],
      unknown: [],
      skipped: { pending: 0, informationOnly: 0, creditsWithoutReturn: 0, otherReferences: 0 },
    };
    await this.transactions.run(async () => {
      const locked = await this.settlement.lockTransfers(namedReferences(file));
      const upload: Upload = {
        transfers: new Map(locked.map((transfer) => [key(transfer), transfer])),
        own: await this.settlement.ownClaims(
          locked.map((transfer) => transfer.claimId),
          principal,
        ),
        username: actorName(principal),
        source: `bank statement ${file.kind}${file.messageId ? ` ${file.messageId}` : ''}`,
        statementId: file.messageId,
        result,
        touchedRuns: new Set(),
      };
      const lookup = new TransferLookup(locked.map((transfer) => this.known(transfer)));
      if (file.kind === 'pain.002') await this.applyStatusReport(file, lookup, upload);
      else await this.applyStatement(file, lookup, upload);
      for (const runId of upload.touchedRuns) await this.settlement.closeIfAnswered(runId, upload.username);
    });
    return result;
  }

  private async applyStatement(file: ParsedAccountFile, lookup: TransferLookup, upload: Upload): Promise<void> {
    this.refuseAnotherAccount(file, upload);
    const reading = readStatement(file, lookup, academyDate(new Date()));
    upload.result.skipped = reading.skipped;
    upload.result.unknown.push(...reading.unknown.map(({ reference, date }) => unknownReference(reference, date)));
    for (const answer of reading.answers) await this.applyAnswer(answer, upload);
  }

  /** A statement of an account that is neither the configured one nor that of a run it names: 422, nothing changed. */
  private refuseAnotherAccount(file: ParsedAccountFile, upload: Upload): void {
    const ours = new Set([
      this.configuredIban(),
      ...[...upload.transfers.values()].map((transfer) => transfer.run.debtorIban),
    ]);
    ours.delete(null);
    for (const report of file.reports) {
      if (report.iban && !ours.has(report.iban))
        throw new StatementOfAnotherAccount(report.iban, [...ours] as string[]);
    }
  }

  private async applyAnswer(answer: StatementAnswer, upload: Upload): Promise<void> {
    const transfer = upload.transfers.get(key(answer.transfer))!;
    const date = answer.booking.bookingDate;
    const reason = answer.kind === 'return' ? answer.reason : null;
    const charges = answer.kind === 'return' && answer.chargesCents > 0 ? answer.chargesCents / 100 : null;
    const entry = (words: string | null): StatementEntryDto => ({
      ...entryOf(transfer, date, reason, words),
      amount: answer.booking.amount ? Number(answer.booking.amount.value) : null,
      currency: answer.booking.amount?.currency ?? null,
      charges,
    });
    if (transfer.outcome === 'cancelled') {
      upload.result.unknown.push(entry(`its payment run ${transfer.run.number} was cancelled`));
      return;
    }
    const disagreements = [...answer.disagreements, ...(upload.own.has(transfer.claimId) ? [OWN_CLAIM] : [])];
    if (disagreements.length > 0) {
      await this.keepForReview(transfer, disagreements, upload, {
        kind: answer.kind,
        amount: answer.booking.amount ? Number(answer.booking.amount.value) : null,
        currency: answer.booking.amount?.currency ?? null,
        bookedOn: date,
        charges,
        reason,
        fingerprint: answer.fingerprint,
      });
      upload.result.mismatched.push(entry(disagreements.join('; ')));
      return;
    }
    if (answer.kind === 'payment') {
      if (transfer.outcome !== 'pending') {
        const list = transfer.outcome === 'paid' ? upload.result.alreadyPaid : upload.result.alreadyReturned;
        list.push(entry(null));
        return;
      }
      await this.settlement.paid('Paid by statement', transfer.run, [transfer.claimId], {
        executedOn: date!,
        username: upload.username,
        source: upload.source,
      });
      transfer.outcome = 'paid';
      upload.touchedRuns.add(transfer.runId);
      upload.result.matched.push(entry(null));
      return;
    }
    if (transfer.outcome === 'returned') {
      upload.result.alreadyReturned.push(entry(returnWords(reason)));
      return;
    }
    await this.settlement.returned('Returned', transfer, {
      date: date!,
      reasonCode: isoCode(reason),
      details: reason ? detailsOf(reason) : null,
      charges,
      username: upload.username,
    });
    transfer.outcome = 'returned';
    upload.touchedRuns.add(transfer.runId);
    upload.result.returned.push(entry(returnWords(reason)));
  }

  private async applyStatusReport(file: ParsedStatusReport, lookup: TransferLookup, upload: Upload): Promise<void> {
    const reading = readStatusReport(file, lookup);
    const today = academyDate(new Date());
    const reported = file.createdAt?.slice(0, 10) ?? today;
    // The report's day; one the calendar has not, or still to come, is today's.
    const date = isCalendarDate(reported) && reported <= today ? reported : today;
    upload.result.skipped.otherReferences = reading.unknown.length;
    for (const reference of reading.unknown) {
      if (reference) upload.result.unknown.push(unknownReference(reference, date));
    }
    for (const answer of reading.answers) await this.applyStatus(answer, date, upload);
  }

  /** A rejection returns the transfer (its claim waits for new details); any other status is recorded on the run. */
  private async applyStatus(answer: StatusAnswer, date: string, upload: Upload): Promise<void> {
    const transfer = upload.transfers.get(key(answer.transfer))!;
    const verification = answer.payeeVerification;
    if (verification) {
      await this.settlement.recordPayeeCheck(transfer, verification.outcome, verification.nameHeldByBank);
    }
    const entry = (words: string | null): StatementEntryDto => ({
      ...entryOf(transfer, date, answer.status === 'RJCT' ? answer.reason : null, words),
      payeeCheck: verification?.outcome ?? null,
      payeeCheckName: verification?.nameHeldByBank ?? null,
    });
    if (transfer.outcome === 'cancelled') {
      upload.result.unknown.push(entry(`its payment run ${transfer.run.number} was cancelled`));
      return;
    }
    if (answer.status !== 'RJCT') {
      if (answer.status) await this.settlement.recordBankStatus([transfer], answer.status, date);
      upload.result.statuses.push({
        ...entry(answer.status ? bankStatusWords(answer.status) : null),
        reasonCode: answer.status,
      });
      return;
    }
    if (transfer.outcome === 'returned') {
      upload.result.alreadyReturned.push(entry(returnWords(answer.reason)));
      return;
    }
    const disagreements = [
      ...(transfer.outcome === 'paid' ? ['the transfer is booked as paid: a rejection cannot undo a booking'] : []),
      ...(upload.own.has(transfer.claimId) ? [OWN_CLAIM] : []),
    ];
    if (disagreements.length > 0) {
      await this.keepForReview(transfer, disagreements, upload, {
        kind: 'return',
        amount: null,
        currency: null,
        bookedOn: date,
        charges: null,
        reason: answer.reason,
        fingerprint: createHash('sha256')
          .update(JSON.stringify(['pain.002', upload.statementId, transfer.endToEndId]))
          .digest('hex'),
      });
      upload.result.mismatched.push(entry(disagreements.join('; ')));
      return;
    }
    await this.settlement.returned('Rejected by the bank', transfer, {
      date,
      reasonCode: isoCode(answer.reason),
      details: answer.reason ? detailsOf(answer.reason) : null,
      charges: null,
      username: upload.username,
    });
    transfer.outcome = 'returned';
    upload.touchedRuns.add(transfer.runId);
    upload.result.returned.push(entry(returnWords(answer.reason)));
  }

  /** Keeps the entry on its run for a person to review (once: the same entry again adds nothing). */
  private async keepForReview(
    transfer: LockedTransfer,
    disagreements: string[],
    upload: Upload,
    entry: Pick<NewReview, 'kind' | 'amount' | 'currency' | 'bookedOn' | 'charges' | 'fingerprint'> & {
      reason: BankReason | null;
    },
  ): Promise<void> {
    const { reason, ...booking } = entry;
    await this.settlement.keepForReview({
      ...booking,
      id: randomUUID(),
      runId: transfer.runId,
      claimId: transfer.claimId,
      endToEndId: transfer.endToEndId,
      reason: disagreements.join('; '),
      returnReason: isoCode(reason),
      returnDetails: reason ? detailsOf(reason) : null,
      statementId: upload.statementId,
      uploadedBy: upload.username,
    });
  }

  /** The transfer as the rules check it: the run's recorded account, else (runs made before it was kept) the configured one. */
  private known(transfer: LockedTransfer): KnownTransfer {
    return {
      runId: transfer.runId,
      claimId: transfer.claimId,
      endToEndId: transfer.endToEndId,
      instructionId: transfer.instructionId,
      amountCents: Math.round(transfer.amount * 100),
      runNumber: transfer.run.number,
      runCreatedOn: academyDate(transfer.run.createdAt),
      debtorIban: transfer.run.debtorIban ?? this.configuredIban() ?? '',
    };
  }

  private configuredIban(): string | null {
    return this.config.paymentDebtor.iban ?? null;
  }
}

/** A reference that names no transfer of ours: listed as the bank wrote it, nothing changed. */
function unknownReference(reference: string, date: string | null): StatementEntryDto {
  return {
    endToEndId: reference,
    identifier: null,
    claimGuid: null,
    runNumber: null,
    date,
    reasonCode: null,
    reason: 'no transfer of a payment run has this reference',
  };
}

/** The reason's ISO code (four letters or digits), kept as a code; anything else is the bank's own words. */
function isoCode(reason: BankReason | null): string | null {
  return reason?.code && /^[A-Z0-9]{4}$/.test(reason.code) ? reason.code : null;
}

/** The bank's own words about a return: its proprietary reason when it used no ISO code, and its AddtlInf. */
function detailsOf(reason: BankReason): string | null {
  const parts = [isoCode(reason) ? null : (reason.code ?? reason.proprietary), reason.additionalInfo].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

function returnWords(reason: BankReason | null): string {
  return returnReasonInWords(isoCode(reason), reason ? detailsOf(reason) : null);
}

function entryOf(
  transfer: LockedTransfer,
  date: string | null,
  reason: BankReason | null,
  words: string | null,
): StatementEntryDto {
  return {
    endToEndId: transfer.endToEndId,
    identifier: transfer.identifier,
    claimGuid: transfer.claimId,
    runNumber: transfer.run.number,
    date,
    reasonCode: isoCode(reason),
    reason: words,
  };
}
