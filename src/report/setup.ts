// Setup errors in reports (pure): said once, whole, ahead of everything else,
// and the results they caused kept out of the case tables, which would
// otherwise repeat one message for every case.
import type { SetupError } from '../config/results.js';
import { setupKindText, setupWho, type WithSetup } from '../results/setup-errors.js';
import { escapeMarkdown, oneLine } from '../base/escape.js';
import { plural } from '../base/format.js';

/** The log line: everything a reader needs, whole (the caller makes it inert for its medium). */
export function setupLogText(e: Pick<SetupError, 'model' | 'role' | 'kind' | 'message' | 'fix'>): string {
  const fix = e.message.includes(e.fix) ? '' : `\nFix: ${e.fix}`;
  return `Setup error, not a regression: ${setupWho(e as SetupError)} could not be called (${setupKindText(e.kind)}); it is not called again in this run.\n${e.message}${fix}`;
}

export function setupMarkdown(results: WithSetup): string[] {
  const lines: string[] = [];
  for (const e of results.setup_errors ?? []) {
    lines.push(
      `> [!CAUTION]`,
      // An empty quote line between them: each is its own paragraph, not one run-on line.
      `> **Setup error, not a regression**: ${escapeMarkdown(setupWho(e))} could not be called (${escapeMarkdown(setupKindText(e.kind))}).`,
      '>',
      `> ${escapeMarkdown(e.message)}`,
    );
    if (!e.message.includes(e.fix)) lines.push('>', `> **Fix**: ${escapeMarkdown(e.fix)}`);
    lines.push(
      '>',
      `> ${plural(e.results, 'result')} of this dataset ${e.results === 1 ? 'is an error' : 'are errors'} because of it; it was not called again.`,
      '',
    );
  }
  return lines;
}

export function setupText(results: WithSetup): string[] {
  const lines: string[] = [];
  for (const e of results.setup_errors ?? []) {
    lines.push(
      `  setup error (not a regression): ${oneLine(setupWho(e))} could not be called (${setupKindText(e.kind)})`,
      `    ${oneLine(e.message)}`,
    );
    if (!e.message.includes(e.fix)) lines.push(`    fix: ${oneLine(e.fix)}`);
    lines.push(
      `    ${plural(e.results, 'result')} of this dataset ${e.results === 1 ? 'is an error' : 'are errors'} because of it; it was not called again.`,
    );
  }
  return lines;
}
