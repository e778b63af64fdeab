// The terminal report: the same content as the markdown one, as plain text.
// Untrusted strings lose control characters so they cannot drive the terminal.
import type { Results } from '../config/results.js';
import { excerpt, stripControl } from './escape.js';
import { formatCost, formatLatency, formatPercent, plural } from './format.js';
import { failingRows, reasonOf } from './markdown.js';

export interface TextOptions {
  maxRows?: number;
}

const clean = (text: string | null | undefined, max: number) => excerpt(stripControl(text ?? ''), max);

export function renderText(results: Results, options: TextOptions = {}): string {
  const { summary, gate, dataset } = results;
  const lines: string[] = [];
  lines.push(`${gate.passed ? 'PASS' : 'FAIL'}  ${clean(dataset.name, 80)} (${dataset.type}): ${summary.passed}/${summary.total} passed (${formatPercent(summary.pass_rate)})`);
  for (const reason of gate.reasons) lines.push(`  blocked: ${stripControl(reason)}`);
  lines.push(
    `  failed ${summary.failed}, errors ${summary.errors}, cost ${formatCost(summary.cost_usd)}, p95 latency ${formatLatency(summary.p95_latency_ms)}`,
    `  models: ${results.models.map((m) => stripControl(m)).join(', ')}${results.judge ? `; judge: ${stripControl(results.judge)}` : ''}`,
  );
  if (summary.skipped_asserts > 0) {
    lines.push(`  note: ${plural(summary.skipped_asserts, 'judged assertion')} skipped (no --judge-model)`);
  }
  const rows = failingRows(results.cases);
  const max = options.maxRows ?? 20;
  for (const { testCase, result } of rows.slice(0, max)) {
    lines.push(`  ${result.status.toUpperCase().padEnd(5)} ${clean(testCase.id, 60)} [${clean(result.model, 60)}]`);
    if (testCase.expected) lines.push(`        expected: ${clean(testCase.expected, 100)}`);
    if (result.output !== null) lines.push(`        output:   ${clean(result.output, 100)}`);
    lines.push(`        reason:   ${clean(reasonOf(result), 160)}`);
  }
  if (rows.length > max) lines.push(`  …and ${rows.length - max} more failing results (see --output)`);
  return lines.join('\n') + '\n';
}
