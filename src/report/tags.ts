// The pass rate per tag, now and in the baseline: where a drop concentrates
// (one tag's cases failing) shows at a glance. Pure.
import type { CaseResult, Comparison } from '../config/index.js';
import { TagCounter } from '../compare/index.js';
import { summarizeCase } from '../figures/index.js';
import { escapeMarkdown, excerpt, formatPct, formatPoints } from '../base/index.js';

export interface TagRate {
  tag: string;
  total: number;
  passed: number;
  /** The baseline's cases with the tag; null without a baseline. */
  baseline: { total: number; passed: number } | null;
}

/**
 * Every tag of this run's cases or the baseline's, with both pass rates
 * (a case counts as passed as the comparison counts it: every model, every
 * trial). Worst change first, then lowest pass rate, then by name; tags
 * only the baseline's cases had come last.
 */
export function tagRates(cases: readonly CaseResult[], comparison: Pick<Comparison, 'baseline_tags'> | null): TagRate[] {
  const now = new TagCounter();
  for (const c of cases) now.add(c.tags, summarizeCase(c).status);
  const before = new Map((comparison?.baseline_tags ?? []).map((t) => [t.tag, t]));
  const rows = new Map<string, TagRate>();
  for (const t of now.counts()) rows.set(t.tag, { ...t, baseline: comparison ? (before.get(t.tag) ?? null) : null });
  for (const t of before.values()) if (!rows.has(t.tag)) rows.set(t.tag, { tag: t.tag, total: 0, passed: 0, baseline: t });
  const gone = (t: TagRate) => Number(t.total === 0);
  return [...rows.values()].sort(
    (a, b) => gone(a) - gone(b) || change(a) - change(b) || rate(a) - rate(b) || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0),
  );
}

const rate = (t: TagRate) => (t.total === 0 ? 1 : t.passed / t.total);
/** The change in pass rate; 0 when either side has no case with the tag. */
const change = (t: TagRate) => (t.baseline && t.baseline.total > 0 && t.total > 0 ? rate(t) - t.baseline.passed / t.baseline.total : 0);

/**
 * The per-tag table, at most `maxRows` rows (the rest counted); nothing when
 * no case carries a tag. More than `foldOver` tags: folded in a <details>.
 */
export function tagTable(
  cases: readonly CaseResult[],
  comparison: Pick<Comparison, 'baseline_tags'> | null,
  maxRows: number,
  foldOver = Infinity,
): string[] {
  const rows = tagRates(cases, comparison);
  if (rows.length === 0 || maxRows <= 0) return [];
  const compared = comparison !== null;
  const cell = (total: number, passed: number) => (total === 0 ? '–' : `${formatPct(passed / total)} (${passed}/${total})`);
  const lines = [
    compared ? '| Tag | Pass rate | Baseline | Δ |' : '| Tag | Pass rate |',
    compared ? '|---|---:|---:|---:|' : '|---|---:|',
    ...rows.slice(0, maxRows).map((t) => {
      const name = escapeMarkdown(excerpt(t.tag, 40));
      if (!compared) return `| ${name} | ${cell(t.total, t.passed)} |`;
      const base = t.baseline ? cell(t.baseline.total, t.baseline.passed) : '–';
      const delta = t.baseline && t.baseline.total > 0 && t.total > 0 ? formatPoints(change(t)) : '–';
      return `| ${name} | ${cell(t.total, t.passed)} | ${base} | ${delta} |`;
    }),
  ];
  if (rows.length > maxRows) lines.push('', `…and ${rows.length - maxRows} more tags.`);
  return rows.length <= foldOver ? lines : [`<details><summary>Pass rate by tag (${rows.length} tags)</summary>`, '', ...lines, '', '</details>'];
}
