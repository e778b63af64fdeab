// Number and list formatting for the sentences the gate and the statistics
// produce: short, unambiguous, and the same everywhere.

/** A fraction as a percentage: 0.9 -> "90%", 0.8333 -> "83.3%". */
export function formatPct(x: number): string {
  return `${(x * 100).toFixed(1).replace(/\.0$/, '')}%`;
}

/** A fraction as percentage points: 0.059 -> "5.9 points". */
export function formatPoints(x: number): string {
  const pts = (x * 100).toFixed(1).replace(/\.0$/, '');
  return `${pts} ${pts === '1' ? 'point' : 'points'}`;
}

/** Dollars with as many decimals as it takes (up to 6), at least 2: "$1.00", "$0.0042". */
export function formatUsd(x: number): string {
  const s = x.toFixed(6).replace(/0+$/, '');
  const [whole, frac = ''] = s.split('.');
  return `$${whole}.${frac.padEnd(2, '0')}`;
}

export const MAX_LISTED = 5;

/** "a, b, c", or "a, b, c, d, e and 3 more" past `max` items. */
export function listCapped(items: readonly string[], max: number = MAX_LISTED): string {
  if (items.length <= max) return items.join(', ');
  return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}
