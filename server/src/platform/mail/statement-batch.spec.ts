import { StatementBatch } from './statement-batch.js';

/** A batch whose statements wait until released, recording the keys of each. */
function gatedBatch() {
  const statements: string[][] = [];
  const gates: (() => void)[] = [];
  const batch = new StatementBatch<string, string>(async (keys) => {
    statements.push(keys);
    await new Promise<void>((resolve) => gates.push(resolve));
    return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, `row ${key}`]));
  });
  return { batch, statements, release: () => gates.shift()?.() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('StatementBatch', () => {
  it('sends a call at once when idle, and the calls made meanwhile together in the next statement', async () => {
    const { batch, statements, release } = gatedBatch();
    const first = batch.call('1');
    const later = [batch.call('2'), batch.call('3'), batch.call('missing')];
    await tick();
    expect(statements).toEqual([['1']]);

    release();
    expect(await first).toBe('row 1');
    await tick();
    expect(statements).toEqual([['1'], ['2', '3', 'missing']]);
    release();
    expect(await Promise.all(later)).toEqual(['row 2', 'row 3', undefined]);
  });

  it('answers a key asked for twice in one statement once: a mail leased twice would be sent twice', async () => {
    const { batch, statements, release } = gatedBatch();
    const busy = batch.call('0');
    const twice = [batch.call('7'), batch.call('7')];
    release();
    await busy;
    await tick();
    expect(statements[1]).toEqual(['7']);
    release();
    expect(await Promise.all(twice)).toEqual(['row 7', undefined]);
  });

  it('rejects every call of a statement that fails, and goes on with the next', async () => {
    let fail = true;
    const batch = new StatementBatch<string, string>(async (keys) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, key]));
    });
    await expect(batch.call('a')).rejects.toThrow('connection lost');
    fail = false;
    expect(await batch.call('b')).toBe('b');
  });
});
