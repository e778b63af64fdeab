// One pool of calls in flight for a whole run: datasets evaluated at the same
// time share it, so a run of three datasets keeps `concurrency` calls busy
// instead of draining one dataset's tail before starting the next.

/** A counting semaphore whose capacity may grow (a dataset may ask for more than the default). */
export class Slots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private capacity: number) {
    if (!(capacity >= 1)) throw new RangeError(`slots: capacity must be at least 1, got ${capacity}`);
  }

  get size(): number {
    return this.capacity;
  }

  get inUse(): number {
    return this.busy;
  }

  /** Grows the pool to at least `n` slots (never shrinks it: calls in flight keep theirs). */
  raise(n: number): void {
    if (n <= this.capacity) return;
    this.capacity = n;
    while (this.busy < this.capacity && this.waiting.length > 0) {
      this.busy++;
      this.waiting.shift()?.();
    }
  }

  /** Runs `fn` once a slot is free; first come, first served. */
  use<T>(fn: () => Promise<T>): Promise<T> {
    if (this.busy >= this.capacity) return this.queued(fn);
    this.busy++;
    let running: Promise<T>;
    try {
      running = fn();
    } catch (error) {
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what fn threw, as an async fn would reject with it.
      running = Promise.reject(error);
    }
    // Chained, not awaited: every task of a run takes a slot, and an async frame apiece is measurable at 100,000 replayed cases.
    return running.then(this.released, this.failed);
  }

  private readonly released = <T>(value: T): T => {
    this.release();
    return value;
  };

  private readonly failed = (error: unknown): never => {
    this.release();
    throw error;
  };

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next waiter; `busy` stays the same.
    if (next) next();
    else this.busy--;
  }

  private async queued<T>(fn: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await fn();
    } finally {
      this.release();
    }
  }
}

/**
 * Runs `fn` on every item at once and returns the results in item order.
 * Waits for all of them even when one fails (so nothing is still running when
 * the caller closes the providers), then throws the first failure.
 */
export async function sideBySide<T, R>(items: readonly T[], fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const settled = await Promise.allSettled(items.map((item, i) => fn(item, i)));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<R>).value);
}
