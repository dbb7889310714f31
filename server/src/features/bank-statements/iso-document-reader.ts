import { SaxesParser, type SaxesTagNS } from 'saxes';

import { BankFileRefused, refused } from './xml-values.js';

/**
 * How deep elements may nest. The deepest element a bank file of the formats read holds is about 12
 * levels down (Document/…/Ntry/NtryDtls/TxDtls/RltdPties/Cdtr/Pty/PstlAdr/AdrLine), an envelope adds
 * two or three, supplementary data a few more.
 */
export const MAX_DEPTH = 48;
/**
 * How many elements a file may hold. A 10 MB statement of 45,000 entries holds about 400,000; a
 * file of many more tiny elements is not a bank's.
 */
export const MAX_ELEMENTS = 1_000_000;

/** An element as the reader keeps it: plain arrays and maps, so no element name ever becomes an object key. */
export interface XmlElement {
  /** The local name, without its namespace prefix. */
  readonly name: string;
  /** Attributes by local name (`Ccy`); namespace declarations are left out. */
  readonly attributes: ReadonlyMap<string, string>;
  readonly children: XmlElement[];
  /** The element's own text (whitespace-only runs between child elements left out). */
  text: string;
  /** The line its start tag is on, for messages. */
  readonly line: number;
}

/** Most elements have no attributes: they share this one (never written to) instead of a map each. */
const NO_ATTRIBUTES: Map<string, string> = new Map();

/** What a format does with the document it reads, chosen once the document's namespace is known. */
export interface DocumentHandler {
  /**
   * Called when an element of the document closes, its children complete. 'drop' removes it from
   * its parent once the handler has taken what it needs, so a file of 45,000 entries never holds
   * 45,000 entries' elements at once.
   */
  closed?(element: XmlElement, ancestors: readonly XmlElement[]): 'keep' | 'drop';
}

export interface IsoDocument<Handler extends DocumentHandler> {
  /** What `open` chose for the Document's namespace. */
  handler: Handler;
  /** The `Document` element (children read, dropped ones removed). */
  document: XmlElement;
  /** Whether the Document came inside an envelope (a business application header and a wrapper). */
  enveloped: boolean;
}

/** What a cut-off file was in the middle of, named as a treasurer would. */
const UNFINISHED: ReadonlyMap<string, string> = new Map([
  ['Stmt', 'statement'],
  ['Ntfctn', 'notification'],
  ['Rpt', 'report'],
  ['TxInfAndSts', 'status report'],
  ['OrgnlPmtInfAndSts', 'status report'],
  ['BkToCstmrStmt', 'statement'],
  ['BkToCstmrDbtCdtNtfctn', 'notification'],
  ['BkToCstmrAcctRpt', 'report'],
  ['CstmrPmtStsRpt', 'status report'],
]);

function cutOff(open: readonly XmlElement[], openNames: readonly string[], line: number): BankFileRefused {
  const inside = [...open].reverse().find((element) => UNFINISHED.has(element.name));
  const what = inside ? UNFINISHED.get(inside.name) : openNames.includes('Document') ? 'document' : 'envelope';
  return refused(`The file ends at line ${line} before its ${what} does: it may have been cut off while downloading.`);
}

/** saxes says 'unmatched closing tag: Ntry.'; a treasurer reads it inside one sentence with the place. */
function malformed(error: Error, line: number, column: number): BankFileRefused {
  const reason = error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '').replace(/\.$/, '');
  return refused(`The file is not well-formed XML at line ${line}, column ${column} (${reason}).`);
}

/**
 * Reads the ISO 20022 `Document` of a bank file: the root itself, or inside any wrapper that also
 * holds a business application header (`AppHdr`). Streaming (saxes): the handler takes each part
 * as it closes, so the whole tree is never held; depth and element count bounded; a DOCTYPE is
 * refused (no entity is ever declared or expanded). It runs in a reading thread (bank-file-threads). `open` sees the Document's namespace first and refuses what
 * the product does not read.
 */
export function readIsoDocument<Handler extends DocumentHandler>(
  xml: string,
  open: (namespace: string) => Handler,
): IsoDocument<Handler> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  /** Every open element's name, from the root; only those inside the Document are kept as elements. */
  const openNames: string[] = [];
  /** The open elements of the Document, from the Document down. */
  const openElements: XmlElement[] = [];
  let rootName: string | null = null;
  let handler: Handler | null = null;
  let document: XmlElement | null = null;
  let finished = false;
  let count = 0;
  let failure: Error | null = null;

  parser.on('error', (error) => {
    throw malformed(error, parser.line, parser.column);
  });
  parser.on('doctype', () => {
    throw refused('The file must not contain a DOCTYPE (a bank file declares no entities).');
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    count += 1;
    if (count > MAX_ELEMENTS) {
      throw refused(
        `The file holds more than ${MAX_ELEMENTS.toLocaleString('en')} elements: no bank file is that large.`,
      );
    }
    if (openNames.length + 1 > MAX_DEPTH) {
      throw refused(
        `The file nests elements more than ${MAX_DEPTH} deep at line ${parser.line}: no bank file is built like that.`,
      );
    }
    rootName ??= tag.local;
    openNames.push(tag.local);
    const inDocument = openElements.length > 0;
    if (!inDocument) {
      if (tag.local !== 'Document') return;
      if (document) throw refused('The file holds more than one Document: send one bank file per upload.');
      handler = open(tag.uri);
    }
    let attributes = NO_ATTRIBUTES;
    for (const attribute of Object.values(tag.attributes)) {
      if (attribute.prefix === 'xmlns' || attribute.name === 'xmlns') continue;
      if (attributes === NO_ATTRIBUTES) attributes = new Map();
      attributes.set(attribute.local, attribute.value);
    }
    const element: XmlElement = { name: tag.local, attributes, children: [], text: '', line: parser.line };
    if (inDocument) openElements[openElements.length - 1].children.push(element);
    else document = element;
    openElements.push(element);
  });
  const addText = (text: string) => {
    // ISO 20022 has no mixed content: the whitespace between child elements is layout, not data.
    if (openElements.length > 0 && text.trim() !== '') openElements[openElements.length - 1].text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    openNames.pop();
    if (openElements.length === 0) return;
    const element = openElements.pop()!;
    const parent = openElements[openElements.length - 1];
    if (handler?.closed?.(element, openElements) === 'drop' && parent) parent.children.pop();
    if (!parent) finished = true;
  });

  try {
    parser.write(xml);
    if (openNames.length > 0) throw cutOff(openElements, openNames, parser.line);
    parser.close();
  } catch (error) {
    failure = error as Error;
  }
  if (failure) {
    if (failure instanceof BankFileRefused) throw failure;
    // Anything else a handler or saxes threw is still a file we cannot read, never a 500.
    throw malformed(failure, parser.line, parser.column);
  }
  if (!document || !handler || !finished) {
    throw refused(
      'The file holds no ISO 20022 Document: send a camt.052, camt.053, camt.054 or pain.002 file as the bank gave it.',
    );
  }
  return { handler, document, enveloped: rootName !== 'Document' };
}
