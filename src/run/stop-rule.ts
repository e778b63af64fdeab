// Stop-early (--stop-early / the stop-early input): once a dataset's verdict
// can no longer change, no new call starts for it. The runner shows the rule
// each case once all its runs finished; the rule (built in app/, which knows
// the thresholds and the baseline) says when the verdict is decided. Calls in
// flight finish; each task not started is an error that says why, never a pass.
import type { CaseResult, ModelResult } from '../config/index.js';

export interface StopRule {
  /** Sees each case once every subject and trial of it finished; the reason once the verdict is decided, else null. */
  caseFinished(result: CaseResult): string | null;
}

/** The error of every result stop-early kept from running: the same text for a dataset, so reports can find and group it. */
export const stopEarlyRefusalText = (reason: string) => `not run: stop-early, the dataset's verdict was already decided (${reason})`;

/** The runner's side of a dataset's stop-early: each case's runs gathered until the case is finished, then shown to the rule. */
export class StopEarly {
  /** The error of the tasks not started, once the verdict is decided. */
  refusal: string | null = null;
  private readonly runsLeft: number[];
  private readonly runs: ModelResult[][];

  constructor(
    private readonly rule: StopRule,
    cases: number,
    private readonly perCase: number,
    /** The case's result from its runs, as the runner assembles it at the end. */
    private readonly caseResult: (caseIndex: number, runs: ModelResult[]) => CaseResult,
  ) {
    this.runsLeft = new Array<number>(cases).fill(perCase);
    this.runs = Array.from({ length: cases }, () => []);
  }

  /** Records the run of task `index` (tasks in case order, `perCase` each); once its case is finished the rule may decide. */
  finished<S extends { result: ModelResult }>(index: number, scored: S): S {
    const caseIndex = Math.floor(index / this.perCase);
    const runs = this.runs[caseIndex] as ModelResult[];
    runs[index % this.perCase] = scored.result;
    const left = (this.runsLeft[caseIndex] as number) - 1;
    this.runsLeft[caseIndex] = left;
    if (left === 0 && this.refusal === null) {
      const reason = this.rule.caseFinished(this.caseResult(caseIndex, runs));
      if (reason !== null) this.refusal = stopEarlyRefusalText(reason);
    }
    return scored;
  }
}
