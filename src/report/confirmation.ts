// Confirmed regressions in words (pure): what was re-run, what it cost, and
// what held. The comment, the job summary and the terminal say the same.
import type { Summary } from '../config/index.js';
import { formatCost, plural } from '../base/index.js';

/** "Re-runs: 2 failures run 2 more times each (4 calls, $0.0012): 1 held, 1 did not reproduce (flaky)."; null without re-runs. */
export function confirmationSentence(summary: Pick<Summary, 'confirmation'>, prefix = 'Re-runs: '): string | null {
  const c = summary.confirmation;
  if (!c) return null;
  const held = `${c.confirmed} held`;
  const flaky = `${c.flaky} did not reproduce (flaky)`;
  return `${prefix}${plural(c.cases, 'failure')} run ${c.runs} more ${c.runs === 1 ? 'time' : 'times'} each (${plural(c.calls, 'call')}, ${formatCost(c.cost_usd)}): ${held}, ${flaky}.`;
}
