// The pass-rate trend as inline SVG: the points src/report/trend.ts selects
// (history, baseline, now), a line on a 0-100% axis, at most MAX_X_LABELS x
// labels so many points never smear into each other. Labels are escaped. Pure.
import { escapeHtml, formatPct } from '../../base/index.js';
import type { EvalResults } from '../../results/index.js';
import { MIN_TREND_POINTS, pointLabels, trendPoints } from '../trend.js';

const WIDTH = 640;
const HEIGHT = 180;
const PAD = { left: 40, right: 24, top: 12, bottom: 36 };
const MAX_X_LABELS = 8;

/** The SVG, or '' without enough points for a trend. */
export function trendSvg(results: Parameters<typeof trendPoints>[0] & Pick<EvalResults, 'dataset'>): string {
  const points = trendPoints(results);
  if (points.length < MIN_TREND_POINTS) return '';
  const labels = pointLabels(points);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length === 1 ? plotW / 2 : (i * plotW) / (points.length - 1));
  const y = (rate: number) => PAD.top + (1 - rate) * plotH;
  const step = Math.ceil(points.length / MAX_X_LABELS);
  const grid = [0, 0.5, 1].map(
    (r) =>
      `<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${y(r)}" y2="${y(r)}" class="grid"/><text x="${PAD.left - 6}" y="${y(r) + 4}" text-anchor="end">${formatPct(r)}</text>`,
  );
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.pass_rate).toFixed(1)}`).join(' ');
  const dots = points.map(
    (p, i) =>
      `<circle cx="${x(i).toFixed(1)}" cy="${y(p.pass_rate).toFixed(1)}" r="3"><title>${escapeHtml(`${labels[i] ?? ''}: ${formatPct(p.pass_rate)} (${p.passed}/${p.total})`)}</title></circle>`,
  );
  // The last point (now) always has its label; the others every `step`, counted back from it.
  const xLabels = labels.flatMap((label, i) =>
    (points.length - 1 - i) % step === 0
      ? [
          `<text x="${x(i).toFixed(1)}" y="${HEIGHT - PAD.bottom + 16}" text-anchor="${i === points.length - 1 ? 'end' : i === 0 ? 'start' : 'middle'}">${escapeHtml(label)}</text>`,
        ]
      : [],
  );
  return [
    `<svg class="trend" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeHtml(`Pass rate of ${results.dataset.name}, last ${points.length} runs`)}">`,
    ...grid,
    `<polyline points="${line}"/>`,
    ...dots,
    ...xLabels,
    '</svg>',
  ].join('');
}
