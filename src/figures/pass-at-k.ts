// pass@k and pass^k over a case's trials: unbiased estimates from n trials
// with c passes, as CI eval gates report them.

function requireCount(name: string, x: number): void {
  if (!Number.isInteger(x) || x < 0) throw new RangeError(`${name} must be a non-negative integer, got ${x}`);
}

function requireTrials(n: number, c: number, k: number): void {
  requireCount('trials', n);
  requireCount('passes', c);
  requireCount('k', k);
  if (c > n) throw new RangeError(`passes (${c}) exceed trials (${n})`);
  if (k < 1 || k > n) throw new RangeError(`k must be between 1 and the number of trials (${n}), got ${k}`);
}

/**
 * pass@k: the chance that at least one of k attempts passes, estimated without
 * bias from n trials with c passes: 1 - C(n-c, k) / C(n, k).
 */
export function passAtK(n: number, c: number, k: number): number {
  requireTrials(n, c, k);
  return 1 - ratioOfCombinations(n - c, n, k);
}

/**
 * pass^k: the chance that all k attempts pass, estimated without bias from n
 * trials with c passes: C(c, k) / C(n, k).
 */
export function passHatK(n: number, c: number, k: number): number {
  requireTrials(n, c, k);
  return ratioOfCombinations(c, n, k);
}

// C(a, k) / C(n, k) as a product, so large trial counts stay finite.
function ratioOfCombinations(a: number, n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) {
    if (a - i <= 0) return 0;
    r *= (a - i) / (n - i);
  }
  return r;
}
