// Setup errors as data (pure): the record of a model that could not be
// called at all, which results it caused, and the gate's one-line reason.
// Reports render them (src/report/setup.ts).
import type { AssertResult, ModelResult, Results, SetupError } from '../config/index.js';
import type { SetupFailure } from '../run/index.js';

export type WithSetup = Pick<Results, 'setup_errors'>;

const mentions = (text: string | null | undefined, e: Pick<SetupError, 'message'>) => text !== null && text !== undefined && text.includes(e.message);
const assertMentions = (asserts: AssertResult[], e: Pick<SetupError, 'message'>) => asserts.some((a) => mentions(a.reason, e));

/** True when the result's error, or one of its assertions' reasons, carries `message` (a run-wide stop such as a setup error or the cost cap). */
export function resultMentions(result: ModelResult, message: string): boolean {
  return mentions(result.error, { message }) || assertMentions(result.asserts, { message });
}

/** How many results of these cases carry `message` (the refusal of a run cap: the calls it kept from being made). */
export function resultsRefusedBy(cases: readonly { results: readonly ModelResult[] }[], message: string): number {
  let count = 0;
  for (const c of cases) for (const r of c.results) if (resultMentions(r, message)) count++;
  return count;
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
  'bad-endpoint': 'wrong endpoint',
  'no-quota': 'no quota or credit left',
};
export const setupKindText = (kind: string) => KIND_TEXT[kind] ?? kind;

/** What names the thing that failed. */
type Who = Pick<SetupError, 'model' | 'role' | 'kind'>;

/**
 * The record of a dataset whose resources (its database) could not be opened,
 * when `failure` says why: every result of it is an error, and no model was called.
 */
export function datasetSetupErrors(
  dataset: { name: string; kind: { resources?: { what: string; fix: string } } },
  failure: string | undefined,
  results: readonly ModelResult[],
): SetupError[] {
  const setup = dataset.kind.resources;
  if (failure === undefined || !setup) return [];
  const record: SetupError = {
    model: dataset.name,
    role: 'dataset',
    kind: setup.what,
    code: 'DatasetSetup',
    message: failure,
    fix: setup.fix,
    results: 0,
  };
  record.results = results.filter((r) => mentions(r.error, record)).length;
  return [record];
}

export const setupWho = (e: Who) => (e.role === 'judge' ? `the judge ${e.model}` : e.role === 'dataset' ? `the ${e.kind} of ${e.model}` : e.model);

/** What went wrong, in a few words: `bedrock:x could not be called (access denied)`, `the database of sql-pg could not be set up`; `escape` makes the names inert for a medium. */
export const setupFailure = (e: Who, escape: (text: string) => string = (text) => text) =>
  e.role === 'dataset'
    ? `${escape(setupWho(e))} could not be set up`
    : `${escape(setupWho(e))} could not be called (${escape(setupKindText(e.kind))})`;

/** One line for several: `a, b could not be called; the database of c could not be set up`. */
export function setupHeadline(errors: readonly SetupError[]): string {
  const called = errors.filter((e) => e.role !== 'dataset').map((e) => e.model);
  const setUp = errors.filter((e) => e.role === 'dataset').map(setupWho);
  return [
    ...(called.length > 0 ? [`${called.join(', ')} could not be called`] : []),
    ...(setUp.length > 0 ? [`${setUp.join(', ')} could not be set up`] : []),
  ].join('; ');
}

/** What the run did about it. */
export const setupConsequence = (e: Who) => (e.role === 'dataset' ? 'no model was called for its cases' : 'it is not called again in this run');

/** The gate's sentence: names the model and the kind, not the whole message (the report shows that once). */
export function setupGateReason(e: SetupError): string {
  return `setup: ${setupFailure(e)}; a configuration error, not a regression. Other rules are not applied until it is fixed.`;
}

/** Each distinct failure once across datasets (a model refused in the first dataset is refused in every one). */
export function distinctSetupErrors(all: readonly WithSetup[]): SetupError[] {
  const seen = new Map<string, SetupError>();
  for (const r of all) for (const e of r.setup_errors ?? []) if (!seen.has(`${e.role}:${e.model}`)) seen.set(`${e.role}:${e.model}`, e);
  return [...seen.values()];
}
