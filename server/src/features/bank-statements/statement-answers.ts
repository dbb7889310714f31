import { createHash } from 'node:crypto';

import { isCalendarDate } from '../payment-runs/dto/calendar-date.validator.js';
import {
  blockDisagreements,
  type Booking,
  paymentDisagreements,
  PAYMENT_CURRENCY,
  returnDisagreements,
} from './booking-rules.js';
import type {
  AccountReport,
  BankAmount,
  BankReason,
  Direction,
  EntryTransaction,
  ParsedAccountFile,
  StatementEntry,
} from './statement-model.js';
import type { KnownTransfer, TransferLookup } from './transfer-lookup.js';

/** What one entry of a camt.052/053/054 says about one of our transfers, and how it disagrees with it. */
export type StatementAnswer = PaymentAnswer | ReturnAnswer;

interface AnswerBase {
  transfer: KnownTransfer;
  booking: Booking;
  /** Empty when the booking agrees with the transfer; else why not, in words. */
  disagreements: string[];
  /** Names the booking across uploads of the same statement (and its camt.053/054 twins): a review is kept once. */
  fingerprint: string;
}

export interface PaymentAnswer extends AnswerBase {
  kind: 'payment';
}

export interface ReturnAnswer extends AnswerBase {
  kind: 'return';
  reason: BankReason;
  /** Euro cents the banks deducted from what came back. */
  chargesCents: number;
}

/** Why entries said nothing about our transfers. */
export interface SkippedCounts {
  pending: number;
  informationOnly: number;
  creditsWithoutReturn: number;
  /** Booked entries and transactions that name no transfer or run of ours. */
  otherReferences: number;
}

/** A reference of a booked entry that names no transfer or run of ours, as the bank wrote it. */
export interface UnknownReference {
  reference: string;
  date: string | null;
}

export interface StatementReading {
  answers: StatementAnswer[];
  skipped: SkippedCounts;
  /** The references among `skipped.otherReferences` (entries that name none are only counted). */
  unknown: UnknownReference[];
}

/** The accounts of the reports, for the refusal of a file about another account. */
export const reportAccounts = (file: ParsedAccountFile) =>
  file.reports.map((report) => report.iban ?? report.otherAccountId ?? 'an account without identifier');

/**
 * Reads a statement's booked entries as answers about our transfers (docs/rules.md, "Payments"):
 * per transaction, named by EndToEndId or InstrId; a block booked as one (`Btch` without
 * transactions) for every transfer of the run it names. Which of them settle is the service's
 * business; what names nothing of ours is counted.
 */
export function readStatement(file: ParsedAccountFile, transfers: TransferLookup, today: string): StatementReading {
  const answers: StatementAnswer[] = [];
  const unknown: UnknownReference[] = [];
  const skipped: SkippedCounts = { ...file.skipped, otherReferences: 0 };
  for (const report of file.reports) {
    for (const entry of report.entries) {
      if (entry.status !== 'BOOK') {
        if (entry.status === 'INFO') skipped.informationOnly += 1;
        else skipped.pending += 1;
        continue;
      }
      const context = { file, report, entry, transfers, today };
      const read = entry.transactions.length > 0 ? transactionAnswers(context) : blockAnswers(context);
      skipped.otherReferences += read.unknown.length;
      skipped.creditsWithoutReturn += read.creditsWithoutReturn;
      for (const reference of read.unknown) {
        if (reference) unknown.push({ reference, date: entry.bookingDate });
      }
      answers.push(...read.answers);
    }
  }
  return { answers, skipped, unknown };
}

/** One booked entry, with what it is read against. */
interface EntryInContext {
  file: ParsedAccountFile;
  report: AccountReport;
  entry: StatementEntry;
  transfers: TransferLookup;
  today: string;
}

/**
 * What the entry booked for a transfer or a block. Its direction is the entry's, the booking on the
 * account; a transaction or batch stating the other one makes the booking disagree, never overrules it.
 */
function bookingOf(report: AccountReport, entry: StatementEntry, amount: BankAmount | null, stated?: Direction | null) {
  return {
    direction: entry.direction,
    otherDirectionStated: stated && stated !== entry.direction ? stated : null,
    reversal: entry.reversal,
    amount,
    accountIban: report.iban,
    otherAccountId: report.otherAccountId,
    bookingDate: entry.bookingDate && isCalendarDate(entry.bookingDate) ? entry.bookingDate : null,
  };
}

