// llm-rubric: the judge grades the output against a rubric ({reason, pass, score}).
import { NO_JUDGE_REASON } from '../dimensions.js';
import { AssertionConfigError, type AssertionFamily, type AssertionHandler, type ValueCheck } from '../types.js';

const rubricText: ValueCheck = (v) => (typeof v === 'string' && v.trim() !== '' ? null : '`value` must be the rubric text');

const rubricAssertions: Record<string, AssertionHandler> = {
  'llm-rubric': async (output, assertion, context) => {
    const problem = rubricText(assertion.value);
    if (problem || typeof assertion.value !== 'string') throw new AssertionConfigError(`llm-rubric: ${problem ?? 'the value must be a string'}`);
    if (!context.judge) return { skipped: true, reason: NO_JUDGE_REASON };
    const verdict = await context.judge.rubric({ rubric: assertion.value, output, input: context.prompt, caseId: context.testCase.id });
    return { pass: verdict.pass, score: verdict.score, reason: verdict.reason, judge: { raw: verdict.raw } };
  },
};

const rubricValueChecks: Record<string, ValueCheck> = { 'llm-rubric': rubricText };

export const rubricFamily: AssertionFamily = { handlers: rubricAssertions, valueChecks: rubricValueChecks };
