// Job summary and step outputs through the real @actions/core, writing the
// runner's files (GITHUB_STEP_SUMMARY, GITHUB_OUTPUT) in a temp dir.
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { JOB_SUMMARY_MAX_BYTES } from '../../src/report/limits.js';
import { formatOutputValue, plainDecimal, setStepOutputs } from '../../src/publish/outputs.js';
import type { ActionOutputs } from '../../src/publish/outputs.js';
import { SUMMARY_TRUNCATION_NOTE, writeJobSummary } from '../../src/publish/summary.js';
import { useRunnerFiles } from '../helpers/runner-files.js';

const files = useRunnerFiles('supereval-core-test-');

describe('writeJobSummary', () => {
  it('appends the markdown as is when it fits', async () => {
    const md = '# supereval\n\n| case | status |\n| --- | --- |\n| a | ✅ |\n';
    const result = await writeJobSummary(md, files.summaryFile);
    expect(result).toEqual({ written: true, bytes: Buffer.byteLength(md), truncated: false });
    expect(await readFile(files.summaryFile, 'utf8')).toBe(md);
  });

  it('cuts at 1 MiB with a note, counting what the step already wrote', async () => {
    await writeFile(files.summaryFile, 'earlier output\n');
    const md = '€'.repeat(JOB_SUMMARY_MAX_BYTES); // 3 bytes each: three times the limit
    const result = await writeJobSummary(md, files.summaryFile);
    expect(result).toMatchObject({ written: true, truncated: true });
    const file = await readFile(files.summaryFile);
    expect(file.length).toBeLessThanOrEqual(JOB_SUMMARY_MAX_BYTES);
    expect(file.length).toBeGreaterThan(JOB_SUMMARY_MAX_BYTES - 3);
    const text = file.toString('utf8');
    expect(text.startsWith('earlier output\n€€')).toBe(true);
    expect(text.endsWith(SUMMARY_TRUNCATION_NOTE)).toBe(true);
    expect(text).not.toContain('\uFFFD');
  });

  it('reports a missing summary file instead of throwing', async () => {
    const result = await writeJobSummary('# report', null);
    expect(result.written).toBe(false);
    if (result.written) throw new Error('expected a failure');
    expect(result.reason).toContain('GITHUB_STEP_SUMMARY');
  });
});

describe('setStepOutputs', () => {
  it('writes every output, formatted one way', async () => {
    const outputs: ActionOutputs = {
      passed: false,
      'pass-rate': 0.875,
      regressions: 2,
      fixed: 0,
      errors: 1,
      'cost-usd': 1.2e-7,
      'model-cost-usd': 1e-7,
      'judge-cost-usd': 2e-8,
      'spent-usd': 0,
      'reused-answers': 38,
      calls: 4,
      'p95-latency-ms': null,
      'baseline-found': true,
      'baseline-key': 'supereval-v1-faq-m-0123456789abcdef-42',
      'results-path': 'out/results.json',
      'comment-url': null,
      skipped: false,
      'setup-error': false,
      datasets: '[{"name":"faq"}]',
      'regressed-cases': '[]',
      'summary-path': null,
      'report-path': 'out/report.html',
      'report-url': null,
      'stopped-early': true,
    };
    setStepOutputs(outputs);
    expect(await files.readOutputs()).toEqual({
      passed: 'false',
      'pass-rate': '0.875',
      regressions: '2',
      fixed: '0',
      errors: '1',
      'cost-usd': '0.00000012',
      'model-cost-usd': '0.0000001',
      'judge-cost-usd': '0.00000002',
      'spent-usd': '0',
      'reused-answers': '38',
      calls: '4',
      'p95-latency-ms': '',
      'baseline-found': 'true',
      'baseline-key': 'supereval-v1-faq-m-0123456789abcdef-42',
      'results-path': 'out/results.json',
      'comment-url': '',
      'setup-error': 'false',
      datasets: '[{"name":"faq"}]',
      'regressed-cases': '[]',
      'summary-path': '',
      'report-path': 'out/report.html',
      'report-url': '',
      skipped: 'false',
      'stopped-early': 'true',
    });
  });

  it('sets nothing when one value is not a finite number', async () => {
    expect(() => setStepOutputs({ passed: true, 'pass-rate': Number.NaN })).toThrow(/pass-rate/);
    expect(await readFile(files.outputFile, 'utf8')).toBe('');
  });
});

describe('formatOutputValue', () => {
  it('writes numbers in plain decimal', () => {
    expect(plainDecimal(1e21)).toBe('1000000000000000000000');
    expect(plainDecimal(-2.5e-9)).toBe('-0.0000000025');
    expect(plainDecimal(1.5e22)).toBe('15000000000000000000000');
    expect(plainDecimal(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(formatOutputValue(-0)).toBe('0');
    expect(formatOutputValue('')).toBe('');
  });
});