function transactionAnswers({ file, report, entry, transfers, today }: EntryInContext) {
  const answers: StatementAnswer[] = [];
  const unknown: (string | null)[] = [];
  let creditsWithoutReturn = 0;
  entry.transactions.forEach((tx, index) => {
    const transfer = transfers.transfer(tx);
    if (!transfer) {
      // Money coming in under another's reference is no answer about ours: counted, not listed.
      const credit = entry.direction === 'credit' && (tx.direction ?? 'credit') === 'credit';
      if (credit && !entry.reversal && !tx.returnInfo) creditsWithoutReturn += 1;
      else unknown.push(tx.endToEndId ?? tx.instructionId);
      return;
    }
    // The transaction's own amount where the entry holds several; the entry's where it holds one.
    const amount = entry.transactions.length === 1 ? entry.amount : tx.amount;
    const booking = bookingOf(report, entry, amount, tx.direction);
    const within = tx.accountServicerReference ?? String(index);
    if (tx.returnInfo) {
      const chargesCents = chargesOf(tx);
      answers.push({
        kind: 'return',
        transfer,
        booking,
        reason: tx.returnInfo,
        chargesCents,
        disagreements: returnDisagreements(booking, chargesCents, transfer, today),
        fingerprint: fingerprintOf(file, report, entry, `${within} return`, transfer),
      });
    } else {
      answers.push({
        kind: 'payment',
        transfer,
        booking,
        disagreements: paymentDisagreements(booking, transfer, today),
        fingerprint: fingerprintOf(file, report, entry, within, transfer),
      });
    }
  });
  return { answers, unknown, creditsWithoutReturn };
}

/** A block booked as one entry: it settles the run's transfers only if the count and the total agree. */
function blockAnswers({ file, report, entry, transfers, today }: EntryInContext) {
  const answers: StatementAnswer[] = [];
  const unknown: (string | null)[] = entry.batches.length === 0 ? [null] : [];
  for (const batch of entry.batches) {
    const block = transfers.run(batch);
    if (block.length === 0) {
      unknown.push(batch.paymentInformationId ?? batch.messageId);
      continue;
    }
    const sent = {
      ...block[0],
      amountCents: block.reduce((sum, transfer) => sum + transfer.amountCents, 0),
      transfers: block.length,
    };
    // A single batch stands for the whole entry: its amount is the block's when the bank gives no total.
    const total = batch.total ?? (entry.batches.length === 1 ? entry.amount : null);
    const booking = bookingOf(report, entry, total, batch.direction);
    const disagreements = blockDisagreements(
      booking,
      { numberOfTransactions: batch.numberOfTransactions, total },
      sent,
      today,
    );
    for (const transfer of block) {
      answers.push({
        kind: 'payment',
        transfer,
        booking,
        disagreements,
        fingerprint: fingerprintOf(file, report, entry, `block ${sent.runNumber}`, transfer),
      });
    }
  }
  return { answers, unknown, creditsWithoutReturn: 0 };
}

/** What the banks deducted from a return, in euro cents (charges in another currency cannot be added up). */
function chargesOf(tx: EntryTransaction): number {
  if (tx.chargesTotal) return tx.chargesTotal.currency === PAYMENT_CURRENCY ? (tx.chargesTotal.cents ?? 0) : 0;
  return tx.charges
    .filter((charge) => charge.currency === PAYMENT_CURRENCY)
    .reduce((sum, charge) => sum + (charge.cents ?? 0), 0);
}

/**
 * The booking's identity: the bank's own reference of it (AcctSvcrRef, the same in a camt.053 and
 * a camt.054 of one booking) or else its place in the statement, with the transfer it names.
 */
function fingerprintOf(
  file: ParsedAccountFile,
  report: AccountReport,
  entry: StatementEntry,
  within: string,
  transfer: KnownTransfer,
): string {
  const booking = entry.accountServicerReference ?? `${file.messageId}/${report.id}/${entry.position}`;
  return createHash('sha256')
    .update(JSON.stringify([report.iban ?? report.otherAccountId, booking, within, transfer.endToEndId]))
    .digest('hex');
}
