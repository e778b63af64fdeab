// llm-rubric: the judge grades the output against a rubric ({reason, pass, score}).
// As in promptfoo, the judge may be the assertion's `provider` (or
// defaultTest.options.provider), and a `rubricPrompt` (the assertion's, or
// defaultTest.options') replaces the prompt: a template over the case's vars,
// `output` and `rubric` (promptfoo's matchesLlmRubric), whose reply is read
// as the default prompt's is.
import { NO_JUDGE_REASON } from '../python-tool/dimensions.js';
import { loadTemplate, renderGraderCall, tryParse } from '../promptfoo/grader-prompt.js';
import { parseRubricReply } from '../judge/judge.js';
import { AssertionConfigError, type AssertionFamily, type AssertionHandler, type ValueCheck } from '../types.js';
import { scriptLimitOf } from '../sandbox/time-limit.js';
import { caseVars, graderOf, graderRef, rubricPromptOf } from './grader.js';

const rubricText: ValueCheck = (v) => (typeof v === 'string' && v.trim() !== '' ? null : '`value` must be the rubric text');

const rubricAssertions: Record<string, AssertionHandler> = {
  'llm-rubric': async (output, assertion, context) => {
    const problem = rubricText(assertion.value);
    if (problem || typeof assertion.value !== 'string') throw new AssertionConfigError(`llm-rubric: ${problem ?? 'the value must be a string'}`);
    // No grader named and no judge: none is asked for (llm-rubric runs on every case of a qa dataset).
    const judge = !context.judge && graderRef(assertion, context) === undefined ? null : await graderOf('llm-rubric', assertion, context);
    if (!judge) return { skipped: true, reason: NO_JUDGE_REASON };
    const custom = rubricPromptOf(assertion, context);
    const verdict = custom
      ? parseRubricReply(
          await judge.complete(
            await renderGraderCall(
              await loadTemplate(custom, '', context.dataset.dir),
              { ...caseVars(context), output: tryParse(output), rubric: assertion.value },
              context.testCase.id,
              scriptLimitOf(context),
            ),
          ),
        )
      : await judge.rubric({ rubric: assertion.value, output, input: context.prompt, caseId: context.testCase.id });
    // promptfoo's runJsonGradingPrompt: a threshold also requires the judge's score to reach it.
    const threshold = assertion.threshold;
    const pass = threshold === undefined ? verdict.pass : verdict.pass && verdict.score >= threshold;
    const reason = verdict.reason || (pass ? 'Grading passed' : `Score ${verdict.score} below threshold ${String(threshold)}`);
    return { pass, score: verdict.score, reason, judge: { raw: verdict.raw } };
  },
};

const rubricValueChecks: Record<string, ValueCheck> = { 'llm-rubric': rubricText };

export const rubricFamily: AssertionFamily = { handlers: rubricAssertions, valueChecks: rubricValueChecks };
