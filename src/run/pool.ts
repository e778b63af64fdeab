// Runs tasks with at most `concurrency` in flight, in order of submission.

/** Every item's result, in item order; `onResult` sees each one as it comes in (the runner's progress). */
export async function runPool<T, R>(
  items: readonly T[],
  concurrency: number,
  worker: (item: T, index: number) => Promise<R>,
  onResult?: (result: R) => void,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      const result = await worker(items[index] as T, index);
      results[index] = result;
      onResult?.(result);
    }
  };
  const lanes = Math.max(1, Math.min(concurrency, items.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}
