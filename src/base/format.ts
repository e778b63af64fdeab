// Number and list formatting for everything we print: gate reasons,
// statistics sentences and reports. Short, unambiguous, the same everywhere.

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
  const [whole = '0', frac = ''] = s.split('.');
  return `$${whole}.${frac.padEnd(2, '0')}`;
}

export const MAX_LISTED = 5;

/** "a, b, c", or "a, b, c, d, e and 3 more" past `max` items. */
export function listCapped(items: readonly string[], max: number = MAX_LISTED): string {
  if (items.length <= max) return items.join(', ');
  return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}

/** A cost, or "unknown" when a price is missing (never shown as $0). */
export function formatCost(usd: number | null): string {
  return usd === null ? 'unknown' : formatUsd(usd);
}

export function formatLatency(ms: number | null): string {
  if (ms === null) return 'n/a';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** "1 case", "3 cases". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A time budget: "90s", "25 min", "1.5 h". */
export function formatDuration(ms: number): string {
  if (ms < 120_000) return `${Math.round(ms / 1000)}s`;
  if (ms < 3_600_000) return `${+(ms / 60_000).toFixed(1)} min`;
  return `${+(ms / 3_600_000).toFixed(2)} h`;
}
