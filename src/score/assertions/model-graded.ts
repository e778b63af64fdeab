// promptfoo's model-graded assertions (0.121.20): g-eval, factuality (and
// model-graded-factuality), model-graded-closedqa, context-faithfulness,
// context-recall, context-relevance, conversation-relevance and
// trajectory:goal-success. Each asks the judge promptfoo's own prompt
// (src/score/promptfoo/model-graded-prompts.ts) over the variables promptfoo gives it,
// and reads the reply by promptfoo's rule (src/score/promptfoo/model-graded-parse.ts).
//
// The judge and the prompt are the assertion's own, else defaultTest's, else
// the run's judge and promptfoo's prompt (grader.ts). Without any judge the
// assertion is skipped, as llm-rubric is. A reply the parser cannot read is
// an error carrying the reply (JudgeError).
//
// `not-` inverts a valid verdict (evaluate.ts), so a judge's error stays an
// error. Where promptfoo's own inversion differs from 1 - score the handler
// applies it: not-trajectory:goal-success scores 1 or 0 (goal-success.ts).
import type { Assertion } from '../../config/index.js';
import { goalOf, goalSuccess } from './goal-success.js';
import { ask, caseVars, graderOf, gradingOptions, rubricPromptOf } from './grader.js';
import { NO_JUDGE_REASON } from '../python-tool/dimensions.js';
import { chatTemplate, loadTemplate, renderGraderCall, renderPlainTemplate, tryParse } from '../promptfoo/grader-prompt.js';
import { JudgeError, type Judge } from '../judge/judge.js';
import {
  parseClosedQaReply,
  parseContextRecallReply,
  parseContextRelevanceReply,
  parseConversationVerdict,
  parseFactualityReply,
  parseFaithfulnessVerdicts,
  parseGEvalResult,
  parseGEvalSteps,
  nonEmptyLines,
  GEVAL_MAX_SCORE,
} from '../promptfoo/model-graded-parse.js';
import * as PROMPTS from '../promptfoo/model-graded-prompts.js';
import { runTransform } from '../promptfoo/transform.js';
import { AssertionConfigError, type AssertContext, type AssertionFamily, type AssertionHandler, type AssertSkip, type ValueCheck } from '../types.js';
import { scriptLimitOf } from '../sandbox/time-limit.js';
import { extractJsonObjects } from '../judge/judge-parse.js';

/** promptfoo's default thresholds: g-eval's (handleGEval) and conversation-relevance's (its DEFAULT_THRESHOLD). */
export const GEVAL_THRESHOLD = 0.7;
export const CONVERSATION_THRESHOLD = 0.5;
/**
 * The context types' default, as promptfoo documents it ("default threshold
 * 0.5"). promptfoo 0.121.20's handlers use `threshold ?? 0`, with which they
 * can never fail; docs/scoring.md records the difference.
 */
export const CONTEXT_THRESHOLD = 0.5;
/** conversation-relevance's window of messages (DEFAULT_WINDOW_SIZE). */
const CONVERSATION_WINDOW = 5;
/** promptfoo's allowance when it compares a score with a threshold (`score >= threshold - Number.EPSILON`). */
const EPSILON = Number.EPSILON;

const FACTUALITY = chatTemplate(PROMPTS.FACTUALITY_SYSTEM, PROMPTS.FACTUALITY_USER);
const CLOSED_QA = chatTemplate(PROMPTS.CLOSED_QA_SYSTEM);

function requireText(type: string, value: unknown, what: string): string {
  if (typeof value !== 'string') throw new AssertionConfigError(`${type}: \`value\` must be ${what}`);
  return value;
}

function requirePrompt(type: string, context: AssertContext): string {
  if (!context.prompt) throw new AssertionConfigError(`${type}: needs the prompt the model answered, and it is empty`);
  return context.prompt;
}

function requireQuery(type: string, vars: Record<string, unknown>): string {
  const query = vars['query'];
  if (typeof query !== 'string') throw new AssertionConfigError(`${type}: needs a "query" (the user's question) in the case's input`);
  return query;
}

