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

  /**
   * Runs `fn` once a slot is free; first come, first served. When a slot is
   * free and `fn` answers at once (a value, not a promise), so does this: the
   * slot is taken and given back around it.
   */
  use<T>(fn: () => Promise<T>): Promise<T>;
  use<T>(fn: () => T | Promise<T>): T | Promise<T>;
  use<T>(fn: () => T | Promise<T>): T | Promise<T> {
    if (this.busy >= this.capacity) return this.queued(fn);
    this.busy++;
    let result: T | Promise<T>;
    try {
      result = fn();
    } catch (error) {
      this.release();
      throw error;
    }
    if (!(result instanceof Promise)) {
      this.release();
      return result;
    }
    return result.finally(() => this.release());
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next waiter; `busy` stays the same.
    if (next) next();
    else this.busy--;
  }

  private async queued<T>(fn: () => T | Promise<T>): Promise<T> {
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
