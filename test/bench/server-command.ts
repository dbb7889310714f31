import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { SmtpSink } from '../support/smtp-sink.js';
import { createTestDatabase } from '../support/test-app.js';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/**
 * The built server as package.json's start:prod starts it (its node options included: a young
 * generation twice V8's default, docs/decisions.md "Lean request path"), so that the benches measure
 * what a deployment runs. Relative to the repository's root.
 */
const startScript: string = JSON.parse(readFileSync(join(process.cwd(), '..', 'package.json'), 'utf8')).scripts[
  'start:prod'
];
export const SERVER_ARGS = startScript.split(' ').slice(1);
export const SERVER_MAIN = SERVER_ARGS[SERVER_ARGS.length - 1];

/** Resolves once `url` answers; throws if `child` (the server) exits first or it never does. */
export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} never answered`);
}

/**
 * What a bench's server runs against: a database of its own, an SMTP sink that keeps no mail, a data
 * folder; and the processes it starts, all stopped and removed by `stop()` (the bench's afterAll).
 */
export class BenchStage {
  private readonly children: ChildProcess[] = [];

  private constructor(
    readonly workDir: string,
    readonly database: TestDatabase,
    readonly mail: SmtpSink,
  ) {}

  static async open(name: string): Promise<BenchStage> {
    const workDir = await mkdtemp(join(tmpdir(), `uc-bench-${name}-`));
    return new BenchStage(workDir, await createTestDatabase(), await SmtpSink.start({ parse: false }));
  }

  /** Starts `node args` from the repository's root with `env` added to this process's. */
  start(args: string[], env: Record<string, string>): ChildProcess {
    const child = spawn(process.execPath, args, {
      cwd: join(process.cwd(), '..'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.children.push(child);
    return child;
  }

  /** The built server on `port` with the demo data, this stage's database, mail and data folder; once it answers. */
  async startServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
    const server = this.start(SERVER_ARGS, {
      PORT: String(port),
      DATABASE_URL: this.database.url,
      DATA_DIR: join(this.workDir, 'data'),
      DEMO_DATA: '1',
      SMTP_URL: this.mail.url,
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    });
    await waitFor(`http://127.0.0.1:${port}/api/health`, server);
    return server;
  }

  async stop(): Promise<void> {
    for (const child of this.children) child.kill('SIGTERM');
    await this.mail.stop();
    await this.database.drop();
    await rm(this.workDir, { recursive: true, force: true });
  }
}
