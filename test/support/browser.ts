import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

import { freePort } from './redis-server.js';
import { startTestApp, type TestApp } from './test-app.js';

/** Debian's chromium (README.md, "Test it"): the tests never download a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BrowserApp extends TestApp {
  /** http://127.0.0.1:<port>, where the real server serves the built apps and the API. */
  baseUrl: string;
  browser: Browser;
  /** A fresh browser profile (cookies, storage) with a page in it; close the context when done. */
  newPage(options?: { width?: number; height?: number }): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * The real server on a real port, with its own database and SMTP sink (as startTestApp), serving
 * the Vite builds of participant-ui and admin-ui (run `npm run build` first), plus one chromium.
 */
export async function startBrowserApp(env: Record<string, string> = {}): Promise<BrowserApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await startTestApp({ PORT: String(port), PUBLIC_URL: baseUrl, ...env });
  await t.app.listen(port, '127.0.0.1');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  return {
    ...t,
    baseUrl,
    browser,
    async newPage({ width = 1280, height = 900 } = {}) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height } });
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await browser.close();
      await t.close();
    },
  };
}
