// EvalBench's agentic evalsets, read unchanged (its docs/configs/agentic-dataset-config.md):
// one JSON object `{"scenarios": [...]}`, each scenario a conversation to hold
// with the agent (starting_prompt, conversation_plan, expected_trajectory,
// max_turns, env, kind, work_dir, binary_rubric, expected_skills), plus
// supereval's agent-case fields (a `tools` block of mock responses, tags,
// expected, assert). `${VAR}` in any string is expanded from the environment
// at load. Each scenario becomes an agent case; the agent kind runs it as a
// conversation with a simulated user (src/agents/conversation.ts).
import path from 'node:path';
import type { DatasetIssue } from '../../base/index.js';
import { envProblems, workDirIn, type EvalsetOptions, type ScenarioSelection } from '../scenario-env.js';
import type { JsonlRecord } from '../jsonl.js';
import { parseJsonArray } from '../json-array.js';

/** Variables an evalset may not read: credentials would go into prompts sent to models, and into the results. */
const CREDENTIAL_VARIABLE =
  /^((GITHUB|ACTIONS|AWS|AZURE|GOOGLE|OPENAI|ANTHROPIC|GEMINI)_[A-Z0-9_]*|[A-Z0-9_]*(TOKEN|SECRET|PASSWORD|API_KEY|CREDENTIALS?|PRIVATE_KEY)[A-Z0-9_]*)$/;

/** The longest a string may grow to by expansion: far above any prompt, far below what would exhaust memory. */
const MAX_EXPANDED_CHARS = 1_000_000;

/** Whether a parsed JSON value is an EvalBench evalset: its `scenarios` hold `starting_prompt`s (a promptfoo config's hold `config` lists). */
export function isEvalset(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const scenarios = (value as Record<string, unknown>)['scenarios'];
  return (
    Array.isArray(scenarios) &&
    scenarios.length > 0 &&
    scenarios.every((s) => typeof s === 'object' && s !== null && typeof (s as Record<string, unknown>)['starting_prompt'] === 'string')
  );
}

/** Whether the text is an evalset (a JSON text only; a promptfoo config in YAML never is). */
export function isEvalsetText(text: string): boolean {
  try {
    return isEvalset(JSON.parse(text.replace(/^\uFEFF/, '')));
  } catch {
    return false;
  }
}

/** Whether `id` matches a glob of `*` (any run) and `?` (one character): no regex, linear in practice. */
export function globMatches(pattern: string, id: string): boolean {
  let p = 0;
  let s = 0;
  let star = -1;
  let mark = 0;
  while (s < id.length) {
    if (p < pattern.length && (pattern[p] === '?' || pattern[p] === id[s])) {
      p++;
      s++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      mark = s;
    } else if (star >= 0) {
      p = star + 1;
      s = ++mark;
    } else return false;
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}

/**
 * The evalset's scenarios as agent case records, each with the line its
 * object starts on; problems (not an evalset, an unresolved `${VAR}`, an env
 * that would set a credential or PATH, a work_dir outside the folder) all at once.
 */
export function evalsetRecords(
  text: string,
  file: string,
  options: EvalsetOptions = {},
): { records: JsonlRecord[]; issues: DatasetIssue[]; warnings: DatasetIssue[]; expanded: boolean } {
  const issues: DatasetIssue[] = [];
  const warnings: DatasetIssue[] = [];
  const source = text.replace(/^\uFEFF/, '');
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    return { records: [], issues: [{ file, field: '(json)', message: `invalid JSON: ${(error as Error).message}` }], warnings, expanded: false };
  }
  if (!isEvalset(value)) {
    return {
      expanded: false,
      records: [],
      issues: [{ file, field: 'scenarios', message: 'expected {"scenarios": [...]}, each scenario with a starting_prompt' }],
      warnings,
    };
  }
  // The scenarios' lines: the array's elements, read where the array sits in the text.
  const at = source.indexOf('[', source.search(/"scenarios"\s*:/));
  const before = source.slice(0, at).split('\n').length - 1;
  const lines = parseJsonArray(source.slice(at, arrayEnd(source, at) + 1), file).records.map((r) => r.line + before);
  const scenarios = (value as { scenarios: Record<string, unknown>[] }).scenarios;
  const selection = options.scenarios ?? {};
  const records: JsonlRecord[] = [];
  scenarios.forEach((scenario, index) => {
    const line = lines[index] ?? 1;
    const id = typeof scenario['id'] === 'string' || typeof scenario['id'] === 'number' ? String(scenario['id']) : `scenario ${index + 1}`;
    if (!selected(id, selection)) return;
    const where = { file, line };
    const expanded = expandVariables(scenario, options.variables ?? {}, (variable, field) =>
      issues.push({
        ...where,
        field: `scenarios[${index}].${field}`,
        message: CREDENTIAL_VARIABLE.test(variable.toUpperCase())
          ? `\${${variable}} names a credential, which an evalset may not read (scenario "${id}")`
          : `\${${variable}} is not set (scenario "${id}")`,
      }),
    ) as Record<string, unknown>;
    for (const problem of scenarioProblems(expanded, path.dirname(file)))
      issues.push({ ...where, field: `scenarios[${index}].${problem.field}`, message: problem.message });
    records.push({ line, value: scenarioCase(expanded), numberText: () => undefined });
  });
  if (records.length === 0 && (selection.ids?.length || selection.pattern !== undefined)) {
    warnings.push({ file, field: 'scenarios', message: `no scenario matches ${describeSelection(selection)}` });
  }
  // Whether any ${VAR} was read: the scenarios then differ from the file's bytes.
  return { records, issues, warnings, expanded: /\$\{[A-Za-z_]/.test(source) };
}

/** Where the array opened at `start` closes (strings skipped). */
function arrayEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return text.length - 1;
}

