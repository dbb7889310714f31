import type { DocumentHandler, XmlElement } from './iso-document-reader.js';
import type {
  BankReason,
  ParsedStatusReport,
  PayeeVerification,
  PayeeVerificationOutcome,
  PaymentBlockStatus,
  TransactionStatus,
} from './statement-model.js';
import { child, childrenNamed, reason, reference, refused, text } from './xml-values.js';

/**
 * Verification of Payee answers as banks write them into a pain.002 status reason (`Rsn/Cd` or
 * `Rsn/Prtry`) or its supplementary data: the EPC VOP scheme's own result codes, the German
 * banks' (DK) VOP result codes, and ISO's ExternalVerificationReason1Code.
 */
const PAYEE_VERIFICATION: ReadonlyMap<string, PayeeVerificationOutcome> = new Map([
  // EPC VOP scheme
  ['MTCH', 'match'],
  ['CMTC', 'closeMatch'],
  ['NMTC', 'noMatch'],
  ['NOAP', 'notPossible'],
  // Deutsche Kreditwirtschaft (EBICS/FinTS VOP results)
  ['RCVC', 'match'],
  ['RVMC', 'closeMatch'],
  ['RVNM', 'noMatch'],
  ['RVNA', 'notPossible'],
  // ISO 20022 ExternalVerificationReason1Code
  ['PN01', 'noMatch'],
  ['PN02', 'closeMatch'],
]);

/**
 * pain.002 versions 001.03 to 001.14: the answer to our pain.001 at file (`OrgnlGrpInfAndSts`),
 * payment block (`OrgnlPmtInfAndSts`) and transfer (`TxInfAndSts`) level. Each transfer's status is
 * read as it closes and dropped, as the camt entries are.
 */
export class StatusReportReader implements DocumentHandler {
  private readonly transactions = new Map<XmlElement, TransactionStatus[]>();

  constructor(
    private readonly version: string,
    private readonly namespace: string,
  ) {}

  closed(element: XmlElement, ancestors: readonly XmlElement[]): 'keep' | 'drop' {
    const block = ancestors[ancestors.length - 1];
    if (element.name !== 'TxInfAndSts' || block?.name !== 'OrgnlPmtInfAndSts') return 'keep';
    const list = this.transactions.get(block);
    if (list) list.push(transactionStatus(element));
    else this.transactions.set(block, [transactionStatus(element)]);
    return 'drop';
  }

  result(document: XmlElement, enveloped: boolean): ParsedStatusReport {
    const message = child(document, 'CstmrPmtStsRpt');
    if (!message) throw refused('The pain.002 file holds no CstmrPmtStsRpt: it is not a payment status report.');
    const group = child(message, 'OrgnlGrpInfAndSts');
    return {
      kind: 'pain.002',
      version: this.version,
      namespace: this.namespace,
      messageId: text(message, 'GrpHdr', 'MsgId'),
      createdAt: text(message, 'GrpHdr', 'CreDtTm'),
      enveloped,
      originalMessageId: text(group, 'OrgnlMsgId'),
      originalMessageType: text(group, 'OrgnlMsgNmId'),
      groupStatus: text(group, 'GrpSts')?.toUpperCase() ?? null,
      groupReasons: reasons(group),
      paymentBlocks: childrenNamed(message, 'OrgnlPmtInfAndSts').map((block): PaymentBlockStatus => ({
        paymentInformationId: text(block, 'OrgnlPmtInfId'),
        status: text(block, 'PmtInfSts')?.toUpperCase() ?? null,
        reasons: reasons(block),
        transactions: this.transactions.get(block) ?? [],
      })),
    };
  }
}

const reasons = (element: XmlElement | undefined): BankReason[] => childrenNamed(element, 'StsRsnInf').map(reason);

function transactionStatus(element: XmlElement): TransactionStatus {
  const found = reasons(element);
  return {
    endToEndId: reference(element, 'OrgnlEndToEndId'),
    instructionId: reference(element, 'OrgnlInstrId'),
    status: text(element, 'TxSts')?.toUpperCase() ?? null,
    reasons: found,
    payeeVerification: payeeVerification(element, found),
  };
}

/**
 * The name check's answer: a VOP code as a status reason (the name the bank holds, on a close
 * match, in that reason's `AddtlInf`), or anywhere in the transfer's supplementary data (the name
 * in an `Nm` beside it).
 */
function payeeVerification(element: XmlElement, found: BankReason[]): PayeeVerification | null {
  for (const candidate of found) {
    const code = (candidate.code ?? candidate.proprietary ?? '').toUpperCase();
    const outcome = PAYEE_VERIFICATION.get(code);
    if (outcome) {
      return { outcome, code, nameHeldByBank: outcome === 'closeMatch' ? candidate.additionalInfo : null };
    }
  }
  for (const data of childrenNamed(element, 'SplmtryData')) {
    const answer = verificationIn(child(data, 'Envlp'));
    if (answer) return answer;
  }
  return null;
}

/** A VOP code in an element's text below `element` (depth-first), and the `Nm` of the same parent. */
function verificationIn(element: XmlElement | undefined): PayeeVerification | null {
  if (!element) return null;
  for (const inner of element.children) {
    const code = inner.text.trim().toUpperCase();
    const outcome = PAYEE_VERIFICATION.get(code);
    if (outcome) {
      return { outcome, code, nameHeldByBank: outcome === 'closeMatch' ? text(element, 'Nm') : null };
    }
    const deeper = verificationIn(inner);
    if (deeper) return deeper;
  }
  return null;
}
