// The CLI's argv, parsed once: the command, its paths, the run's settings
// (src/app/settings.ts) and where the report goes. A problem is a UsageError.
import { readdirSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  ALLOW_DATASET_CODE,
  CLI_BATCH_NAMES,
  isAllowDatasetCode,
  parseApiHosts,
  parseDatabaseUrlEnv,
  readBatchSettings,
  REUSE_MODES,
  STOP_EARLY_IN_SHARD,
  type PromptChoice,
  type ReuseMode,
  type RunSettings,
} from '../app/index.js';
import {
  CONFIRM_RUNS,
  DURATION_MS,
  FRACTION,
  MAX_DROP_TRIALS,
  numberProblem,
  OPEN_FRACTION,
  POINTS,
  POSITIVE_INT,
  TRIALS,
  USD,
  type NumberRule,
} from '../config/index.js';
import {
  DEFAULT_SAMPLE_SEED,
  SAMPLE_SIZE_RULE,
  parseSampleSize,
  parseTagList,
  type CaseSelection,
  parseShard,
  type ScenarioSelection,
} from '../dataset/index.js';
import { batchNeedsLocation, modelSpecProblem } from '../providers/index.js';
import { nearestName } from '../base/index.js';

const OPTIONS = {
  model: { type: 'string', multiple: true, short: 'm' },
  'judge-model': { type: 'string' },
  'user-model': { type: 'string' },
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
  html: { type: 'string' },
  format: { type: 'string', default: 'text' },
  concurrency: { type: 'string' },
  trials: { type: 'string' },
  'exec-timeout': { type: 'string' },
  tags: { type: 'string', multiple: true },
  scenario: { type: 'string', multiple: true },
  'scenario-pattern': { type: 'string' },
  sample: { type: 'string' },
  'sample-seed': { type: 'string' },
  shard: { type: 'string' },
  'max-cost-usd': { type: 'string' },
  'max-duration': { type: 'string' },
  'stop-early': { type: 'boolean' },
  'confirm-regressions': { type: 'string' },
  'fail-on-flaky': { type: 'boolean' },
  'flaky-tolerance': { type: 'string' },
  'on-undecided': { type: 'string' },
  'max-drop': { type: 'string' },
  'max-drop-trials': { type: 'string' },
  'on-inconclusive': { type: 'string' },
  batch: { type: 'string' },
  'batch-fallback': { type: 'string' },
  'batch-s3-uri': { type: 'string' },
  'batch-role-arn': { type: 'string' },
  'compare-baseline': { type: 'string' },
  reuse: { type: 'string' },
  'update-baseline': { type: 'string' },
  'allow-dataset-code': { type: 'string' },
  'database-url-env': { type: 'string', multiple: true },
  'api-hosts': { type: 'string', multiple: true },
  quiet: { type: 'boolean', short: 'q' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const satisfies ParseArgsConfig['options'];

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>['values'];

/** The options `merge` takes; the rest are run's. */
const MERGE_OPTIONS = [
  'output',
  'html',
  'format',
  'compare-baseline',
  'update-baseline',
  'require-judge',
  'fail-on-flaky',
  'on-undecided',
  'quiet',
  'help',
  'version',
];
/** The options `report` takes: it renders results files again, it runs and compares nothing. */
const REPORT_OPTIONS = ['html', 'format', 'help', 'version'];

export class UsageError extends Error {
  override name = 'UsageError';
  /** `saysFix`: the message names the fix itself ("did you mean"), so no pointer to --help follows it. */
  constructor(
    message: string,
    readonly saysFix = false,
  ) {
    super(message);
  }
}

export type Format = 'text' | 'markdown' | 'json';

/** Where `run` and `merge` report: stdout in `format`, the results files under `output`, the HTML report at `html`. */
export interface ReportTo {
  format: Format;
  output: string | undefined;
  html: string | undefined;
}

/** --compare-baseline and --update-baseline: empty when given bare (the dataset's own baseline.json). */
export interface BaselineFlags {
  compareBaseline: string | undefined;
  updateBaseline: string | undefined;
  /** --reuse: the baseline's answers stand in for calls with the same request (`run` only). */
  reuse?: ReuseMode;
}

export type CommandLine =
  | { command: 'version' }
  /** `asked`: --help or `help`; bare `supereval` prints the help too, as a usage error. */
  | { command: 'help'; asked: boolean }
  | { command: 'validate'; paths: string[]; prompt: PromptChoice }
  | { command: 'run'; paths: string[]; settings: RunSettings; report: ReportTo; baseline: BaselineFlags; quiet: boolean }
  | {
      command: 'merge';
      paths: string[];
      report: ReportTo;
      baseline: BaselineFlags;
      requireJudge: boolean;
      failOnFlaky: boolean;
      onUndecided: 'block' | 'pass';
    }
  | { command: 'report'; paths: string[]; report: ReportTo }
  /** `init [FOLDER]`: the starting dataset and workflow, written into FOLDER (default: here). */
  | { command: 'init'; dir: string };

export function parseCommandLine(argv: string[]): CommandLine {
  const args = bindOptionalValues(argv);
  refuseSingleDashNames(args);
  refuseUnknownOptions(args);
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  if (values.version) return { command: 'version' };
  const [command, ...paths] = positionals;
  if (values.help || command === undefined || command === 'help') return { command: 'help', asked: command !== undefined || !!values.help };
  if (command === 'init') {
    const given = Object.keys(values).filter((k) => k !== 'format' || values.format !== 'text');
    if (given.length > 0) throw new UsageError(`init: ${given.map((k) => `--${k}`).join(', ')} applies to run, not init: init takes only a folder`);
    if (paths.length > 1) throw new UsageError('init: give one folder to write into (default: the current one)');
    return { command, dir: paths[0] ?? '.' };
  }
  if (command !== 'run' && command !== 'validate' && command !== 'merge' && command !== 'report') {
    const near = nearestName(command.toLowerCase(), COMMANDS, 2);
    if (near) throw new UsageError(`unknown command "${command}"; did you mean ${near}?`, true);
    throw new UsageError(`unknown command "${command}"; the commands are ${COMMANDS.join(', ')}`);
  }
  if (paths.length === 0)
    throw new UsageError(
      command === 'merge'
        ? "merge: give the shards' results files or folders"
        : command === 'report'
          ? 'report: give the results files or folders to render'
          : `${command}: give at least one dataset path`,
    );
  const format = values.format;
  if (format !== 'text' && format !== 'markdown' && format !== 'json') {
    throw new UsageError(`--format must be text, markdown or json, got "${format}"`);
  }
  const report: ReportTo = { format, output: values.output, html: values.html };
  const baseline = { compareBaseline: values['compare-baseline'], updateBaseline: values['update-baseline'] };
  if (command === 'report') {
    const others = Object.keys(values).filter((k) => !REPORT_OPTIONS.includes(k));
    if (others.length > 0)
      throw new UsageError(`report: ${others.map((k) => `--${k}`).join(', ')} applies to run, not report: report renders results files as they are`);
    return { command, paths, report };
  }
  if (command === 'merge') {
    // The shards' results carry the models and settings they ran with; a run option here would be ignored.
    const runOnly = Object.keys(values).filter((k) => !MERGE_OPTIONS.includes(k));
    if (runOnly.length > 0)
      throw new UsageError(
        `merge: ${runOnly.map((k) => `--${k}`).join(', ')} applies to run, not merge: the shards' results carry what they ran with`,
      );
    const onUndecided = policyFlag(values['on-undecided'], '--on-undecided');
    return { command, paths, report, baseline, requireJudge: !!values['require-judge'], failOnFlaky: !!values['fail-on-flaky'], onUndecided };
  }
  // validate reads only the prompt, which the datasets' templates are checked against.
  if (command === 'validate') return { command, paths, prompt: promptChoice(values) };
  const settings = runSettings(values);
  return { command, paths, settings, report, baseline: { ...baseline, reuse: settings.reuse }, quiet: !!values.quiet };
}

/** The commands, for "did you mean" (`runn`: run). */
const COMMANDS = ['run', 'validate', 'merge', 'report', 'init', 'help'];

/**
 * `-model` is read as `-m odel` (a short option and its value), and the
 * words after it then as paths: an option's long name after one dash is
 * refused first, with the two-dash spelling.
 */
function refuseSingleDashNames(args: string[]): void {
  for (const arg of args) {
    if (arg === '--') return;
    const name = /^-([a-z][a-z-]{2,})(?:=.*)?$/.exec(arg)?.[1];
    if (name === undefined) continue;
    const near = name in OPTIONS ? name : nearestName(name, Object.keys(OPTIONS), typoDistance(name));
    if (near) throw new UsageError(`${arg}: long options take two dashes; did you mean --${near}?`, true);
  }
}

const typoDistance = (name: string): number => Math.max(2, Math.floor(name.length / 3));

/**
 * An option no command takes: one line naming it and the nearest option of
 * the command given (`--modle`: `--model`), or the option its name starts
 * with (`--html-report`: `--html`) or that starts with it (`--update`).
 */
function refuseUnknownOptions(args: string[]): void {
  const { tokens } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: false, tokens: true });
  const unknown = tokens.find((t) => t.kind === 'option' && !(t.name in OPTIONS));
  if (unknown?.kind !== 'option') return;
  const command = tokens.find((t) => t.kind === 'positional')?.value;
  const known = command === 'merge' ? MERGE_OPTIONS : command === 'report' ? REPORT_OPTIONS : Object.keys(OPTIONS);
  const near = unknown.rawName.startsWith('--') ? nearestOption(unknown.name, known) : null;
  if (near) throw new UsageError(`unknown option ${unknown.rawName}; did you mean --${near}?`, true);
  throw new UsageError(`unknown option ${unknown.rawName}`);
}

