// Bedrock's per-job quotas for batch inference, per model. AWS names five in
// "Format and upload your batch inference data"
// (https://docs.aws.amazon.com/bedrock/latest/userguide/batch-inference-data.html):
// the minimum number of records per job, records per input file, records per
// job, the input file size and the job size, each a quota "for <model>" in
// "Amazon Bedrock endpoints and quotas"
// (https://docs.aws.amazon.com/general/latest/gr/bedrock.html#limits_bedrock).
// The values are the quotas' defaults as AWS lists them: a minimum of 100
// records for most models (the batch-inference-example page: "at least the
// minimum number of records"), 50,000 records per job and per file, 1 GB per
// file (not adjustable) and 5 GB per job, 100 GB per job for Amazon Nova Lite
// and Pro. An account may have raised an adjustable quota; we keep to the
// defaults, so a job we submit is never refused for its size, at worst split
// more than it had to be.
import type { BatchLimits } from '../batch.js';
import { baseModelId } from '../model-id.js';

const GB = 1_000_000_000;

export const DEFAULT_BATCH_LIMITS: BatchLimits = {
  minRecordsPerJob: 100,
  maxRecordsPerJob: 50_000,
  maxRecordsPerFile: 50_000,
  maxFileBytes: 1 * GB,
  maxJobBytes: 5 * GB,
};

/** Models whose quotas differ from the defaults, by the start of their base model id. */
const BY_MODEL: readonly { prefix: string; limits: Partial<BatchLimits> }[] = [
  { prefix: 'amazon.nova-lite', limits: { maxJobBytes: 100 * GB } },
  { prefix: 'amazon.nova-pro', limits: { maxJobBytes: 100 * GB } },
];

/** The quotas a job of this model (id, inference profile or ARN) must keep to. */
export function batchLimitsFor(modelId: string): BatchLimits {
  const base = baseModelId(modelId);
  const entry = BY_MODEL.find((m) => base.startsWith(m.prefix));
  return { ...DEFAULT_BATCH_LIMITS, ...entry?.limits };
}
