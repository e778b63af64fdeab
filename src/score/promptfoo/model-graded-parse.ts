// Reading the replies of promptfoo's model-graded types. Each parser takes
// promptfoo 0.121.20's rule for a reply it can read (src/matchers/llmGrading.ts,
// src/matchers/rag.ts, src/external/matchers/deepeval.ts, cited per function)
// and throws JudgeError, carrying the raw reply, where promptfoo would fail
// the assertion for a reply it cannot read (its graderFail and its
// "malformed response" verdicts) or would score one that does not follow the
// prompt's format as if it did. Such a reply is then an `error`, never a pass
// and never a fail that looks like a verdict.
import { JudgeError } from '../judge/judge.js';
import { extractJsonObjects } from '../judge/judge-parse.js';

/** promptfoo's factuality categories, each with its default score (getFactualityScoreLookup). */
export const FACTUALITY_CATEGORIES = {
  A: { key: 'subset', meaning: 'The submitted answer is a subset of the expert answer and is fully consistent with it.' },
  B: { key: 'superset', meaning: 'The submitted answer is a superset of the expert answer and is fully consistent with it.' },
  C: { key: 'agree', meaning: 'The submitted answer contains all the same details as the expert answer.' },
  D: { key: 'disagree', meaning: 'There is a disagreement between the submitted answer and the expert answer.' },
  E: { key: 'differButFactual', meaning: "The answers differ, but these differences don't matter from the perspective of factuality." },
} as const;
export type FactualityCategory = keyof typeof FACTUALITY_CATEGORIES;
export type FactualityScores = Partial<Record<(typeof FACTUALITY_CATEGORIES)[FactualityCategory]['key'], number>>;

export interface Verdict {
  pass: boolean;
  score: number;
  reason: string;
}

/**
 * factuality: `{"category": "A".."E", "reason"}`, else the legacy form, a
 * letter in parentheses such as "(B)" (parseFactualityJsonResponse,
 * parseLegacyFactualityResponse). A category passes when its score (options
 * `factuality`, default 1 for A, B, C, E and 0 for D) is above 0.
 */
export function parseFactualityReply(raw: string, scores: FactualityScores = {}): Verdict & { category: FactualityCategory } {
  const json = extractJsonObjects(raw)[0];
  let category: string;
  let reason: string;
  if (json && typeof json['category'] === 'string' && json['category'] !== '') {
    category = json['category'].trim().toUpperCase();
    if (!/^[A-E]$/.test(category))
      throw new JudgeError(`factuality: the judge's category ${JSON.stringify(json['category'])} is not one of A-E`, raw);
    const given = typeof json['reason'] === 'string' ? json['reason'].trim() : '';
    reason = given || `Category ${category}: ${FACTUALITY_CATEGORIES[category as FactualityCategory].meaning}`;
  } else {
    const legacy = /\s*\(?([a-eA-E])\)/.exec(raw);
    if (!legacy?.[1]) throw new JudgeError('factuality: the judge gave no category (a JSON "category" A-E, or a letter such as "(A)")', raw);
    category = legacy[1].toUpperCase();
    reason = /\)\s*(.*)/s.exec(raw)?.[1]?.trim() || raw;
  }
  const letter = category as FactualityCategory;
  const score = scores[FACTUALITY_CATEGORIES[letter].key] ?? (letter === 'D' ? 0 : 1);
  return { pass: score > 0, score, reason, category: letter };
}

/**
 * model-graded-closedqa: the reply's last character is the verdict, "Y" or
 * "N" (matchesClosedQa reads `output.trimEnd().endsWith('Y')`). promptfoo
 * fails any other ending as malformed; here it is an error.
 */
export function parseClosedQaReply(raw: string): Verdict {
  const end = raw.trimEnd();
  if (end.endsWith('Y')) return { pass: true, score: 1, reason: `The submission meets the criterion:\n${raw}` };
  if (end.endsWith('N')) return { pass: false, score: 0, reason: `The submission does not meet the criterion:\n${raw}` };
  throw new JudgeError('model-graded-closedqa: the judge\'s reply does not end with the verdict "Y" or "N"', raw);
}

/**
 * g-eval's first call: `{"steps": [...]}` on one line (matchesGEval matches
 * /\{"steps".+\}/), a non-empty list of non-empty strings.
 */
export function parseGEvalSteps(raw: string): string[] {
  const match = /\{"steps".+\}/.exec(raw)?.[0];
  if (!match) throw new JudgeError('g-eval: the evaluation steps are not in JSON format ({"steps": [...]})', raw);
  let steps: unknown;
  try {
    steps = (JSON.parse(match) as { steps?: unknown }).steps;
  } catch (error) {
    throw new JudgeError(`g-eval: the evaluation steps are not in JSON format: ${(error as Error).message}`, raw);
  }
  if (!Array.isArray(steps)) throw new JudgeError(`g-eval: the steps reply has invalid or missing steps: ${JSON.stringify(steps)}`, raw);
  if (steps.length === 0) throw new JudgeError('g-eval: the judge proposed no evaluation step', raw);
  if (!steps.every((s): s is string => typeof s === 'string' && s.trim() !== '')) {
    throw new JudgeError(`g-eval: the steps reply contains invalid steps: ${JSON.stringify(steps)}`, raw);
  }
  return steps;
}

