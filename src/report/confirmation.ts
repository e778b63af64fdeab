// Confirmed regressions in words (pure): what was re-run, what it cost, and
// what held. The comment, the job summary and the terminal say the same.
import type { Summary } from '../config/index.js';
import { formatCost, plural } from '../base/index.js';

/**
 * "Re-runs: 2 failures re-run until decided, at most 15 times each (9 calls,
 * $0.0012): 1 held, 1 did not reproduce (flaky), 0 undecided."; null
 * without re-runs. A file from before the sequential test has no undecided count.
 */
export function confirmationSentence(summary: Pick<Summary, 'confirmation'>, prefix = 'Re-runs: '): string | null {
  const c = summary.confirmation;
  if (!c) return null;
  const held = `${c.confirmed} held`;
  const flaky = `${c.flaky} did not reproduce (flaky)`;
  const undecided = c.undecided === undefined ? '' : `, ${c.undecided} undecided`;
  const times = `${c.runs} ${c.runs === 1 ? 'time' : 'times'}`;
  const how =
    c.undecided === undefined ? `run ${c.runs} more ${c.runs === 1 ? 'time' : 'times'} each` : `re-run until decided, at most ${times} each`;
  return `${prefix}${plural(c.cases, 'failure')} ${how} (${plural(c.calls, 'call')}, ${formatCost(c.cost_usd)}): ${held}, ${flaky}${undecided}.`;
}
