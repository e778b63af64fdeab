// Reading a provider's settings from the environment the front end handed
// down (never the process environment): the first of the variables a vendor or promptfoo
// documents that is set, and the numbers promptfoo reads its defaults from.
import type { EnvVars } from './credentials.js';

/** The first of `names` set to something other than blanks, and its name; null when none is. */
export function firstSet(env: EnvVars, names: readonly string[]): { value: string; from: string } | null {
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) return { value, from: name };
  }
  return null;
}

/** A variable read as a finite number; undefined when unset, blank or not a number. */
export function envNumber(env: EnvVars, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}
