// Runs tasks with at most \`concurrency\` in flight, in order of submission.

/** Tasks that answer at once run this many in a row before the pool lets the event loop turn (signals, progress). */
const SYNC_RUN = 512;

export async function runPool<T, R>(items: readonly T[], concurrency: number, worker: (item: T, index: number) => R | Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    let inARow = 0;
    while (next < items.length) {
      const index = next++;
      const result = worker(items[index] as T, index);
      // A worker that answers at once (an in-memory model) is not awaited: a promise per task was most of such a run.
      if (result instanceof Promise) {
        results[index] = await result;
        inARow = 0;
      } else {
        results[index] = result;
        if (++inARow >= SYNC_RUN) {
          inARow = 0;
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
      }
    }
  };
  const lanes = Math.max(1, Math.min(concurrency, items.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}