/** --scenario (repeatable) and --scenario-pattern: which of an evalset's scenarios run. */
function scenarioSelection(values: Values): ScenarioSelection | undefined {
  const ids = (values.scenario ?? [])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const pattern = values['scenario-pattern'];
  if (pattern !== undefined && (pattern.trim() === '' || pattern.length > 200))
    throw new UsageError('--scenario-pattern must be a glob of 1 to 200 characters (* and ?)');
  if (ids.length === 0 && pattern === undefined) return undefined;
  return { ids, ...(pattern !== undefined ? { pattern: pattern.trim() } : {}) };
}

function nearestOption(name: string, known: readonly string[]): string | null {
  const near = nearestName(name, known, typoDistance(name));
  if (near) return near;
  const prefixes = known.filter((k) => k.length > 2 && (name.startsWith(`${k}-`) || k.startsWith(`${name}-`)));
  return prefixes.sort((a, b) => b.length - a.length)[0] ?? null;
}

function promptChoice(values: Values): PromptChoice {
  return { text: values.prompt, file: values['prompt-file'] };
}

function runSettings(values: Values): RunSettings {
  // Before any provider is created: no credential lookup, no call.
  const specs: [string, string | undefined][] = [
    ...(values.model ?? []).map((m): [string, string] => ['--model', m]),
    ['--judge-model', values['judge-model']],
    ['--user-model', values['user-model']],
    ['--embedding-model', values['embedding-model']],
  ];
  for (const [flag, spec] of specs) {
    const problem = spec === undefined ? null : modelSpecProblem(spec);
    if (problem) throw new UsageError(`${flag}: ${problem}`);
  }
  const selection = readSelection(values);
  if (values['stop-early'] === true && selection.shard !== null) throw new UsageError(STOP_EARLY_IN_SHARD('cli'));
  const concurrency = numberFlag(values.concurrency, '--concurrency', POSITIVE_INT);
  const trials = numberFlag(values.trials, '--trials', TRIALS);
  const execTimeoutMs = numberFlag(values['exec-timeout'], '--exec-timeout', POSITIVE_INT);
  const maxCostUsd = numberFlag(values['max-cost-usd'], '--max-cost-usd', USD);
  const maxDurationMs = numberFlag(values['max-duration'], '--max-duration', DURATION_MS);
  const batch = readBatchSettings(
    { mode: values.batch, fallback: values['batch-fallback'], s3Uri: values['batch-s3-uri'], roleArn: values['batch-role-arn'] },
    CLI_BATCH_NAMES,
    batchNeedsLocation(specs.filter(([flag]) => flag !== '--embedding-model').map(([, spec]) => spec)),
  );
  if (typeof batch === 'string') throw new UsageError(batch);
  const temperature = numberFlag(values.temperature, '--temperature', FRACTION);
  const top_p = numberFlag(values['top-p'], '--top-p', FRACTION);
  const max_tokens = numberFlag(values['max-tokens'], '--max-tokens', POSITIVE_INT);
  const allowGiven = values['allow-dataset-code'] ?? 'auto';
  const allowDatasetCode = allowGiven.trim().toLowerCase();
  if (!isAllowDatasetCode(allowDatasetCode))
    throw new UsageError(`--allow-dataset-code must be one of ${ALLOW_DATASET_CODE.join(', ')}, got "${allowGiven}"`);
  const databaseUrlEnv = parseDatabaseUrlEnv(values['database-url-env'] ?? [], 'cli');
  if ('problem' in databaseUrlEnv) throw new UsageError(databaseUrlEnv.problem);
  const apiHosts = parseApiHosts(values['api-hosts'] ?? [], 'cli');
  if ('problem' in apiHosts) throw new UsageError(apiHosts.problem);
  const confirmGiven = values['confirm-regressions'] ?? '0';
  const confirmRegressions = CONFIRM_RUNS.parse(confirmGiven);
  if (confirmRegressions === null) throw new UsageError(`--confirm-regressions must be ${CONFIRM_RUNS.describe}, got "${confirmGiven}"`);
  const reuseGiven = values.reuse ?? 'none';
  const reuse = reuseGiven.trim().toLowerCase();
  if (!(REUSE_MODES as readonly string[]).includes(reuse))
    throw new UsageError(`--reuse must be one of ${REUSE_MODES.join(', ')}, got "${reuseGiven}"`);
  return {
    frontEnd: 'cli',
    models: values.model ?? [],
    judgeModel: values['judge-model'],
    userModel: values['user-model'],
    scenarios: scenarioSelection(values),
    embeddingModel: values['embedding-model'],
    requireJudge: !!values['require-judge'],
    agent: values.agent,
    prompt: promptChoice(values),
    system: values.system,
    inference: { temperature, max_tokens, top_p },
    region: values.region,
    pricesFile: values.prices,
    concurrency,
    trials,
    execTimeoutMs,
    selection,
    maxCostUsd,
    maxDurationMs,
    batch,
    stopEarly: values['stop-early'] === true,
    allowDatasetCode,
    databaseUrlEnv: databaseUrlEnv.names,
    apiHosts: apiHosts.hosts,
    reuse: reuse as ReuseMode,
    // The results file (--output) is what a later run's --compare-baseline reads answers from (the Python CLI's baseline.json keeps none).
    recordRequests: values.output !== undefined || reuse !== 'none',
    confirmRegressions,
    failOnFlaky: values['fail-on-flaky'] === true,
    flakyTolerance: numberFlag(values['flaky-tolerance'], '--flaky-tolerance', OPEN_FRACTION),
    onUndecided: policyFlag(values['on-undecided'], '--on-undecided'),
    maxDrop: numberFlag(values['max-drop'], '--max-drop', POINTS),
    maxDropTrials: numberFlag(values['max-drop-trials'], '--max-drop-trials', MAX_DROP_TRIALS) ?? 0,
    onInconclusive: policyFlag(values['on-inconclusive'], '--on-inconclusive'),
  };
}

/** --on-undecided and --on-inconclusive: block (default) or pass. */
function policyFlag(value: string | undefined, flag: string): 'block' | 'pass' {
  const given = (value ?? 'block').trim().toLowerCase();
  if (given !== 'block' && given !== 'pass') throw new UsageError(`${flag} must be block or pass, got "${value ?? ''}"`);
  return given;
}

function numberFlag(value: string | undefined, flag: string, rule: NumberRule): number | undefined {
  if (value === undefined) return undefined;
  const n = rule.parse(value);
  if (n === null) throw new UsageError(numberProblem(flag, rule, value));
  return n;
}

function readSelection(values: Values): CaseSelection {
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
