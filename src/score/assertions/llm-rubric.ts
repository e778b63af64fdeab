// llm-rubric: the judge grades the output against a rubric ({reason, pass, score}).
import { NO_JUDGE_REASON } from '../dimensions.js';
import { AssertionConfigError, type AssertionHandler } from '../types.js';

export const rubricAssertions: Record<string, AssertionHandler> = {
  'llm-rubric': async (output, assertion, context) => {
    if (typeof assertion.value !== 'string' || assertion.value.trim() === '') {
      throw new AssertionConfigError('llm-rubric: `value` must be the rubric text');
    }
    if (!context.judge) return { skipped: true, reason: NO_JUDGE_REASON };
    const verdict = await context.judge.rubric({ rubric: assertion.value, output, input: context.prompt, caseId: context.testCase.id });
    return { pass: verdict.pass, score: verdict.score, reason: verdict.reason, judge: { raw: verdict.raw } };
  },
};
