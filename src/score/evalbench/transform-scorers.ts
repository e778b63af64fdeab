// EvalBench's transform-tooling scorers on an agent's run: dataform_compile
// (`dataform compile <project> --json`, Dataform's CLI from @dataform/cli),
// dbt_compile and dbt_run (`dbt compile` / `dbt run --project-dir <project>`).
// The project is the one the agent generated in its working folder, found as
// EvalBench finds it: the folder holding workflow_settings.yaml (Dataform) or
// dbt_project.yml (dbt), searched from the working folder (or `project_dir`).
// A pass is the tool's exit code 0; dbt documents 1 (a model or test failed)
// and 2 (dbt itself errored), both fails here with the output's tail. The tool
// runs as dataset code runs: the allow-listed environment, its own process
// group, a time limit (`timeout_seconds`, default 300) and a bounded output;
// and it is dataset code (dbt runs the project's Jinja macros and Python
// models, Dataform its JavaScript), refused on forks' runs
// (sandbox/dataset-code.ts). A
// missing command is an error row that names it and how to install it. What
// needs Google Cloud (dataform_run, dataform_cloud_compile, dataform_cloud_run)
// is refused by name when the dataset loads (config/run-scorers.ts).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { killGroup, spawnGroupFile } from '../../base/index.js';
import type { AssertResult } from '../../config/index.js';
import { datasetCodeEnv, findOnPath } from '../sandbox/environment.js';

export const TRANSFORM_SCORERS = ['dataform_compile', 'dbt_compile', 'dbt_run'] as const;
export type TransformScorerName = (typeof TRANSFORM_SCORERS)[number];

export interface TransformOptions {
  timeout_seconds?: number | null | undefined;
  project_dir?: string | null | undefined;
}

const DEFAULT_TIMEOUT_S = 300;
/** The output kept of a run: its tail, for the reason. */
const OUTPUT_TAIL_CHARS = 2000;
/** How deep and how wide the search for the project goes. */
const SEARCH_DEPTH = 4;
const SEARCH_DIRS = 2000;
const SKIPPED = new Set(['node_modules', '.git', 'target', 'dbt_packages', '.venv']);

const TOOLS: Record<TransformScorerName, { program: string; marker: string; args: (dir: string) => string[]; install: string }> = {
  dataform_compile: {
    program: 'dataform',
    marker: 'workflow_settings.yaml',
    args: (dir) => ['compile', dir, '--json'],
    install: 'npm install -g @dataform/cli',
  },
  dbt_compile: {
    program: 'dbt',
    marker: 'dbt_project.yml',
    args: (dir) => ['compile', '--project-dir', dir],
    install: 'pip install dbt-core and an adapter',
  },
  dbt_run: {
    program: 'dbt',
    marker: 'dbt_project.yml',
    args: (dir) => ['run', '--project-dir', dir],
    install: 'pip install dbt-core and an adapter',
  },
};

/** The program a transform scorer runs (`dbt`, `dataform`). */
export const transformProgram = (name: TransformScorerName): string => TOOLS[name].program;

/** The first folder (breadth first, bounded) under `root` holding `marker`, or null. */
export function findProject(root: string, marker: string): string | null {
  let level = [root];
  let seen = 0;
  for (let depth = 0; depth <= SEARCH_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    for (const dir of level) {
      if (++seen > SEARCH_DIRS) return null;
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      if (entries.some((e) => e.isFile() && e.name === marker)) return dir;
      for (const e of entries) if (e.isDirectory() && !SKIPPED.has(e.name)) next.push(path.join(dir, e.name));
    }
    level = next.sort();
  }
  return null;
}

/** Runs the tool; its exit code and the tail of what it printed. */
function runTool(
  file: string,
  args: string[],
  cwd: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<{ code: number | null; output: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawnGroupFile(file, args, { cwd, env: datasetCodeEnv() });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS * 4);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.stdin.end();
    let timedOut = false;
    const stop = () => killGroup(child);
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, timeoutMs);
    signal?.addEventListener('abort', stop, { once: true });
    const done = (code: number | null) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      killGroup(child);
      resolve({ code, output: output.slice(-OUTPUT_TAIL_CHARS).trim(), timedOut });
    };
    child.on('close', (code) => done(code));
    child.on('error', (error) => {
      output += error.message;
      done(null);
    });
  });
}

/** One scorer's row on the agent's working folder. */
export async function transformRow(
  name: TransformScorerName,
  options: TransformOptions,
  workdir: string,
  signal?: AbortSignal,
): Promise<AssertResult> {
  const tool = TOOLS[name];
  const error = (reason: string): AssertResult => ({ type: name, status: 'error', pass: null, score: null, reason });
  const fail = (reason: string): AssertResult => ({ type: name, status: 'fail', pass: false, score: 0, reason });
  const program = findOnPath(tool.program, datasetCodeEnv());
  if (!program) return error(`${name} needs the \`${tool.program}\` command on PATH, and there is none (${tool.install})`);
  const root = path.resolve(workdir, options.project_dir ?? '.');
  const exists = (() => {
    try {
      return statSync(root).isDirectory();
    } catch {
      return false;
    }
  })();
  if (!exists) return fail(`no folder ${root} to look for the project in`);
  const project = findProject(root, tool.marker);
  if (!project) return fail(`no ${tool.marker} under ${root}: the agent generated no project`);
  const timeoutMs = (options.timeout_seconds ?? DEFAULT_TIMEOUT_S) * 1000;
  const run = await runTool(program, tool.args(project), project, timeoutMs, signal);
  const shown = `${tool.program} ${tool.args(path.relative(root, project) || '.').join(' ')}`;
  if (run.timedOut) return fail(`${shown} did not finish within ${timeoutMs / 1000} s`);
  if (run.code === 0) return { type: name, status: 'pass', pass: true, score: 1, reason: `${shown} succeeded` };
  const why =
    tool.program === 'dbt' && run.code === 2 ? ' (dbt itself errored)' : tool.program === 'dbt' && run.code === 1 ? ' (a model or test failed)' : '';
  return fail(`${shown} exited with code ${String(run.code)}${why}: ${run.output}`);
}

/** The transform scorers the dataset enables, in EvalBench's order. */
export async function runTransformScorers(
  scorers: Record<string, unknown> | null | undefined,
  workdir: string,
  signal?: AbortSignal,
): Promise<AssertResult[]> {
  const rows: AssertResult[] = [];
  for (const name of TRANSFORM_SCORERS) {
    if (!scorers || !Object.hasOwn(scorers, name)) continue;
    rows.push(await transformRow(name, scorers[name] ?? {}, workdir, signal));
  }
  return rows;
}
