// Judge reuse: a judge call whose request is the same as one the baseline
// recorded takes the recorded reply (the assertion then parses it anew, so
// the verdict is recomputed). The request is fingerprinted as a model call's
// is (answer-reuse.ts); the baseline's replies sit in the same lookup, by the
// `request` of the assert rows that used them.
import type { AssertResult, CaseResult } from '../config/index.js';
import type { ProviderRequest } from '../providers/index.js';
import type { JudgeReplies } from '../score/index.js';
import { requestFingerprint, type AnswerLookup } from './answer-reuse.js';

/** One dataset's judge replies: the baseline's by fingerprint, and those this run heard, for its assert rows. */
export class JudgeReuse implements JudgeReplies {
  /** Replies taken from the baseline: no call made. */
  reused = 0;
  /** Each reply heard, with the fingerprints of the requests that got it, in the order heard. */
  private readonly heardBy = new Map<string, string[]>();

  /** `answers`: the baseline's (null: fingerprints are only recorded). */
  constructor(private readonly answers: AnswerLookup | null) {}

  lookup(judgeLabel: string, request: ProviderRequest): { fingerprint: string; reply: string | null } {
    const fingerprint = requestFingerprint(judgeLabel, request);
    const recorded = this.answers?.get(fingerprint)?.find((answer) => answer !== undefined);
    return { fingerprint, reply: recorded ? recorded.output : null };
  }

  heard(fingerprint: string, reply: string, reused: boolean): void {
    if (reused) this.reused++;
    const fingerprints = this.heardBy.get(reply);
    if (fingerprints) fingerprints.push(fingerprint);
    else this.heardBy.set(reply, [fingerprint]);
  }

  /**
   * Records on each assert row whose raw reply was heard the fingerprint of a
   * request that got it. Rows are matched by their reply, each heard reply
   * once: where two requests got the same reply, the rows take their
   * fingerprints in sorted order (not the order calls happened to end, so the
   * results are the same from run to run), and each pair recorded is still a
   * request and its true reply.
   * A row whose raw is not one reply (several calls joined) gets none.
   */
  recordRequests(cases: readonly CaseResult[]): void {
    // A run that asked no judge has nothing to record: its cases are not walked.
    if (this.heardBy.size === 0) return;
    for (const fingerprints of this.heardBy.values()) fingerprints.sort();
    for (const c of cases) for (const r of c.results) this.recordIn(r.asserts);
  }

  private recordIn(rows: AssertResult[]): void {
    for (const row of rows) {
      if (row.asserts) this.recordIn(row.asserts);
      const raw = row.judge?.raw;
      const fingerprint = raw === undefined ? undefined : this.heardBy.get(raw)?.shift();
      if (fingerprint !== undefined) row.judge = { ...row.judge, request: fingerprint };
    }
  }
}
