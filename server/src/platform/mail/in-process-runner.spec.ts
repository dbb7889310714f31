import { Logger } from '@nestjs/common';

import { InProcessRunner } from './in-process-mail.dispatcher.js';

const policy = { attempts: 2, backoffMs: 1 };

/** A task that stays under way until its gate opens, counting how many run at once. */
function gatedTasks(count: number) {
  let running = 0;
  let most = 0;
  const gates: (() => void)[] = [];
  const tasks = Array.from({ length: count }, () => () => {
    running += 1;
    most = Math.max(most, running);
    return new Promise<void>((resolve) => gates.push(resolve)).finally(() => (running -= 1));
  });
  return { tasks, gates, most: () => most };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('InProcessRunner', () => {
  it('runs at most its concurrency at once and starts the rest as slots free up', async () => {
    const runner = new InProcessRunner(policy, new Logger('test'), 3);
    const { tasks, gates, most } = gatedTasks(10);
    const settled: number[] = [];
    tasks.forEach((task, i) => runner.run(`task ${i}`, task, () => settled.push(i)));
    await tick();
    expect(gates).toHaveLength(3);
    while (settled.length < 10) {
      gates.shift()?.();
      await tick();
    }
    expect(most()).toBe(3);
    expect(settled.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('settles the tasks that never started when it closes, and lets those under way finish', async () => {
    const runner = new InProcessRunner(policy, new Logger('test'), 2);
    const { tasks, gates } = gatedTasks(5);
    const settled: number[] = [];
    tasks.forEach((task, i) => runner.run(`task ${i}`, task, () => settled.push(i)));
    await tick();
    const closed = runner.close();
    expect(settled.sort()).toEqual([2, 3, 4]);
    gates.forEach((open) => open());
    await closed;
    expect(settled.sort()).toEqual([0, 1, 2, 3, 4]);
    expect(gates).toHaveLength(2);
  });
});
