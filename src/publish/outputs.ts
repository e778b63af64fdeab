// Step outputs from a typed object, every value turned into text the same
// way: numbers in plain decimal (never exponent notation), booleans as
// `true`/`false`, null as the empty string.
import * as core from '@actions/core';
import { secretScrubber } from '../base/index.js';

export type OutputValue = string | number | boolean | null;

/** The action's outputs, named as in action.yml. */
export type ActionOutputs = {
  passed: boolean;
  'pass-rate': number | null;
  regressions: number;
  fixed: number;
  errors: number;
  /** Models and judge, reused results included. */
  'cost-usd': number | null;
  'model-cost-usd': number | null;
  'judge-cost-usd': number | null;
  /** Spent by this run's calls: reused results count 0. */
  'spent-usd': number | null;
  /** Answers taken from the baseline without a call (answer reuse, or whole results reused). */
  'reused-answers': number;
  /** The models' answers this run called for: every answer but the reused ones. */
  calls: number;
  'p95-latency-ms': number | null;
  'baseline-found': boolean;
  'baseline-key': string | null;
  /** Empty when no results file was written. */
  'results-path': string | null;
  'comment-url': string | null;
  skipped: boolean;
  'setup-error': boolean;
  /** JSON: one verdict per dataset (src/report/step-outputs.ts). */
  datasets: string;
  /** JSON: [{dataset, id, model}] of the regressed cases. */
  'regressed-cases': string;
  /** The report as markdown, written to a file in output-dir. */
  'summary-path': string | null;
  /** The HTML report of every case, in output-dir; null when none was written. */
  'report-path': string | null;
  /** The report's artifact on GitHub; null when it was not uploaded. */
  'report-url': string | null;
  /** Stop-early stopped calling models for some dataset. */
  'stopped-early': boolean;
};

export function setStepOutputs(outputs: Readonly<Record<string, OutputValue>>): void {
  // Format everything first, so a bad value sets none rather than some.
  const scrub = secretScrubber().text;
  const formatted = Object.entries(outputs).map(([name, value]) => [name, scrub(formatOutputValue(value, name))] as const);
  for (const [name, text] of formatted) core.setOutput(name, text);
}

export function formatOutputValue(value: OutputValue, name = 'value'): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`output ${name}: ${value} is not a finite number`);
    return plainDecimal(value);
  }
  return value;
}

/** The shortest round-tripping digits of `n`, written without an exponent. */
export function plainDecimal(n: number): string {
  const s = String(n);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!m) return s;
  const [, sign = '', lead = '', frac = '', expText = '0'] = m;
  const digits = lead + frac;
  const exp = Number(expText);
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  const intLen = exp + 1;
  if (digits.length <= intLen) return sign + digits + '0'.repeat(intLen - digits.length);
  return `${sign}${digits.slice(0, intLen)}.${digits.slice(intLen)}`;
}
