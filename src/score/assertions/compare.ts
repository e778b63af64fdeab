// select-best and max-score: their values, checked when a dataset loads. They
// decide a case across its models, so the runner runs them once every model
// has answered (src/score/promptfoo/compare-models.ts), never on one output.
import { maxScoreValueProblem, selectBestValueProblem } from '../promptfoo/compare-models.js';
import { AssertionConfigError, type AssertionFamily, type AssertionHandler } from '../types.js';

const acrossModels =
  (type: string): AssertionHandler =>
  async () => {
    throw new AssertionConfigError(`${type} compares the outputs of every model of a case; it cannot run on one output`);
  };

export const compareFamily: AssertionFamily = {
  handlers: { 'select-best': acrossModels('select-best'), 'max-score': acrossModels('max-score') },
  valueChecks: { 'select-best': selectBestValueProblem, 'max-score': maxScoreValueProblem },
};
