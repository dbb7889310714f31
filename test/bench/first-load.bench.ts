import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

import { CHROMIUM_PATH } from '../support/browser.js';
import { SERVER_ARGS, SERVER_MAIN } from './server-command.js';

/**
 * `npm run bench -- first-load` (after `npm run build`): a participant opening a claim link on a slow
 * phone, with Chromium's own network and CPU throttling (issue 23's figures), cold cache, five times.
 * The built server runs as `npm start` runs it on a fresh machine (embedded PostgreSQL and mail catcher
 * in a folder of its own, demo data), so the bench needs nothing but a build and Debian's chromium.
 * Ports BENCH_PORT + 2 to + 5 (3152-3155).
 */
const ROOT = join(process.cwd(), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3150);
const RUNS = 5;
const CLAIM_LINK = '/claims/create/226DT02';
/** The field a participant starts with; usable once it is shown and enabled. */
const EMPLOYER_LABEL = 'Employer address';
const THROTTLING = {
  latency: 150,
  /** Bytes per second. */
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 750e3 / 8,
  cpuSlowdown: 4,
};
/** Issue 36: the field by 1.5 s, the app (its suggestions and buttons) by 2.5 s. */
const TARGET_USABLE_MS = 1500;
const TARGET_APP_MS = 2500;
const TARGET_BYTES = 250 * 1024;
/**
 * Before the messages were compiled at build time (main's build 25dd834, medians of seven runs in
 * turns with the change, 2026-11-29 06:34-06:45 UTC, load average 3.9-11.2). README, "Performance".
 */
const BEFORE = { usable: '0.84 s', paint: '0.84 s', app: '2.96 s', bytes: '232.7 KB (11 requests)' };

interface Run {
  /** The employer field in place, enabled and painted (not before the first contentful paint). */
  usableMs: number;
  firstPaintMs: number;
  /** The app running the page (its frame and the claim form taken over): suggestions and buttons work from here. */
  appMs: number;
  bytes: number;
  requests: number;
  /** The CPU reference's time in the same throttled page, right after the load (cpuReference). */
  referenceMs: number;
}

/**
 * The reference measured in the same run: a fixed piece of script work (2,000 records through JSON
 * and back, 20 times, ~1 MB of strings) timed in the loaded page, still at 4x CPU slowdown. The
 * network part of a load is the throttle's and stays put; the CPU part grows with what else the
 * machine runs, and so does this. The usable time as a multiple of it compares runs at different loads.
 */
function cpuReference(): number {
  const records = Array.from({ length: 2000 }, (_, i) => ({
    id: i,
    name: `Participant ${i}`,
    city: 'Trier',
    km: i * 1.5,
  }));
  const start = performance.now();
  let count = 0;
  for (let round = 0; round < 20; round += 1) count += (JSON.parse(JSON.stringify(records)) as unknown[]).length;
  if (count !== 40_000) throw new Error('the reference did not run');
  return performance.now() - start;
}

