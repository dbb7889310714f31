import type { DocumentHandler, XmlElement } from './iso-document-reader.js';
import type {
  AccountReport,
  EntryBatch,
  EntryTransaction,
  ParsedAccountFile,
  SkippedEntries,
  StatementEntry,
} from './statement-model.js';
import { amount, child, childrenNamed, day, direction, iban, reason, reference, refused, text } from './xml-values.js';

type AccountKind = ParsedAccountFile['kind'];

/** Each message's top element and its per-account element. */
const SHAPE: Readonly<Record<AccountKind, { message: string; report: string; noun: string }>> = {
  'camt.053': { message: 'BkToCstmrStmt', report: 'Stmt', noun: 'statement' },
  'camt.054': { message: 'BkToCstmrDbtCdtNtfctn', report: 'Ntfctn', noun: 'notification' },
  'camt.052': { message: 'BkToCstmrAcctRpt', report: 'Rpt', noun: 'report' },
};

/**
 * camt.052, camt.053 and camt.054 share the entry (`Ntry`) of versions 001.02 to 001.13; what
 * changed is read in both forms: the status (`<Sts>BOOK</Sts>`, later `<Sts><Cd>BOOK</Cd></Sts>`),
 * the transaction's own amount and direction (001.03 on), the charges (`Chrgs/Amt`, later
 * `Chrgs/Rcrd/Amt`) and the parties (`Cdtr/Nm`, later `Cdtr/Pty/Nm`).
 *
 * Entries are read as each one closes and then dropped, so the file's size never becomes the
 * reader's memory.
 */
export class CamtReader implements DocumentHandler {
  private readonly shape;
  /** Each report's entries, read as they closed. */
  private readonly entries = new Map<XmlElement, StatementEntry[]>();
  /** How many entries each report has had so far, skipped ones included (an entry's position). */
  private readonly seen = new Map<XmlElement, number>();
  private readonly skipped: SkippedEntries = { pending: 0, informationOnly: 0, creditsWithoutReturn: 0 };

  constructor(
    private readonly kind: AccountKind,
    private readonly version: string,
    private readonly namespace: string,
  ) {
    this.shape = SHAPE[kind];
  }

  closed(element: XmlElement, ancestors: readonly XmlElement[]): 'keep' | 'drop' {
    const report = ancestors[ancestors.length - 1];
    if (element.name !== 'Ntry' || report?.name !== this.shape.report) return 'keep';
    const position = (this.seen.get(report) ?? 0) + 1;
    this.seen.set(report, position);
    const entry = this.entry(element, position);
    const list = this.entries.get(report);
    if (entry && list) list.push(entry);
    else if (entry) this.entries.set(report, [entry]);
    return 'drop';
  }

  /** The file, once the reader has read the document. */
  result(document: XmlElement, enveloped: boolean): ParsedAccountFile {
    const message = child(document, this.shape.message);
    if (!message) {
      throw refused(
        `The ${this.kind} file holds no ${this.shape.message}: it is not a ${this.shape.noun} the bank sends.`,
      );
    }
    return {
      kind: this.kind,
      version: this.version,
      namespace: this.namespace,
      messageId: text(message, 'GrpHdr', 'MsgId'),
      createdAt: text(message, 'GrpHdr', 'CreDtTm'),
      enveloped,
      reports: childrenNamed(message, this.shape.report).map((report) => this.report(report)),
      skipped: this.skipped,
    };
  }

  private report(report: XmlElement): AccountReport {
    return {
      id: text(report, 'Id'),
      iban: iban(report, 'Acct', 'Id', 'IBAN'),
      otherAccountId: text(report, 'Acct', 'Id', 'Othr', 'Id'),
      currency: text(report, 'Acct', 'Ccy')?.toUpperCase() ?? null,
      entries: this.entries.get(report) ?? [],
    };
  }

