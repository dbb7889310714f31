import { afterEach, describe, expect, it, vi } from 'vitest';

import { downloadFile } from './downloadFile';

afterEach(() => vi.unstubAllGlobals());

describe('downloadFile', () => {
  it('fetches with the bearer token and hands the bytes over untouched, named by the server', async () => {
    // Not valid UTF-8: a body read as text would come out changed.
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0xfe, 0x00, 0xc3, 0x28]);
    const calls: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push({ url, authorization: new Headers(init.headers).get('Authorization') });
        return new Response(bytes, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="PR-2026-0001.pdf"',
          },
        });
      }),
    );
    let handed: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => ((handed = blob), 'blob:file'));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await downloadFile('/api/paymentruns/run-1/sepa.xml', 'the-token', 'sepa.xml');
    expect(calls).toEqual([{ url: '/api/paymentruns/run-1/sepa.xml', authorization: 'Bearer the-token' }]);
    expect(clicked).toEqual(['PR-2026-0001.pdf']);
    // fetch's own Blob (the response's body), as the browser hands it on.
    const read = await handed!.arrayBuffer();
    expect([...new Uint8Array(read)]).toEqual([...bytes]);
  });

  it('turns an error answer into its message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ errorMessage: 'Not found.' }), { status: 404 })),
    );
    await expect(downloadFile('/api/paymentruns/x/sepa.xml', undefined, 'sepa.xml')).rejects.toThrow('Not found.');
  });
});
