// The comparisons across a case's runs, once every model (and trial) of the
// case has answered: select-best and max-score across the models of each
// trial (src/score/promptfoo/compare-models.ts), EvalBench's llm_consistency across
// each model's trials, and the kind's own comparison of trials (an nl2sql
// dataset's exact_match_consistency). Each joins its row to the results it
// compared.
import { type AssertResult, type ModelResult, scorerOptions } from '../config/index.js';
import {
  isComparison,
  MAX_SCORE,
  mergeComparison,
  runMaxScore,
  runSelectBest,
  SELECT_BEST,
  LLM_CONSISTENCY,
  llmConsistency,
  caseAssertions,
  caseVars,
  decide,
  defaultAsserts,
} from '../score/index.js';
import type { Opened, RunOptions, Scored } from './run-types.js';
import type { LoadedCase } from '../dataset/index.js';

/**
 * Whether the run compares anything across runs: a case with select-best or
 * max-score, llm_consistency on, or a kind that compares trials. A run with
 * none takes each case's results as they are, without a second pass over the cases.
 */
export function comparesRuns(options: RunOptions, opened: Opened): boolean {
  const { dataset } = options;
  const kind = dataset.kind;
  return (
    consistencyMinimum(options) !== null ||
    (kind.compareTrials !== undefined && (options.trials ?? 1) > 1 && opened.resources !== null) ||
    // caseAssertions' three parts looked through in turn, without the list it joins them into, for every case.
    defaultAsserts(dataset.meta).some((a) => isComparison(a.type)) ||
    dataset.cases.some((c) => c.assert.some((a) => isComparison(a.type)) || kind.builtInAssertions(c).some((a) => isComparison(a.type)))
  );
}

/** Whether comparing the case's runs calls the judge: only select-best and llm_consistency do. */
export function comparisonCallsJudge(testCase: LoadedCase, options: RunOptions): boolean {
  const { dataset } = options;
  return (
    consistencyMinimum(options) !== null || caseAssertions(dataset.kind, testCase, defaultAsserts(dataset.meta)).some((a) => a.type === SELECT_BEST)
  );
}

/** The case's runs compared, in turn: across models, across each model's trials, then by the kind; one result per run. */
export async function compareRuns(testCase: LoadedCase, runs: Scored[], options: RunOptions, opened: Opened): Promise<ModelResult[]> {
  const acrossModels = await compareModels(testCase, runs, options);
  return compareTrials(testCase, await checkConsistency(testCase, runs, acrossModels, options), options, opened);
}

/**
 * Runs the case's select-best and max-score (promptfoo runs every select-best
 * first, then every max-score) over each trial's models, and merges each
 * model's verdict into its result.
 */
async function compareModels(testCase: LoadedCase, runs: Scored[], options: RunOptions): Promise<ModelResult[]> {
  const { dataset } = options;
  const comparisons = caseAssertions(dataset.kind, testCase, defaultAsserts(dataset.meta)).filter((a) => isComparison(a.type));
  if (comparisons.length === 0) return runs.map((r) => r.result);
  // promptfoo runs the first of each type in the test's list, defaultTest's coming first.
  const first = (type: string) => comparisons.filter((a) => a.type === type).slice(0, 1);
  const ordered = [...first(SELECT_BEST), ...first(MAX_SCORE)];
  const merged = runs.map((r) => r.result);
  const trials = [...new Set(runs.map((r) => r.trial))];
  for (const trial of trials) {
    const members = runs.flatMap((r, i) => (r.trial === trial ? [i] : []));
    const contenders = members.map((i) => ({ output: (runs[i] as Scored).result.output, caseRows: (runs[i] as Scored).caseRows }));
    const rows: AssertResult[][] = [];
    for (const assertion of ordered) {
      const verdicts = options.signal?.aborted
        ? contenders.map(() => ({
            type: assertion.type,
            status: 'error' as const,
            pass: null,
            score: null,
            reason: 'interrupted before the comparison ran',
          }))
        : assertion.type === SELECT_BEST
          ? await runSelectBest(assertion, contenders, {
              judge: options.judge,
              vars: caseVars(dataset, testCase),
              caseId: testCase.id,
              limits: options.limits,
            })
          : runMaxScore(assertion, contenders);
      rows.push(verdicts);
    }
    members.forEach((i, position) => {
      const run = runs[i] as Scored;
      let result = run.result;
      const added = rows.map((verdicts) => verdicts[position] as AssertResult);
      for (const verdict of added) result = mergeComparison(result, verdict, run.kindScored);
      // Nothing decided a model whose every assertion was skipped (no judge): an error, as decide() says.
      const all = decide([...run.caseRows, ...added], null);
      if (!run.kindScored && result.status !== 'error' && all.allSkipped) result = { ...result, status: 'error', score: 0, error: all.reason };
      merged[i] = result;
    });
  }
  return merged;
}

/** The minimum of llm_consistency when the dataset enables it and the run has trials to compare, else null ("off"). */
function consistencyMinimum(options: RunOptions): { minimum: number | null } | null {
  const enabled = scorerOptions(options.dataset.meta.scorers, 'llm_consistency');
  return enabled && (options.trials ?? 1) > 1 ? { minimum: enabled.threshold } : null;
}

/**
 * EvalBench's llm_consistency over each model's trials of the case: its row
 * joins every trial's result, and an inconsistent model fails them all (the
 * scores stay as they were).
 */
async function checkConsistency(testCase: LoadedCase, runs: Scored[], results: ModelResult[], options: RunOptions): Promise<ModelResult[]> {
  const check = consistencyMinimum(options);
  if (!check) return results;
  const merged = [...results];
  const models = [...new Set(results.map((r) => r.model))];
  for (const model of models) {
    const members = results.flatMap((r, i) => (r.model === model ? [i] : []));
    const trials = members.map((i) => {
      const r = results[i] as ModelResult;
      return { output: r.output, error: r.output === null ? (r.error ?? 'no answer') : null };
    });
    const request = members.map((i) => (runs[i] as Scored).prompt).find((p) => p !== null) ?? '';
    const row = options.signal?.aborted
      ? { type: LLM_CONSISTENCY, status: 'error' as const, pass: null, score: null, reason: 'interrupted before the trials were compared' }
      : await llmConsistency(trials, { judge: options.judge, request, caseId: testCase.id, minimum: check.minimum });
    for (const i of members) merged[i] = mergeComparison(merged[i] as ModelResult, row, true);
  }
  return merged;
}

/** The kind's own comparison of each model's trials (an nl2sql dataset's exact_match_consistency), joined to every trial's result. */
async function compareTrials(testCase: LoadedCase, results: ModelResult[], options: RunOptions, opened: Opened): Promise<ModelResult[]> {
  const kind = options.dataset.kind;
  if (!kind.compareTrials || (options.trials ?? 1) < 2 || opened.resources === null) return results;
  const merged = [...results];
  for (const model of new Set(results.map((r) => r.model))) {
    const members = results.flatMap((r, i) => (r.model === model ? [i] : []));
    const row = options.signal?.aborted
      ? null
      : await kind.compareTrials(
          members.map((i) => results[i] as ModelResult),
          { testCase, resources: opened.resources },
        );
    if (row) for (const i of members) merged[i] = mergeComparison(merged[i] as ModelResult, row, true);
  }
  return merged;
}
