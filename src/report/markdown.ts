// The GitHub-markdown report: verdict first, then the figures, then the cases
// that need a look. Every untrusted string goes through escapeMarkdown.
import type { CaseResult, ModelResult, Results } from '../config/results.js';
import { escapeMarkdown, excerpt } from './escape.js';
import { formatCost, formatLatency, formatPercent, plural } from './format.js';

export interface MarkdownOptions {
  /** Most failing rows to list; the rest are counted. */
  maxRows?: number;
  excerptChars?: number;
}

const md = (text: string | null | undefined, max = 120) => escapeMarkdown(excerpt(text, max));

export function renderMarkdown(results: Results, options: MarkdownOptions = {}): string {
  const { summary, gate, dataset } = results;
  const lines: string[] = [];
  const icon = gate.passed ? '✅' : '❌';
  lines.push(`### ${icon} ${escapeMarkdown(dataset.name)}: ${gate.passed ? 'passed' : 'blocked'}`, '');
  for (const reason of gate.reasons) lines.push(`- ${escapeMarkdown(reason)}`);
  if (gate.reasons.length > 0) lines.push('');
  lines.push(
    `| Cases | Passed | Failed | Errors | Pass rate | Cost | p95 latency |`,
    `|---:|---:|---:|---:|---:|---:|---:|`,
    `| ${summary.total} | ${summary.passed} | ${summary.failed} | ${summary.errors} | ${formatPercent(summary.pass_rate)} | ${formatCost(summary.cost_usd)} | ${formatLatency(summary.p95_latency_ms)} |`,
    '',
  );
  const models = results.models.map((m) => `\`${escapeMarkdown(m).replace(/`/g, '')}\``).join(', ');
  lines.push(`Models: ${models}${results.judge ? ` · judge: \`${escapeMarkdown(results.judge).replace(/`/g, '')}\`` : ''}`, '');
  if (summary.skipped_asserts > 0) {
    lines.push(`> ${plural(summary.skipped_asserts, 'judged assertion')} skipped: no judge model configured (\`--judge-model\`).`, '');
  }
  const rows = failingRows(results.cases);
  if (rows.length > 0) {
    const max = options.maxRows ?? Infinity;
    const chars = options.excerptChars ?? 120;
    lines.push(`#### Failing cases (${rows.length})`, '');
    lines.push('| Case | Tags | Model | Status | Expected | Output | Reason |', '|---|---|---|---|---|---|---|');
    for (const { testCase, result } of rows.slice(0, max)) {
      lines.push(
        `| ${md(testCase.id, 60)} | ${testCase.tags.map((t) => md(t, 30)).join(', ')} | ${md(result.model, 60)} | ${result.status} | ${md(testCase.expected, chars)} | ${md(result.output, chars)} | ${md(reasonOf(result), chars)} |`,
      );
    }
    if (rows.length > max) lines.push('', `…and ${rows.length - max} more failing rows (see the results JSON).`);
    lines.push('');
  }
  return lines.join('\n');
}

export interface FailingRow {
  testCase: CaseResult;
  result: ModelResult;
}

/** Every (case, model) result that did not pass, errors first, then by file order. */
export function failingRows(cases: CaseResult[]): FailingRow[] {
  const rows = cases.flatMap((testCase) => testCase.results.filter((r) => r.status !== 'pass').map((result) => ({ testCase, result })));
  return rows.sort((a, b) => Number(b.result.status === 'error') - Number(a.result.status === 'error') || a.testCase.line - b.testCase.line);
}

export function reasonOf(result: ModelResult): string {
  if (result.error) return result.error;
  return result.asserts
    .filter((a) => a.status === 'fail' || a.status === 'error')
    .map((a) => `${a.type}: ${a.reason}`)
    .join('; ');
}