/**
 * The retrieved context (promptfoo's resolveContext): the case's `context`
 * (text or a list of texts), else its `retrieved_contexts` (a RAG case's
 * passages), else `fallback`; then the assertion's `contextTransform` over
 * the output, when given. It must not be empty.
 */
async function resolveContext(
  type: string,
  assertion: Assertion,
  output: string,
  context: AssertContext,
  fallback?: string,
): Promise<string | string[]> {
  const vars = caseVars(context);
  const listOfText = (value: unknown, field: string): string[] => {
    if (!Array.isArray(value)) return [];
    const bad = value.findIndex((v) => typeof v !== 'string');
    if (bad >= 0) throw new AssertionConfigError(`${type}: ${field} must be a list of texts; item ${bad} is ${typeof value[bad]}`);
    return value as string[];
  };
  let found: unknown;
  const given = vars['context'];
  if (typeof given === 'string' && given !== '') found = given;
  else if (Array.isArray(given) && given.length > 0) found = listOfText(given, 'context');
  else if (Array.isArray(vars['retrieved_contexts']) && vars['retrieved_contexts'].length > 0)
    found = listOfText(vars['retrieved_contexts'], 'retrieved_contexts');
  else found = fallback;
  if (assertion.contextTransform) {
    found = await runTransform(assertion.contextTransform, output, { vars, prompt: context.prompt }, scriptLimitOf(context));
    if (!(typeof found === 'string' || (Array.isArray(found) && found.every((v) => typeof v === 'string')))) {
      throw new AssertionConfigError(`${type}: contextTransform must return a text or a list of texts, got ${typeof found}`);
    }
  }
  const usable =
    (typeof found === 'string' && found.length > 0) ||
    (Array.isArray(found) && found.length > 0 && found.every((v) => typeof v === 'string' && v.length > 0));
  if (!usable) {
    throw new AssertionConfigError(
      `${type}: needs the context: a "context" (text or list of texts) or "retrieved_contexts" in the case's input, or a contextTransform`,
    );
  }
  return found as string | string[];
}

/** Context chunks as one text, separated by blank lines (promptfoo's serializeContext). */
const serializeContext = (context: string | string[]) => (Array.isArray(context) ? context.join('\n\n') : context);

const thresholdOf = (assertion: Assertion, fallback: number) => assertion.threshold ?? fallback;
const skip: AssertSkip = { skipped: true, reason: NO_JUDGE_REASON };
const rawOf = (replies: string[]) => ({ raw: replies.join('\n\n---\n\n') });

// ---- factuality, model-graded-closedqa (matchesFactuality, matchesClosedQa)

const factuality: AssertionHandler = async (output, assertion, context) => {
  const type = assertion.type;
  const ideal = requireText(type, assertion.value, 'the expert answer (text)');
  const judge = await graderOf(type, assertion, context);
  if (!judge) return skip;
  const template = await loadTemplate(rubricPromptOf(assertion, context), FACTUALITY, context.dataset.dir);
  const vars = { ...caseVars(context), input: requirePrompt(type, context), ideal, completion: tryParse(output) };
  const raw = await ask(judge, await renderGraderCall(template, vars, context.testCase.id, scriptLimitOf(context)), type);
  const verdict = parseFactualityReply(raw, gradingOptions(context).factuality);
  return { pass: verdict.pass, score: verdict.score, reason: verdict.reason, judge: { raw } };
};

const closedQa: AssertionHandler = async (output, assertion, context) => {
  const type = assertion.type;
  const criteria = requireText(type, assertion.value, 'the criterion (text)');
  const judge = await graderOf(type, assertion, context);
  if (!judge) return skip;
  const template = await loadTemplate(rubricPromptOf(assertion, context), CLOSED_QA, context.dataset.dir);
  const vars = { ...caseVars(context), input: requirePrompt(type, context), criteria, completion: tryParse(output) };
  const raw = await ask(judge, await renderGraderCall(template, vars, context.testCase.id, scriptLimitOf(context)), type);
  return { ...parseClosedQaReply(raw), judge: { raw } };
};

// ---- g-eval (handleGEval, matchesGEval)

