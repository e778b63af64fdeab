// Merges the results of a matrix's shards (`shard: i/n`, src/dataset/shard.ts)
// back into one results object per dataset, as a run on one runner would have
// written it: the cases in the dataset's order, the summary recomputed by the
// same function (summarize), the run's times from the earliest start to the
// latest finish. The gate and the comparison are not merged: the front end
// applies them once to the merged results (applyGate), with the baseline.
//
// The shards' files are untrusted (artifacts of other jobs, files on disk):
// they reach here only through decodeResultsFile, and a set that is not
// exactly shards 1..n of one config is refused, naming what is wrong. Pure.
import { restoreDatasetFields } from './results-file-read.js';
import type { CaseResult, Results, SetupError } from '../config/index.js';
import type { KindDataset } from '../kinds/index.js';
import { parseSampleSize, selectCases, shardOfKey } from '../dataset/index.js';
import type { UngatedResults } from './results.js';
import { totalCostUsd } from './spend.js';
import { summarize } from './summary.js';
import { combineModelResults } from '../figures/index.js';
import { decide } from '../score/index.js';
import { appendAll, maxOf, minOf } from '../base/index.js';

/** One results file of a shard, and where it came from (a path, or an artifact and its file) for the messages. */
export interface ShardFile {
  origin: string;
  results: Results;
}

/** A set of shard results that cannot be merged: one line per problem, each naming the dataset, shard and origin. */
export class ShardSetError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ShardSetError';
    this.problems = problems;
  }
}

/** One dataset's shards, merged. */
export interface MergedDataset {
  name: string;
  /** The merged results, without gate or comparison. */
  results: UngatedResults;
  /** n of `shard: i/n`. */
  count: number;
}

const round = (x: number) => Math.round(x * 1e8) / 1e8;

/**
 * Checks that `files` are exactly shards 1..n of each dataset, of one config,
 * and merges each dataset's shards. Throws ShardSetError listing every
 * problem found. Datasets come back in the order of their first file.
 */
export function mergeShardFiles(files: readonly ShardFile[]): MergedDataset[] {
  const problems: string[] = [];
  if (files.length === 0) throw new ShardSetError(['no shard results to merge']);
  for (const f of files) {
    if (!f.results.run.selection?.shard) {
      problems.push(
        `${f.origin}: ${f.results.dataset.name}: not the results of a shard (no run.selection.shard); merge the results of runs with a shard (i/n)`,
      );
    }
  }
  if (problems.length > 0) throw new ShardSetError(problems);
  const countOf = (f: ShardFile) => f.results.run.selection?.shard?.count ?? 0;
  const indexOf = (f: ShardFile) => f.results.run.selection?.shard?.index ?? 0;

  const counts = [...new Set(files.map(countOf))];
  if (counts.length > 1) {
    const byCount = counts.map(
      (n) =>
        `n=${n}: ${files
          .filter((f) => countOf(f) === n)
          .map((f) => f.origin)
          .join(', ')}`,
    );
    throw new ShardSetError([`the shards were cut into different numbers of shards (${byCount.join('; ')}); merge the shards of one run`]);
  }

  const byDataset = new Map<string, ShardFile[]>();
  for (const f of files) byDataset.set(f.results.dataset.name, [...(byDataset.get(f.results.dataset.name) ?? []), f]);
  const merged: MergedDataset[] = [];
  for (const [name, shards] of byDataset) {
    const count = countOf(shards[0] as ShardFile);
    const found = problemsOfSet(name, shards, count, indexOf);
    appendAll(problems, found);
    if (found.length === 0) merged.push({ name, count, results: mergeDataset([...shards].sort((a, b) => indexOf(a) - indexOf(b))) });
  }
  if (problems.length > 0) throw new ShardSetError(problems);
  return merged;
}

