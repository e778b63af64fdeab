// Setup errors in reports (pure): said once, whole, ahead of everything else,
// and the results they caused kept out of the case tables, which would
// otherwise repeat one message for every case.
import type { AssertResult, ModelResult, Results, SetupError } from '../config/results.js';
import type { SetupFailure } from '../run/setup-circuit.js';
import { escapeMarkdown, oneLine } from '../base/escape.js';
import { plural } from '../base/format.js';

type WithSetup = Pick<Results, 'setup_errors'>;

const mentions = (text: string | null | undefined, e: Pick<SetupError, 'message'>) => text !== null && text !== undefined && text.includes(e.message);
const assertMentions = (asserts: AssertResult[], e: Pick<SetupError, 'message'>) => asserts.some((a) => mentions(a.reason, e));

/** True when the result's error, or one of its assertions' reasons, carries `message` (a run-wide stop such as a setup error or the cost cap). */
export function resultMentions(result: ModelResult, message: string): boolean {
  return mentions(result.error, { message }) || assertMentions(result.asserts, { message });
}

/** The setup error behind a result, if any. */
export function setupErrorOf(results: WithSetup, result: ModelResult): SetupError | undefined {
  return results.setup_errors?.find((e) => mentions(result.error, e) || assertMentions(result.asserts, e));
}

/** The results JSON's record of one tripped circuit, counting this dataset's results it caused. */
export function toSetupError(failure: SetupFailure, role: SetupError['role'], results: readonly ModelResult[]): SetupError {
  const record: SetupError = {
    model: failure.model,
    role,
    kind: failure.problem.kind,
    code: failure.code,
    message: failure.message,
    fix: failure.problem.fix,
    results: 0,
  };
  record.results = results.filter((r) => mentions(r.error, record) || assertMentions(r.asserts, record)).length;
  return record;
}

const KIND_TEXT: Record<string, string> = {
  'needs-inference-profile': 'needs an inference profile',
  'access-denied': 'access denied',
  'unknown-model': 'unknown model',
  'bad-credentials': 'credentials refused',
  'no-credentials': 'no credentials',
  'bad-region': 'bad region or endpoint',
  'no-region': 'no region',
};
export const setupKindText = (kind: string) => KIND_TEXT[kind] ?? kind;

const who = (e: SetupError) => (e.role === 'judge' ? `the judge ${e.model}` : e.model);

/** The gate's sentence: names the model and the kind, not the whole message (the report shows that once). */
export function setupGateReason(e: SetupError): string {
  return `setup: ${who(e)} could not be called (${setupKindText(e.kind)}); a configuration error, not a regression. Other rules are not applied until it is fixed.`;
}

/** The log line: everything a reader needs, whole (the caller makes it inert for its medium). */
export function setupLogText(e: Pick<SetupError, 'model' | 'role' | 'kind' | 'message' | 'fix'>): string {
  const fix = e.message.includes(e.fix) ? '' : `\nFix: ${e.fix}`;
  return `Setup error, not a regression: ${who(e as SetupError)} could not be called (${setupKindText(e.kind)}); it is not called again in this run.\n${e.message}${fix}`;
}

export function setupMarkdown(results: WithSetup): string[] {
  const lines: string[] = [];
  for (const e of results.setup_errors ?? []) {
    lines.push(
      `> [!CAUTION]`,
      // An empty quote line between them: each is its own paragraph, not one run-on line.
      `> **Setup error, not a regression**: ${escapeMarkdown(who(e))} could not be called (${escapeMarkdown(setupKindText(e.kind))}).`,
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
    lines.push(`  setup error (not a regression): ${oneLine(who(e))} could not be called (${setupKindText(e.kind)})`, `    ${oneLine(e.message)}`);
    if (!e.message.includes(e.fix)) lines.push(`    fix: ${oneLine(e.fix)}`);
    lines.push(
      `    ${plural(e.results, 'result')} of this dataset ${e.results === 1 ? 'is an error' : 'are errors'} because of it; it was not called again.`,
    );
  }
  return lines;
}

/** Each distinct failure once across datasets (a model refused in the first dataset is refused in every one). */
export function distinctSetupErrors(all: readonly WithSetup[]): SetupError[] {
  const seen = new Map<string, SetupError>();
  for (const r of all) for (const e of r.setup_errors ?? []) if (!seen.has(`${e.role}:${e.model}`)) seen.set(`${e.role}:${e.model}`, e);
  return [...seen.values()];
}
