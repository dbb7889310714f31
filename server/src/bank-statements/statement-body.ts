import type { FastifyInstance } from 'fastify';

import { fileField, formData, type RawBody } from '../attendance/upload-bodies.js';
import { InvalidInput } from '../common/errors/domain-errors.js';

/**
 * The largest bank statement taken: a month's camt.053 of a busy account is a few megabytes; a
 * run's camt.054 or pain.002 far less. Also the limit of the multipart field.
 */
export const STATEMENT_LIMIT_BYTES = 10 * 1024 * 1024;

const XML_TYPES = ['application/xml', 'text/xml'];

/** XML bodies, kept as text up to the statement limit; only the bank-statement route reads them. */
export function acceptXmlBodies(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    XML_TYPES,
    { parseAs: 'string', bodyLimit: STATEMENT_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
}

const tooLarge = () =>
  new InvalidInput({ File: [`A bank statement may be at most ${STATEMENT_LIMIT_BYTES / 1024 / 1024} MB.`] });

/** The statement's XML: the body as application/xml or text/xml, or the multipart field `file`; 400 otherwise. */
export async function statementXml(raw: RawBody): Promise<string> {
  const type = raw.contentType.toLowerCase();
  if (XML_TYPES.some((xml) => type.startsWith(xml)) && typeof raw.body === 'string') return raw.body;
  if (type.startsWith('multipart/form-data')) {
    const file = await fileField(await formData(raw));
    if (file.bytes.length > STATEMENT_LIMIT_BYTES) throw tooLarge();
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
    } catch {
      throw new InvalidInput({ File: ['The statement is not UTF-8 text.'] });
    }
  }
  throw new InvalidInput({
    File: ['Send the bank statement as an application/xml body or in a multipart field named file.'],
  });
}
