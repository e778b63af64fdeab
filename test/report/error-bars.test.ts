// The summary row's Δ with its interval, and the text report's line, from a
// frozen real run (test/golden/inputs/regressions.json) given other paired differences.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PairedDifference } from '../../src/config/comparison.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import type { EvalResults } from '../../src/results/results.js';

const run = JSON.parse(readFileSync(new URL('../golden/inputs/regressions.json', import.meta.url), 'utf8')) as EvalResults;

function withDifference(paired_difference: PairedDifference | undefined): EvalResults {
  const comparison = { ...(run.comparison as NonNullable<EvalResults['comparison']>), paired: 20 };
  if (paired_difference) comparison.paired_difference = paired_difference;
  else delete comparison.paired_difference;
  return { ...run, comparison };
}

const summaryRow = (markdown: string) => markdown.split('\n').find((l) => l.startsWith('| 62.5%')) ?? '';

describe('the change with its interval', () => {
  const drop = { mean: -0.2, standard_error: 0.0643, ci_low: -0.326, ci_high: -0.074, clusters: 5 };
  const noise = { mean: -0.2, standard_error: 0.164, ci_low: -0.522, ci_high: 0.122, clusters: 20 };

  it('marks an interval that excludes zero with ✱, says so in the legend, and counts clusters fewer than the cases', () => {
    const markdown = renderMarkdown(withDifference(drop));
    expect(summaryRow(markdown)).toContain('| -20 pts [-32.6, -7.4] ✱ |');
    expect(markdown).toContain("Δ's 95% interval (5 clusters) excludes 0 (✱)");
    expect(renderText(withDifference(drop))).toContain(
      '  change over 20 paired cases: -20 pts [-32.6, -7.4] (95% interval, 5 clusters; excludes zero)',
    );
  });

  it('leaves an interval across zero unmarked, and names no clusters when each case is its own', () => {
    const markdown = renderMarkdown(withDifference(noise));
    expect(summaryRow(markdown)).toContain('| -20 pts [-52.2, 12.2] |');
    expect(markdown).toContain("Δ's 95% interval includes 0;");
    expect(renderText(withDifference(noise))).toContain('-20 pts [-52.2, 12.2] (95% interval; includes zero: within the noise)');
  });

  it('an older comparison without one keeps the plain change', () => {
    const markdown = renderMarkdown(withDifference(undefined));
    expect(summaryRow(markdown)).toContain('| -12.5 points |');
    expect(markdown).not.toContain('✱');
    expect(renderText(withDifference(undefined))).not.toContain('change over');
  });
});
