// The run features (feature.ts), in the order they act: each prepares a
// dataset's run after those before it, and records its part in the results
// in this order. Answer reuse comes before batch (the judge's dry pass runs
// with the reused answers), batch before stop-early (the dry pass must not
// stop), and confirmation last (its re-runs come once the others are done,
// and skip what they refused).
import { answerReuse } from './answer-reuse.js';
import { batchInference } from './batch.js';
import { confirmRegressions } from './confirm-regressions.js';
import { costCap } from './cost-cap.js';
import { durationCap } from './duration-cap.js';
import type { RunFeatureModule } from './feature.js';
import { stopEarly } from './stop-early.js';

export type { BaselineInput, CaseRun, CaseRunOptions, DatasetEvaluation, DatasetPart, RunFeature, RunFeatureModule } from './feature.js';

export const RUN_FEATURES: readonly RunFeatureModule[] = [costCap, durationCap, answerReuse, batchInference, stopEarly, confirmRegressions];
