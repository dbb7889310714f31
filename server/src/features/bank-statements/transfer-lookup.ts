import { paymentBlockId } from '../payment-runs/payment-settlement.service.js';
import type { ParsedBankFile } from './statement-model.js';

/** A transfer of a run as a bank file's answers are checked against it. */
export interface KnownTransfer {
  runId: string;
  claimId: string;
  endToEndId: string;
  instructionId: string;
  /** Euros to the cent, as sent. */
  amountCents: number;
  runNumber: string;
  /** The day the run was created (academy's calendar). */
  runCreatedOn: string;
  /** The account the run pays from. */
  debtorIban: string;
}

/** What a bank file names: transfers by EndToEndId or InstrId, runs by their file's MsgId or block's PmtInfId. */
export interface NamedReferences {
  endToEndIds: string[];
  instructionIds: string[];
  runNumbers: string[];
}

/** The run a PmtInfId names: the block id is '<run>.0' (paymentBlockId); anything else names no run. */
export function runOfBlock(paymentInformationId: string): string | null {
  const suffix = paymentBlockId('');
  return paymentInformationId.endsWith(suffix) ? paymentInformationId.slice(0, -suffix.length) : null;
}

/** Every reference the file holds that could name a transfer or a run of ours. */
export function namedReferences(file: ParsedBankFile): NamedReferences {
  const endToEndIds = new Set<string>();
  const instructionIds = new Set<string>();
  const runNumbers = new Set<string>();
  const block = (id: string | null) => {
    const run = id ? runOfBlock(id) : null;
    if (run) runNumbers.add(run);
  };
  if (file.kind === 'pain.002') {
    if (file.originalMessageId) runNumbers.add(file.originalMessageId);
    for (const payments of file.paymentBlocks) {
      block(payments.paymentInformationId);
      for (const tx of payments.transactions) {
        if (tx.endToEndId) endToEndIds.add(tx.endToEndId);
        if (tx.instructionId) instructionIds.add(tx.instructionId);
      }
    }
  } else {
    for (const entry of file.reports.flatMap((report) => report.entries)) {
      for (const batch of entry.batches) {
        if (batch.messageId) runNumbers.add(batch.messageId);
        block(batch.paymentInformationId);
      }
      for (const tx of entry.transactions) {
        if (tx.endToEndId) endToEndIds.add(tx.endToEndId);
        if (tx.instructionId) instructionIds.add(tx.instructionId);
      }
    }
  }
  return {
    endToEndIds: [...endToEndIds],
    instructionIds: [...instructionIds],
    runNumbers: [...runNumbers],
  };
}

/** The transfers found for a file's references, looked up the ways a bank names them. */
export class TransferLookup {
  private readonly byEndToEndId = new Map<string, KnownTransfer>();
  private readonly byInstructionId = new Map<string, KnownTransfer>();
  private readonly byRun = new Map<string, KnownTransfer[]>();

  constructor(transfers: KnownTransfer[]) {
    for (const transfer of transfers) {
      this.byEndToEndId.set(transfer.endToEndId, transfer);
      this.byInstructionId.set(transfer.instructionId, transfer);
      this.byRun.set(transfer.runNumber, [...(this.byRun.get(transfer.runNumber) ?? []), transfer]);
    }
  }

  /** The transfer a transaction names: by its EndToEndId, else by its InstrId. */
  transfer(references: { endToEndId: string | null; instructionId: string | null }): KnownTransfer | undefined {
    return (
      (references.endToEndId ? this.byEndToEndId.get(references.endToEndId) : undefined) ??
      (references.instructionId ? this.byInstructionId.get(references.instructionId) : undefined)
    );
  }

  /** Every transfer of the run a file's MsgId or a block's PmtInfId names (a run has one block). */
  run(references: { messageId: string | null; paymentInformationId: string | null }): KnownTransfer[] {
    const byBlock = references.paymentInformationId ? runOfBlock(references.paymentInformationId) : null;
    const number = byBlock ?? references.messageId;
    return (number ? this.byRun.get(number) : undefined) ?? [];
  }
}
