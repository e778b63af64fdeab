// Assertions that compare meanings through an embedding model, as promptfoo
// 0.121.20 decides them: `similar` (and `:cosine`, `:dot`, `:euclidean`;
// handleSimilar in its src/assertions/similar.ts, matchesSimilarity in
// src/matchers/similarity.ts) and `answer-relevance` (matchesAnswerRelevance
// in src/matchers/rag.ts). Scores keep their scale: a negative cosine or an
// unbounded dot product is not rescaled, and the case's weighted mean takes
// it as it is.
import { NO_JUDGE_REASON } from '../python-tool/dimensions.js';
import { NO_EMBEDDER_REASON, type Embedder } from '../judge/embedder.js';
import { JudgeError } from '../judge/judge.js';
import { cosineSimilarity, dotProduct, euclideanDistance } from '../metrics/vectors.js';
import { renderText } from '../promptfoo/render-value.js';
import { scriptLimitOf } from '../sandbox/time-limit.js';
import {
  AssertionConfigError,
  type AssertContext,
  type AssertionFamily,
  type AssertionHandler,
  type AssertOutcome,
  type ValueCheck,
} from '../types.js';
import { isInverse } from './promptfoo.js';

type Metric = 'cosine' | 'dot_product' | 'euclidean';

const METRICS: Readonly<Record<string, Metric>> = {
  similar: 'cosine',
  'similar:cosine': 'cosine',
  'similar:dot': 'dot_product',
  'similar:euclidean': 'euclidean',
};

/** promptfoo's default for every metric, a distance included. */
const DEFAULT_SIMILAR_THRESHOLD = 0.75;

// promptfoo compares within Number.EPSILON of the threshold, so a value that equals it on paper passes.
const { EPSILON } = Number;

const references: ValueCheck = (v) =>
  (typeof v === 'string' && v !== '') || (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && x !== ''))
    ? null
    : '`value` must be the expected text or a non-empty list of expected texts';

interface Measured {
  pass: boolean;
  score: number;
  reason: string;
}

/**
 * promptfoo's buildSimilarityResult. A distance passes at or below the
 * threshold and scores 1 / (1 + distance); a similarity passes at or above it
 * and scores itself. `not-` flips the comparison and scores 1 - that score.
 */
function measured(value: number, threshold: number, inverse: boolean, metric: Metric): Measured {
  if (metric === 'euclidean') {
    const pass = inverse ? value >= threshold - EPSILON : value <= threshold + EPSILON;
    const normalized = 1 / (1 + value);
    const below = `Distance ${value.toFixed(2)} is less than or equal to threshold ${threshold}`;
    const above = `Distance ${value.toFixed(2)} is greater than threshold ${threshold}`;
    return { pass, score: inverse ? 1 - normalized : normalized, reason: pass !== inverse ? below : above };
  }
  const pass = inverse ? value <= threshold + EPSILON : value >= threshold - EPSILON;
  const atLeast = `Similarity ${value.toFixed(2)} is greater than or equal to threshold ${threshold}`;
  const less = `Similarity ${value.toFixed(2)} is less than threshold ${threshold}`;
  return { pass, score: inverse ? 1 - value : value, reason: pass === inverse ? less : atLeast };
}

async function compare(embedder: Embedder, expected: string, output: string, metric: Metric, caseId: string): Promise<number> {
  const [a, b] = await Promise.all([embedder.embed(expected, caseId), embedder.embed(output, caseId)]);
  if (metric === 'cosine') return cosineSimilarity(a, b);
  return metric === 'dot_product' ? dotProduct(a, b) : euclideanDistance(a, b);
}

/**
 * One expected text, or a list: without `not-` the first text that passes
 * decides (else the best score fails); with `not-` the first text too similar
 * fails it (else the closest one's result stands). Texts are compared in
 * order and the comparison stops where promptfoo's does.
 */
const similar: AssertionHandler = async (output, assertion, context) => {
  const metric = METRICS[assertion.type.replace(/^not-/, '')] ?? 'cosine';
  const problem = references(assertion.value);
  if (problem) throw new AssertionConfigError(`${assertion.type}: ${problem}`);
  const { embedder } = context;
  if (!embedder) return { skipped: true, reason: NO_EMBEDDER_REASON };
  const inverse = isInverse(assertion);
  const threshold = assertion.threshold ?? DEFAULT_SIMILAR_THRESHOLD;
  const one = async (expected: string) =>
    measured(await compare(embedder, expected, output, metric, context.testCase.id), threshold, inverse, metric);
  const final = (m: Measured): AssertOutcome => ({ ...m, negated: true });
  const value = assertion.value as string | string[];
  if (!Array.isArray(value)) return final(await one(value));
  if (inverse) {
    let closest: Measured | undefined;
    for (const expected of value) {
      const result = await one(expected);
      if (!result.pass) return final(result);
      if (!closest || result.score < closest.score) closest = result;
    }
    return final(closest as Measured);
  }
  let best = Number.NEGATIVE_INFINITY;
  for (const expected of value) {
    const result = await one(expected);
    if (result.pass) return final(result);
    best = Math.max(best, result.score);
  }
  return final({ pass: false, score: best, reason: 'None of the provided values met the similarity threshold' });
};

