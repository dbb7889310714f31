/**
 * Downloads both web apps make of files the API answers only to a signed-in user (a bearer token or
 * a session a plain link cannot send): the apps fetch the bytes, these two name and save them. The
 * apps bundle this package from its TypeScript source, as they do the contract.
 */

/** The file name a Content-Disposition header gives (`attachment; filename="PR-2026-0001.pdf"`), if any. */
export function fileNameOf(contentDisposition: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1];
}

/** Saves a downloaded file under `name`, as a link's download would. */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the blob over.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