function problemsOfSet(name: string, shards: readonly ShardFile[], count: number, indexOf: (f: ShardFile) => number): string[] {
  const problems: string[] = [];
  for (let index = 1; index <= count; index++) {
    const these = shards.filter((f) => indexOf(f) === index);
    if (these.length === 0) problems.push(`${name}: shard ${index} of ${count} is missing (found ${describeFound(shards, indexOf)})`);
    if (these.length > 1)
      problems.push(`${name}: shard ${index} of ${count} is there ${these.length} times: ${these.map((f) => f.origin).join(', ')}`);
  }
  if (problems.length > 0) return problems;

  // Every shard must be a slice of one run: same dataset files, models, judge, config and selection.
  const first = shards[0] as ShardFile;
  const sameness: [string, (r: Results) => unknown][] = [
    ['dataset files (dataset.hash)', (r) => r.dataset.hash],
    ['dataset type', (r) => r.dataset.type],
    ['models', (r) => r.models],
    ['judge', (r) => r.judge],
    ['config (config)', (r) => r.config ?? null],
    ['selection (tags, sample, seed)', (r) => selectionOf(r)],
    ['case count of the dataset (run.selection.total)', (r) => r.run.selection?.total],
  ];
  for (const [what, get] of sameness) {
    const want = JSON.stringify(get(first.results));
    const other = shards.find((f) => JSON.stringify(get(f.results)) !== want);
    if (other) {
      problems.push(
        `${name}: the shards are not of one run: their ${what} differ (${first.origin}: ${want}; ${other.origin}: ${JSON.stringify(get(other.results))})`,
      );
    }
  }
  // A case in the wrong shard or in two: a file edited, or cut by another rule.
  const seen = new Map<string, ShardFile>();
  for (const f of shards) {
    for (const c of f.results.cases) {
      const before = seen.get(c.key);
      if (before) problems.push(`${name}: case ${c.id} is in two shards (${before.origin} and ${f.origin})`);
      seen.set(c.key, f);
      const belongs = shardOfKey(c.key, count);
      if (belongs !== indexOf(f)) problems.push(`${name}: case ${c.id} of ${f.origin} belongs to shard ${belongs} of ${count}, not ${indexOf(f)}`);
    }
  }
  return problems.slice(0, 20).concat(problems.length > 20 ? [`${name}: and ${problems.length - 20} more problems`] : []);
}

function describeFound(shards: readonly ShardFile[], indexOf: (f: ShardFile) => number): string {
  return shards.map((f) => `${indexOf(f)} from ${f.origin}`).join(', ');
}

/** The parts of a selection that every shard shares (tags, sample, seed), or null without one. */
function selectionOf(results: Results): { tags: string[]; sample: string | null; seed: string | null } | null {
  const s = results.run.selection;
  if (!s || (s.tags.length === 0 && s.sample === null)) return null;
  return { tags: s.tags, sample: s.sample, seed: s.seed };
}