/** g-eval's `rubricPrompt` is an object of its two prompts, {steps, evaluate}; any other form leaves the defaults. */
function gEvalTemplate(rubricPrompt: unknown, part: 'steps' | 'evaluate'): unknown {
  return rubricPrompt && typeof rubricPrompt === 'object' && !Array.isArray(rubricPrompt)
    ? (rubricPrompt as Record<string, unknown>)[part]
    : undefined;
}

async function gEvalOne(
  judge: Judge,
  criteria: string,
  input: string,
  output: string,
  assertion: Assertion,
  context: AssertContext,
  replies: string[],
) {
  const rubricPrompt = rubricPromptOf(assertion, context);
  const caseId = context.testCase.id;
  const stepsTemplate = await loadTemplate(gEvalTemplate(rubricPrompt, 'steps'), PROMPTS.GEVAL_STEPS, context.dataset.dir);
  const stepsRaw = await ask(judge, await renderGraderCall(stepsTemplate, { criteria }, caseId, scriptLimitOf(context)), 'g-eval');
  replies.push(stepsRaw);
  const steps = parseGEvalSteps(stepsRaw);
  const evaluateTemplate = await loadTemplate(gEvalTemplate(rubricPrompt, 'evaluate'), PROMPTS.GEVAL_EVALUATE, context.dataset.dir);
  const vars = { criteria, steps: steps.join('\n- '), maxScore: String(GEVAL_MAX_SCORE), input: tryParse(input), output: tryParse(output) };
  const raw = await ask(judge, await renderGraderCall(evaluateTemplate, vars, caseId, scriptLimitOf(context)), 'g-eval');
  replies.push(raw);
  return parseGEvalResult(raw);
}

const gEval: AssertionHandler = async (output, assertion, context) => {
  const criteria = typeof assertion.value === 'string' ? [assertion.value] : gEvalCriteria(assertion.value);
  const judge = await graderOf(assertion.type, assertion, context);
  if (!judge) return skip;
  // matchesGEval: "No source text to estimate reply".
  const input = requirePrompt('g-eval', context);
  const threshold = thresholdOf(assertion, GEVAL_THRESHOLD);
  const replies: string[] = [];
  const results = [];
  for (const [index, criterion] of criteria.entries()) {
    try {
      results.push(await gEvalOne(judge, criterion, input, output, assertion, context, replies));
    } catch (error) {
      if (error instanceof JudgeError && criteria.length > 1) {
        throw new JudgeError(`g-eval criterion ${index + 1}/${criteria.length} (${JSON.stringify(criterion)}): ${error.message}`, error.raw);
      }
      throw error;
    }
  }
  const score = results.reduce((sum, r) => sum + r.score, 0) / results.length;
  return { pass: score >= threshold, score, reason: results.map((r) => r.reason).join('\n\n'), judge: rawOf(replies) };
};

function gEvalCriteria(value: unknown): string[] {
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) return value;
  throw new AssertionConfigError('g-eval: `value` must be the criteria: a text or a non-empty list of texts');
}

// ---- context-recall, context-relevance, context-faithfulness (src/matchers/rag.ts)

const contextRecall: AssertionHandler = async (output, assertion, context) => {
  const type = assertion.type;
  const groundTruth = requireText(type, assertion.value, 'the expected answer or fact (text)');
  const judge = await graderOf(type, assertion, context);
  if (!judge) return skip;
  const prompt = requirePrompt(type, context);
  const found = await resolveContext(type, assertion, output, context, prompt);
  const template = await loadTemplate(rubricPromptOf(assertion, context), PROMPTS.CONTEXT_RECALL, context.dataset.dir);
  const vars = { ...caseVars(context), context: serializeContext(found), groundTruth };
  const raw = await ask(judge, await renderGraderCall(template, vars, context.testCase.id, scriptLimitOf(context)), type);
  const { score } = parseContextRecallReply(raw);
  const threshold = thresholdOf(assertion, CONTEXT_THRESHOLD);
  const pass = score >= threshold - EPSILON;
  return { pass, score, reason: `Recall ${score.toFixed(2)} is ${pass ? '>=' : '<'} ${threshold}`, judge: { raw } };
};

