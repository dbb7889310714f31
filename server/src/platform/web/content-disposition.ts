/**
 * A download's Content-Disposition: the name in ASCII for old clients, and in full (RFC 5987) for the
 * rest; quotes, backslashes and control characters never reach the header.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