/** The top of g-eval's scale (matchesGEval's maxScore). */
export const GEVAL_MAX_SCORE = 10;

/**
 * g-eval's second call: `{"score": 0-10, "reason"}` on one line (the first
 * /\{.+\}/ match). The score is a number or numeric text within 0-10, the
 * reason non-empty; the assertion's score is score / 10.
 */
export function parseGEvalResult(raw: string): { score: number; reason: string } {
  const match = /\{.+\}/.exec(raw)?.[0];
  if (!match) throw new JudgeError('g-eval: the evaluation result is not in JSON format', raw);
  let result: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(match);
    if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
    result = parsed as Record<string, unknown>;
  } catch (error) {
    throw new JudgeError(`g-eval: the evaluation result is not in JSON format: ${(error as Error).message}`, raw);
  }
  const given = result['score'];
  const score = typeof given === 'number' ? given : typeof given === 'string' && given.trim() !== '' ? Number(given) : NaN;
  if (!Number.isFinite(score)) throw new JudgeError(`g-eval: the result has an invalid or missing score: ${JSON.stringify(given)}`, raw);
  if (score < 0 || score > GEVAL_MAX_SCORE) throw new JudgeError(`g-eval: the score ${score} is outside the 0-${GEVAL_MAX_SCORE} range`, raw);
  const reason = result['reason'];
  if (typeof reason !== 'string' || reason.trim() === '')
    throw new JudgeError(`g-eval: the result has an invalid or missing reason: ${JSON.stringify(reason)}`, raw);
  return { score: score / GEVAL_MAX_SCORE, reason };
}

const ATTRIBUTED = '[attributed]';
const NOT_ATTRIBUTED = '[not attributed]';

/**
 * context-recall: one line per sentence of the ground truth, each marked
 * "[Attributed]" or "[Not Attributed]" (matchesContextRecall); the score is
 * the attributed share of the marked lines. promptfoo scores a reply with no
 * marked line 0; it is off the prompt's format, so here an error.
 */
export function parseContextRecallReply(raw: string): { score: number; attributed: number; sentences: number } {
  const marked = nonEmptyLines(raw).filter((line) => {
    const lower = line.toLowerCase();
    return lower.includes(ATTRIBUTED) || lower.includes(NOT_ATTRIBUTED);
  });
  if (marked.length === 0) throw new JudgeError('context-recall: no line of the reply is marked [Attributed] or [Not Attributed]', raw);
  const attributed = marked.filter((line) => {
    const lower = line.toLowerCase();
    return !lower.includes(NOT_ATTRIBUTED) && lower.includes(ATTRIBUTED);
  }).length;
  return { score: attributed / marked.length, attributed, sentences: marked.length };
}

const INSUFFICIENT = 'Insufficient Information';

/**
 * context-relevance (matchesContextRelevance): the judge copies the context's
 * sentences that the query needs, or says "Insufficient Information". The
 * context's units are its chunks (a list), its lines (text of two or more
 * lines), else its sentences; the score is the number of distinct sentences
 * extracted, at most the number of units, over the units. promptfoo counts
 * any text as extracted sentences; a reply none of whose sentences is in the
 * context (prose instead of extracts) is off the contract: an error here.
 */
export function parseContextRelevanceReply(raw: string, context: string | string[]): { score: number; extracted: number; units: number } {
  const preSegmented = Array.isArray(context) || nonEmptyLines(context).length > 1;
  const units = Array.isArray(context) ? context.filter((chunk) => chunk.trim().length > 0) : splitTextIntoSentences(context);
  if (raw.includes(INSUFFICIENT)) return { score: 0, extracted: 0, units: units.length };
  const extracted = [...new Set(preSegmented ? nonEmptyLines(raw) : splitTextIntoSentences(raw))];
  const haystack = squash(Array.isArray(context) ? context.join('\n') : context);
  if (!extracted.some((sentence) => haystack.includes(squash(stripListMarker(sentence))))) {
    throw new JudgeError(`context-relevance: the reply neither quotes the context nor says "${INSUFFICIENT}"`, raw);
  }
  const count = Math.min(extracted.length, units.length);
  return { score: units.length > 0 ? count / units.length : 0, extracted: count, units: units.length };
}

const FINAL_VERDICTS = 'final verdict for each statement in order:';