/** promptfoo's ANSWER_RELEVANCY_GENERATE (its src/external/prompts/ragas.ts), verbatim. */
export const ANSWER_RELEVANCY_GENERATE = `Generate question for the given answer.
Answer:\nThe PSLV-C56 mission is scheduled to be launched on Sunday, 30 July 2023 at 06:30 IST / 01:00 UTC. It will be launched from the Satish Dhawan Space Centre, Sriharikota, Andhra Pradesh, India
Question: When is the scheduled launch date and time for the PSLV-C56 mission, and where will it be launched from?

Answer:{{answer}}
Question:`;

/** How many questions the judge writes from the answer (promptfoo's loop). */
export const ANSWER_RELEVANCE_QUESTIONS = 3;

/** The answer as promptfoo's renderLlmRubricPrompt sees it: parsed when it is JSON, objects written back as JSON. */
function answerVar(output: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(output);
  } catch {
    return output;
  }
  if (Array.isArray(parsed)) return parsed.map((item: unknown) => (item && typeof item === 'object' ? JSON.stringify(item) : item));
  return parsed && typeof parsed === 'object' ? JSON.stringify(parsed) : parsed;
}

/** The question the output answers: the case's `query` var, else the rendered prompt (promptfoo's handleAnswerRelevance). */
function questionOf(context: AssertContext): string {
  const query = context.testCase.vars['query'];
  return typeof query === 'string' ? query : context.prompt;
}

/**
 * The judge writes a question for the answer, three times; each question's
 * embedding is compared (cosine) with the original question's, and the score
 * is the mean. An empty judge reply is an error carrying it.
 */
const answerRelevance: AssertionHandler = async (output, assertion, context) => {
  if (isInverse(assertion)) {
    throw new AssertionConfigError(
      `${assertion.type}: not- is not supported (promptfoo 0.121.20 ignores it on this type, grading it as answer-relevance)`,
    );
  }
  const { judge, embedder } = context;
  if (!judge) return { skipped: true, reason: NO_JUDGE_REASON };
  if (!embedder) return { skipped: true, reason: NO_EMBEDDER_REASON };
  const threshold = assertion.threshold ?? 0.5;
  const caseId = context.testCase.id;
  const prompt = await renderText(ANSWER_RELEVANCY_GENERATE, { answer: answerVar(output) }, scriptLimitOf(context));
  const questions: string[] = [];
  for (let i = 0; i < ANSWER_RELEVANCE_QUESTIONS; i++) {
    // promptfoo sends the prompt alone, without a system prompt.
    const reply = await judge.complete({ prompt, system: '', caseId });
    if (reply === '') throw new JudgeError('judge reply: empty, where a question was asked for', reply);
    questions.push(reply);
  }
  const original = await embedder.embed(questionOf(context), caseId);
  const similarities: number[] = [];
  for (const question of questions) similarities.push(cosineSimilarity(original, await embedder.embed(question, caseId)));
  const similarity = similarities.reduce((a, b) => a + b, 0) / similarities.length;
  const pass = similarity >= threshold - EPSILON;
  const reason = `Relevance ${similarity.toFixed(2)} is ${pass ? 'greater' : 'less'} than threshold ${threshold}`;
  return { pass, score: similarity, reason, judge: { raw: questions.join('\n---\n') } };
};

const embeddingAssertions: Record<string, AssertionHandler> = {
  ...Object.fromEntries(Object.keys(METRICS).map((type) => [type, similar])),
  'answer-relevance': answerRelevance,
};

const embeddingValueChecks: Record<string, ValueCheck> = {
  ...Object.fromEntries(Object.keys(METRICS).map((type) => [type, references])),
  // promptfoo reads no value: the question is the case's `query` (or the prompt).
  'answer-relevance': () => null,
};

export const embeddingFamily: AssertionFamily = { handlers: embeddingAssertions, valueChecks: embeddingValueChecks };