  /** The entry, or null when it cannot answer for our transfers (then counted in `skipped`). */
  private entry(entry: XmlElement, position: number): StatementEntry | null {
    const where = `Entry ${position} of the ${this.shape.noun} (line ${entry.line})`;
    const status = (text(entry, 'Sts', 'Cd') ?? text(entry, 'Sts', 'Prtry') ?? text(entry, 'Sts'))?.toUpperCase();
    if (!status) throw refused(`${where} has no status (Sts).`);
    const entryDirection = direction(entry, 'CdtDbtInd');
    if (!entryDirection) throw refused(`${where} says neither credit nor debit (CdtDbtInd).`);
    const entryAmount = amount(entry, 'Amt');
    if (!entryAmount) throw refused(`${where} has no amount (Amt).`);
    if (status === 'PDNG' || status === 'FUTR') {
      this.skipped.pending += 1;
      return null;
    }
    if (status !== 'BOOK') {
      this.skipped.informationOnly += 1;
      return null;
    }
    const details = childrenNamed(entry, 'NtryDtls');
    const transactions = details.flatMap((detail) => childrenNamed(detail, 'TxDtls').map(transaction));
    const reversal = text(entry, 'RvslInd')?.toLowerCase() === 'true';
    // Money coming in that names no transfer is no answer about ours; one that names a transfer is kept,
    // so that settlement lists it for review ('a credit, not the transfer') instead of counting it away.
    const namesATransfer = transactions.some((tx) => tx.endToEndId || tx.instructionId);
    if (entryDirection === 'credit' && !reversal && !transactions.some((tx) => tx.returnInfo) && !namesATransfer) {
      this.skipped.creditsWithoutReturn += 1;
      return null;
    }
    return {
      position,
      reference: text(entry, 'NtryRef'),
      accountServicerReference: text(entry, 'AcctSvcrRef'),
      status,
      direction: entryDirection,
      reversal,
      amount: entryAmount,
      bookingDate: day(entry, 'BookgDt'),
      valueDate: day(entry, 'ValDt'),
      additionalInfo: text(entry, 'AddtlNtryInf'),
      batches: details.flatMap((detail) => childrenNamed(detail, 'Btch').map(batch)),
      transactions,
    };
  }
}

function batch(element: XmlElement): EntryBatch {
  const count = text(element, 'NbOfTxs');
  return {
    messageId: text(element, 'MsgId'),
    paymentInformationId: text(element, 'PmtInfId'),
    numberOfTransactions: count && /^\d{1,15}$/.test(count) ? Number(count) : null,
    total: amount(element, 'TtlAmt'),
    direction: direction(element, 'CdtDbtInd'),
  };
}

function transaction(element: XmlElement): EntryTransaction {
  const returned = child(element, 'RtrInf');
  const charges = childrenNamed(element, 'Chrgs');
  const creditor = child(element, 'RltdPties', 'Cdtr');
  return {
    endToEndId: reference(element, 'Refs', 'EndToEndId'),
    instructionId: reference(element, 'Refs', 'InstrId'),
    messageId: reference(element, 'Refs', 'MsgId'),
    paymentInformationId: reference(element, 'Refs', 'PmtInfId'),
    accountServicerReference: reference(element, 'Refs', 'AcctSvcrRef'),
    amount: amount(element, 'AmtDtls', 'TxAmt', 'Amt') ?? amount(element, 'Amt'),
    instructedAmount: amount(element, 'AmtDtls', 'InstdAmt', 'Amt'),
    direction: direction(element, 'CdtDbtInd'),
    returnInfo: returned ? { ...reason(returned), originator: text(returned, 'Orgtr', 'Nm') } : null,
    // 001.02 repeats Chrgs, each with its Amt; later versions hold records (Rcrd) and a total.
    charges: charges.flatMap((charge) => [
      ...(child(charge, 'Amt') ? [amount(charge, 'Amt')!] : []),
      ...childrenNamed(charge, 'Rcrd').flatMap((record) => {
        const recorded = amount(record, 'Amt');
        return recorded ? [recorded] : [];
      }),
    ]),
    chargesTotal: charges.map((charge) => amount(charge, 'TtlChrgsAndTaxAmt')).find(Boolean) ?? null,
    creditorName: text(creditor, 'Nm') ?? text(creditor, 'Pty', 'Nm'),
    creditorIban: iban(element, 'RltdPties', 'CdtrAcct', 'Id', 'IBAN'),
  };
}
