// The run's cost cap (--max-cost-usd / the max-cost-usd input), a run
// feature: one meter for every call of the run (run/cost-cap.ts); each
// dataset's results say how many of their calls it refused.
import { CostMeter } from '../../run/index.js';
import { capFeature, type RunFeatureModule } from './feature.js';

export const costCap: RunFeatureModule = {
  name: 'cost-cap',
  open({ features }) {
    const cap = features?.costCap;
    if (!cap) return null;
    const meter = new CostMeter(cap.limitUsd, cap.option);
    return capFeature(meter, (results, notRun) => {
      results.cost_cap = { limit_usd: meter.limitUsd, option: meter.option, not_run: notRun };
    });
  },
};
