// EvalBench's llm_consistency: whether a model gave the same answer in every
// trial of a case (--trials). Trials are compared in pairs, as
// llm_consistency_comparator.py compares them: two failed trials agree when
// their errors are equal, or the judge finds them equivalent; one failed trial
// and one answer disagree; equal answers agree without a judge call; else the
// judge decides. A case is consistent only when every pair is
// (multi_trial_score.py's all-or-nothing rule). EvalBench compares neighbouring
// trials first and infers the other pairs by transitivity (two consistent
// pairs sharing a trial make the third consistent; a consistent and an
// inconsistent one make it inconsistent), which decides the case from the
// neighbouring pairs alone, so only those are asked.
import type { AssertResult } from '../../config/index.js';
import { errorAssert, NO_JUDGE_REASON, skippedAssert, thresholdAssert } from '../python-tool/dimensions.js';
import { EVALBENCH_SYSTEM } from './llm-scorers.js';
import { CONSISTENCY_ERROR_PROMPT, CONSISTENCY_PROMPT, fillPrompt } from './llm-scorer-prompts.js';
import { JudgeError, type Judge } from '../judge/judge.js';
import { fenceBlock } from '../judge/judge-prompts.js';

export const LLM_CONSISTENCY = 'llm_consistency';

/** One trial as the comparison sees it: its answer, or why it failed. */
export interface TrialOutput {
  output: string | null;
  /** Set when the trial produced no answer (its call failed). */
  error: string | null;
}

/** `INFORMATION_MATCHES` or `INCONSISTENT` after FINAL ANSWER (else anywhere, if only one of them appears). */
export function parseConsistencyReply(raw: string): boolean {
  return pickToken(raw, ['INFORMATION_MATCHES', 'INCONSISTENT']) === 'INFORMATION_MATCHES';
}

/** `EQUIVALENT` or `NOT_EQUIVALENT`, read the same way. */
export function parseEquivalenceReply(raw: string): boolean {
  return pickToken(raw, ['EQUIVALENT', 'NOT_EQUIVALENT']) === 'EQUIVALENT';
}

/**
 * The one answer token the reply gives. The text after the last "FINAL
 * ANSWER" is read first, where the prompt asks for it; a reply naming both
 * tokens there (or, without that heading, anywhere) or neither is outside the
 * contract. EvalBench scores such a reply 0; here it is an error.
 */
export function pickToken(raw: string, tokens: readonly string[]): string {
  const upper = raw.toUpperCase();
  const at = upper.lastIndexOf('FINAL ANSWER');
  const found = (text: string) => tokens.filter((t) => new RegExp(`(?<![A-Z_])${t}(?![A-Z_])`).test(text));
  const after = at >= 0 ? found(upper.slice(at)) : [];
  const named = after.length > 0 ? after : found(upper);
  if (named.length !== 1) throw new JudgeError(`judge reply: expected exactly one of ${tokens.join(' / ')}`, raw);
  return named[0] as string;
}

type PairVerdict = { consistent: boolean; how: string } | { error: string; raw?: string };

async function comparePair(a: TrialOutput, b: TrialOutput, request: string, judge: Judge, caseId: string): Promise<PairVerdict> {
  let prompt: string;
  let read: (raw: string) => boolean;
  if (a.output === null && b.output === null) {
    if (a.error === b.error) return { consistent: true, how: 'the same error' };
    prompt = fillPrompt(CONSISTENCY_ERROR_PROMPT, {
      nl_prompt: request,
      trial1_error: fenceBlock(a.error ?? ''),
      trial2_error: fenceBlock(b.error ?? ''),
    });
    read = parseEquivalenceReply;
  } else if (a.output === null || b.output === null) {
    return { consistent: false, how: 'one trial failed and the other answered' };
  } else if (a.output === b.output) {
    return { consistent: true, how: 'the same answer' };
  } else {
    prompt = fillPrompt(CONSISTENCY_PROMPT, { nl_prompt: request, trial1_output: fenceBlock(a.output), trial2_output: fenceBlock(b.output) });
    read = parseConsistencyReply;
  }
  let raw: string;
  try {
    raw = await judge.complete({ prompt, system: EVALBENCH_SYSTEM, caseId });
  } catch (error) {
    return { error: `judge call failed: ${(error as Error).message}` };
  }
  try {
    return { consistent: read(raw), how: 'judged' };
  } catch (error) {
    if (error instanceof JudgeError) return { error: error.message, raw };
    throw error;
  }
}

/**
 * One model's trials of a case: 1 when every pair agrees, else 0, against
 * `minimum` (1 by default: any disagreement fails). Without a judge the row
 * is skipped; a judge reply outside its contract makes it an error.
 */
export async function llmConsistency(
  trials: readonly TrialOutput[],
  options: { judge: Judge | null; request: string; caseId: string; minimum: number | null },
): Promise<AssertResult> {
  if (!options.judge) return skippedAssert(LLM_CONSISTENCY, NO_JUDGE_REASON);
  const judge = options.judge;
  const pairs = trials.slice(1).map((b, i) => comparePair(trials[i] as TrialOutput, b, options.request, judge, options.caseId));
  const verdicts = await Promise.all(pairs);
  const described = verdicts.map(
    (v, i) => `trials ${i}-${i + 1}: ${'error' in v ? `error (${v.error})` : `${v.consistent ? 'consistent' : 'inconsistent'}, ${v.how}`}`,
  );
  const failed = verdicts.find((v): v is { error: string; raw?: string } => 'error' in v);
  if (failed) return errorAssert(LLM_CONSISTENCY, described.join('; '), failed.raw);
  const consistent = verdicts.every((v) => 'consistent' in v && v.consistent);
  return thresholdAssert(LLM_CONSISTENCY, consistent ? 1 : 0, options.minimum, `${described.join('; ')}.`);
}