const contextRelevance: AssertionHandler = async (output, assertion, context) => {
  const type = assertion.type;
  const judge = await graderOf(type, assertion, context);
  if (!judge) return skip;
  const query = requireQuery(type, caseVars(context));
  const found = await resolveContext(type, assertion, output, context);
  const template = await loadTemplate(rubricPromptOf(assertion, context), PROMPTS.CONTEXT_RELEVANCE, context.dataset.dir);
  const raw = await ask(
    judge,
    await renderGraderCall(template, { context: serializeContext(found), query }, context.testCase.id, scriptLimitOf(context)),
    type,
  );
  const { score } = parseContextRelevanceReply(raw, found);
  const threshold = thresholdOf(assertion, CONTEXT_THRESHOLD);
  const pass = score >= threshold - EPSILON;
  return { pass, score, reason: `Context relevance ${score.toFixed(2)} is ${pass ? '>=' : '<'} ${threshold}`, judge: { raw } };
};

/** context-faithfulness's `rubricPrompt` is a list of its two prompts, each a text or a message's {content}. */
function faithfulnessTemplates(rubricPrompt: unknown): [unknown, unknown] {
  if (rubricPrompt === undefined || rubricPrompt === null || rubricPrompt === '') return [undefined, undefined];
  if (!Array.isArray(rubricPrompt))
    throw new AssertionConfigError('context-faithfulness: rubricPrompt must be a list of two prompts [statements, verdicts]');
  const part = (item: unknown) => (item && typeof item === 'object' && !Array.isArray(item) ? (item as { content?: unknown }).content : item);
  return [part(rubricPrompt[0]), part(rubricPrompt[1])];
}

const contextFaithfulness: AssertionHandler = async (output, assertion, context) => {
  const type = assertion.type;
  const judge = await graderOf(type, assertion, context);
  if (!judge) return skip;
  const vars = caseVars(context);
  const query = requireQuery(type, vars);
  const found = await resolveContext(type, assertion, output, context);
  const [longformGiven, nliGiven] = faithfulnessTemplates(rubricPromptOf(assertion, context));
  const caseId = context.testCase.id;
  const longform = await loadTemplate(longformGiven, PROMPTS.CONTEXT_FAITHFULNESS_LONGFORM, context.dataset.dir);
  const statementsRaw = await ask(
    judge,
    await renderGraderCall(longform, { ...vars, question: query, answer: tryParse(output) }, caseId, scriptLimitOf(context)),
    type,
  );
  const statements = nonEmptyLines(statementsRaw);
  const nli = await loadTemplate(nliGiven, PROMPTS.CONTEXT_FAITHFULNESS_NLI, context.dataset.dir);
  const raw = await ask(
    judge,
    await renderGraderCall(nli, { ...vars, context: serializeContext(found), statements }, caseId, scriptLimitOf(context)),
    type,
  );
  const score = parseFaithfulnessVerdicts(raw, statements.length);
  const threshold = thresholdOf(assertion, CONTEXT_THRESHOLD);
  const pass = score >= threshold - EPSILON;
  return { pass, score, reason: `Faithfulness ${score.toFixed(2)} is ${pass ? '>=' : '<'} ${threshold}`, judge: rawOf([statementsRaw, raw]) };
};

// ---- conversation-relevance (src/external/assertions/deepeval.ts)

interface Exchange {
  input: unknown;
  output: unknown;
}

const NOT_RELEVANT = 'Response is not relevant to the conversation context';

