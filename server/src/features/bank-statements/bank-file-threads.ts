import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

import { InvalidInput } from '../../platform/common/errors/domain-errors.js';
import type { BankFileUpload } from './bank-file.parser.js';
import type { ParsedBankFile } from './statement-model.js';

/** Threads that read bank files at once; more uploads wait their turn. One core stays the API's. */
const MAX_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** A thread nobody needed for this long ends (its memory goes back); the next upload starts one. */
const IDLE_MS = 30_000;
/** A 10 MB file reads in about two seconds on a busy machine; a file that takes this long is not a bank's. */
const READ_MS = 60_000;
/** Heap of one reading thread: entries are dropped as they are read, so a bank file needs a fraction of it. */
const HEAP_MB = 256;
/**
 * The reading thread's nice value: on a busy machine the API's own thread (nice 0) gets the CPU
 * first, so health probes and other requests stay quick while a file is read.
 */
const NICE = 10;

/**
 * The thread's code. It loads the parser module by URL with Node's own loader. Run from TypeScript
 * sources (the tests: Jest transpiles for its own loader only), it first registers a loader hook that
 * transpiles the parser's `.ts` files with the project's TypeScript.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
if (process.platform === 'linux') {
  // On Linux the nice value is per thread (setpriority(2), NPTL): only this thread yields to the API's.
  try { require('node:os').setPriority(0, workerData.nice); } catch {}
}
if (workerData.typescript) {
  require('node:module').register(workerData.typescript.hook, { data: workerData.typescript.compiler });
}
import(workerData.parser).then(({ parseBankFileUpload, BankFileRefused }) => {
  parentPort.on('message', (upload) => {
    let answer;
    try {
      answer = { file: parseBankFileUpload(upload) };
    } catch (error) {
      answer = error instanceof BankFileRefused ? { refused: error.message } : { failed: String(error && error.stack || error) };
    }
    parentPort.postMessage(answer);
  });
}, (error) => parentPort.postMessage({ failed: String(error && error.stack || error) }));
`;

/** Resolves a parser module's `./x.js` imports to `./x.ts` and transpiles them (tests only, see THREAD). */
const TYPESCRIPT_HOOK = `
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
let ts;
export async function initialize(compiler) { ts = (await import(compiler)).default; }
export async function resolve(specifier, context, next) {
  if (/^\\.\\.?\\//.test(specifier) && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const source = new URL(specifier.replace(/\\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(source))) return { url: source.href, shortCircuit: true };
  }
  return next(specifier, context);
}
export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const source = await readFile(new URL(url), 'utf8');
  const compilerOptions = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, useDefineForClassFields: false };
  const options = { compilerOptions };
  return { format: 'module', source: ts.transpileModule(source, options).outputText, shortCircuit: true };
}
`;

type Answer = { file: ParsedBankFile } | { refused: string } | { failed: string };

function threadData(): Record<string, unknown> {
  const fromSources = import.meta.url.endsWith('.ts');
  const parser = new URL(`./bank-file.parser.${fromSources ? 'ts' : 'js'}`, import.meta.url);
  if (!fromSources) return { parser: parser.href, nice: NICE };
  const compiler = pathToFileURL(createRequire(import.meta.url).resolve('typescript')).href;
  return {
    parser: parser.href,
    nice: NICE,
    typescript: { hook: `data:text/javascript,${encodeURIComponent(TYPESCRIPT_HOOK)}`, compiler },
  };
}

/** One reading thread: reads one file at a time; after a crash, a timeout or its idle time it is gone. */
class ReadingThread {
  private readonly worker = new Worker(THREAD, {
    eval: true,
    workerData: threadData(),
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
  });
  private idleTimer: NodeJS.Timeout | null = null;
  alive = true;

  constructor() {
    this.worker.unref(); // a reading thread never keeps a stopping server alive
    this.worker.on('exit', () => (this.alive = false));
  }

  read(upload: BankFileUpload): Promise<Answer> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    return new Promise((resolve) => {
      const settle = (answer: Answer, end: boolean) => {
        clearTimeout(timer);
        this.worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (end) this.end();
        resolve(answer);
      };
      const onMessage = (answer: Answer) => settle(answer, false);
      const onError = (error: Error & { code?: string }) =>
        settle(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? { refused: 'The file needs far more memory to read than any bank file: it cannot be read.' }
            : { failed: error.message },
          true,
        );
      const onExit = (code: number) => settle({ failed: `the reading thread ended (exit code ${code})` }, true);
      const timer = setTimeout(
        () =>
          settle({ refused: `The file took longer than ${READ_MS / 1000} seconds to read: no bank file does.` }, true),
        READ_MS,
      );
      this.worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      // The text the bytes decode to only ever exists in the thread. A body's own memory moves there
      // without a copy; bytes that share memory with other buffers (small bodies) are copied.
      const { buffer, byteOffset, byteLength } = upload.bytes;
      const own = byteOffset === 0 && byteLength === buffer.byteLength && buffer instanceof ArrayBuffer;
      this.worker.postMessage(upload, own ? [buffer] : []);
    });
  }

  /** Waits for the next file; ends after IDLE_MS without one. */
  rest(onEnd: () => void): void {
    this.idleTimer = setTimeout(() => {
      this.end();
      onEnd();
    }, IDLE_MS);
    this.idleTimer.unref();
  }

  end(): void {
    this.alive = false;
    void this.worker.terminate();
  }
}

/**
 * Bank files are read in worker threads (DESIGN.md §11, issue 34): a 10 MB statement takes seconds
 * of CPU, and the API's event loop stays free for every other request meanwhile. Threads start when
 * a file comes and end when idle; nothing is shared between requests or replicas but the code.
 */
class BankFileThreads {
  private readonly resting: ReadingThread[] = [];
  private running = 0;
  private readonly waiting: { upload: BankFileUpload; done: (answer: Answer) => void }[] = [];

  async read(upload: BankFileUpload): Promise<ParsedBankFile> {
    const answer = await new Promise<Answer>((done) => {
      this.waiting.push({ upload, done });
      this.next();
    });
    if ('file' in answer) return answer.file;
    if ('refused' in answer) throw new InvalidInput({ File: [answer.refused] });
    throw new Error(`Reading a bank file failed: ${answer.failed}`);
  }

  /** A resting thread that is still alive, or a new one while fewer than MAX_THREADS run; null when all are busy. */
  private take(): ReadingThread | null {
    let thread = this.resting.pop();
    while (thread && !thread.alive) thread = this.resting.pop();
    if (thread) return thread;
    return this.running + this.resting.length < MAX_THREADS ? new ReadingThread() : null;
  }

  private next(): void {
    while (this.waiting.length > 0) {
      const thread = this.take();
      if (!thread) return;
      const task = this.waiting.shift()!;
      this.running += 1;
      void thread.read(task.upload).then((answer) => {
        this.running -= 1;
        if (thread.alive) {
          this.resting.push(thread);
          thread.rest(() => this.resting.splice(this.resting.indexOf(thread), 1));
        }
        task.done(answer);
        this.next();
      });
    }
  }
}

const threads = new BankFileThreads();

/** Decodes and reads an uploaded bank file (parseBankFileUpload) in a worker thread; its refusals are 400s with their sentence. */
export const readBankFile = (upload: BankFileUpload): Promise<ParsedBankFile> => threads.read(upload);