function mergeDataset(shards: readonly ShardFile[]): UngatedResults {
  const all = shards.map((s) => s.results);
  const first = all[0] as Results;
  const cases: CaseResult[] = all.flatMap((r) => r.cases).sort((a, b) => a.line - b.line);
  const summary = summarize(cases);
  const judged = all.filter((r) => r.summary.judge !== undefined);
  if (judged.length > 0) {
    const costs = judged.map((r) => r.summary.judge?.cost_usd ?? null);
    const reused = judged.filter((r) => r.summary.judge?.reused !== undefined);
    summary.judge = {
      calls: judged.reduce((s, r) => s + (r.summary.judge?.calls ?? 0), 0),
      cost_usd: costs.some((c) => c === null) ? null : round(costs.reduce<number>((s, c) => s + (c ?? 0), 0)),
      ...(reused.length > 0 ? { reused: reused.reduce((s, r) => s + (r.summary.judge?.reused ?? 0), 0) } : {}),
    };
  }
  summary.total_cost_usd = totalCostUsd(summary);

  const started = minOf(all.map((r) => Date.parse(r.run.started_at)));
  const finished = maxOf(all.map((r) => Date.parse(r.run.finished_at)));
  const selection = selectionOf(first);
  const setupErrors = mergeSetupErrors(all.flatMap((r) => r.setup_errors ?? []));
  const costCaps = all.flatMap((r) => (r.cost_cap ? [r.cost_cap] : []));
  const durationCaps = all.flatMap((r) => (r.duration_cap ? [r.duration_cap] : []));
  const stops = all.flatMap((r) => (r.stopped_early ? [r.stopped_early] : []));
  const {
    gate: _gate,
    history: _history,
    regressions: _regressions,
    setup_errors: _s,
    cost_cap: _c,
    duration_cap: _d,
    stopped_early: _e,
    ...rest
  } = first;
  return {
    ...rest,
    run: {
      started_at: new Date(started).toISOString(),
      finished_at: new Date(finished).toISOString(),
      duration_ms: finished - started,
      ...(all.some((r) => r.run.interrupted) ? { interrupted: true } : {}),
      ...(selection && first.run.selection
        ? {
            selection: {
              total: first.run.selection.total,
              selected: cases.length,
              tags: selection.tags,
              sample: selection.sample,
              seed: selection.seed,
            },
          }
        : {}),
    },
    summary,
    cases,
    ...(setupErrors.length > 0 ? { setup_errors: setupErrors } : {}),
    // Each shard's job has its own caps: the merged record says how many cases they left, in all.
    ...(costCaps[0] ? { cost_cap: { ...costCaps[0], not_run: costCaps.reduce((s, c) => s + c.not_run, 0) } } : {}),
    ...(durationCaps[0] ? { duration_cap: { ...durationCaps[0], not_run: durationCaps.reduce((s, c) => s + c.not_run, 0) } } : {}),
    // Shards an older version stopped early (stop-early with a shard is refused now): the first one's reason, and what they all left.
    ...(stops[0]
      ? {
          stopped_early: {
            ...stops[0],
            not_run: stops.reduce((s, c) => s + c.not_run, 0),
            calls_saved: stops.reduce((s, c) => s + c.calls_saved, 0),
          },
        }
      : {}),
  };
}

/** The same model's setup error in several shards is one error whose results add up. */
function mergeSetupErrors(errors: readonly SetupError[]): SetupError[] {
  const byModel = new Map<string, SetupError>();
  for (const e of errors) {
    const id = `${e.role}\u0000${e.model}`;
    const seen = byModel.get(id);
    byModel.set(id, seen ? { ...seen, results: seen.results + e.results } : e);
  }
  return [...byModel.values()];
}

/** Merged results made ready for the gate against the dataset as this run loaded it. */
export interface MergedForDataset {
  results: UngatedResults;
  /** The dataset with the shards' selection (tags, sample) applied: its thresholds and `selection.unselected` go to applyGate. */
  dataset: KindDataset;
}

/**
 * Checks merged results against the dataset as loaded here (the same files,
 * and every case the shards' selection keeps exactly once) and puts the
 * cases in the dataset's order, as a single run writes them. `selected`,
 * when given, is the dataset as this run already selected it (the action's
 * tags and sample): the shards must have made the same selection.
 */
