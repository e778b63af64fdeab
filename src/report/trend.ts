// A dataset's pass-rate trend: the runs its baseline's history records, the
// baseline, and this run. Rendered as a Mermaid `xychart-beta` line for the
// markdown report (GitHub draws Mermaid blocks in comments and job summaries)
// and as a Unicode sparkline for the terminal. Pure.
//
// Mermaid has no escaping inside its quoted strings: a label keeps only
// letters, digits and a few safe marks, so no name can close the string, the
// block or the fence, or add a directive.
import type { HistoryPoint } from '../config/index.js';
import { checkedHistory, historyPoint, soundPoint } from '../compare/index.js';
import type { EvalResults } from '../results/index.js';
import { formatPct, maxOf, minOf } from '../base/index.js';

type TrendResults = Pick<EvalResults, 'run' | 'summary' | 'dataset'> & Partial<Pick<EvalResults, 'comparison' | 'source'>>;

/** Fewer points than this is no trend: the summary row already shows the baseline against this run. */
export const MIN_TREND_POINTS = 3;
const LABEL_MAX_CHARS = 40;
const TREND_LINE_COLOR = '#0969da';

/**
 * The history of the baseline, the baseline, then this run, oldest first; []
 * when the baseline records no sound figures. Only sound points, at most
 * MAX_HISTORY of history: the baseline (or a results file re-rendered) is
 * anyone's file.
 */
export function trendPoints(results: TrendResults): HistoryPoint[] {
  const baseline = results.comparison?.baseline;
  if (!baseline?.point || !soundPoint(baseline.point)) return [];
  return [...checkedHistory(baseline.history ?? []), baseline.point, historyPoint(results, results.comparison?.regressions ?? null)];
}

/** Keeps a label to characters Mermaid reads as plain text inside "…"; the rest become `_`. */
export function mermaidLabel(text: string): string {
  const safe = [...text.replace(/\s+/g, ' ').trim()].map((c) => (/[\p{L}\p{N} ._\-+:/#()]/u.test(c) ? c : '_')).join('');
  const chars = [...safe];
  return chars.length > LABEL_MAX_CHARS ? `${chars.slice(0, LABEL_MAX_CHARS - 1).join('')}…` : safe || '_';
}

/** A point's x label: its short commit, else its date (MM-DD); this run is marked. Repeated labels get a count so each point keeps its own. */
export function pointLabels(points: readonly HistoryPoint[]): string[] {
  const seen = new Map<string, number>();
  return points.map((p, i) => {
    const base = p.commit ? p.commit.slice(0, 7) : p.date.slice(5, 10) || `run ${i + 1}`;
    const label = i === points.length - 1 ? `${base} (now)` : base;
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return mermaidLabel(n === 1 ? label : `${label} ${n}`);
  });
}

/** The Mermaid block's lines (with its fence), or [] without enough points; the last `maxPoints` of them. */
export function mermaidTrend(results: TrendResults, maxPoints = Infinity): string[] {
  const points = trendPoints(results).slice(-maxPoints);
  if (points.length < MIN_TREND_POINTS) return [];
  const values = points.map((p) => +(p.pass_rate * 100).toFixed(1));
  return [
    '```mermaid',
    // Mermaid's default palette draws the line in a pale lilac that is hard to see on white; one GitHub blue reads in light and dark themes.
    `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${TREND_LINE_COLOR}"}}}}%%`,
    'xychart-beta',
    `  title "Pass rate of ${mermaidLabel(results.dataset.name)}, last ${points.length} runs"`,
    `  x-axis [${pointLabels(points)
      .map((l) => `"${l}"`)
      .join(', ')}]`,
    '  y-axis "Pass rate (%)" 0 --> 100',
    `  line [${values.join(', ')}]`,
    '```',
  ];
}

const BARS = '▁▂▃▄▅▆▇█';

/** ▁▃▇█: each value's height between the lowest and highest; a flat series sits in the middle. */
export function sparkline(values: readonly number[]): string {
  if (values.length === 0) return '';
  const low = minOf(values);
  const high = maxOf(values);
  return values.map((v) => (high === low ? BARS[3] : BARS[Math.round(((v - low) / (high - low)) * (BARS.length - 1))])).join('');
}

/** "trend (pass rate, 5 runs): ▅▆▇▅▁ 90% → 85% (lowest 80%, highest 95%)", or null without enough points. */
export function textTrend(results: TrendResults): string | null {
  const points = trendPoints(results);
  if (points.length < MIN_TREND_POINTS) return null;
  const rates = points.map((p) => p.pass_rate);
  const first = rates[0] ?? 0;
  const last = rates.at(-1) ?? 0;
  return `trend (pass rate, ${points.length} runs): ${sparkline(rates)} ${formatPct(first)} -> ${formatPct(last)} (lowest ${formatPct(minOf(rates))}, highest ${formatPct(maxOf(rates))})`;
}

/** The points a dataset's history file holds: the trend, or this run alone when its baseline records no figures. */
export function datasetHistory(results: TrendResults): HistoryPoint[] {
  const points = trendPoints(results);
  return points.length > 0 ? points : [historyPoint(results, results.comparison?.regressions ?? null)];
}

/** A dataset's history file (docs/results.md): the runs its trend is drawn from, oldest first, this run last. */
export function historyFile(results: TrendResults): { dataset: string; points: HistoryPoint[] } {
  return { dataset: results.dataset.name, points: datasetHistory(results) };
}
