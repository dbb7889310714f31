import { CamtReader } from './camt-reader.js';
import { readIsoDocument } from './iso-document-reader.js';
import type { BankFileKind, ParsedBankFile } from './statement-model.js';
import { StatusReportReader } from './status-report-reader.js';
import { decodeXml } from './xml-encoding.js';
import { refused } from './xml-values.js';

export { BankFileRefused } from './xml-values.js';

/**
 * The ISO 20022 messages and versions read. camt.052/053/054 kept the entry's shape from 001.02 to
 * 001.13 (the changes are read in both forms); pain.002 kept its status shape from 001.03 to 001.14.
 */
const VERSIONS: Readonly<Record<BankFileKind, { from: number; to: number }>> = {
  'camt.052': { from: 2, to: 13 },
  'camt.053': { from: 2, to: 13 },
  'camt.054': { from: 2, to: 13 },
  'pain.002': { from: 3, to: 14 },
};

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:(camt\.05[234]|pain\.002)\.001\.(\d{2})$/;

const READ =
  'send an ISO 20022 camt.052, camt.053 or camt.054 (versions 001.02 to 001.13) or pain.002 (001.03 to 001.14) file';

/** The message and version a namespace names, or a 400 naming the namespace. */
function formatOf(namespace: string): { kind: BankFileKind; version: string } {
  if (namespace === '') throw refused(`The file's Document declares no namespace: ${READ}.`);
  const match = NAMESPACE.exec(namespace);
  const kind = match?.[1] as BankFileKind | undefined;
  const number = Number(match?.[2]);
  if (!kind || number < VERSIONS[kind].from || number > VERSIONS[kind].to) {
    const shown = namespace.length > 120 ? `${namespace.slice(0, 120)}…` : namespace;
    throw refused(`The file's namespace ${shown} is not one the product reads: ${READ}.`);
  }
  return { kind, version: `001.${match![2]}` };
}

/**
 * Reads a bank file (camt.052, camt.053, camt.054, pain.002; on its own or in an envelope with a
 * business application header) into the parsed model. Every refusal is a BankFileRefused (a 400) with
 * one plain sentence: not XML, cut off, a DOCTYPE, too deep or too large, a namespace not read, a
 * mandatory element missing or malformed. The server runs it in a worker thread (readBankFile).
 */
export function parseBankFile(xml: string): ParsedBankFile {
  const { handler, document, enveloped } = readIsoDocument(xml, (namespace): CamtReader | StatusReportReader => {
    const { kind, version } = formatOf(namespace);
    return kind === 'pain.002' ? new StatusReportReader(version, namespace) : new CamtReader(kind, version, namespace);
  });
  return handler.result(document, enveloped);
}

/** A bank file as uploaded: its bytes, and the charset the upload declared (if any). */
export interface BankFileUpload {
  bytes: Uint8Array;
  charset: string | null;
}

/** Decodes an upload in the encoding it declares (decodeXml) and reads it (parseBankFile). */
export function parseBankFileUpload(upload: BankFileUpload): ParsedBankFile {
  return parseBankFile(decodeXml(upload.bytes, upload.charset));
}
