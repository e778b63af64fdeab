// Assertion values (and metric names) are nunjucks templates over the case's
// vars, as in promptfoo's runAssertion (src/assertions/index.ts): a string is
// rendered, so is each string of a list; objects, numbers and booleans are
// used as written. `file://` and `package:` values name code or files, which
// their own assertion types read, and are not rendered.
//
// The environment is promptfoo's getNunjucksEngine (src/util/templates.ts):
// no autoescaping, an unknown var renders as empty text, and the `load`
// filter parses JSON. One difference: promptfoo also offers the process's
// environment as `env`; here it does not, so that a dataset file cannot copy
// the runner's secrets into a reason that is published.
//
// A template is code: nunjucks compiles it to JavaScript, and unguarded,
// `{{ range.constructor("return process")() }}` reaches the process that
// renders it. So nunjucks is guarded (sandbox/template-guard.ts: no
// constructors, prototypes or accessors, no text pasted into the compiled
// source), and templates are rendered in the sandbox process
// (sandbox/host.ts), which holds none of the runner's variables and reads
// no file but nunjucks'. Here a template is only parsed, checked and
// compiled, which runs none of it.
import nunjucks from 'nunjucks';
import { answerValue, DEFAULT_SCRIPT_TIME_LIMIT_MS, ScriptNotFinishedError, SCRIPT_TIME_LIMIT_ENV } from '../sandbox/js.js';
import { sandboxRequest } from '../sandbox/host.js';
import { scriptRoot } from '../sandbox/script-path.js';
import { guardNunjucks, MEMBERS_ONLY, REFUSED_MEMBERS, type GuardedNunjucks } from '../sandbox/template-guard.js';

// Compiling is checked here too (template-guard.ts): a name pasted into the compiled source could otherwise run when it compiles.
guardNunjucks(nunjucks as unknown as GuardedNunjucks, REFUSED_MEMBERS, MEMBERS_ONLY);
const environment = new nunjucks.Environment(null, { autoescape: false, throwOnUndefined: false });
environment.addFilter('load', (text: string): unknown => JSON.parse(text));

const isReference = (s: string) => s.startsWith('file://') || s.startsWith('package:');
// Nunjucks tags all open with `{` ({{ }}, {% %}, {# #}); text without one renders as itself,
// so the per-case hot path skips the parse for the plain values most asserts have.
const hasTags = (s: string) => s.includes('{');

/** A promptfoo config's own nunjucks filters (nunjucksFilters): name to module, with the folder they may read. */
export interface TemplateFilters {
  /** Filter name to its module's absolute path. */
  files: Record<string, string>;
  /** The config's folder. */
  dir: string;
}

/**
 * Renders one template string; a template that does not parse or render, or
 * runs past the script time limit, throws. With the config's own filters it
 * renders where `file://` checks run (their modules are dataset code that
 * reads its repository), else in the evaluator, which reads nothing.
 */
export async function renderText(
  template: string,
  vars: Record<string, unknown>,
  timeLimitMs = DEFAULT_SCRIPT_TIME_LIMIT_MS,
  filters?: TemplateFilters,
): Promise<string> {
  if (!hasTags(template)) return template;
  const answer =
    filters && Object.keys(filters.files).length > 0
      ? await sandboxRequest({ kind: 'filtered-template', template, vars, filters: filters.files, root: scriptRoot(filters.dir), timeLimitMs })
      : await sandboxRequest({ kind: 'template', template, vars, timeLimitMs });
  if (answer.outcome === 'timeout') {
    throw new ScriptNotFinishedError(`template did not finish within the ${timeLimitMs} ms time limit (${SCRIPT_TIME_LIMIT_ENV})`);
  }
  return String(answerValue(answer, timeLimitMs));
}

/** Why a value's template does not parse (a text value, or a text item of a list), or null: found when the dataset loads. */
export function templateProblem(value: unknown): string | null {
  const texts = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && !isReference(v) && hasTags(v));
  for (const text of texts) {
    try {
      new nunjucks.Template(text, environment, undefined, true);
    } catch (error) {
      return `not a valid nunjucks template (${(error as Error).message.replace(/\s+/g, ' ').trim()})`;
    }
  }
  return null;
}

/** Whether rendering `value` could change it: a text, or a list holding one, with a template tag. */
export function usesVars(value: unknown): boolean {
  if (typeof value === 'string') return !isReference(value) && hasTags(value);
  return Array.isArray(value) && value.some((item: unknown) => typeof item === 'string' && !isReference(item) && hasTags(item));
}

/** An assertion's `value` as its handler sees it. */
export async function renderValue(value: unknown, vars: Record<string, unknown>, timeLimitMs = DEFAULT_SCRIPT_TIME_LIMIT_MS): Promise<unknown> {
  if (typeof value === 'string') return isReference(value) ? value : renderText(value, vars, timeLimitMs);
  if (Array.isArray(value)) {
    return Promise.all(value.map((item: unknown) => (typeof item === 'string' && !isReference(item) ? renderText(item, vars, timeLimitMs) : item)));
  }
  return value;
}

/** A metric's name; one that fails to render keeps its text, as promptfoo's renderMetricName does. */
export async function renderMetric(metric: string, vars: Record<string, unknown>, timeLimitMs = DEFAULT_SCRIPT_TIME_LIMIT_MS): Promise<string> {
  try {
    return await renderText(metric, vars, timeLimitMs);
  } catch {
    return metric;
  }
}
