// The run's time budget (--max-duration / the max-duration input), a run
// feature: one deadline for every call of the run (run/duration-cap.ts);
// each dataset's results say how many of their calls it refused.
import { DurationBudget } from '../../run/index.js';
import { capFeature, type RunFeatureModule } from './feature.js';

export const durationCap: RunFeatureModule = {
  name: 'duration-cap',
  open({ features }) {
    const cap = features?.durationCap;
    if (!cap) return null;
    const budget = new DurationBudget(cap.limitMs, cap.option, Date.now, cap.startedAt);
    return capFeature(budget, (results, notRun) => {
      results.duration_cap = { limit_ms: budget.limitMs, option: budget.option, not_run: notRun };
    });
  },
};