function selected(id: string, selection: ScenarioSelection): boolean {
  const { ids = [], pattern } = selection;
  if (ids.length === 0 && pattern === undefined) return true;
  return ids.includes(id) || (pattern !== undefined && globMatches(pattern, id));
}

function describeSelection(selection: ScenarioSelection): string {
  const parts = [
    ...(selection.ids ?? []).map((id) => `--scenario ${id}`),
    ...(selection.pattern !== undefined ? [`--scenario-pattern ${selection.pattern}`] : []),
  ];
  return parts.join(', ');
}

/** A scenario as an agent case line: starting_prompt is the task; EvalBench's max_turns defaults to 1. */
function scenarioCase(scenario: Record<string, unknown>): Record<string, unknown> {
  const { starting_prompt: task, max_turns: maxTurns, input, ...rest } = scenario;
  return {
    ...rest,
    input: { ...(typeof input === 'object' && input !== null ? input : {}), task },
    max_turns: maxTurns ?? 1,
    // The plan the simulated user follows; a scenario without one is told its starting prompt.
    conversation_plan: scenario['conversation_plan'] ?? task,
  };
}

/** A scenario's env (no credential, PATH or runner variable) and work_dir (inside the evalset's folder). */
function scenarioProblems(scenario: Record<string, unknown>, dir: string): { field: string; message: string }[] {
  const problems = envProblems(scenario['env']);
  const workDir = scenario['work_dir'];
  if (workDir !== undefined && workDir !== null && workDirIn(dir, workDir) === null)
    problems.push({ field: 'work_dir', message: `must be a folder inside the evalset's folder, given relative to it` });
  return problems;
}

/** Expands `${VAR}` in every string of a value (keys stay as written); an unset variable is reported, and left as written. */
export function expandVariables(
  value: unknown,
  variables: Readonly<Record<string, string | undefined>>,
  unset: (variable: string, field: string) => void,
  field = '',
): unknown {
  if (typeof value === 'string') {
    if (!value.includes('${')) return value;
    const out = value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]{0,127})\}/g, (whole, name: string) => {
      const v = CREDENTIAL_VARIABLE.test(name.toUpperCase()) ? undefined : variables[name];
      if (v === undefined) {
        unset(name, field || '(value)');
        return whole;
      }
      return v;
    });
    return out.length > MAX_EXPANDED_CHARS ? out.slice(0, MAX_EXPANDED_CHARS) : out;
  }
  if (Array.isArray(value)) return value.map((v, i) => expandVariables(v, variables, unset, `${field}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = expandVariables(v, variables, unset, field ? `${field}.${k}` : k);
    return out;
  }
  return value;
}
