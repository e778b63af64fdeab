// The action's inputs, parsed once into a typed object, and mapped into the
// run's settings the CLI gives too (src/app/settings.ts). Every input that
// changes results has a CLI option of the same meaning.
import { z } from 'zod';
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
import { DEFAULT_SAMPLE_SEED, SAMPLE_SIZE_RULE, parseSampleSize, parseTagList, parseShard, type Shard } from '../dataset/index.js';
import { actionReuse, type BaselineSource } from '../baseline/index.js';
import {
  ACTION_BATCH_NAMES,
  ALLOW_DATASET_CODE,
  parseApiHosts,
  parseDatabaseUrlEnv,
  readBatchSettings,
  REUSE_MODES,
  STOP_EARLY_IN_SHARD,
  type RunSettings,
} from '../app/index.js';
import { batchNeedsLocation, modelSpecProblem } from '../providers/index.js';
import { DEFAULT_DATASETS } from './load-log.js';

/**
 * max-duration's default, counted from the step's start: 30 minutes under a
 * hosted job's 6 hours, for the steps before this one, the calls in flight
 * and publishing. action.yml gives the same default.
 */
export const DEFAULT_TIME_BUDGET_MS = 5.5 * 3_600_000;

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));

const optionalText = z
  .string()
  .transform((s) => s.trim())
  .transform((s) => (s === '' ? undefined : s));

const bool = (name: string, fallback: boolean) =>
  z.string().transform((s, ctx) => {
    const v = s.trim().toLowerCase();
    if (v === '') return fallback;
    if (['true', 'yes', '1', 'on'].includes(v)) return true;
    if (['false', 'no', '0', 'off'].includes(v)) return false;
    ctx.addIssue({ code: 'custom', message: `${name} must be true or false, got "${s}"` });
    return z.NEVER;
  });

const numberInput = (name: string, rule: NumberRule) =>
  z.string().transform((s, ctx) => {
    if (s.trim() === '') return undefined;
    const n = rule.parse(s);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: numberProblem(name, rule, s) });
      return z.NEVER;
    }
    return n;
  });

const oneOf = <T extends string>(name: string, values: readonly T[], fallback: T) =>
  z.string().transform((s, ctx) => {
    const v = s.trim().toLowerCase();
    if (v === '') return fallback;
    if ((values as readonly string[]).includes(v)) return v as T;
    ctx.addIssue({ code: 'custom', message: `${name} must be one of ${values.join(', ')}, got "${s}"` });
    return z.NEVER;
  });

const baseline = z.string().transform((s, ctx): BaselineSource => {
  const v = s.trim();
  if (v === '' || v === 'cache') return { kind: 'cache' };
  if (v === 'none') return { kind: 'none' };
  if (v === 'file') return { kind: 'file' };
  if (v.startsWith('file:') && v.length > 'file:'.length) return { kind: 'file', path: v.slice('file:'.length) };
  ctx.addIssue({ code: 'custom', message: `baseline must be cache, file, file:<path> or none, got "${s}"` });
  return z.NEVER;
});

/**
 * `${{ toJSON(matrix) }}`: an object of the leg's values in a matrix job,
 * `null` outside one (how github/codeql-action tells legs apart too:
 * upload-sarif's `matrix` input).
 */
const matrix = z.string().transform((s, ctx): Record<string, unknown> | null => {
  const v = s.trim();
  if (v === '' || v === 'null') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch {
    parsed = undefined;
  }
  if (parsed === null) return null;
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    ctx.addIssue({
      code: 'custom',
      message: `matrix must be the job's matrix as JSON (leave the input unset: its default is \${{ toJSON(matrix) }}), got "${s.slice(0, 80)}"`,
    });
    return z.NEVER;
  }
  return Object.keys(parsed).length === 0 ? null : (parsed as Record<string, unknown>);
});

/** A spec that names no provider supereval runs is an input error, before any credential lookup or call. */
function specIssue(name: string, spec: string, ctx: z.RefinementCtx): void {
  const problem = modelSpecProblem(spec);
  if (problem) ctx.addIssue({ code: 'custom', message: `${name}: ${problem}` });
}

const modelSpecInput = (name: string) =>
  optionalText.transform((s, ctx) => {
    if (s !== undefined) specIssue(name, s, ctx);
    return s;
  });

