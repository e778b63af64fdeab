// One dataset in the action: its config's scope (what the cache is keyed by),
// then the dataset step (src/app/dataset-step.ts) with the action's ports:
// baselines as the plan reads and saves them (the Actions cache, baseline
// files), the results file in output-dir, notes in the log, problems failing
// the step once everything is published. And what datasets are hashed with,
// and how their progress is logged. Publishing comes after every dataset is
// done (src/publish/publishers/).
import path from 'node:path';
import { type Scrubber, formatLimit, OUTSIDE_WORKSPACE, readBoundedFile, readUserFile, DatasetError, type DatasetIssue } from '../base/index.js';
import {
  plannedBaseline,
  usesCache,
  type BaselinePlan,
  safeFileName,
  scopeFor,
  type ConfigScope,
  type BaselineScope,
  type HashedFile,
  baselineRoot,
} from '../baseline/index.js';
import {
  evaluated,
  modelSpecsOf,
  runDatasetStep,
  templateFor,
  type Evaluator,
  type GatePolicy,
  type ResultsSource,
  type RunSettings,
} from '../app/index.js';
import { asksUser } from '../agents/index.js';
import { type KindDataset, runsAgents } from '../kinds/index.js';
import { expandFilePatterns } from '../dataset/index.js';
import { isReproducible } from '../providers/index.js';
import { runSourceOf, type ActionContext, type DatasetRun, actionLog as log } from '../publish/index.js';
import { repoPath, workspaceDir } from './workspace.js';
import { InputError } from './inputs.js';

export interface DatasetStepContext {
  settings: RunSettings;
  ctx: ActionContext;
  evaluator: Evaluator;
  plan: BaselinePlan;
  gate: GatePolicy;
  /** Masks the secrets of the runner's environment. */
  scrub: Scrubber;
  prompt: string | null;
  hashFiles: readonly HashedFile[];
  /** Prices decide cost, which a gate may check. */
  pricesText: string | null;
  /** tags/sample/seed of a subset run (null for a full run): they decide which results exist. */
  selection: Record<string, unknown> | null;
  outputDir: string;
  many: boolean;
  /** Lines the step fails with once everything is published. */
  lateErrors: string[];
  /** A shard: its config parts are recorded for the merge to check, though it reads no cache. */
  recordConfig?: boolean;
  /** mode merge: each dataset's results come from the shards (src/action/shards.ts), checked against its scope, not from the models. */
  fromShards?: (scope: BaselineScope | null) => ResultsSource;
}

export async function evaluateDataset(dataset: KindDataset, sc: DatasetStepContext): Promise<DatasetRun> {
  const { settings, evaluator, plan } = sc;
  const models =
    settings.agent && runsAgents(dataset.kind)
      ? [settings.agent]
      : modelSpecsOf(
          dataset,
          evaluator.providers.map((p) => p.spec.label),
        );
  const scope = usesCache(plan) || sc.recordConfig ? await scopeOf(dataset, models, sc) : null;
  const cache = scope ? { scope, log, reproducible: isReproducible(models, evaluator.judgeSpec), root: baselineRoot(sc.ctx.runnerTemp) } : undefined;
  const done = await runDatasetStep(dataset, {
    source: sc.fromShards ? sc.fromShards(scope) : evaluated(evaluator),
    gate: sc.gate,
    scrub: sc.scrub,
    baseline: plannedBaseline(plan, {
      many: sc.many,
      ...(cache ? { cache } : {}),
      showPath: repoPath,
      within: workspaceDir(),
      runId: () => `run_${sc.ctx.runId}`,
    }),
    resultsFile: {
      path: (d) => Promise.resolve(path.join(sc.outputDir, `${safeFileName(d.name)}.json`)),
      show: repoPath,
      elsewhere: 'change the output-dir input',
    },
    log: { note: (line) => log.info(line), problem: (line) => sc.lateErrors.push(line) },
    // Where this run happened and its config's parts: a later run that takes these results as its baseline names and compares them.
    provenance: { source: runSourceOf(sc.ctx), config: scope ? scope.parts : null },
  });
  return { dataset, results: done.results, scope, cacheKey: done.cacheKey, skipped: done.reused, resultsPath: done.resultsPath };
}

