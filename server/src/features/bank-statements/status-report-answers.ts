import type { BankReason, ParsedStatusReport, PayeeVerification, PaymentStatus } from './statement-model.js';
import type { KnownTransfer, TransferLookup } from './transfer-lookup.js';

/** What a pain.002 says about one of our transfers: its status (the most specific level's), why, its name check. */
export interface StatusAnswer {
  transfer: KnownTransfer;
  /** null when the bank answered only the name check for it. */
  status: PaymentStatus | null;
  /** The reason of the level the status comes from, if the bank gave one. */
  reason: BankReason | null;
  payeeVerification: PayeeVerification | null;
}

export interface StatusReading {
  answers: StatusAnswer[];
  /** Blocks and transfers that name nothing of ours, as the bank wrote them (null: named by nothing). */
  unknown: (string | null)[];
}

/**
 * Reads a status report at its three levels (docs/rules.md, "Payments"): a transfer's own status, else
 * its block's, else the file's; a block or a file answered without listing its transfers covers every
 * transfer of the run it names.
 */
export function readStatusReport(report: ParsedStatusReport, transfers: TransferLookup): StatusReading {
  const answers: StatusAnswer[] = [];
  const unknown: (string | null)[] = [];
  const group = { status: report.groupStatus, reason: report.groupReasons[0] ?? null };
  const cover = (covered: KnownTransfer[], level: { status: PaymentStatus | null; reason: BankReason | null }) => {
    if (!level.status) return;
    for (const transfer of covered) answers.push({ transfer, ...level, status: level.status, payeeVerification: null });
  };
  if (report.paymentBlocks.length === 0) {
    const run = transfers.run({ messageId: report.originalMessageId, paymentInformationId: null });
    if (run.length === 0 && group.status) unknown.push(report.originalMessageId);
    cover(run, group);
  }
  for (const block of report.paymentBlocks) {
    const blockLevel = block.status ? { status: block.status, reason: block.reasons[0] ?? group.reason } : group;
    if (block.transactions.length === 0) {
      const run = transfers.run({
        messageId: report.originalMessageId,
        paymentInformationId: block.paymentInformationId,
      });
      if (run.length === 0) unknown.push(block.paymentInformationId ?? report.originalMessageId);
      cover(run, blockLevel);
      continue;
    }
    for (const tx of block.transactions) {
      const transfer = transfers.transfer(tx);
      if (!transfer) {
        unknown.push(tx.endToEndId ?? tx.instructionId);
        continue;
      }
      const level = tx.status ? { status: tx.status, reason: tx.reasons[0] ?? blockLevel.reason } : blockLevel;
      if (level.status || tx.payeeVerification) {
        answers.push({ transfer, status: level.status, reason: level.reason, payeeVerification: tx.payeeVerification });
      }
    }
  }
  return { answers, unknown };
}
