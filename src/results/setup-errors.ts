// Setup errors as data (pure): the record of a model that could not be
// called at all, which results it caused, and the gate's one-line reason.
// Reports render them (src/report/setup.ts).
import type { AssertResult, ModelResult, Results, SetupError } from '../config/results.js';
import type { SetupFailure } from '../run/setup-circuit.js';

export type WithSetup = Pick<Results, 'setup_errors'>;

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

export const setupWho = (e: SetupError) => (e.role === 'judge' ? `the judge ${e.model}` : e.model);

/** The gate's sentence: names the model and the kind, not the whole message (the report shows that once). */
export function setupGateReason(e: SetupError): string {
  return `setup: ${setupWho(e)} could not be called (${setupKindText(e.kind)}); a configuration error, not a regression. Other rules are not applied until it is fixed.`;
}

/** Each distinct failure once across datasets (a model refused in the first dataset is refused in every one). */
export function distinctSetupErrors(all: readonly WithSetup[]): SetupError[] {
  const seen = new Map<string, SetupError>();
  for (const r of all) for (const e of r.setup_errors ?? []) if (!seen.has(`${e.role}:${e.model}`)) seen.set(`${e.role}:${e.model}`, e);
  return [...seen.values()];
}
