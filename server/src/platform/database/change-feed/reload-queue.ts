/**
 * Runs reloads of a cache one round at a time. Keys requested while a round runs are gathered into
 * the next round, which starts only after the running one has finished, so a reload that read the
 * database before a write can never overwrite the result of one that read it after.
 */
export class ReloadQueue<K> {
  private readonly pending = new Set<K>();
  private next?: PromiseWithResolversLike;
  private current?: Promise<void>;

  constructor(private readonly load: (keys: K[]) => Promise<void>) {}

  /** Resolves when a round that started after this call, covering `keys`, has finished. */
  request(keys: Iterable<K>): Promise<void> {
    for (const key of keys) this.pending.add(key);
    this.next ??= resolvers();
    const round = this.next.promise;
    if (!this.current) this.current = this.drain();
    return round;
  }

  /** Resolves when every round requested so far has finished (at once when none is under way). */
  settled(): Promise<void> {
    return this.next?.promise ?? this.current ?? Promise.resolve();
  }

  private async drain(): Promise<void> {
    while (this.next) {
      const round = this.next;
      const keys = [...this.pending];
      this.next = undefined;
      this.pending.clear();
      try {
        await this.load(keys);
        round.resolve();
      } catch (error) {
        round.reject(error);
      }
    }
    this.current = undefined;
  }
}

interface PromiseWithResolversLike {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

/** Promise.withResolvers, which Node 20 lacks. */
function resolvers(): PromiseWithResolversLike {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A round nobody awaits (a notification's reload) must not surface as an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
