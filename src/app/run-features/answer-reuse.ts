// Answer reuse (--reuse, the reuse input; src/run/answer-reuse.ts), a run
// feature: a call whose request the baseline recorded takes the baseline's
// answer, and a judge call its reply (judge reuse, src/run/judge-reuse.ts).
// With --record-requests (or reuse on) each request's fingerprint is written
// in the results, so that they can lend their answers in turn.
import { answersByRequest } from '../../providers/index.js';
import { type AnswerReuse, JudgeReuse } from '../../run/index.js';
import { reuseSummary } from '../../results/index.js';
import type { RunFeatureModule } from './feature.js';

export const answerReuse: RunFeatureModule = {
  name: 'answer-reuse',
  open({ features }) {
    const { reuse: mode, recordRequests } = features ?? {};
    const taking = mode !== undefined && mode !== 'none';
    if (!taking && !recordRequests) return null;
    return {
      forDataset({ baseline }) {
        const answers = taking ? (baseline?.answers ?? null) : null;
        // Neither taken nor recorded: no fingerprint is computed.
        if (!answers && !recordRequests) return null;
        const reuse: AnswerReuse = { answers, whole: mode === 'dataset', reusable: (spec) => answersByRequest(spec.kind) };
        // The judge's replies are reused as the models' answers are.
        const replies = new JudgeReuse(answers);
        return {
          prepare: (run) => ({ ...run, options: { ...run.options, reuse }, replies }),
          finish(results) {
            replies.recordRequests(results.cases);
            if (!answers) return;
            if (results.summary.judge) results.summary.judge.reused = replies.reused;
            // Said only where an answer could have been reused: a run of replay: or exec: models records no request.
            if (results.cases.some((c) => c.results.some((r) => r.request !== undefined)))
              results.summary.reuse = reuseSummary(results.cases, baseline?.baseline?.provenance.origin?.commit ?? null);
          },
        };
      },
    };
  },
};
