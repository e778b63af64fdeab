// moderation and classifier, promptfoo 0.121.20's model-assisted safety types
// (handleModeration and matchesModeration in its src/assertions/moderation.ts
// and src/matchers/moderation.ts; handleClassifier in src/assertions/classifier.ts).
//
// moderation runs on Bedrock Guardrails: the output is checked with
// ApplyGuardrail against the guardrail the assertion's `config.guardrail`
// names, else dataset.json's `guardrail`. It passes when the guardrail does
// not act; otherwise the policies that acted are the flags, by category
// (HATE, a denied topic's name, EMAIL...), and `value` may narrow them as
// promptfoo's category list does.
import { GuardrailSchema, type Guardrail, type Assertion } from '../../config/index.js';
import { AssertionConfigError, type AssertContext, type AssertionFamily, type AssertionHandler, type ValueCheck } from '../types.js';

const categories: ValueCheck = (v) =>
  v === undefined || v === null || (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && x !== ''))
    ? null
    : "`value` must be a list of guardrail categories to flag (HATE, VIOLENCE, a denied topic's name, EMAIL...), or left out for all";

const NO_GUARDRAIL =
  'no guardrail to check with: give the assertion `config: {"guardrail": {"identifier": "<guardrail id or ARN>", "version": "<version or DRAFT>"}}`, or dataset.json a `guardrail`';

/** The assertion's own guardrail, else the dataset's. */
function guardrailFor(assertion: Assertion, context: AssertContext): Guardrail {
  const own = assertion.config?.['guardrail'];
  if (own !== undefined) {
    const parsed = GuardrailSchema.safeParse(own);
    if (!parsed.success) throw new AssertionConfigError(`${assertion.type}: config.guardrail must be {"identifier", "version"}, both non-empty text`);
    return parsed.data;
  }
  const shared = context.dataset.meta.guardrail;
  if (!shared) throw new AssertionConfigError(`${assertion.type}: ${NO_GUARDRAIL}`);
  return shared;
}

const moderation: AssertionHandler = async (output, assertion, context) => {
  const problem = categories(assertion.value);
  if (problem) throw new AssertionConfigError(`${assertion.type}: ${problem}`);
  const guardrail = guardrailFor(assertion, context);
  // promptfoo's not-moderation is the plain inversion (pass flipped, score 1 - score), which evaluate.ts applies.
  const verdict = (pass: boolean, reason: string) => ({ pass, score: pass ? 1 : 0, reason });
  // promptfoo's matchesModeration: nothing to moderate passes without a call.
  if (output === '') return verdict(true, 'No output to moderate');
  if (!context.guardrails) throw new AssertionConfigError(`${assertion.type}: no Bedrock guardrail checker in this run`);
  const result = await context.guardrails.check(output, guardrail, context.testCase.id);
  if (!result.flagged) return verdict(true, 'No moderation flags detected');
  // A guardrail that acted without saying which policy did (automated reasoning) is one flag with its reason.
  const flags = result.flags?.length ? result.flags : [{ code: 'GUARDRAIL', description: result.reason ?? 'the guardrail intervened' }];
  const wanted = Array.isArray(assertion.value) ? (assertion.value as string[]) : [];
  const relevant = wanted.length === 0 ? flags : flags.filter((f) => wanted.includes(f.code));
  if (relevant.length > 0) return verdict(false, `Moderation flags detected: ${relevant.map((f) => f.description).join(', ')}`);
  return verdict(true, 'No relevant moderation flags detected');
};

/**
 * promptfoo's classifier runs a HuggingFace text-classification model that
 * returns a score per label. Bedrock hosts no such model: its text models
 * generate text, and Guardrails' content filters give categories with a
 * confidence band, not scores. So the type is refused when the dataset loads.
 */
const CLASSIFIER_REFUSAL =
  'not supported: promptfoo runs it on a HuggingFace text-classification model that scores each label, and Bedrock hosts no such classifier; use llm-rubric for a judged label, or moderation for safety categories through a Bedrock guardrail';
const classifierCheck: ValueCheck = () => CLASSIFIER_REFUSAL;
const classifier: AssertionHandler = async (_output, assertion) => {
  throw new AssertionConfigError(`${assertion.type}: ${CLASSIFIER_REFUSAL}`);
};

export const moderationFamily: AssertionFamily = {
  handlers: { moderation, classifier },
  valueChecks: { moderation: categories, classifier: classifierCheck },
};
