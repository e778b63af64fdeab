// Which judge grades a model-graded assertion (llm-rubric, and the types of
// model-graded.ts), with which prompt, over which of the case's variables.
//
// The judge is the assertion's `provider`, else dataset.json's
// `defaultTest.options.provider`, else the run's judge model (promptfoo's
// getFinalTest); the prompt is the assertion's `rubricPrompt`, else
// `defaultTest.options.rubricPrompt`, else promptfoo's default. Without any
// judge the assertion is skipped.
import { caseOptions } from '../../dataset/index.js';
import type { Assertion, GradingOptions } from '../../config/index.js';
import { templateVars } from '../../prompt/index.js';
import { parseModelSpec, specOfPromptfooId, gradesAssertions, graderModels } from '../../providers/index.js';
import { JudgeError, type Judge, type JudgeCall } from '../judge/judge.js';
import { AssertionConfigError, type AssertContext } from '../types.js';

/**
 * The grader, prompt and factuality scores of every model-graded assertion
 * that names none: dataset.json's `defaultTest.options`, under a promptfoo
 * test's own `options` (which already hold its config's defaultTest's).
 */
export function gradingOptions(context: AssertContext): GradingOptions {
  const dataset = context.dataset.meta.defaultTest?.options ?? {};
  const { provider, rubricPrompt, factuality } = caseOptions(context.testCase) as GradingOptions;
  return { ...dataset, ...(provider ? { provider } : {}), ...(rubricPrompt ? { rubricPrompt } : {}), ...(factuality ? { factuality } : {}) };
}

/** The grader an assertion names (its own `provider`, else defaultTest.options'), or undefined for the run's judge. */
export const graderRef = (assertion: Assertion, context: AssertContext): Assertion['provider'] =>
  assertion.provider ?? gradingOptions(context).provider;

/**
 * The judge of this assertion (see the file's head), or null when there is
 * none. A named provider must be a Bedrock model: a dataset file may come
 * from a pull request, and other specs run programs or read files.
 */
export async function graderOf(type: string, assertion: Assertion, context: AssertContext): Promise<Judge | null> {
  const ref = graderRef(assertion, context);
  if (ref === undefined) return context.judge;
  if (typeof ref === 'object') {
    const extra = Object.keys(ref).filter((k) => k !== 'id');
    if (extra.length > 0)
      throw new AssertionConfigError(`${type}: provider ${extra.join(', ')} is not supported; give the model as provider: <model id>`);
  }
  const given = typeof ref === 'string' ? ref : ref.id;
  let spec;
  try {
    // promptfoo's Bedrock spellings (`bedrock:converse:<id>`) name the same model.
    const promptfooSpec = specOfPromptfooId(given);
    spec = parseModelSpec('spec' in promptfooSpec ? promptfooSpec.spec : given);
  } catch (error) {
    throw new AssertionConfigError(`${type}: provider "${given}": ${(error as Error).message}`);
  }
  if (!gradesAssertions(spec.kind)) throw new AssertionConfigError(`${type}: provider "${given}" must be ${graderModels()}`);
  if (!context.graderFor) throw new AssertionConfigError(`${type}: an assertion's own provider needs a run that creates judges (supereval run)`);
  return context.graderFor(spec.label);
}

export const rubricPromptOf = (assertion: Assertion, context: AssertContext): unknown =>
  assertion.rubricPrompt || gradingOptions(context).rubricPrompt;

/** The variables a grading prompt sees of the case: those its prompt sees (promptfoo's test.vars). */
export function caseVars(context: AssertContext): Record<string, unknown> {
  return { ...context.testCase.vars, ...templateVars(context.dataset, context.testCase) };
}

/** One judge call; an empty reply is promptfoo's "No output", an error. */
export async function ask(judge: Judge, call: JudgeCall, type: string): Promise<string> {
  const raw = await judge.complete(call);
  if (raw.trim() === '') throw new JudgeError(`${type}: the judge gave no output`, raw);
  return raw;
}
