// The CLI: argv -> the same core the action uses -> report on stdout, exit code.
// Exit codes: 0 every gate passed, 1 a gate blocked, 2 usage or input error
// (or a file that could not be written), 3 an unexpected internal error, 4 a
// setup error (a model or the judge could not be called at all), 130
// interrupted (SIGINT), 143 terminated (SIGTERM).
import { readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { gitSource } from './git-source.js';
import { readPlannedBaseline, writePlannedBaseline } from '../baseline/apply.js';
import { cliBaselinePlan } from '../baseline/policy.js';
import { safeFileName } from '../baseline/file.js';
import type { EvalResults } from '../results/results.js';
import { encodeResultsFileChunks } from '../results/results-file.js';
import { DURATION_MS, FRACTION, numberProblem, POSITIVE_INT, TRIALS, USD, type NumberRule } from '../config/numbers.js';
import { appendAll } from '../base/arrays.js';
import { DatasetError, formatIssue, listedIssues, moreProblems, moreWarnings } from '../base/errors.js';
import { expandDatasetPaths } from '../dataset/patterns.js';
import { WriteError, writeFileAtomic } from '../base/write-file.js';
import {
  DEFAULT_SAMPLE_SEED,
  SAMPLE_SIZE_RULE,
  isFullSelection,
  parseSampleSize,
  parseTagList,
  selectDatasets,
  type CaseSelection,
} from '../dataset/select.js';
import { parseShard } from '../dataset/shard.js';
import { mergeCommand } from './merge.js';
import { ShardSetError } from '../results/merge-shards.js';
import { createEvaluator, loadDatasets, readPrices, readPrompt, refusedNotes, usableOrThrow } from '../app/evaluator.js';
import { modelSpecHelp } from '../providers/registry.js';
import { SpecError } from '../providers/spec.js';
import { renderSummary } from '../report/comment.js';
import { renderText } from '../report/text.js';
import { setupLogText } from '../report/setup.js';
import { createProgressReporter } from '../run/progress.js';
import { CLI_BATCH_NAMES, readBatchSettings } from '../run/batch/settings.js';
import { sideBySide } from '../run/slots.js';
import { inertJson, lineWriter, type LineWriter } from '../base/log.js';
import { SIGNAL_EXIT_CODES, watchStopSignals } from '../base/stop-signals.js';
import { VERSION } from '../base/version.js';
import { distinctSetupErrors } from '../results/setup-errors.js';

export const EXIT = {
  passed: 0,
  blocked: 1,
  usage: 2,
  internal: 3,
  setup: 4,
  interrupted: SIGNAL_EXIT_CODES.SIGINT,
  terminated: SIGNAL_EXIT_CODES.SIGTERM,
} as const;

const OPTIONS = {
  model: { type: 'string', multiple: true, short: 'm' },
  'judge-model': { type: 'string' },
  'embedding-model': { type: 'string' },
  'require-judge': { type: 'boolean' },
  agent: { type: 'string' },
  prompt: { type: 'string' },
  'prompt-file': { type: 'string' },
  system: { type: 'string' },
  region: { type: 'string' },
  temperature: { type: 'string' },
  'max-tokens': { type: 'string' },
  'top-p': { type: 'string' },
  prices: { type: 'string' },
  output: { type: 'string', short: 'o' },
  format: { type: 'string', default: 'text' },
  concurrency: { type: 'string' },
  trials: { type: 'string' },
  'exec-timeout': { type: 'string' },
  tags: { type: 'string', multiple: true },
  sample: { type: 'string' },
  'sample-seed': { type: 'string' },
  shard: { type: 'string' },
  'max-cost-usd': { type: 'string' },
  'max-duration': { type: 'string' },
  batch: { type: 'string' },
  'batch-fallback': { type: 'string' },
  'batch-s3-uri': { type: 'string' },
  'batch-role-arn': { type: 'string' },
  'compare-baseline': { type: 'string' },
  'update-baseline': { type: 'string' },
  quiet: { type: 'boolean', short: 'q' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const satisfies ParseArgsConfig['options'];

export const HELP = `supereval ${VERSION}: run LLM eval datasets and gate on the results

Usage:
  supereval run <path>... --model SPEC [--model SPEC]... [options]
  supereval validate <path>... [--prompt TEXT | --prompt-file FILE]
  supereval merge <results file or folder>... [--compare-baseline FILE]
                  [--update-baseline FILE] [--output PATH] [--format FORMAT]

<path> is a dataset folder (dataset.json + cases.jsonl) or a folder holding
many, such as the Python CLI's datasets/ root with agents/ and rag/ below it, or a
quoted glob ('evals/*'; '!evals/wip' excludes), expanded as the action does.

merge takes the results of \`run --shard I/N\` runs (every shard of each
dataset exactly once, of one config), merges them and compares, gates and
reports as one \`run\` of the whole dataset would; run it where the datasets
are (their folders as the shards named them).

Model specs (the same everywhere):
${modelSpecHelp()}

Options:
  -m, --model SPEC       model to evaluate; repeat for several (a case passes
                         only if it passes on every model)
      --judge-model SPEC model that grades judged assertions (llm-rubric);
                         without it they are skipped and reported as such
      --embedding-model SPEC
                         Bedrock embedding model for similar and
                         answer-relevance: amazon.titan-embed-text-v2:0
                         (the default when a model or the judge is on
                         Bedrock) or a cohere.embed-* model
      --require-judge    block the run when judged assertions were skipped
                         because no --judge-model is given
      --agent exec:CMD   agent datasets: run this program as the agent (JSON
                         lines on stdin/stdout, see docs/agent-protocol.md);
                         without it, the built-in tool-use loop drives --model
      --agent mcp:CMD    the same, with each case's mock tools served over MCP
                         (SUPEREVAL_MCP_URL, SUPEREVAL_MCP_COMMAND; see
                         docs/agent-mcp.md)
      --prompt TEXT      prompt template with {{field}} placeholders over the
                         case's input fields
      --prompt-file FILE the same, read from a file
      --system TEXT      system prompt (overrides the dataset's "system")
      --temperature X, --max-tokens N, --top-p X
                         inference settings (override the dataset's
                         "inference"); judges always run at temperature 0
      --region REGION    AWS region for Bedrock (default: AWS_REGION)
      --prices FILE      JSON {"<model id>": {"input", "output", "cache_read",
                         "cache_write"}} in USD per 1M tokens, overriding the
                         built-in price table
  -o, --output PATH      write the results JSON here (into a folder, one
                         <dataset>.json each, when several datasets run or
                         PATH is an existing folder)
      --format FORMAT    report on stdout: text (default), markdown or json
      --concurrency N    calls in flight at once across all datasets, which run
                         side by side (default 8, or the dataset's)
      --trials K         run every case K times per model (1 to 100, default 1)
      --exec-timeout MS  time limit for one exec: call, or one case of an exec:
                         or mcp: agent (default 120000)
      --tags TAG[,TAG]   run only the cases with any of these tags; !TAG
                         leaves out the cases with that tag (repeatable)
      --sample N|P%      run a seeded random sample of the cases (after
                         --tags); the comparison covers the selected cases
      --sample-seed S    seed of --sample (default 0): the same seed picks
                         the same cases as the action's sample-seed
      --shard I/N        run shard I of N (1-based) of the cases --tags and
                         --sample keep, sliced by case key; merge the shards'
                         results with \`supereval merge\`
      --max-cost-usd X   cap the spend of the whole run (models and judge, all
                         datasets) at X dollars: once reached no call starts,
                         and the cases left are errors saying so
      --max-duration T   a time budget for the whole run (90s, 25m, 1.5h; a
                         plain number is minutes): past it no call starts,
                         and the cases left are errors saying so
      --batch auto|true|false
                         Bedrock batch inference for qa, classification,
                         instruction and rag datasets (default auto: batch
                         when --batch-s3-uri and --batch-role-arn are given
                         and a model has enough calls for a job; see
                         README "Batch inference")
      --batch-s3-uri S3URI
                         where batch jobs write their input and output
                         (s3://bucket/prefix)
      --batch-role-arn ARN
                         the service role Bedrock runs batch jobs as
      --batch-fallback on-demand|error
                         a call the batch job did not answer: made on demand
                         (default), or an error carrying the job's reason
      --compare-baseline [FILE]
                         compare every case with a baseline: our results JSON
                         or the Python CLI's baseline.json; without FILE, each
                         dataset's own baseline.json (a folder of
                         <dataset>.json files when several datasets run);
                         a FILE missing or unusable is an error (exit 2)
      --update-baseline [FILE]
                         write a baseline (the Python CLI's baseline.json)
                         from this run; without FILE, each dataset's own
  -q, --quiet            no progress on stderr
  -h, --help             this help
  -v, --version          the version

Exit codes: 0 passed, 1 a gate blocked, 2 usage or input error (or a file
that could not be written), 3 internal error, 4 setup error (a model or the
judge could not be called: model id, access, credentials or region; not a
regression), 130 interrupted (Ctrl-C), 143 terminated (SIGTERM); either way
the results of the cases that finished are written.
`;

class UsageError extends Error {
  override name = 'UsageError';
}

type Io = { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream & { isTTY?: boolean } };
/** The streams as line writers: every line goes through inertLine (src/log.ts). */
type Out = { stdout: LineWriter; stderr: LineWriter };

function numberFlag(value: string | undefined, flag: string, rule: NumberRule): number | undefined {
  if (value === undefined) return undefined;
  const n = rule.parse(value);
  if (n === null) throw new UsageError(numberProblem(flag, rule, value));
  return n;
}

export async function main(argv: string[], io: Io = { stdout: process.stdout, stderr: process.stderr }): Promise<number> {
  const out: Out = { stdout: lineWriter(io.stdout), stderr: lineWriter(io.stderr) };
  try {
    return await dispatch(argv, out);
  } catch (error) {
    if (error instanceof DatasetError) {
      for (const line of listedIssues(error.issues, formatIssue, moreProblems)) out.stderr.line(line);
      return EXIT.usage;
    }
    if (error instanceof UsageError || error instanceof SpecError || isParseArgsError(error)) {
      out.stderr.line(`supereval: ${(error as Error).message}`, "Run 'supereval --help' for usage.");
      return EXIT.usage;
    }
    out.stderr.line(`supereval: internal error: ${(error as Error).message}`);
    if (process.env['SUPEREVAL_DEBUG']) out.stderr.line(...String((error as Error).stack).split('\n'));
    return EXIT.internal;
  }
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  return code.startsWith('ERR_PARSE_ARGS');
}

// Flags whose value is optional: bare, they mean "the dataset's own baseline.json".
const OPTIONAL_VALUE_FLAGS = ['--compare-baseline', '--update-baseline'];

/**
 * Gives each optional-value flag an explicit value: the next word when it is
 * clearly a baseline (a .json file, or a folder of them that is no dataset),
 * else empty. `--flag=FILE` is taken as written.
 */
export function bindOptionalValues(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!OPTIONAL_VALUE_FLAGS.includes(arg)) {
      out.push(arg);
      continue;
    }
    const next = argv[i + 1];
    if (next !== undefined && looksLikeBaseline(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else {
      out.push(`${arg}=`);
    }
  }
  return out;
}

function looksLikeBaseline(word: string): boolean {
  if (word.startsWith('-')) return false;
  if (word.toLowerCase().endsWith('.json')) return true;
  try {
    const entries = readdirSync(word);
    return !entries.includes('dataset.json') && entries.some((e) => e.endsWith('.json'));
  } catch {
    return false;
  }
}

async function dispatch(argv: string[], io: Out): Promise<number> {
  const args = bindOptionalValues(argv);
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  if (values.version) {
    io.stdout.line(VERSION);
    return EXIT.passed;
  }
  const [command, ...paths] = positionals;
  if (values.help || command === undefined || command === 'help') {
    io.stdout.block(HELP);
    return command === undefined && !values.help ? EXIT.usage : EXIT.passed;
  }
  if (command !== 'run' && command !== 'validate' && command !== 'merge') throw new UsageError(`unknown command "${command}"`);
  if (paths.length === 0)
    throw new UsageError(command === 'merge' ? "merge: give the shards' results files or folders" : `${command}: give at least one dataset path`);
  const format = values.format;
  if (format !== 'text' && format !== 'markdown' && format !== 'json') {
    throw new UsageError(`--format must be text, markdown or json, got "${format}"`);
  }
  if (command === 'merge') {
    // The shards' results carry the models and settings they ran with; a run option here would be ignored.
    const runOnly = Object.keys(values).filter((k) => !MERGE_OPTIONS.includes(k));
    if (runOnly.length > 0)
      throw new UsageError(
        `merge: ${runOnly.map((k) => `--${k}`).join(', ')} applies to run, not merge: the shards' results carry what they ran with`,
      );
    return merge(paths, values, format, io);
  }

  const prompt = await readPrompt({
    ...(values.prompt !== undefined ? { text: values.prompt } : {}),
    ...(values['prompt-file'] !== undefined ? { file: values['prompt-file'] } : {}),
  });
  // Quoted globs and !exclusions expand as the action's `datasets` input does.
  const expanded = await expandDatasetPaths(paths);
  for (const note of expanded.notes) io.stderr.line(`supereval: ${note}`);
  const found = await loadDatasets(expanded.dirs, prompt);
  for (const line of listedIssues(found.warnings, formatIssue, moreWarnings)) io.stderr.line(`supereval: warning: ${line}`);
  const loaded = usableOrThrow(found);
  // A dataset with problems is left out; the others run, and the command fails at the end.
  const { refused } = found;
  for (const line of listedIssues(refused, formatIssue, moreProblems)) io.stderr.line(line);

  if (command === 'validate') {
    for (const d of loaded) io.stdout.line(`ok  ${d.files.meta.replace(/dataset\.json$/, '')} (${d.type}, ${d.cases.length} cases)`);
    return refused.length > 0 ? EXIT.usage : EXIT.passed;
  }

  const selection = readSelection(values);
  const planned = cliBaselinePlan(
    { compareBaseline: values['compare-baseline'], updateBaseline: values['update-baseline'] },
    !isFullSelection(selection),
  );
  if (!planned.ok) throw new UsageError(planned.problem);
  const plan = planned.plan;
  const chosen = selectDatasets(loaded, selection);
  for (const name of chosen.empty) io.stderr.line(`supereval: ${name}: no case matches --tags ${selection.tags.join(',')}; not run`);
  if (chosen.datasets.length === 0) throw new UsageError(`--tags ${selection.tags.join(',')} match no case in any dataset`);
  const datasets = chosen.datasets;

  const concurrency = numberFlag(values.concurrency, '--concurrency', POSITIVE_INT);
  const trials = numberFlag(values.trials, '--trials', TRIALS);
  const execTimeout = numberFlag(values['exec-timeout'], '--exec-timeout', POSITIVE_INT);
  const maxCost = numberFlag(values['max-cost-usd'], '--max-cost-usd', USD);
  const maxDuration = numberFlag(values['max-duration'], '--max-duration', DURATION_MS);
  const batch = readBatchSettings(
    { mode: values.batch, fallback: values['batch-fallback'], s3Uri: values['batch-s3-uri'], roleArn: values['batch-role-arn'] },
    CLI_BATCH_NAMES,
  );
  if (typeof batch === 'string') throw new UsageError(batch);
  const inference = {
    ...(values.temperature !== undefined ? { temperature: numberFlag(values.temperature, '--temperature', FRACTION) } : {}),
    ...(values['top-p'] !== undefined ? { top_p: numberFlag(values['top-p'], '--top-p', FRACTION) } : {}),
    ...(values['max-tokens'] !== undefined ? { max_tokens: numberFlag(values['max-tokens'], '--max-tokens', POSITIVE_INT) } : {}),
  };
  const prices = values.prices !== undefined ? await readPrices(values.prices) : undefined;
  const providerOptions = {
    ...(execTimeout !== undefined ? { exec: { timeoutMs: execTimeout } } : {}),
    ...(values.region !== undefined ? { region: values.region } : {}),
    ...(prices ? { prices } : {}),
  };
  const stop = watchStopSignals((signal) =>
    io.stderr.line(
      '',
      `supereval: ${signal === 'SIGINT' ? 'interrupted' : 'terminated (SIGTERM)'}; stopping the calls in flight and writing what finished (${signal === 'SIGINT' ? 'Ctrl-C' : 'a second signal'} again to quit at once)`,
    ),
  );
  const progress = values.quiet ? null : createProgressReporter(io.stderr);

  // The checkout the (first) dataset lives in names the commit its results describe.
  const source = await gitSource(datasets[0]?.dir ?? process.cwd());
  const evaluator = await createEvaluator({
    models: values.model ?? [],
    ...(source ? { source } : {}),
    ...(values['judge-model'] !== undefined ? { judgeModel: values['judge-model'] } : {}),
    ...(values['embedding-model'] !== undefined ? { embeddingModel: values['embedding-model'] } : {}),
    prompt,
    ...(concurrency !== undefined ? { concurrency } : {}),
    ...(trials !== undefined ? { trials } : {}),
    ...(values.system !== undefined ? { system: values.system } : {}),
    providerOptions,
    ...(execTimeout !== undefined ? { execTimeoutMs: execTimeout } : {}),
    ...(maxCost !== undefined ? { costCap: { limitUsd: maxCost, option: '--max-cost-usd' } } : {}),
    ...(maxDuration !== undefined ? { durationCap: { limitMs: maxDuration, option: '--max-duration' } } : {}),
    ...(Object.keys(inference).length > 0 ? { inference } : {}),
    ...(values.agent !== undefined ? { agent: values.agent } : {}),
    ...(values['require-judge'] ? { requireJudge: 'cli' as const } : {}),
    signal: stop.signal,
    ...(progress ? { onProgress: (d, p) => progress.update(d.name, p) } : {}),
    batch,
    notify: (line, warning) => io.stderr.line(`supereval: ${warning ? 'warning: ' : ''}${line}`),
  });

  // From the datasets given, not those selected: --tags must not turn -o from a folder into a file.
  const many = loaded.length > 1;
  const all: EvalResults[] = [];
  // Files that could not be written, baselines named but unusable: said after the report, exit 2.
  const lateErrors: string[] = refusedNotes(refused);
  const attemptWrite = async (write: () => Promise<void>, failure: (e: WriteError) => string): Promise<boolean> => {
    try {
      await write();
      return true;
    } catch (error) {
      if (!(error instanceof WriteError)) throw error;
      lateErrors.push(failure(error));
      return false;
    }
  };
  try {
    // Datasets run side by side over the evaluator's one pool of calls; the
    // reports keep the order given.
    appendAll(
      all,
      await sideBySide(datasets, async (dataset) => {
        const found = await readPlannedBaseline(plan, { dataset, many });
        if (found.problem) lateErrors.push(found.problem);
        else if (found.baseline && !found.baseline.baseline) io.stderr.line(`supereval: ${found.baseline.note}`);
        const results = await evaluator.evaluate(dataset, found.baseline);
        // Written as soon as each dataset finishes, so nothing is lost if a later one fails.
        const output = values.output;
        if (output !== undefined)
          await attemptWrite(
            () => writeResults(output, results, many),
            (e) => `results not written: ${e.message}; free some space or give another --output path`,
          );
        const written = await writePlannedBaseline(plan, dataset, results, {
          many,
          runId: (r) => `run_${r.run.started_at.replace(/\D/g, '').slice(0, 14)}`,
        });
        if (written.note) io.stderr.line(`supereval: ${written.note}`);
        if (written.problem) lateErrors.push(written.problem);
        if (written.file) io.stderr.line(`supereval: wrote baseline ${written.file}`);
        return results;
      }),
    );
    progress?.done();
  } finally {
    stop.dispose();
    await evaluator.close();
  }

  for (const note of evaluator.capNotes()) io.stderr.line(`supereval: ${note}`);
  return report(
    all,
    datasets.map((d) => d.kind.inputField),
    lateErrors,
    format,
    io,
    stop.exitCode(),
  );
}

/** The report on stdout, the late errors after it, and the exit code: the same for `run` and `merge`. */
function report(
  all: EvalResults[],
  inputFields: string[],
  lateErrors: string[],
  format: 'text' | 'markdown' | 'json',
  io: Out,
  stopped: number | null,
): number {
  const setupErrors = distinctSetupErrors(all);
  for (const e of setupErrors)
    io.stderr.line(
      ...setupLogText(e)
        .split('\n')
        .map((l, i) => (i === 0 ? `supereval: ${l}` : `  ${l}`)),
    );
  if (format === 'json') {
    io.stdout.block(`${inertJson(all.length === 1 ? all[0] : all)}\n`);
  } else {
    // Markdown is the job summary's layout (an overview table for several datasets), for other CI systems' summaries.
    io.stdout.block(format === 'markdown' ? renderSummary({ results: all, inputFields }) : all.map((r) => renderText(r)).join('\n'));
  }
  for (const failure of lateErrors) io.stderr.line(`supereval: ${failure}`);
  if (stopped !== null) return stopped;
  if (setupErrors.length > 0) return EXIT.setup;
  if (lateErrors.length > 0) return EXIT.usage;
  return all.every((r) => r.gate.passed) ? EXIT.passed : EXIT.blocked;
}

/** The options `merge` takes; the rest are run's. */
const MERGE_OPTIONS = ['output', 'format', 'compare-baseline', 'update-baseline', 'require-judge', 'quiet', 'help', 'version'];

/** `supereval merge`: the shards' results merged, then compared, gated, written and reported as `run` does. */
async function merge(
  paths: string[],
  values: { output?: string; 'compare-baseline'?: string; 'update-baseline'?: string; 'require-judge'?: boolean },
  format: 'text' | 'markdown' | 'json',
  io: Out,
): Promise<number> {
  let merged;
  try {
    merged = await mergeCommand(paths, {
      compareBaseline: values['compare-baseline'],
      updateBaseline: values['update-baseline'],
      requireJudge: values['require-judge'],
      note: (line) => io.stderr.line(`supereval: ${line}`),
    });
  } catch (error) {
    if (!(error instanceof ShardSetError)) throw error;
    io.stderr.line(...error.problems.map((p) => `supereval: merge: ${p}`));
    return EXIT.usage;
  }
  const output = values.output;
  if (output !== undefined) {
    for (const results of merged.all) {
      try {
        await writeResults(output, results, merged.all.length > 1);
      } catch (error) {
        if (!(error instanceof WriteError)) throw error;
        merged.lateErrors.push(`results not written: ${error.message}; free some space or give another --output path`);
      }
    }
  }
  return report(merged.all, merged.inputFields, merged.lateErrors, format, io, null);
}

function readSelection(values: { tags?: string[]; sample?: string; 'sample-seed'?: string; shard?: string }): CaseSelection {
  const sample = values.sample === undefined ? null : parseSampleSize(values.sample);
  if (values.sample !== undefined && sample === null) {
    throw new UsageError(`--sample must be ${SAMPLE_SIZE_RULE}, got "${values.sample}"`);
  }
  const shard = values.shard === undefined ? null : parseShard(values.shard);
  if (shard && !shard.ok) throw new UsageError(`--shard must be ${shard.why}`);
  return {
    tags: parseTagList(values.tags ?? []),
    sample,
    seed: values['sample-seed']?.trim() || DEFAULT_SAMPLE_SEED,
    shard: shard?.ok ? shard.shard : null,
  };
}

async function writeResults(output: string, results: EvalResults, many: boolean): Promise<void> {
  // An existing folder takes <dataset>.json, as it does for baselines.
  const isDir = await stat(output).then(
    (s) => s.isDirectory(),
    () => false,
  );
  const file = many || isDir ? path.join(output, `${safeFileName(results.dataset.name)}.json`) : output;
  await writeFileAtomic(file, encodeResultsFileChunks(results));
}