export function forDataset(merged: MergedDataset, loaded: KindDataset, selected?: KindDataset): MergedForDataset {
  const r = merged.results;
  const problems: string[] = [];
  if (r.dataset.hash !== loaded.hash) {
    throw new ShardSetError([
      `${merged.name}: the shards ran other dataset files (hash ${r.dataset.hash}) than ${loaded.files.meta} holds now (hash ${loaded.hash}); merge in the same checkout as the shards`,
    ]);
  }
  const record = r.run.selection;
  const dataset =
    selected ??
    selectCases(loaded, { tags: record?.tags ?? [], sample: record?.sample ? parseSampleSize(record.sample) : null, seed: record?.seed ?? '0' });
  const mine = dataset.selection?.record;
  const same = (a: typeof record, b: typeof mine) =>
    JSON.stringify([a?.tags ?? [], a?.sample ?? null, a?.seed ?? null]) === JSON.stringify([b?.tags ?? [], b?.sample ?? null, b?.seed ?? null]);
  if (!same(record, mine)) {
    problems.push(
      `${merged.name}: the shards selected cases by ${describe(record)}, this run by ${describe(mine)}; give both the same tags, sample and sample-seed`,
    );
  }
  const position = new Map(dataset.cases.map((c, i) => [c.key, i]));
  const got = new Set(r.cases.map((c) => c.key));
  const missing = dataset.cases.filter((c) => !got.has(c.key)).map((c) => c.id);
  const extra = r.cases.filter((c) => !position.has(c.key)).map((c) => c.id);
  if (missing.length > 0) problems.push(`${merged.name}: ${missing.length} case(s) are in no shard: ${list(missing)}`);
  if (extra.length > 0) problems.push(`${merged.name}: ${extra.length} case(s) of the shards are not selected in the dataset: ${list(extra)}`);
  if (problems.length > 0) throw new ShardSetError(problems);
  const contradictions = verdictProblems(merged, dataset);
  if (contradictions.length > 0) throw new ShardSetError(contradictions);
  const cases = [...r.cases].sort((a, b) => (position.get(a.key) ?? 0) - (position.get(b.key) ?? 0));
  // Results files leave the cases' inputs and expected values to the dataset (the same files, by the hash checked above).
  const restored = restoreDatasetFields({ ...r, cases }, loaded);
  if (restored.unmatched > 0) {
    throw new ShardSetError([`${merged.name}: ${restored.unmatched} case(s) of the shards are not on the line of the dataset they name`]);
  }
  return { results: restored.results, dataset };
}

/**
 * A shard's verdicts checked against what they rest on, since the summary
 * and the gate count statuses: a result that carries an error is an error;
 * where the kind scores by assertions alone, each result's status and score
 * are the verdict of its assertion rows with the case's threshold (a call
 * that failed has no rows and is an error); a case's status and score are
 * its models' combined. A file edited to say `pass` over failing rows is
 * refused, naming the case, the model and both verdicts.
 */
function verdictProblems(merged: MergedDataset, dataset: KindDataset): string[] {
  const problems: string[] = [];
  const threshold = new Map(dataset.cases.map((c) => [c.key, c.threshold]));
  // As src/run/task.ts decides: a kind with a scorer of its own mixes its rows with the case's, so only the error rule holds there.
  const byRows = dataset.kind.scorer.runs === 'prompt' && dataset.kind.scorer.score === null;
  const where = (c: CaseResult) => `${merged.name}: case ${c.id} (shard ${shardOfKey(c.key, merged.count)} of ${merged.count})`;
  for (const c of merged.results.cases) {
    for (const r of c.results) {
      const failedCall = r.status === 'error' && r.asserts.length === 0 && r.error !== null;
      if (r.error !== null && r.status !== 'error') {
        problems.push(`${where(c)}, model ${r.model}: status ${r.status}, but it carries an error (${cut(r.error)})`);
      } else if (byRows && !failedCall) {
        const verdict = decide(r.asserts, threshold.get(c.key) ?? null);
        if (verdict.status !== r.status || !near(verdict.score, r.score)) {
          problems.push(
            `${where(c)}, model ${r.model}: the file says ${r.status} (score ${r.score}), its assertion rows say ${verdict.status} (score ${verdict.score})`,
          );
        }
      }
    }
    const combined = combineModelResults(c.results);
    if (combined.status !== c.status || !near(combined.score, c.score)) {
      problems.push(
        `${where(c)}: the file says ${c.status} (score ${c.score}), its models' results say ${combined.status} (score ${combined.score})`,
      );
    }
  }
  return problems.slice(0, 20).concat(problems.length > 20 ? [`${merged.name}: and ${problems.length - 20} more contradictions`] : []);
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9;
const cut = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text);

function describe(record: { tags: string[]; sample: string | null; seed: string | null } | undefined): string {
  if (!record || (record.tags.length === 0 && record.sample === null)) return 'none (every case)';
  return [
    record.tags.length > 0 ? `tags ${record.tags.join(', ')}` : '',
    record.sample !== null ? `sample ${record.sample}, seed ${record.seed ?? ''}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

function list(ids: readonly string[]): string {
  return ids.length <= 10 ? ids.join(', ') : `${ids.slice(0, 10).join(', ')} and ${ids.length - 10} more`;
}
