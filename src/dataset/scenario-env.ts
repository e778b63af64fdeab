// What a scenario's `env` and `work_dir` may be (EvalBench evalsets, and
// agent cases that carry them), and what picks an evalset's scenarios: read
// by the agent kind and the run on every agent dataset, so kept apart from
// the evalset reader (./evalset/), which loads only when an evalset is run.
import path from 'node:path';
import type { DatasetIssue } from '../base/index.js';
import type { JsonlRecord } from './jsonl.js';

/** What picks an evalset's scenarios (--scenario, --scenario-pattern), as EvalBench's run config's `scenarios` and `scenario_pattern`. */
export interface ScenarioSelection {
  ids?: readonly string[] | undefined;
  pattern?: string | undefined;
}

export interface EvalsetOptions {
  /** The variables `${VAR}` reads (the environment, read by the front end). */
  variables?: Readonly<Record<string, string | undefined>> | undefined;
  scenarios?: ScenarioSelection | undefined;
}

/** Variables a scenario's `env` may not set: the runner's credentials, where programs are found, the runner's own. */
const REFUSED_ENV =
  /^(PATH|HOME|LD_[A-Z_]*|DYLD_[A-Z_]*|NODE_OPTIONS|PYTHON(PATH|HOME|STARTUP)|BASH_ENV|ENV|SHELL|IFS|(GITHUB|RUNNER|ACTIONS|AWS|AZURE|GOOGLE|OPENAI|ANTHROPIC|GEMINI|SUPEREVAL)_[A-Z0-9_]*|[A-Z0-9_]*(TOKEN|SECRET|PASSWORD|API_KEY|CREDENTIALS?)[A-Z0-9_]*)$/;

/** The folder a scenario's work_dir names inside `dir`, or null when it would leave it. */
export function workDirIn(dir: string, workDir: unknown): string | null {
  if (typeof workDir !== 'string' || path.isAbsolute(workDir)) return null;
  const resolved = path.resolve(dir, workDir);
  const relative = path.relative(path.resolve(dir), resolved);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : resolved;
}

/** A scenario's (or an agent case's) env: variables for the agent, none a credential, PATH or the runner's own. */
export function envProblems(env: unknown): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (env === undefined || env === null) return problems;
  if (typeof env !== 'object' || Array.isArray(env)) return [{ field: 'env', message: 'expected an object of variable names and string values' }];
  for (const [name, v] of Object.entries(env)) {
    if (REFUSED_ENV.test(name.toUpperCase()))
      problems.push({
        field: `env.${name}`,
        message: "may not be set by a scenario: credentials, PATH and the runner's variables come from the runner only",
      });
    else if (typeof v !== 'string') problems.push({ field: `env.${name}`, message: 'expected a string' });
  }
  return problems;
}

/** Reads an evalset's scenarios as case records (src/dataset/evalset/), handed to the loader by the app, which loads the reader only when it is called. */
export type EvalsetReader = (
  text: string,
  file: string,
  options: EvalsetOptions,
) => Promise<{ records: JsonlRecord[]; issues: DatasetIssue[]; warnings: DatasetIssue[] }>;
