// Time limits the user may set in the environment (SUPEREVAL_*_MS): a whole
// number of milliseconds; a bad value is the user's to fix, so it stops the run.
import { DatasetError } from '../base/errors.js';

export function timeLimitFromEnv(name: string, defaultMs: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return defaultMs;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1) {
    throw new DatasetError([{ file: name, field: '(environment)', message: `must be a whole number of milliseconds >= 1, got "${raw}"` }]);
  }
  return ms;
}
