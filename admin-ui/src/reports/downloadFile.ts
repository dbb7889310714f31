import { HttpError } from 'react-admin';

/**
 * Downloads a file the API answers only to a bearer token, which a plain link cannot send: fetch it,
 * then hand the blob to the browser under the name the server gave it (Content-Disposition).
 */
export async function downloadFile(url: string, token: string | undefined, fallbackName: string): Promise<void> {
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw new HttpError(body?.errorMessage ?? `The download failed (${response.status}).`, response.status, body);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the blob over.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
