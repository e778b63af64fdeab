// Answer reuse in words (pure): "38 of 42 answers reused from the baseline
// (commit abc1234), 4 calls", for the comment, the job summary and the
// terminal alike.
import type { Summary } from '../config/index.js';
import { plural } from '../base/index.js';

const SHORT_COMMIT = 7;

/** The sentence, or null when the run did not reuse answers; `commit` shows the (untrusted) commit text as the format needs. */
export function reuseSentence(summary: Pick<Summary, 'reuse' | 'judge'>, commit: (text: string) => string): string | null {
  const reuse = summary.reuse;
  if (!reuse) return null;
  const from = reuse.commit ? ` (commit ${commit(reuse.commit.slice(0, SHORT_COMMIT))})` : '';
  const judged = summary.judge?.reused ? `; ${plural(summary.judge.reused, 'judge reply', 'judge replies')} reused` : '';
  return `${reuse.reused} of ${plural(reuse.answers, 'answer')} reused from the baseline${from}, ${plural(reuse.calls, 'call')}${judged}`;
}
