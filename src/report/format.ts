// Number formats shared by the text and markdown reports.

export { formatPct as formatPercent } from '../compare/gate.js';

export function formatCost(usd: number | null): string {
  if (usd === null) return 'unknown';
  if (usd === 0) return '$0';
  return usd < 0.01 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}

export function formatLatency(ms: number | null): string {
  if (ms === null) return 'n/a';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
