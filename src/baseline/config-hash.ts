// The config hash: a short sha256 over everything that decides a dataset's
// results for one model. Two runs with the same hash may reuse each other's
// results. Pure: the caller reads the files and passes their bytes.
import { createHash } from 'node:crypto';
import type { ConfigParts } from '../config/index.js';

/** Hex characters kept from the sha256 (64 bits: collisions are not a concern here). */
export const CONFIG_HASH_LENGTH = 16;

export type HashBytes = string | Uint8Array;

export interface HashedFile {
  /** Repository-relative path, as matched by the `hash-files` globs. */
  path: string;
  content: HashBytes;
}

export interface ConfigHashParts {
  /** The dataset.json file's bytes. */
  datasetJson: HashBytes;
  /** The cases file's bytes (cases.jsonl); null when the dataset has none yet. */
  casesFile: HashBytes | null;
  /** The prompt template's text or bytes; null when the dataset type's default applies. */
  prompt?: HashBytes | null;
  /** The model spec as given, e.g. `bedrock:anthropic.claude-...`. */
  modelSpec: string;
  /** The judge model spec; null when no judge is configured. */
  judgeSpec?: string | null;
  /** Scorer settings (thresholds, weights...): hashed as JSON with sorted keys. */
  scorerSettings?: unknown;
  /** Contents of the `hash-files` matches; order does not matter, paths must be unique. */
  hashFiles?: readonly HashedFile[];
  /** Further named parts the caller decides are part of the config. */
  extra?: Readonly<Record<string, HashBytes>>;
}

/**
 * `CONFIG_HASH_LENGTH` lowercase hex characters. Each part is written with its
 * name and length, so moving bytes from one part to another, or an absent part
 * versus an empty one, changes the hash.
 */
export function configHash(parts: ConfigHashParts): string {
  const h = createHash('sha256');
  const field = fieldWriter(h);

  field('dataset.json', parts.datasetJson);
  field('cases', parts.casesFile);
  field('prompt', parts.prompt);
  field('model', parts.modelSpec);
  field('judge', parts.judgeSpec);
  field('scorer', parts.scorerSettings === undefined ? undefined : canonicalJson(parts.scorerSettings));

  const files = [...(parts.hashFiles ?? [])].sort((a, b) => compareCodeUnits(a.path, b.path));
  for (let i = 1; i < files.length; i++) {
    if (files[i]?.path === files[i - 1]?.path) throw new Error(`configHash: hash file listed twice: ${files[i]?.path ?? ''}`);
  }
  h.update(`hash-files:${files.length}\n`);
  for (const f of files) {
    field('path', f.path);
    field('content', f.content);
  }

  const extra = Object.keys(parts.extra ?? {}).sort(compareCodeUnits);
  h.update(`extra:${extra.length}\n`);
  for (const name of extra) {
    field('name', name);
    field('value', parts.extra?.[name]);
  }
  return h.digest('hex').slice(0, CONFIG_HASH_LENGTH);
}

type Hash = ReturnType<typeof createHash>;

/** Writes a named part with its length, so bytes cannot move between parts unnoticed. */
function fieldWriter(h: Hash): (name: string, value: HashBytes | null | undefined) => void {
  return (name, value) => {
    if (value === null || value === undefined) {
      h.update(`${name}:absent\n`);
      return;
    }
    const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
    h.update(`${name}:${bytes.length}\n`);
    h.update(bytes);
    h.update('\n');
  };
}

/** Which part of ConfigHashParts (and which `extra` names) each reported part covers. */
export interface ConfigPartGroups {
  /** `extra` names that belong to the dataset (e.g. tools.json); the others belong to the models (recorded answers). */
  datasetExtras?: readonly string[];
}

/**
 * A hash per part of the config, recorded in the results so a report can say
 * what differs from a baseline of another config: the dataset's files, the
 * prompt, the models (with their recorded answers), the judge, and the
 * settings (scorer settings and hash-files). Each is CONFIG_HASH_LENGTH hex.
 */
export function configPartHashes(parts: ConfigHashParts, groups: ConfigPartGroups = {}): ConfigParts {
  const digest = (write: (field: ReturnType<typeof fieldWriter>) => void): string => {
    const h = createHash('sha256');
    write(fieldWriter(h));
    return h.digest('hex').slice(0, CONFIG_HASH_LENGTH);
  };
  const extra = parts.extra ?? {};
  const names = Object.keys(extra).sort(compareCodeUnits);
  const ofDataset = new Set(groups.datasetExtras ?? []);
  const extras = (field: ReturnType<typeof fieldWriter>, mine: (name: string) => boolean) => {
    for (const name of names.filter(mine)) field(`extra ${name}`, extra[name]);
  };
  const files = [...(parts.hashFiles ?? [])].sort((a, b) => compareCodeUnits(a.path, b.path));
  return {
    dataset: digest((field) => {
      field('dataset.json', parts.datasetJson);
      field('cases', parts.casesFile);
      extras(field, (n) => ofDataset.has(n));
    }),
    prompt: digest((field) => field('prompt', parts.prompt)),
    models: digest((field) => {
      field('model', parts.modelSpec);
      extras(field, (n) => !ofDataset.has(n));
    }),
    judge: digest((field) => field('judge', parts.judgeSpec)),
    settings: digest((field) => {
      field('scorer', parts.scorerSettings === undefined ? undefined : canonicalJson(parts.scorerSettings));
      for (const f of files) field(`file ${f.path}`, f.content);
    }),
  };
}

/** JSON with object keys sorted at every depth, so key order never changes the hash. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const src = v as Record<string, unknown>;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(src).sort(compareCodeUnits)) sorted[k] = src[k];
    return sorted;
  });
}

/** Locale-independent ordering, so the hash is the same on every runner. */
function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
