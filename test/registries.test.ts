// docs/development.md says that adding a kind, an assertion
// family, a provider, a publisher or a run feature is one module plus one registry line.
// This holds only while every such module is in its registry: a module
// written but not registered would be silently unused. Each folder's modules
// are imported, and whatever they export of the registry's shape must be in it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KINDS } from '../src/kinds/index.js';
import { PROVIDERS } from '../src/providers/registry.js';
import { ACTION_PUBLISHERS } from '../src/publish/publishers/index.js';
import { RUN_FEATURES } from '../src/app/run-features/index.js';
import { FAMILIES } from '../src/score/assertions/index.js';

const src = path.join(import.meta.dirname, '..', 'src');

/** Every value exported by the .ts modules of `folder` (not `skip`) that `is` recognises. */
async function exported(folder: string, skip: string[], is: (value: unknown) => boolean): Promise<{ file: string; name: string; value: unknown }[]> {
  const files = readdirSync(path.join(src, folder)).filter((f) => f.endsWith('.ts') && !skip.includes(f));
  const found = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(src, folder, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) if (is(value)) found.push({ file, name, value });
  }
  return found;
}

const has = (value: unknown, ...keys: string[]) => typeof value === 'object' && value !== null && keys.every((k) => k in value);

describe('every module of a registry folder is registered', () => {
  it('dataset kinds (src/kinds)', async () => {
    const kinds = await exported('kinds', ['index.ts', 'types.ts'], (v) => has(v, 'type', 'caseSchema', 'scorer'));
    expect(kinds.length).toBeGreaterThanOrEqual(5);
    for (const k of kinds) expect(Object.values(KINDS), `${k.file}: ${k.name}`).toContain(k.value);
  });

  it('assertion families (src/score/assertions)', async () => {
    const families = await exported('score/assertions', ['index.ts'], (v) => has(v, 'handlers', 'valueChecks'));
    expect(families.length).toBeGreaterThanOrEqual(2);
    for (const f of families) expect(FAMILIES, `${f.file}: ${f.name}`).toContain(f.value);
  });

  it('model providers (src/providers, src/providers/bedrock)', async () => {
    const isProvider = (v: unknown) => has(v, 'kind', 'create', 'help');
    const providers = [...(await exported('providers', ['registry.ts'], isProvider)), ...(await exported('providers/bedrock', [], isProvider))];
    expect(providers.length).toBeGreaterThanOrEqual(3);
    for (const p of providers) expect(PROVIDERS, `${p.file}: ${p.name}`).toContain(p.value);
  });

  it('publishers (src/publish/publishers)', async () => {
    const publishers = await exported('publish/publishers', ['index.ts'], (v) => has(v, 'name', 'publish'));
    expect(publishers.length).toBeGreaterThanOrEqual(5);
    for (const p of publishers) expect(ACTION_PUBLISHERS, `${p.file}: ${p.name}`).toContain(p.value);
  });

  it('run features (src/app/run-features)', async () => {
    const features = await exported('app/run-features', ['index.ts', 'feature.ts'], (v) => has(v, 'name', 'open'));
    expect(features.length).toBeGreaterThanOrEqual(6);
    for (const f of features) expect(RUN_FEATURES, `${f.file}: ${f.name}`).toContain(f.value);
    expect(new Set(RUN_FEATURES.map((f) => f.name)).size).toBe(RUN_FEATURES.length);
  });
});
