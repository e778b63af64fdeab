// Array helpers that hold at any length. Spreading an array into a call's
// arguments (`list.push(...more)`, `Math.max(...values)`) puts every item on
// the stack, which V8 refuses past about 120,000: a dataset of that many cases
// (or problems, or results) would stop the run with "Maximum call stack size
// exceeded". Lint refuses those spreads in src/ (eslint.config.js).

/** Appends every item of `items` to `target`, in order; returns `target`. */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/** The largest of the values (as Math.max: -Infinity for none, NaN if any is NaN). */
export function maxOf(values: Iterable<number>): number {
  let max = -Infinity;
  for (const v of values) {
    if (Number.isNaN(v)) return NaN;
    if (v > max || (v === 0 && max === 0 && Object.is(max, -0))) max = v;
  }
  return max;
}

/** The smallest of the values (as Math.min: Infinity for none, NaN if any is NaN). */
export function minOf(values: Iterable<number>): number {
  let min = Infinity;
  for (const v of values) {
    if (Number.isNaN(v)) return NaN;
    if (v < min || (v === 0 && min === 0 && Object.is(v, -0))) min = v;
  }
  return min;
}
