/**
 * One statement for many calls: while a statement of this kind is under way, the calls made
 * meanwhile wait and then go together in the next one (a group commit). Idle, a call goes at once;
 * under load, a batch holds whatever came during one round trip. `run` answers per key; a key
 * asked for twice in one batch gets the answer once, the other call `undefined`.
 */
export class StatementBatch<K, V> {
  private waiting: { key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[] = [];
  private underway = false;

  constructor(private readonly run: (keys: K[]) => Promise<Map<K, V>>) {}

  call(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.underway || this.waiting.length === 0) return;
    const batch = this.waiting.splice(0);
    this.underway = true;
    this.run([...new Set(batch.map((call) => call.key))])
      .then(
        (answers) => {
          for (const { key, resolve } of batch) {
            resolve(answers.get(key));
            answers.delete(key);
          }
        },
        (error: unknown) => {
          for (const { reject } of batch) reject(error);
        },
      )
      .finally(() => {
        this.underway = false;
        this.next();
      });
  }
}
