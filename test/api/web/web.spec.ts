import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { startTestApp, type TestApp } from '../../support/test-app.js';

const BUNDLE = `console.log(${JSON.stringify('a bundle '.repeat(200))})`;
const PAGE = '<title>participant</title>';
const CLAIM_LINK_PAGE = '<title>participant</title><link rel="modulepreload" href="/assets/ClaimFormPage-abc.js">';

/** A file of the build with the brotli and gzip copies the apps' builds put beside it. */
async function writeCompressed(path: string, text: string): Promise<void> {
  await writeFile(path, text);
  await writeFile(`${path}.br`, brotliCompressSync(text));
  await writeFile(`${path}.gz`, gzipSync(text));
}

/** A stand-in for the two Vite builds and the photo folder, so the test does not depend on a UI build. */
async function fakeBuilds(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'uc-web-'));
  await mkdir(join(root, 'participant-ui', 'dist', 'assets'), { recursive: true });
  await mkdir(join(root, 'admin-ui', 'dist'), { recursive: true });
  await mkdir(join(root, 'photos'));
  await writeCompressed(join(root, 'participant-ui', 'dist', 'index.html'), PAGE);
  await writeCompressed(join(root, 'participant-ui', 'dist', 'claim-link.html'), CLAIM_LINK_PAGE);
  await writeCompressed(join(root, 'participant-ui', 'dist', 'assets', 'index-abc123.js'), BUNDLE);
  await writeFile(join(root, 'participant-ui', 'dist', 'default-avatar.png'), 'png');
  await writeFile(join(root, 'admin-ui', 'dist', 'index.html'), '<title>admin</title>');
  await writeFile(join(root, 'admin-ui', 'dist', 'blank.html'), '<title>blank</title>');
  await writeFile(join(root, 'photos', 'Berger_2021.jpg'), 'jpg');
  return root;
}

describe('the web apps on the API origin', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await fakeBuilds();
    t = await startTestApp({ UI_ROOT: root, EMPLOYEE_PHOTOS_DIR: join(root, 'photos') });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it.each(['/', '/claims/create', '/me/claims/abc/bankdetails/', '/login'])(
    'answers the participant app for %s (history-API fallback)',
    async (path) => {
      const response = await t.http.get(path);
      expect(response.status).toBe(200);
      expect(response.text).toBe(PAGE);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/claims/create/126DT01', '/claims/create/126dt01/', '/CLAIMS/create/x%20y'])(
    'answers a claim link %s with the page that starts loading the claim form at once',
    async (path) => {
      const response = await t.http.get(path);
      expect(response.status).toBe(200);
      expect(response.text).toBe(CLAIM_LINK_PAGE);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/admin', '/admin/claims', '/admin/claim/0b1e', '/admin/events/create'])(
    'answers the console for %s',
    async (path) => {
      const response = await t.http.get(path);
      expect(response.status).toBe(200);
      expect(response.text).toBe('<title>admin</title>');
    },
  );

  it('serves /blank.html for the sign-in popup, at the origin', async () => {
    const response = await t.http.get('/blank.html');
    expect(response.text).toBe('<title>blank</title>');
  });

  it('serves hashed bundles with a long cache and files of the public folder', async () => {
    const bundle = await t.http.get('/assets/index-abc123.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers['cache-control']).toContain('immutable');
    expect((await t.http.get('/default-avatar.png')).status).toBe(200);
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])("answers a browser accepting %s with the build's %s copy, varying on Accept-Encoding", async (accepts, sent) => {
    for (const [path, body, cache] of [
      ['/assets/index-abc123.js', BUNDLE, 'public, max-age=31536000, immutable'],
      ['/claims/create/126DT01', CLAIM_LINK_PAGE, 'no-cache'],
      ['/login', PAGE, 'no-cache'],
    ]) {
      const response = await t.http.get(path).set('Accept-Encoding', accepts);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(sent);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(cache);
      expect(response.text).toBe(body);
    }
  });

  it('sends the files themselves, still varying on Accept-Encoding, to a client that accepts no compression', async () => {
    const response = await t.http.get('/assets/index-abc123.js').set('Accept-Encoding', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.text).toBe(BUNDLE);
  });

  it("compresses JSON answers above 1 KB, with the API's security headers kept, and leaves small ones alone", async () => {
    const countries = await t.http.get('/api/countries/autocomplete').set('Accept-Encoding', 'gzip, deflate, br');
    expect(countries.status).toBe(200);
    expect(JSON.stringify(countries.body).length).toBeGreaterThan(1024);
    expect(countries.headers['content-encoding']).toBe('br');
    expect(countries.headers.vary).toMatch(/accept-encoding/i);
    expect(countries.headers['x-content-type-options']).toBe('nosniff');
    expect(countries.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(
      (await t.http.get('/api/countries/autocomplete').set('Accept-Encoding', 'gzip')).headers['content-encoding'],
    ).toBe('gzip');
    const notFound = await t.http.get('/api/no-such-thing').set('Accept-Encoding', 'br');
    expect(notFound.headers['content-encoding']).toBeUndefined();
    expect(notFound.body).toEqual({ errorMessage: 'Not found.' });
  });

  it('serves employee photos, and a missing one is a 404 so the page falls back to the default avatar', async () => {
    expect((await t.http.get('/employees/Berger_2021.jpg')).status).toBe(200);
    expect((await t.http.get('/employees/Nobody_2021.jpg')).status).toBe(404);
  });

  it('keeps unknown API paths JSON 404s instead of the app page, for any method and letter case', async () => {
    for (const response of [
      await t.http.get('/api/no-such-thing'),
      await t.http.get('/API/No-Such-Thing'),
      await t.http.get('/auth/no-such-thing'),
      await t.http.get('/api/travelclaim/calculate/more'),
      await t.http.post('/api/no-such-thing').send({ a: 1 }),
      await t.http.delete('/api/travelclaim/calculate'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ errorMessage: 'Not found.' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    // The routes under the same prefix still answer.
    expect((await t.http.get('/api/health')).status).toBe(200);
  });

  it('lets the console fetch tokens from the Entra login host only when Entra is configured', async () => {
    const csp = (await t.http.get('/')).headers['content-security-policy'];
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('login.microsoftonline.com');
  });
});

describe('the web apps before they are built', () => {
  it('explains how to build them instead of an empty page', async () => {
    const root = await mkdtemp(join(tmpdir(), 'uc-web-'));
    const t = await startTestApp({ UI_ROOT: root });
    try {
      const response = await t.http.get('/claims/create/1');
      expect(response.status).toBe(503);
      expect(response.text).toContain('npm run build');
    } finally {
      await t.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
