import { XMLParser, XMLValidator } from 'fast-xml-parser';

import { InvalidInput } from '../common/errors/domain-errors.js';

/** The ISO 20022 messages a bank answers a credit-transfer file with. */
export type StatementFormat = 'camt.053' | 'camt.054' | 'pain.002';

/** One answer of the bank about one transfer, named by its EndToEndId. */
export interface StatementEntry {
  /** null: the entry names no transfer (NOTPROVIDED or missing). */
  endToEndId: string | null;
  /** booked: the bank executed (debited) it; returned: it came back or was rejected. */
  kind: 'booked' | 'returned';
  /** ISO 20022 reason code of a return or rejection. */
  reasonCode: string | null;
  /** The day the bank booked it, 'YYYY-MM-DD'. */
  date: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** The message's own id (MsgId). */
  messageId: string | null;
  entries: StatementEntry[];
  /** pain.002 rejecting a whole file or payment block: the MsgId of the run's file. */
  rejectedMessages: { messageId: string; reasonCode: string | null; date: string }[];
}

type Node = Record<string, unknown>;

/** Elements that repeat in the three messages: always read as lists. */
const REPEATING = new Set([
  'Stmt',
  'Ntfctn',
  'Ntry',
  'NtryDtls',
  'TxDtls',
  'OrgnlPmtInfAndSts',
  'TxInfAndSts',
  'StsRsnInf',
  'Rsn',
]);

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  // Entities are left as written: nothing is expanded (no entity bombs), and a DOCTYPE is refused before.
  processEntities: false,
  isArray: (name) => REPEATING.has(name),
});

const refused = (message: string) => new InvalidInput({ File: [message] });

const asNode = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(asNode) : value ? [asNode(value)] : []);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const path = (node: unknown, ...names: string[]): unknown =>
  names.reduce<unknown>(
    (current, name) => (Object.hasOwn(asNode(current), name) ? asNode(current)[name] : undefined),
    node,
  );
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** A date or date-time element's day, 'YYYY-MM-DD', or null. */
function day(value: unknown): string | null {
  const found = text(path(value, 'Dt')) ?? text(path(value, 'DtTm')) ?? text(value);
  return found && /^\d{4}-\d{2}-\d{2}/.test(found) ? found.slice(0, 10) : null;
}

function endToEndId(value: unknown): string | null {
  const id = text(value);
  return id && id.toUpperCase() !== 'NOTPROVIDED' ? id : null;
}

/**
 * Reads a camt.053 statement, a camt.054 debit notification or a pain.002 status report into the
 * bank's answers per transfer. Refuses (400, naming why) what is not well-formed, carries a DOCTYPE
 * (external entities are never resolved, and not even accepted), or is none of the three.
 */
export function parseBankStatement(xml: string): ParsedStatement {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw refused('The statement must not contain a DOCTYPE or entity declarations.');
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw refused(`The statement is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}).`);
  }
  const document = asNode(parser.parse(xml)).Document;
  const statement = path(document, 'BkToCstmrStmt');
  const notification = path(document, 'BkToCstmrDbtCdtNtfctn');
  const status = path(document, 'CstmrPmtStsRpt');
  if (statement !== undefined) return camt('camt.053', statement, 'Stmt');
  if (notification !== undefined) return camt('camt.054', notification, 'Ntfctn');
  if (status !== undefined) return statusReport(status);
  throw refused(
    'This is not a bank statement the product reads: send an ISO 20022 camt.053, camt.054 or pain.002 document.',
  );
}

/** Booked entries: a debit with the transfer's EndToEndId is executed; one with return information came back. */
function camt(format: StatementFormat, message: unknown, reports: string): ParsedStatement {
  const messageId = text(path(message, 'GrpHdr', 'MsgId'));
  const created = day(path(message, 'GrpHdr', 'CreDtTm'));
  const entries: StatementEntry[] = [];
  for (const report of list(path(message, reports))) {
    for (const entry of list(report.Ntry)) {
      // Only what the bank booked is executed; pending (PDNG) or information-only entries are not.
      const status = text(path(entry, 'Sts', 'Cd')) ?? text(entry.Sts);
      if (status !== 'BOOK') continue;
      const date = day(entry.BookgDt) ?? day(entry.ValDt) ?? created;
      if (!date) throw refused('A booked entry of the statement has no booking date.');
      const debit = text(entry.CdtDbtInd) === 'DBIT';
      const entryReturn = text(path(entry, 'RtrInf', 'Rsn', 'Cd'));
      for (const details of list(entry.NtryDtls)) {
        for (const tx of list(details.TxDtls)) {
          const returnInfo = path(tx, 'RtrInf');
          const reasonCode = text(path(first(path(returnInfo, 'Rsn')), 'Cd')) ?? entryReturn;
          const isReturn = returnInfo !== undefined || entryReturn !== null;
          // A credit without return information is money coming in: not an answer about our transfers.
          if (!isReturn && !debit) continue;
          entries.push({
            endToEndId: endToEndId(path(tx, 'Refs', 'EndToEndId')),
            kind: isReturn ? 'returned' : 'booked',
            reasonCode: isReturn ? reasonCode : null,
            date,
          });
        }
      }
    }
  }
  return { format, messageId, entries, rejectedMessages: [] };
}

/** Rejections only (RJCT): accepted or pending statuses say nothing about execution. */
function statusReport(message: unknown): ParsedStatement {
  const messageId = text(path(message, 'GrpHdr', 'MsgId'));
  const date = day(path(message, 'GrpHdr', 'CreDtTm'));
  if (!date) throw refused('The status report has no creation date (GrpHdr/CreDtTm).');
  const reason = (node: unknown) => text(path(first(path(first(path(node, 'StsRsnInf')), 'Rsn')), 'Cd'));
  const entries: StatementEntry[] = [];
  const rejectedMessages: ParsedStatement['rejectedMessages'] = [];
  const group = path(message, 'OrgnlGrpInfAndSts');
  const originalMessage = text(path(group, 'OrgnlMsgId'));
  const blocks = list(path(message, 'OrgnlPmtInfAndSts'));
  const transactions = blocks.flatMap((block) => list(block.TxInfAndSts));
  if (text(path(group, 'GrpSts')) === 'RJCT' && transactions.length === 0 && originalMessage) {
    rejectedMessages.push({ messageId: originalMessage, reasonCode: reason(group), date });
  }
  for (const block of blocks) {
    const blockRejected = text(block.PmtInfSts) === 'RJCT';
    if (blockRejected && list(block.TxInfAndSts).length === 0 && originalMessage) {
      rejectedMessages.push({ messageId: originalMessage, reasonCode: reason(block), date });
    }
    for (const tx of list(block.TxInfAndSts)) {
      if (text(tx.TxSts) !== 'RJCT') continue;
      entries.push({
        endToEndId: endToEndId(tx.OrgnlEndToEndId),
        kind: 'returned',
        reasonCode: reason(tx),
        date,
      });
    }
  }
  return { format: 'pain.002', messageId, entries, rejectedMessages };
}
