// dataset.json's `scorers` entries for EvalBench's transform-tooling scorers
// (src/score/evalbench/transform-scorers.ts runs them on an agent's working
// folder). Those that need Google Cloud are refused by name: supereval does
// not call the Dataform API.
import { z } from 'zod';

const local = z
  .strictObject({
    timeout_seconds: z.number().positive().max(3600).nullable().optional(),
    project_dir: z.string().min(1).nullable().optional(),
  })
  .nullable()
  .optional();

const cloud = (name: string) =>
  z.unknown().refine(() => false, {
    error: `${name} needs Google Cloud (the Dataform API, gcp_project_id and gcp_region), which supereval does not call; use dataform_compile, or run it in EvalBench`,
  });

export const TRANSFORM_SCORER_SHAPE = {
  dataform_compile: local,
  dbt_compile: local,
  dbt_run: local,
  dataform_run: cloud('dataform_run').optional(),
  dataform_cloud_compile: cloud('dataform_cloud_compile').optional(),
  dataform_cloud_run: cloud('dataform_cloud_run').optional(),
};
