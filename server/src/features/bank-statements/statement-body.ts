import { InvalidInput } from '../../platform/common/errors/domain-errors.js';
import { fileField, formData, uploadedBytes, type RawBody } from '../../platform/web/upload-bodies.js';
import type { BankFileUpload } from './bank-file.parser.js';
import { charsetOf } from './xml-encoding.js';

/**
 * The largest bank statement taken: a month's camt.053 of a busy account is a few megabytes; a
 * run's camt.054 or pain.002 far less. Also the limit of the multipart field.
 */
export const STATEMENT_LIMIT_BYTES = 10 * 1024 * 1024;

const XML_TYPES = ['application/xml', 'text/xml'];

const tooLarge = () =>
  new InvalidInput({ File: [`A bank statement may be at most ${STATEMENT_LIMIT_BYTES / 1024 / 1024} MB.`] });

/**
 * The statement's bytes and declared charset: the body as application/xml or text/xml, or the
 * multipart field `file` (read later in the encoding the file itself declares); 400 otherwise.
 */
export async function statementFile(raw: RawBody): Promise<BankFileUpload> {
  const whatToSend = 'Send the bank statement as an application/xml body or in a multipart field named file.';
  const type = raw.contentType.toLowerCase();
  if (XML_TYPES.some((xml) => type.startsWith(xml))) {
    const bytes = await uploadedBytes(raw, whatToSend);
    if (bytes.length > STATEMENT_LIMIT_BYTES) throw tooLarge();
    return { bytes, charset: charsetOf(raw.contentType) };
  }
  if (type.startsWith('multipart/form-data')) {
    const file = await fileField(await formData(raw));
    if (file.bytes.length > STATEMENT_LIMIT_BYTES) throw tooLarge();
    return { bytes: file.bytes, charset: charsetOf(file.type) };
  }
  throw new InvalidInput({ File: [whatToSend] });
}
