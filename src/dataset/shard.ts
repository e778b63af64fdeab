// Shards of a dataset for a matrix of runners: `shard: i/n` runs the cases
// whose key falls in slice i of n. The slice is a hash of the case key (the
// 16-hex hash of its input), never its position, so adding or removing a
// case moves no other case between shards, and every runner of the matrix
// computes the same slices without talking to the others. Pure.
import { createHash } from 'node:crypto';

/** Shard `index` of `count`, 1-based as Playwright's --shard=1/3. */
export interface Shard {
  index: number;
  count: number;
}

/** What `shard` accepts, for the messages of both front ends. */
export const SHARD_RULE = 'i/n with whole numbers 1 <= i <= n, such as 1/3';

/** The most shards a run may be cut into: a GitHub matrix has at most 256 jobs. */
export const MAX_SHARDS = 256;

/** Reads `i/n`; the reason it cannot be read otherwise (a phrase, after "must be ..."). */
export function parseShard(text: string): { ok: true; shard: Shard } | { ok: false; why: string } {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) return { ok: false, why: `${SHARD_RULE}, got "${text}"` };
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || count > MAX_SHARDS) return { ok: false, why: `${SHARD_RULE} and n from 1 to ${MAX_SHARDS}, got "${text}"` };
  if (index < 1 || index > count) return { ok: false, why: `${SHARD_RULE}: shard ${index} of ${count} does not exist, got "${text}"` };
  return { ok: true, shard: { index, count } };
}

export function formatShard(shard: Shard): string {
  return `${shard.index}/${shard.count}`;
}

/**
 * The shard (1-based) a case key falls in. The key is hashed again (sha256
 * with a label) rather than read as a number: keys of a Python baseline are
 * sha256 too, but ids given by the user are not, and the slices must not line
 * up with the seeded sample's ranking (src/dataset/select.ts rank).
 */
export function shardOfKey(key: string, count: number): number {
  const digest = createHash('sha256').update(`supereval-shard\u0000${key}`).digest();
  // 48 bits: uniform enough for any count up to MAX_SHARDS, and exact in a double.
  return (digest.readUIntBE(0, 6) % count) + 1;
}
