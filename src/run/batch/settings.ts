// The batch settings (`batch`, `batch-s3-uri`, `batch-role-arn`; the CLI's
// --batch, --batch-s3-uri, --batch-role-arn), checked once where they are
// read. Nothing here loads an SDK: the front ends import it on every run.

/**
 * `auto` batches Bedrock's calls when it can (an S3 location and a role
 * given, enough records); `true` insists, and is the only mode that sends
 * calls to a vendor's batch API (OpenAI's, whose jobs may take up to 24 h);
 * `false` never batches.
 */
export type BatchMode = 'auto' | 'true' | 'false';
export const BATCH_MODES: readonly BatchMode[] = ['auto', 'true', 'false'];

/** What becomes of a call a job did not answer (an `error` record, or missing from the output). */
export type BatchFallback = 'on-demand' | 'error';
export const BATCH_FALLBACKS: readonly BatchFallback[] = ['on-demand', 'error'];

export interface BatchSettings {
  mode: BatchMode;
  /** Default `on-demand`: the call is made as without batch; `error`: the case is an error carrying the job's reason. */
  fallback?: BatchFallback;
  /** `s3://bucket/prefix`: each job writes its input and reads its output under `<prefix>/<job name>/`. */
  s3Uri?: string;
  /** The service role Bedrock assumes to read and write that location. */
  roleArn?: string;
}

/** How each front end names the three settings, for its messages. */
export interface BatchSettingNames {
  mode: string;
  fallback: string;
  s3Uri: string;
  roleArn: string;
}

export const CLI_BATCH_NAMES: BatchSettingNames = {
  mode: '--batch',
  fallback: '--batch-fallback',
  s3Uri: '--batch-s3-uri',
  roleArn: '--batch-role-arn',
};
export const ACTION_BATCH_NAMES: BatchSettingNames = { mode: 'batch', fallback: 'batch-fallback', s3Uri: 'batch-s3-uri', roleArn: 'batch-role-arn' };

/** The mode a value names (case and spaces aside; empty is the default, `auto`), or null. */
export function parseBatchMode(raw: string | undefined): BatchMode | null {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '') return 'auto';
  return (BATCH_MODES as readonly string[]).includes(value) ? (value as BatchMode) : null;
}

/** `s3://bucket/some/prefix/` as its bucket and its key prefix (no slash at either end; may be empty), or null. */
export function parseS3Uri(uri: string): { bucket: string; prefix: string } | null {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(uri.trim());
  if (!match?.[1]) return null;
  return { bucket: match[1], prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

/**
 * What is wrong with the settings, or null. `true` without a location and a
 * role cannot batch a provider that needs them (`needsLocation`: the run
 * names a Bedrock model, or its models are not known yet) and says so; `auto`
 * without them is simply on demand (the default must not need an S3 bucket),
 * so it is no problem.
 */
export function batchSettingsProblem(settings: BatchSettings, names: BatchSettingNames, needsLocation = true): string | null {
  const { mode, s3Uri, roleArn } = settings;
  if (s3Uri !== undefined && parseS3Uri(s3Uri) === null) {
    return `${names.s3Uri} must be an S3 location such as s3://my-bucket/supereval, got "${s3Uri}"`;
  }
  if (roleArn !== undefined && !/^arn:aws[a-z-]*:iam::\d{12}:role\/.+$/.test(roleArn.trim())) {
    return `${names.roleArn} must be an IAM role ARN such as arn:aws:iam::123456789012:role/BedrockBatch, got "${roleArn}"`;
  }
  if (mode === 'true' && needsLocation && (s3Uri === undefined || roleArn === undefined)) {
    const missing = [s3Uri === undefined ? names.s3Uri : null, roleArn === undefined ? names.roleArn : null].filter((n) => n !== null);
    return `${names.mode} true needs ${missing.join(' and ')}: Bedrock batch jobs read their input from S3 and run as a service role`;
  }
  if (mode !== 'false' && (s3Uri === undefined) !== (roleArn === undefined)) {
    // One of the two alone is a half-finished setup, not a choice of on demand (nor of a vendor's batch API).
    return `${s3Uri === undefined ? names.s3Uri : names.roleArn} is missing: batch inference needs both ${names.s3Uri} and ${names.roleArn}`;
  }
  return null;
}

/** True when these settings may send a dataset to a batch job (the per-dataset and per-provider checks come later). */
export function batchConfigured(settings: BatchSettings | undefined): settings is BatchSettings {
  if (settings === undefined || settings.mode === 'false') return false;
  return settings.mode === 'true' || hasLocation(settings);
}

/** True when the settings give what a job that reads from S3 needs (Bedrock's): a location and a role. */
export function hasLocation(settings: BatchSettings): settings is BatchSettings & { s3Uri: string; roleArn: string } {
  return settings.s3Uri !== undefined && settings.roleArn !== undefined;
}

/** The settings from their raw values (unset: undefined or empty), or what is wrong with them. */
export function readBatchSettings(
  raw: { mode?: string; fallback?: string; s3Uri?: string; roleArn?: string },
  names: BatchSettingNames,
  needsLocation = true,
): BatchSettings | string {
  const mode = parseBatchMode(raw.mode);
  if (mode === null) return `${names.mode} must be one of ${BATCH_MODES.join(', ')}, got "${raw.mode ?? ''}"`;
  const fallbackText = (raw.fallback ?? '').trim().toLowerCase();
  if (fallbackText !== '' && !(BATCH_FALLBACKS as readonly string[]).includes(fallbackText)) {
    return `${names.fallback} must be one of ${BATCH_FALLBACKS.join(', ')}, got "${raw.fallback ?? ''}"`;
  }
  const fallback = fallbackText === 'error' ? ({ fallback: 'error' } as const) : {};
  const s3Uri = raw.s3Uri?.trim() || undefined;
  const roleArn = raw.roleArn?.trim() || undefined;
  const settings: BatchSettings = { mode, ...fallback, ...(s3Uri ? { s3Uri } : {}), ...(roleArn ? { roleArn } : {}) };
  return batchSettingsProblem(settings, names, needsLocation) ?? settings;
}