let server: ChildProcess | undefined;
let browser: Browser | undefined;
let workDir: string | undefined;

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) await new Promise((resolve) => server?.once('exit', resolve));
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never answered`);
}

/**
 * One cold load of the claim link in a fresh browser profile: when the employer field became usable
 * and the first paint happened (ms from the navigation's start, the page's own clock), and what came
 * over the network until it had been quiet for a second (bytes on the wire, headers included).
 */
async function load(baseUrl: string): Promise<Run> {
  const context = await browser!.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latency,
      downloadThroughput: THROTTLING.downloadThroughput,
      uploadThroughput: THROTTLING.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });

    let bytes = 0;
    let requests = 0;
    let lastActivity = Date.now();
    let pending = 0;
    cdp.on('Network.requestWillBeSent', () => {
      requests += 1;
      pending += 1;
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      bytes += event.encodedDataLength;
      pending -= 1;
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', () => {
      pending -= 1;
      lastActivity = Date.now();
    });

    // Watches the page from its first script on: the moment the field is in place, shown and enabled.
    await page.addInitScript((label: string) => {
      const w = globalThis as unknown as {
        document: {
          querySelectorAll(selector: string): ArrayLike<{ textContent: string | null; htmlFor: string }>;
          querySelector(selector: string): object | null;
          getElementById(id: string): {
            disabled: boolean;
            readOnly: boolean;
            getClientRects(): ArrayLike<unknown>;
            firstElementChild: object | null;
          } | null;
        };
        setTimeout(callback: () => void, ms: number): void;
        MutationObserver: new (callback: () => void) => {
          observe(target: unknown, options: object): void;
          disconnect(): void;
        };
        performance: { now(): number };
        employerUsableAt?: number;
        appRunningAt?: number;
      };
      const usable = () => {
        for (const element of Array.from(w.document.querySelectorAll('label'))) {
          if (!element.textContent?.startsWith(label) || !element.htmlFor) continue;
          const input = w.document.getElementById(element.htmlFor);
          if (input && !input.disabled && !input.readOnly && input.getClientRects().length > 0) return true;
        }
        return false;
      };
      const observer = new w.MutationObserver(() => {
        if (w.employerUsableAt === undefined && usable()) {
          w.employerUsableAt = w.performance.now();
          observer.disconnect();
        }
      });
      // React keeps an element's props on it once it has drawn it or taken it over (hydrated), which
      // changes nothing a MutationObserver sees. It takes a rendered page over in parts: the page's frame
      // (the root's first element is the frame's last), then the claim form in its Suspense boundary,
      // whose Calculate button stands for it. The app runs the page once both are taken over.
      const takenOver = (element: object | null | undefined) =>
        !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
      const watchApp = () => {
        const frame = w.document.getElementById('root')?.firstElementChild;
        if (takenOver(frame) && takenOver(w.document.querySelector('form button[type="submit"]'))) {
          w.appRunningAt = w.performance.now();
        } else w.setTimeout(watchApp, 10);
      };
      watchApp();
      // The document, not its element: an init script runs before the page has any element.
      observer.observe(w.document, { childList: true, subtree: true, attributes: true });
    }, EMPLOYER_LABEL);

    await page.goto(CLAIM_LINK, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => {
        const w = globalThis as { employerUsableAt?: number; appRunningAt?: number };
        return w.employerUsableAt !== undefined && w.appRunningAt !== undefined;
      },
      null,
      {
        timeout: 60_000,
        polling: 100,
      },
    );
    while (pending > 0 || Date.now() - lastActivity < 1000) await new Promise((resolve) => setTimeout(resolve, 100));

    const timing = await page.evaluate(() => {
      const w = globalThis as unknown as {
        employerUsableAt: number;
        appRunningAt: number;
        performance: { getEntriesByName(name: string): { startTime: number }[] };
      };
      const firstPaintMs = w.performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      return { usableMs: Math.max(w.employerUsableAt, firstPaintMs), firstPaintMs, appMs: w.appRunningAt };
    });
    const referenceMs = await page.evaluate(cpuReference);
    return { ...timing, bytes, requests, referenceMs };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

it('loads the claim link on a throttled phone within the targets', async () => {
  if (!existsSync(join(ROOT, SERVER_MAIN)) || !existsSync(join(ROOT, 'participant-ui/dist/index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const load0 = loadavg()[0];
  workDir = await mkdtemp(join(tmpdir(), 'uc-first-load-'));
  // Run as root, the embedded PostgreSQL runs as the user 'postgres', which must reach its folder in there.
  await chmod(workDir, 0o755);
  // Four ports from BENCH_PORT + 2 (3152-3155): the performance bench takes the first two.
  const [port, databasePort, smtpPort, mailWebPort] = [2, 3, 4, 5].map((offset) => PORT + offset);
  server = spawn(process.execPath, SERVER_ARGS, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(workDir, 'data'),
      EMBEDDED_DB_PORT: String(databasePort),
      MAIL_CATCHER_SMTP_PORT: String(smtpPort),
      MAIL_CATCHER_WEB_PORT: String(mailWebPort),
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/api/events?number=226DT02`, server);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });

  await load(baseUrl); // the server's first answers (its files opened, its plans made) are not a phone's concern
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await load(baseUrl));

  const usable = median(runs.map((r) => r.usableMs));
  const app = median(runs.map((r) => r.appMs));
  const paint = median(runs.map((r) => r.firstPaintMs));
  const bytes = median(runs.map((r) => r.bytes));
  const reference = median(runs.map((r) => r.referenceMs));
  const ratio = median(runs.map((r) => r.usableMs / r.referenceMs));
  const range = (values: number[], format: (value: number) => string) =>
    `${format(Math.min(...values))}-${format(Math.max(...values))}`;
  const lines = [
    '',
    `Claim link ${CLAIM_LINK}, cold cache, ${RUNS} runs; Chromium throttled to ${(THROTTLING.downloadThroughput * 8e-6).toFixed(1)} Mbps down, ` +
      `${THROTTLING.uploadThroughput * 8e-3} kbps up, ${THROTTLING.latency} ms latency, CPU ${THROTTLING.cpuSlowdown}x slower; ` +
      `load average ${load0.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end.`,
    '',
    '| what | before | measured | target | met |',
    '|---|---|---|---|---|',
    `| employer field usable (median of ${RUNS}) | ${BEFORE.usable} | ${seconds(usable)} (runs ${range(
      runs.map((r) => r.usableMs),
      seconds,
    )}) | <= ${seconds(TARGET_USABLE_MS)} | ${usable <= TARGET_USABLE_MS ? 'yes' : 'NO'} |`,
    `| employer field usable / CPU reference (median of ${RUNS} runs' ratios) | | ${ratio.toFixed(1)} (reference ${seconds(
      reference,
    )}, runs ${range(
      runs.map((r) => r.referenceMs),
      seconds,
    )}) | | |`,
    `| first contentful paint (median) | ${BEFORE.paint} | ${seconds(paint)} (runs ${range(
      runs.map((r) => r.firstPaintMs),
      seconds,
    )}) | | |`,
    `| app running: suggestions, buttons (median of ${RUNS}) | ${BEFORE.app} | ${seconds(app)} (runs ${range(
      runs.map((r) => r.appMs),
      seconds,
    )}) | <= ${seconds(TARGET_APP_MS)} | ${app <= TARGET_APP_MS ? 'yes' : 'NO'} |`,
    `| transferred for the claim page (median) | ${BEFORE.bytes} | ${kb(bytes)} (${median(
      runs.map((r) => r.requests),
    )} requests; runs ${range(
      runs.map((r) => r.bytes),
      kb,
    )}) | <= ${kb(TARGET_BYTES)} | ${bytes <= TARGET_BYTES ? 'yes' : 'NO'} |`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
});