export const ActionInputsSchema = z.object({
  datasets: z.string().transform((s) => (lines(s).length > 0 ? lines(s) : [DEFAULT_DATASETS])),
  // Empty only for promptfoo configs, which name their own providers; a dataset without a model is refused when it runs.
  models: z.string().transform((s, ctx) => {
    const list = lines(s);
    for (const spec of list) specIssue('models', spec, ctx);
    return list;
  }),
  'judge-model': modelSpecInput('judge-model'),
  'user-model': modelSpecInput('user-model'),
  'embedding-model': modelSpecInput('embedding-model'),
  'require-judge': bool('require-judge', false),
  agent: optionalText,
  prompt: optionalText,
  'prompt-file': optionalText,
  system: optionalText,
  temperature: numberInput('temperature', FRACTION),
  'max-tokens': numberInput('max-tokens', POSITIVE_INT),
  'top-p': numberInput('top-p', FRACTION),
  'aws-region': optionalText,
  'prices-file': optionalText,
  concurrency: numberInput('concurrency', POSITIVE_INT),
  trials: numberInput('trials', TRIALS),
  'exec-timeout': numberInput('exec-timeout', POSITIVE_INT),
  'max-cost-usd': numberInput('max-cost-usd', USD),
  // A hosted job is killed at 6 hours (timeout-minutes' default): by default the run stops in time to report.
  'max-duration': numberInput('max-duration', DURATION_MS).transform((ms) => ms ?? DEFAULT_TIME_BUDGET_MS),
  // Checked together (src/run/batch/settings.ts) in runSettingsOf.
  batch: oneOf('batch', ['auto', 'true', 'false'] as const, 'auto'),
  'batch-fallback': oneOf('batch-fallback', ['on-demand', 'error'] as const, 'on-demand'),
  'batch-s3-uri': optionalText,
  'batch-role-arn': optionalText,
  baseline,
  'update-baseline': oneOf('update-baseline', ['auto', 'true', 'false'] as const, 'auto'),
  'allow-dataset-code': oneOf('allow-dataset-code', ALLOW_DATASET_CODE, 'auto'),
  'database-url-env': z.string().transform((s, ctx) => {
    const parsed = parseDatabaseUrlEnv([s], 'action');
    if ('names' in parsed) return parsed.names;
    ctx.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  }),
  'api-hosts': z.string().transform((s, ctx) => {
    const parsed = parseApiHosts([s], 'action');
    if ('hosts' in parsed) return parsed.hosts;
    ctx.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  }),
  comment: oneOf('comment', ['always', 'on-failure', 'never'] as const, 'always'),
  'check-name': z.string().transform((s) => s.trim() || 'supereval'),
  matrix,
  'github-token': z.string().transform((s) => s.trim()),
  'fail-on-gate': bool('fail-on-gate', true),
  'html-report': bool('html-report', true),
  'stop-early': bool('stop-early', false),
  'confirm-regressions': z.string().transform((s, ctx) => {
    const runs = CONFIRM_RUNS.parse(s.trim() === '' ? 'auto' : s);
    if (runs === null) {
      ctx.addIssue({ code: 'custom', message: `confirm-regressions must be ${CONFIRM_RUNS.describe}, got "${s}"` });
      return z.NEVER;
    }
    return runs;
  }),
  'fail-on-flaky': bool('fail-on-flaky', false),
  'flaky-tolerance': numberInput('flaky-tolerance', OPEN_FRACTION),
  'on-undecided': oneOf('on-undecided', ['block', 'pass'] as const, 'block'),
  'max-drop': numberInput('max-drop', POINTS),
  'max-drop-trials': numberInput('max-drop-trials', MAX_DROP_TRIALS).transform((n) => n ?? 0),
  'on-inconclusive': oneOf('on-inconclusive', ['block', 'pass'] as const, 'block'),
  'skip-unchanged': bool('skip-unchanged', true),
  reuse: oneOf('reuse', ['auto', ...REUSE_MODES] as const, 'auto'),
  'hash-files': z.string().transform(lines),
  /** Empty: the step's own folder (output-dir.ts). */
  'output-dir': optionalText,
  tags: z.string().transform((s) => parseTagList([s])),
  sample: z.string().transform((s, ctx) => {
    if (s.trim() === '') return null;
    const size = parseSampleSize(s);
    if (size === null) {
      ctx.addIssue({ code: 'custom', message: `sample must be ${SAMPLE_SIZE_RULE}, got "${s}"` });
      return z.NEVER;
    }
    return size;
  }),
  'sample-seed': z.string().transform((s) => s.trim() || DEFAULT_SAMPLE_SEED),
  /** `i/n`: evaluate one shard of a matrix and upload its results (docs/sharding.md). */
  shard: z.string().transform((s, ctx): Shard | null => {
    if (s.trim() === '') return null;
    const parsed = parseShard(s);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: `shard must be ${parsed.why}` });
      return z.NEVER;
    }
    return parsed.shard;
  }),
  /** `evaluate` (default) runs the models; `merge` gathers the shards' results of this workflow run instead. */
  mode: oneOf('mode', ['evaluate', 'merge'] as const, 'evaluate'),
});
export type ActionInputs = z.infer<typeof ActionInputsSchema>;
export const ACTION_INPUT_NAMES = Object.keys(ActionInputsSchema.shape) as (keyof ActionInputs)[];

