// The few distribution functions the gate's intervals and tests need, written
// out so the action ships no numerics library: the log-gamma function, the
// regularized incomplete beta and gamma functions, and the normal, beta and
// Student t quantiles built on them. Quantiles are found by bisection: slower
// than a tuned series, but monotone and exact to the last bits that matter,
// and the gate asks for a handful per dataset. Pure.

// Lanczos's approximation (g = 7, nine terms): about 15 significant digits for x > 0.
const LANCZOS_G = 7;
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
];
const HALF_LOG_2PI = 0.5 * Math.log(2 * Math.PI);
const EPSILON = 1e-15;
const TINY = 1e-300;
const MAX_TERMS = 1000;

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`logGamma needs x > 0, got ${x}`);
  // Reflection keeps the series where it is accurate: Γ(x)Γ(1-x) = π / sin(πx).
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] as number) / (z + i);
  const t = z + LANCZOS_G + 0.5;
  return HALF_LOG_2PI + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/**
 * The continued fraction of the incomplete beta function, evaluated by the
 * modified Lentz method; converges fast for x < (a + 1) / (a + b + 2).
 */
function betaFraction(x: number, a: number, b: number): number {
  const clamp = (v: number) => (Math.abs(v) < TINY ? TINY : v);
  let c = 1;
  let d = 1 / clamp(1 - ((a + b) * x) / (a + 1));
  let result = d;
  for (let m = 1; m <= MAX_TERMS; m++) {
    const even = (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m));
    d = 1 / clamp(1 + even * d);
    c = clamp(1 + even / c);
    result *= d * c;
    const odd = (-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
    d = 1 / clamp(1 + odd * d);
    c = clamp(1 + odd / c);
    const step = d * c;
    result *= step;
    if (Math.abs(step - 1) < EPSILON) break;
  }
  return result;
}

/** The regularized incomplete beta function I_x(a, b), for a, b > 0 and x in [0, 1]. */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (!(a > 0 && b > 0)) throw new RangeError(`regularizedBeta needs a, b > 0, got ${a}, ${b}`);
  if (!(x >= 0 && x <= 1)) throw new RangeError(`regularizedBeta needs x in [0, 1], got ${x}`);
  if (x === 0 || x === 1) return x;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
  // The fraction converges on one side of the mean; the symmetry I_x(a, b) = 1 - I_{1-x}(b, a) covers the other.
  if (x < (a + 1) / (a + b + 2)) return (front * betaFraction(x, a, b)) / a;
  return 1 - (front * betaFraction(1 - x, b, a)) / b;
}

/** The regularized incomplete gamma functions: [P(a, x), Q(a, x) = 1 - P(a, x)], each without the other's rounding. */
function regularizedGamma(a: number, x: number): [number, number] {
  if (!(a > 0)) throw new RangeError(`regularizedGamma needs a > 0, got ${a}`);
  if (!(x >= 0)) throw new RangeError(`regularizedGamma needs x >= 0, got ${x}`);
  if (x === 0) return [0, 1];
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    // The series sum x^n / (a (a+1) ... (a+n)) converges fast below the mean.
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n <= MAX_TERMS && Math.abs(term) > Math.abs(sum) * EPSILON; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return [front * sum, 1 - front * sum];
  }
  // Above it, the continued fraction of Q (modified Lentz).
  const clamp = (v: number) => (Math.abs(v) < TINY ? TINY : v);
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let result = d;
  for (let i = 1; i <= MAX_TERMS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = 1 / clamp(an * d + b);
    c = clamp(b + an / c);
    const step = d * c;
    result *= step;
    if (Math.abs(step - 1) < EPSILON) break;
  }
  return [1 - front * result, front * result];
}

/** The regularized lower incomplete gamma function P(a, x), for a > 0 and x >= 0. */
export const regularizedGammaP = (a: number, x: number): number => regularizedGamma(a, x)[0];

/** P(Z > z) for z >= 0: the normal's upper tail, accurate far out (no 1 - Φ rounding). */
const normalUpperTail = (z: number): number => 0.5 * regularizedGamma(0.5, (z * z) / 2)[1];

/** The standard normal distribution function Φ(z). */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return NaN;
  return z >= 0 ? 1 - normalUpperTail(z) : normalUpperTail(-z);
}

/** The x in [lo, hi] where an increasing function crosses `target`, by bisection to 13 significant digits. */
function invertIncreasing(f: (x: number) => number, target: number, lo: number, hi: number): number {
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (hi - lo <= 1e-13 * Math.abs(mid) || mid === lo || mid === hi) break;
    if (f(mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

function requireProbability(name: string, p: number): void {
  if (!(p > 0 && p < 1)) throw new RangeError(`${name} needs a probability strictly between 0 and 1, got ${p}`);
}

const normalQuantiles = new Map<number, number>();

/** The standard normal quantile Φ⁻¹(p); remembered, as the gate asks for the same few levels again and again. */
export function normalQuantile(p: number): number {
  requireProbability('normalQuantile', p);
  let q = normalQuantiles.get(p);
  if (q === undefined) {
    // Φ is symmetric: find the z >= 0 whose upper tail is the smaller side's probability.
    const tail = Math.min(p, 1 - p);
    const z = invertIncreasing((x) => -normalUpperTail(x), -tail, 0, 40);
    q = p < 0.5 ? -z : z;
    if (normalQuantiles.size < 64) normalQuantiles.set(p, q);
  }
  return q;
}

/** The p quantile of the Beta(a, b) distribution (a, b > 0): the x with I_x(a, b) = p. */
export function betaQuantile(p: number, a: number, b: number): number {
  if (!(a > 0 && b > 0)) throw new RangeError(`betaQuantile needs a, b > 0, got ${a}, ${b}`);
  if (p === 0 || p === 1) return p;
  requireProbability('betaQuantile', p);
  return invertIncreasing((x) => regularizedBeta(x, a, b), p, 0, 1);
}

/** The p quantile of Student's t with `df` degrees of freedom (df > 0, not necessarily whole; Infinity is the normal). */
export function studentTQuantile(p: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`studentTQuantile needs df > 0, got ${df}`);
  requireProbability('studentTQuantile', p);
  if (df === Infinity) return normalQuantile(p);
  if (p === 0.5) return 0;
  // P(|T| > t) = I_{df/(df+t²)}(df/2, 1/2). Solved for y = t²/(df+t²) = 1 - x instead
  // (I_y(1/2, df/2) = 1 - tail), which is small for large df and so keeps its digits.
  const tail = 2 * Math.min(p, 1 - p);
  const y = betaQuantile(1 - tail, 0.5, df / 2);
  const t = Math.sqrt((df * y) / (1 - y));
  return p > 0.5 ? t : -t;
}
