// Setup errors in reports (pure): said once, whole, ahead of everything else,
// and the results they caused kept out of the case tables, which would
// otherwise repeat one message for every case.
import type { SetupError } from '../config/index.js';
import { setupConsequence, setupFailure, type WithSetup } from '../results/index.js';
import { escapeMarkdown, oneLine, plural } from '../base/index.js';

/** The log line: everything a reader needs, whole (the caller makes it inert for its medium). */
export function setupLogText(e: Pick<SetupError, 'model' | 'role' | 'kind' | 'message' | 'fix'>): string {
  const fix = e.message.includes(e.fix) ? '' : `\nFix: ${e.fix}`;
  return `Setup error, not a regression: ${setupFailure(e)}; ${setupConsequence(e)}.\n${e.message}${fix}`;
}

/** How many results it made errors, and what the run did about it. */
const resultsLine = (e: SetupError) =>
  `${plural(e.results, 'result')} of this dataset ${e.results === 1 ? 'is an error' : 'are errors'} because of it; ${e.role === 'dataset' ? 'no model was called' : 'it was not called again'}.`;

export function setupMarkdown(results: WithSetup): string[] {
  const lines: string[] = [];
  for (const e of results.setup_errors ?? []) {
    lines.push(
      `> [!CAUTION]`,
      // An empty quote line between them: each is its own paragraph, not one run-on line.
      `> **Setup error, not a regression**: ${setupFailure(e, escapeMarkdown)}.`,
      '>',
      `> ${escapeMarkdown(e.message)}`,
    );
    if (!e.message.includes(e.fix)) lines.push('>', `> **Fix**: ${escapeMarkdown(e.fix)}`);
    lines.push('>', `> ${resultsLine(e)}`, '');
  }
  return lines;
}

export function setupText(results: WithSetup): string[] {
  const lines: string[] = [];
  for (const e of results.setup_errors ?? []) {
    lines.push(`  setup error (not a regression): ${setupFailure(e, oneLine)}`, `    ${oneLine(e.message)}`);
    if (!e.message.includes(e.fix)) lines.push(`    fix: ${oneLine(e.fix)}`);
    lines.push(`    ${resultsLine(e)}`);
  }
  return lines;
}
