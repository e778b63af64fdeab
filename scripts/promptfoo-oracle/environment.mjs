// What both promptfoo oracles (scripts/promptfoo-oracle.mjs and
// scripts/promptfoo-oracle-graded.mjs) share: the environment promptfoo runs
// in, and deterministic JSON for the verdicts they write.
import path from 'node:path';

/**
 * promptfoo reads its settings from the environment, some when its modules
 * load: a clean, fixed environment before the import. Inherited PROMPTFOO_*
 * settings (PROMPTFOO_DISABLE_TEMPLATING, for one) would change verdicts.
 * Its files go under `scratch`; `kept` names the variables the oracle itself reads.
 */
export function isolatePromptfoo(scratch, kept) {
  for (const name of Object.keys(process.env)) if (name.startsWith('PROMPTFOO_') && !kept.has(name)) delete process.env[name];
  Object.assign(process.env, {
    PROMPTFOO_DISABLE_TELEMETRY: '1',
    PROMPTFOO_DISABLE_UPDATE: '1',
    PROMPTFOO_DISABLE_SHARING: '1',
    PROMPTFOO_DISABLE_REMOTE_GENERATION: '1',
    PROMPTFOO_DISABLE_REDTEAM_REMOTE_GENERATION: '1',
    PROMPTFOO_DISABLE_ERROR_LOG: '1',
    PROMPTFOO_DISABLE_DEBUG_LOG: '1',
    PROMPTFOO_CACHE_ENABLED: 'false',
    PROMPTFOO_CONFIG_DIR: path.join(scratch, 'config'),
    PROMPTFOO_LOG_DIR: path.join(scratch, 'logs'),
    PROMPTFOO_CACHE_PATH: path.join(scratch, 'cache'),
    // promptfoo logs each test it reports as an error ("Provider call failed
    // during eval"): on stderr, so that stdout is the oracle's summary.
    LOG_LEVEL: 'error',
    PROMPTFOO_LOG_TO_STDERR: 'true',
  });
}

/** JSON with every object's keys sorted, so that a regeneration changes only what changed. */
export function sortedJson(value) {
  if (Array.isArray(value)) return value.map(sortedJson);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortedJson(value[k])]),
    );
  return value;
}