/** Parses raw input strings (as core.getInput returns them: '' when unset). */
export function parseActionInputs(read: (name: string) => string): ActionInputs {
  const raw = Object.fromEntries(ACTION_INPUT_NAMES.map((name) => [name, read(name)]));
  const parsed = ActionInputsSchema.safeParse(raw);
  if (!parsed.success) {
    // Each message names its input already.
    throw new InputError(parsed.error.issues.map((i) => i.message));
  }
  return parsed.data;
}

/** The settings the CLI gives too, from the inputs; a batch setup that cannot work is an InputError. */
export function runSettingsOf(inputs: ActionInputs, eventName = ''): RunSettings {
  const batch = readBatchSettings(
    { mode: inputs.batch, fallback: inputs['batch-fallback'], s3Uri: inputs['batch-s3-uri'], roleArn: inputs['batch-role-arn'] },
    ACTION_BATCH_NAMES,
    batchNeedsLocation([...inputs.models, inputs['judge-model']]),
  );
  if (typeof batch === 'string') throw new InputError([batch]);
  if (inputs['stop-early'] && inputs.shard) throw new InputError([STOP_EARLY_IN_SHARD('action')]);
  return {
    frontEnd: 'action',
    models: inputs.models,
    judgeModel: inputs['judge-model'],
    userModel: inputs['user-model'],
    embeddingModel: inputs['embedding-model'],
    requireJudge: inputs['require-judge'],
    agent: inputs.agent,
    prompt: { text: inputs.prompt, file: inputs['prompt-file'] },
    system: inputs.system,
    inference: { temperature: inputs.temperature, max_tokens: inputs['max-tokens'], top_p: inputs['top-p'] },
    region: inputs['aws-region'],
    pricesFile: inputs['prices-file'],
    concurrency: inputs.concurrency,
    trials: inputs.trials,
    execTimeoutMs: inputs['exec-timeout'],
    selection: { tags: inputs.tags, sample: inputs.sample, seed: inputs['sample-seed'], shard: inputs.shard },
    maxCostUsd: inputs['max-cost-usd'],
    maxDurationMs: inputs['max-duration'],
    batch,
    stopEarly: inputs['stop-early'],
    allowDatasetCode: inputs['allow-dataset-code'],
    databaseUrlEnv: inputs['database-url-env'],
    apiHosts: inputs['api-hosts'],
    reuse: actionReuse(eventName, inputs),
    // Any action run's results may become a baseline (the cache, a merge of shards): each records what later runs reuse by.
    recordRequests: true,
    confirmRegressions: inputs['confirm-regressions'],
    failOnFlaky: inputs['fail-on-flaky'],
    flakyTolerance: inputs['flaky-tolerance'],
    onUndecided: inputs['on-undecided'],
    maxDrop: inputs['max-drop'],
    maxDropTrials: inputs['max-drop-trials'],
    onInconclusive: inputs['on-inconclusive'],
  };
}

export class InputError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    // One line per problem, each naming its input.
    super(problems.join('\n'));
    this.name = 'InputError';
    this.problems = problems;
  }
}
