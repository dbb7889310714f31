import { fileNameOf, saveFile } from '@unit-costs/browser-files';
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
  saveFile(await response.blob(), fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName);
}
