// The gate: a pure function of the results (and, later, the baseline) and the
// thresholds. Each reason is one sentence naming the threshold, the limit and
// the measured value.
import type { Gate, Summary } from '../config/results.js';
import type { ResolvedThresholds } from '../config/thresholds.js';

export interface GateInput {
  summary: Summary;
  thresholds: ResolvedThresholds;
}

export function evaluateGate({ summary, thresholds }: GateInput): Gate {
  const reasons: string[] = [];
  if (summary.total > 0 && summary.pass_rate < thresholds.pass_rate) {
    reasons.push(
      `pass_rate: ${formatPct(summary.pass_rate)} of cases passed (${summary.passed}/${summary.total}), below the required ${formatPct(thresholds.pass_rate)}.`,
    );
  }
  return { passed: reasons.length === 0, reasons };
}

export function formatPct(x: number): string {
  return `${(x * 100).toFixed(1).replace(/\.0$/, '')}%`;
}
