/**
 * A bank file as the parser reads it (`bank-file.parser.ts`): what the bank wrote, in the file's own
 * structure, checked for shape but not yet compared with any payment run. Settlement applies the
 * rules of docs/rules.md ("Payments") to it. Everything here crosses a worker thread, so it is plain
 * data: strings, numbers, booleans, arrays and objects; no Date, no class, no float amount.
 *
 * Fields are only ever added to this model, never renamed or removed.
 */

/** The ISO 20022 messages read: statements, debit/credit notifications, intraday reports, payment status reports. */
export type BankFileKind = 'camt.053' | 'camt.054' | 'camt.052' | 'pain.002';

/** Debit (money left the account: our transfers) or credit (money came in: a return, a refund). */
export type Direction = 'debit' | 'credit';

/** An amount exactly as the bank wrote it, never a float. */
export interface BankAmount {
  /** The decimal as written, without sign or spaces: '523.00', '0.01', '1200'. */
  value: string;
  /** The same amount in hundredths as an exact integer ('523.00' -> 52300); null when it is not a whole number of hundredths ('0.005'). */
  cents: number | null;
  /** ISO 4217 code of the `Ccy` attribute, upper case: 'EUR'. */
  currency: string;
}

/** A reason of a return or a status, as ISO 20022 gives it: a code from the external code set, or the bank's own. */
export interface BankReason {
  /** `Rsn/Cd`: an ISO external code ('AC04', 'MS03'), upper case; null when the bank used a proprietary one. */
  code: string | null;
  /** `Rsn/Prtry`: the bank's own code or text, when it used no ISO code. */
  proprietary: string | null;
  /** Every `AddtlInf` line, trimmed and joined with a space (banks split long texts over lines); null when none. */
  additionalInfo: string | null;
}

/** How many entries the parser left out of `entries`, and why: none of them can be an answer about our transfers. */
export interface SkippedEntries {
  /** Status PDNG (pending) or FUTR (future): not booked yet. */
  pending: number;
  /** Status INFO: information only, never booked. */
  informationOnly: number;
  /**
   * Booked credits without return information (`RtrInf`), not reversals, naming no transfer (no
   * EndToEndId or InstrId): money coming in, not a return.
   */
  creditsWithoutReturn: number;
}

/** camt.053, camt.054, camt.052: what was booked (or is pending) on one or more accounts. */
export interface ParsedAccountFile {
  kind: 'camt.053' | 'camt.054' | 'camt.052';
  /** The message version from the namespace: '001.02', '001.04', '001.08', '001.10'. */
  version: string;
  /** The namespace the file declared, e.g. 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08'. */
  namespace: string;
  /** `GrpHdr/MsgId`: the message's own id (re-uploads of the same file carry the same one). */
  messageId: string | null;
  /** `GrpHdr/CreDtTm` as written ('2026-11-30T17:02:00+01:00'); null when missing. */
  createdAt: string | null;
  /** True when the `Document` was found inside an envelope with a business application header (`AppHdr`). */
  enveloped: boolean;
  /** One per `Stmt` (camt.053), `Ntfctn` (camt.054) or `Rpt` (camt.052), in file order. */
  reports: AccountReport[];
  /** Entries left out of the reports' `entries`, counted over the whole file. */
  skipped: SkippedEntries;
}

/** One statement, notification or report: the entries of one account. */
export interface AccountReport {
  /** `Id` of the statement/notification/report. */
  id: string | null;
  /** `Acct/Id/IBAN`, upper case without spaces; null when the account is named otherwise (`Othr/Id`). */
  iban: string | null;
  /** `Acct/Id/Othr/Id` when the account has no IBAN. */
  otherAccountId: string | null;
  /** `Acct/Ccy`: the account's currency, when the bank states it. */
  currency: string | null;
  /** The entries that may answer for our transfers (booked debits, returns, reversals), in file order. */
  entries: StatementEntry[];
}

/** ISO ExternalEntryStatus1Code as written ('BOOK', 'PDNG', 'INFO', 'FUTR'), from `<Sts>BOOK</Sts>` or `<Sts><Cd>BOOK</Cd></Sts>`. */
export type EntryStatus = string;

/** One `Ntry`: one booking on the account, for one transfer or a whole payment block. */
export interface StatementEntry {
  /** 1-based position of the entry in its report, for messages ("entry 3"). */
  position: number;
  /** `NtryRef`: the entry's own reference, when the bank gives one. */
  reference: string | null;
  /** `AcctSvcrRef`: the bank's reference of the booking. */
  accountServicerReference: string | null;
  /** Booking status; always 'BOOK' for entries in `entries` today (others are counted in `skipped`). */
  status: EntryStatus;
  /** `CdtDbtInd` of the entry. */
  direction: Direction;
  /** `RvslInd` true: this entry undoes an earlier booking (a debit reversal is money coming back). */
  reversal: boolean;
  /** `Amt` of the entry (for a batch, the whole block). */
  amount: BankAmount;
  /** `BookgDt` (its `Dt`, or the day of its `DtTm`), 'YYYY-MM-DD'. */
  bookingDate: string | null;
  /** `ValDt` likewise, 'YYYY-MM-DD'. */
  valueDate: string | null;
  /** `AddtlNtryInf`, the bank's free text for the entry. */
  additionalInfo: string | null;
  /** `NtryDtls/Btch`: the payment blocks this entry books as a whole (empty when the bank gives none). */
  batches: EntryBatch[];
  /** `NtryDtls/TxDtls`: one per transfer the entry holds (empty when the bank gives no per-transfer details). */
  transactions: EntryTransaction[];
}