/**
 * context-faithfulness's second call (matchesContextFaithfulness): after
 * "Final verdict for each statement in order:", one verdict per statement
 * separated by full stops, those without "yes" unsupported; without that
 * line, the "Verdict: yes" / "Verdict: no" of each explanation. A statement
 * the reply gives no verdict for counts as unsupported. The score is the
 * supported share, within 0-1. A reply with neither form is an error here
 * (promptfoo scores it 0).
 */
export function parseFaithfulnessVerdicts(raw: string, statements: number): number {
  let verdicts = raw.toLowerCase().trim();
  let score: number | null = null;
  if (verdicts.includes(FINAL_VERDICTS)) {
    verdicts = verdicts.slice(verdicts.indexOf(FINAL_VERDICTS) + FINAL_VERDICTS.length);
    const parsed = verdicts.split('.').filter((answer) => answer.trim() !== '');
    if (parsed.length > 0) {
      const unsupported = parsed.filter((answer) => !answer.includes('yes')).length + Math.max(0, statements - parsed.length);
      score = 1 - unsupported / statements;
    }
  } else {
    const no = verdicts.split('verdict: no').length - 1;
    const yes = verdicts.split('verdict: yes').length - 1;
    if (no + yes > 0) score = 1 - (no + Math.max(0, statements - no - yes)) / statements;
  }
  if (score === null)
    throw new JudgeError(
      'context-faithfulness: the reply gives no verdict ("Final verdict for each statement in order: ..." or "Verdict: Yes/No")',
      raw,
    );
  return Math.min(1, Math.max(0, score));
}

/** conversation-relevance, one window: the first JSON object's `verdict`, "yes" or "no" (matchesConversationRelevance). */
export function parseConversationVerdict(raw: string): { relevant: boolean; reason: string } {
  const first = extractJsonObjects(raw)[0];
  if (!first) throw new JudgeError('conversation-relevance: no JSON object in the reply', raw);
  const verdict = first['verdict'];
  if (verdict !== 'yes' && verdict !== 'no')
    throw new JudgeError(`conversation-relevance: the verdict must be "yes" or "no", got ${JSON.stringify(verdict)}`, raw);
  const reason = typeof first['reason'] === 'string' ? first['reason'] : '';
  return { relevant: verdict === 'yes', reason };
}

/**
 * trajectory:goal-success (runJsonGradingPrompt): the first JSON object's
 * `pass` and `score`. promptfoo reads a missing `pass` as true, and text as
 * true when it is true/yes/pass/y; here `pass` must be given, as a boolean or
 * one of those words or false/no/fail/n (anything else is an error). A
 * missing score follows pass; a given one is a number (or numeric text) from
 * 0 to 1. With a `threshold`, the verdict also needs score >= threshold.
 */
export function parseGoalSuccessReply(raw: string, threshold: number | undefined): Verdict {
  const first = extractJsonObjects(raw)[0];
  if (!first) throw new JudgeError('trajectory:goal-success: no JSON object in the reply', raw);
  const given = first['pass'];
  let pass: boolean;
  if (typeof given === 'boolean') pass = given;
  else if (typeof given === 'string' && /^(true|yes|pass|y)$/i.test(given.trim())) pass = true;
  else if (typeof given === 'string' && /^(false|no|fail|n)$/i.test(given.trim())) pass = false;
  else throw new JudgeError(`trajectory:goal-success: "pass" must be true or false, got ${JSON.stringify(given)}`, raw);
  const rawScore = first['score'];
  let score = pass ? 1 : 0;
  if (rawScore !== undefined && rawScore !== null) {
    const n = typeof rawScore === 'number' ? rawScore : typeof rawScore === 'string' && rawScore.trim() !== '' ? Number(rawScore) : NaN;
    if (!Number.isFinite(n) || n < 0 || n > 1)
      throw new JudgeError(`trajectory:goal-success: "score" must be a number from 0 to 1, got ${JSON.stringify(rawScore)}`, raw);
    score = n;
  }
  if (threshold !== undefined) pass = pass && score >= threshold;
  const reason =
    typeof first['reason'] === 'string' && first['reason']
      ? first['reason']
      : pass
        ? 'Grading passed'
        : `Score ${score} below threshold ${String(threshold)}`;
  return { pass, score, reason };
}

/** promptfoo's splitIntoSentences: the non-empty lines. */
export function nonEmptyLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

/**
 * promptfoo's splitTextIntoSentences: text of two or more non-empty lines is
 * one unit per line; otherwise it is split after `.`, `!` or `?` followed by
 * space. Bare list markers ("1.") are no unit.
 */
export function splitTextIntoSentences(text: string): string[] {
  const lines = nonEmptyLines(text);
  return (lines.length > 1 ? lines : text.split(/(?<=[.!?])\s+/)).map((s) => s.trim()).filter((s) => s.length > 0 && !/^\d+[.)]$/.test(s));
}

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const stripListMarker = (sentence: string) => sentence.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').replace(/^["']|["']$/g, '');