const conversationRelevance: AssertionHandler = async (output, assertion, context) => {
  const type = assertion.type;
  const judge = await graderOf(type, assertion, context);
  if (!judge) return skip;
  const vars = caseVars(context);
  const conversation = vars['_conversation'];
  // An agent's conversation with the simulated user: its turns are the exchanges (src/agents/conversation.ts).
  const turns = context.trajectory?.conversation?.turns.map((t) => ({ input: t.user, output: t.reply ?? '' }));
  const messages: Exchange[] =
    Array.isArray(conversation) && conversation.length > 0
      ? (conversation as Exchange[])
      : turns && turns.length > 0
        ? turns
        : [{ input: requirePrompt(type, context), output }];
  const size = Number(assertion.config?.['windowSize']) || CONVERSATION_WINDOW;
  const given = rubricPromptOf(assertion, context);
  // A custom prompt is plain nunjucks over the vars and `messages`, the window's exchanges as objects (matchesConversationRelevance).
  const template = given ? await loadTemplate(given, '', context.dataset.dir) : '';
  const caseId = context.testCase.id;
  const replies: string[] = [];
  const irrelevancies: string[] = [];
  let relevant = 0;
  for (let i = 0; i < messages.length; i++) {
    const window = messages.slice(Math.max(0, i - size + 1), i + 1);
    const prompt = template ? await renderPlainTemplate(template, { ...vars, messages: window }, scriptLimitOf(context)) : conversationPrompt(window);
    const raw = await ask(judge, { prompt, system: '', caseId }, type);
    replies.push(raw);
    const verdict = parseConversationVerdict(raw);
    if (verdict.relevant) relevant++;
    else if (verdict.reason && verdict.reason !== NOT_RELEVANT) irrelevancies.push(verdict.reason);
  }
  const score = relevant / messages.length;
  const counted = `${relevant} out of ${messages.length} conversation windows were relevant`;
  let reason = counted;
  if (irrelevancies.length > 0 && score < 1) {
    // The summary only words the reason; the verdict stands if it fails (promptfoo falls back to the count).
    const summary = await judge.complete({ prompt: conversationReasonPrompt(score, irrelevancies), system: '', caseId }).catch(() => '');
    if (summary) replies.push(summary);
    const first = extractJsonObjects(summary)[0];
    reason = first && typeof first['reason'] === 'string' && first['reason'] ? first['reason'] : counted;
  }
  const threshold = thresholdOf(assertion, CONVERSATION_THRESHOLD);
  return { pass: score >= threshold - EPSILON, score, reason, judge: rawOf(replies) };
};

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** ConversationRelevancyTemplate.generateVerdicts over one window of exchanges. */
function conversationPrompt(window: Exchange[]): string {
  const roles = window.flatMap((m) => [
    { role: 'user', content: asText(m.input) },
    { role: 'assistant', content: asText(m.output) },
  ]);
  return `${PROMPTS.CONVERSATION_VERDICT_HEAD}${JSON.stringify(roles, null, 2)}${PROMPTS.CONVERSATION_VERDICT_TAIL}`;
}

/** ConversationRelevancyTemplate.generateReason. */
function conversationReasonPrompt(score: number, irrelevancies: string[]): string {
  return `${PROMPTS.CONVERSATION_REASON_HEAD}${String(score)}${PROMPTS.CONVERSATION_REASON_MID}${JSON.stringify(irrelevancies, null, 2)}${PROMPTS.CONVERSATION_REASON_TAIL}`;
}

// ---- load-time checks of `value`

const textValue =
  (what: string): ValueCheck =>
  (value) =>
    typeof value === 'string' && value.trim() !== '' ? null : `\`value\` must be ${what}`;

const check =
  (parse: (value: unknown) => unknown): ValueCheck =>
  (value) => {
    try {
      parse(value);
      return null;
    } catch (error) {
      return (error as Error).message.replace(/^[^:]+: /, '');
    }
  };

const handlers: Record<string, AssertionHandler> = {
  factuality,
  'model-graded-factuality': factuality,
  'model-graded-closedqa': closedQa,
  'g-eval': gEval,
  'context-recall': contextRecall,
  'context-relevance': contextRelevance,
  'context-faithfulness': contextFaithfulness,
  'conversation-relevance': conversationRelevance,
  'trajectory:goal-success': goalSuccess,
};

const valueChecks: Record<string, ValueCheck> = {
  factuality: textValue('the expert answer (text)'),
  'model-graded-factuality': textValue('the expert answer (text)'),
  'model-graded-closedqa': textValue('the criterion (text)'),
  'g-eval': (value) => (typeof value === 'string' && value.trim() !== '' ? null : check(gEvalCriteria)(value)),
  'context-recall': textValue('the expected answer or fact (text)'),
  // These three grade without a value (promptfoo ignores one).
  'context-relevance': () => null,
  'context-faithfulness': () => null,
  'conversation-relevance': () => null,
  'trajectory:goal-success': check(goalOf),
};

export const modelGradedFamily: AssertionFamily = { handlers, valueChecks };