/** `NtryDtls/Btch`: a whole payment block booked as one. */
export interface EntryBatch {
  /** `MsgId`: the file (pain.001 `GrpHdr/MsgId`) the block came in. */
  messageId: string | null;
  /** `PmtInfId`: the payment block of that file. */
  paymentInformationId: string | null;
  /** `NbOfTxs`: how many transfers the bank counted; null when not given or not a number. */
  numberOfTransactions: number | null;
  /** `TtlAmt`: the block's total. */
  total: BankAmount | null;
  /** `CdtDbtInd` of the block, when given. */
  direction: Direction | null;
}

/** `TxDtls`: one transfer within an entry. */
export interface EntryTransaction {
  /** `Refs/EndToEndId`; null when missing or 'NOTPROVIDED'. */
  endToEndId: string | null;
  /** `Refs/InstrId`; null when missing or 'NOTPROVIDED'. */
  instructionId: string | null;
  /** `Refs/MsgId`: the file the transfer came in. */
  messageId: string | null;
  /** `Refs/PmtInfId`: the payment block the transfer came in. */
  paymentInformationId: string | null;
  /** `Refs/AcctSvcrRef`. */
  accountServicerReference: string | null;
  /** The transfer's own amount: `AmtDtls/TxAmt/Amt`, else `Amt`; null when the bank gives neither (use the entry's). */
  amount: BankAmount | null;
  /** `AmtDtls/InstdAmt/Amt`: the amount originally instructed (on a return, before the bank's charges). */
  instructedAmount: BankAmount | null;
  /** `CdtDbtInd` of the transaction (camt 001.04 and later); null when not given (use the entry's). */
  direction: Direction | null;
  /** `RtrInf`: set when the bank says this transfer came back; null otherwise. */
  returnInfo: ReturnInfo | null;
  /** `Chrgs`: each charge record's amount (001.02 `Chrgs/Amt`, later `Chrgs/Rcrd/Amt`). */
  charges: BankAmount[];
  /** `Chrgs/TtlChrgsAndTaxAmt`, when the bank states the total. */
  chargesTotal: BankAmount | null;
  /** `RltdPties` creditor's name (`Cdtr/Nm` or `Cdtr/Pty/Nm`), for display. */
  creditorName: string | null;
  /** `RltdPties/CdtrAcct/Id/IBAN`, upper case without spaces. */
  creditorIban: string | null;
}

/** `RtrInf`: why a transfer came back. */
export interface ReturnInfo extends BankReason {
  /** `RtrInf/Orgtr/Nm`: who returned it (the payee's bank, usually), when given. */
  originator: string | null;
}

/** ISO ExternalPaymentGroupStatus1Code / ExternalPaymentTransactionStatus1Code as written: 'ACCP', 'ACSC', 'ACTC', 'RJCT', 'PART', 'PDNG', ... */
export type PaymentStatus = string;

/** pain.002: the bank's answer to a credit-transfer file, at file, block and transfer level. */
export interface ParsedStatusReport {
  kind: 'pain.002';
  /** '001.03', '001.10', ... */
  version: string;
  namespace: string;
  /** `GrpHdr/MsgId` of the report itself. */
  messageId: string | null;
  /** `GrpHdr/CreDtTm` as written. */
  createdAt: string | null;
  enveloped: boolean;
  /** `OrgnlGrpInfAndSts/OrgnlMsgId`: the MsgId of our pain.001 file. */
  originalMessageId: string | null;
  /** `OrgnlGrpInfAndSts/OrgnlMsgNmId`: 'pain.001.001.09'. */
  originalMessageType: string | null;
  /** `OrgnlGrpInfAndSts/GrpSts`; null when the bank gives the status only lower down. */
  groupStatus: PaymentStatus | null;
  /** `OrgnlGrpInfAndSts/StsRsnInf`, each with its reason and text. */
  groupReasons: BankReason[];
  /** `OrgnlPmtInfAndSts`, in file order. */
  paymentBlocks: PaymentBlockStatus[];
}

/** `OrgnlPmtInfAndSts`: one payment block of our file. */
export interface PaymentBlockStatus {
  /** `OrgnlPmtInfId`. */
  paymentInformationId: string | null;
  /** `PmtInfSts`; null when only the transfers carry a status. */
  status: PaymentStatus | null;
  reasons: BankReason[];
  /** `TxInfAndSts`, in file order. */
  transactions: TransactionStatus[];
}

/** `TxInfAndSts`: one transfer of our file. */
export interface TransactionStatus {
  /** `OrgnlEndToEndId`; null when missing or 'NOTPROVIDED'. */
  endToEndId: string | null;
  /** `OrgnlInstrId`; null when missing or 'NOTPROVIDED'. */
  instructionId: string | null;
  /** `TxSts`; null when not given (the block's status applies). */
  status: PaymentStatus | null;
  reasons: BankReason[];
  /** The Verification of Payee answer for this transfer, when the bank sent one. */
  payeeVerification: PayeeVerification | null;
}

/** Verification of Payee (EPC VOP scheme) outcomes, in the scheme's four words. */
export type PayeeVerificationOutcome = 'match' | 'closeMatch' | 'noMatch' | 'notPossible';

/** The payee's bank's answer to the name check of one transfer. */
export interface PayeeVerification {
  outcome: PayeeVerificationOutcome;
  /** The code as the bank wrote it ('MTCH', 'CMTC', 'NMTC', 'NOAP', 'PN01', 'PN02', ...). */
  code: string;
  /** On a close match, the account holder's name the payee's bank holds; null otherwise or when not given. */
  nameHeldByBank: string | null;
}

/** What the parser gives for any file it accepts. */
export type ParsedBankFile = ParsedAccountFile | ParsedStatusReport;