/** The dataset's cache entry: its name, its models and the hash of everything that decides its outputs. */
export function scopeOf(
  dataset: KindDataset,
  models: string[],
  sc: Pick<DatasetStepContext, 'settings' | 'evaluator' | 'prompt' | 'pricesText' | 'selection' | 'hashFiles'>,
): Promise<ConfigScope> {
  const { settings, evaluator } = sc;
  const { inference } = settings;
  return scopeFor({
    dataset,
    models,
    judge: evaluator.judgeSpec,
    prompt: sc.prompt ?? templateFor(dataset, null).text,
    settings: {
      trials: settings.trials ?? dataset.meta.trials ?? 1,
      agent: settings.agent ?? null,
      system: settings.system ?? null,
      inference: { temperature: inference.temperature ?? null, max_tokens: inference.max_tokens ?? null, top_p: inference.top_p ?? null },
      prices: sc.pricesText,
      // The embedding model decides similar and answer-relevance verdicts; absent from the hash when there is none.
      ...(evaluator.embeddingSpec ? { embedding_model: evaluator.embeddingSpec } : {}),
      ...(sc.selection ? { selection: sc.selection } : {}),
      // Conversations: the simulated user decides them (only a dataset whose cases ask it: no other key changes), and an evalset's ${VAR} values.
      ...(settings.userModel && dataset.cases.some((c) => asksUser(c.data)) ? { user_model: settings.userModel } : {}),
      ...(dataset.expandedHash ? { evalset_expanded: dataset.expandedHash } : {}),
    },
    hashFiles: sc.hashFiles,
    within: workspaceDir(),
  });
}

/** Each hash-files match is read whole into memory: far above the code an exec: program runs, far below the runner's memory. */
export const HASH_FILE_MAX_BYTES = 64 * 1024 * 1024;
/** All of them together. */
export const HASH_FILES_MAX_TOTAL_BYTES = 1024 * 1024 * 1024;

/**
 * The files of the hash-files input, for the config hash: inside the
 * workspace only (a link leading out, to a runner secret or /dev/zero, is
 * never read), regular files only, each and all together within a limit.
 * A file that cannot be read stops the step: the config hash must cover
 * what the input names.
 */
export async function readHashFiles(patterns: string[], workspace: string): Promise<HashedFile[]> {
  if (patterns.length === 0) return [];
  const { files, unmatched, refusedPatterns, refusedLinks } = await expandFilePatterns(patterns, process.cwd(), workspace);
  // A typo here would silently leave the files out of the config hash.
  for (const pattern of unmatched) log.warning(`hash-files: ${pattern} matches no file; it adds nothing to the config hash`);
  const problems = refusedPatterns.map(
    (pattern) => `hash-files: ${pattern} ${OUTSIDE_WORKSPACE}; the action hashes only files inside the repository`,
  );
  // Met on a glob's walk (a virtualenv's link to /usr/bin/python3, say): left out, and said.
  if (refusedLinks.length > 0)
    log.warning(`hash-files: not hashed, as they lead outside the workspace (links to files elsewhere): ${refusedLinks.map(repoPath).join(', ')}`);
  const hashed: HashedFile[] = [];
  let total = 0;
  for (const file of files) {
    const read = await readBoundedFile(file, { maxBytes: HASH_FILE_MAX_BYTES, within: workspace });
    if ('refused' in read) {
      const advice = read.refused.tooLarge ? `; leave it out with !${repoPath(file)}` : '';
      problems.push(`hash-files: ${repoPath(file)} ${read.refused.message}${advice}`);
      continue;
    }
    total += read.bytes.length;
    if (total > HASH_FILES_MAX_TOTAL_BYTES) {
      problems.push(`hash-files: the files matched add up to more than the ${formatLimit(HASH_FILES_MAX_TOTAL_BYTES)} limit; narrow the patterns`);
      break;
    }
    hashed.push({ path: path.relative(workspace, file), content: read.bytes });
  }
  if (problems.length > 0) throw new InputError(problems);
  return hashed;
}

/** The prices file's text for the config hash (openEvaluator read and checked it already), bounded as every file the action reads. */
export async function readPricesText(file: string, workspace: string): Promise<string> {
  const issues: DatasetIssue[] = [];
  const text = await readUserFile(file, issues, { within: workspace });
  if (text === null) throw new DatasetError(issues);
  return text;
}

/** Each dataset's progress in the log, every tenth of its calls. */
export function progressLogger() {
  const last = new Map<string, number>();
  return (dataset: KindDataset, p: { done: number; total: number; errors: number }) => {
    const decile = p.total === 0 ? 10 : Math.floor((p.done / p.total) * 10);
    if ((last.get(dataset.name) ?? -1) >= decile) return;
    last.set(dataset.name, decile);
    log.info(`${dataset.name}: ${p.done}/${p.total} calls done, ${p.errors} errors`);
  };
}
