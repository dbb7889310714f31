import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

/** A TCP port of 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A redis-server of one test's own, for tests that take Redis away: the shared one on 6379 serves
 * other test files at the same time and must never stop. Nothing is persisted.
 */
export class RedisServer {
  private process?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServer> {
    const redis = new RedisServer(await freePort());
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it again on the same port, empty. */
  async restart(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      // Keeps reading after the start too, so a full pipe never stalls the server.
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    });
    this.process = child;
  }

  /** Freezes it: connections stay open, nothing is answered, as with a hung server. */
  pause(): void {
    this.process?.kill('SIGSTOP');
  }

  resume(): void {
    this.process?.kill('SIGCONT');
  }

  /** Kills it with SIGKILL: whatever it held is gone (nothing is persisted), as in a crash. */
  kill(): Promise<void> {
    return this.end('SIGKILL');
  }

  stop(): Promise<void> {
    return this.end('SIGTERM');
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    this.process = undefined;
    const exited = once(child, 'exit');
    child.kill(signal);
    child.kill('SIGCONT'); // a paused server acts on SIGTERM only once it runs again
    await exited;
  }
}
