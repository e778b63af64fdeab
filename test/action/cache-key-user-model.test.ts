// The action's cache key and the simulated user (issue 48): the user-model
// input decides a conversation's outputs, so changing it changes the key of
// a dataset whose cases ask the user; a dataset that never asks it (QA, a
// single-task agent dataset) keeps the key it had without the input.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeOf } from '../../src/action/dataset.js';
import { loadDatasets } from '../../src/app/load.js';
import type { RunSettings } from '../../src/app/settings.js';
import type { Evaluator } from '../../src/app/evaluator.js';
import type { KindDataset } from '../../src/kinds/types.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const examples = path.join(repoRoot, 'examples/datasets');
const JUDGE = 'bedrock:us.anthropic.claude-haiku-4-5-20251001-v1:0';

async function loadOne(dir: string): Promise<KindDataset> {
  const loaded = await loadDatasets([dir], null);
  expect(loaded.refused).toEqual([]);
  return loaded.datasets[0]!;
}

/** The dataset's config hash in the action with these settings; the rest as a plain run has them. */
async function keyOf(dataset: KindDataset, userModel: string | undefined): Promise<string> {
  const settings = { models: ['echo'], judgeModel: JUDGE, inference: {}, ...(userModel ? { userModel } : {}) } as unknown as RunSettings;
  const evaluator = { judgeSpec: JUDGE, embeddingSpec: null } as unknown as Evaluator;
  const scope = await scopeOf(dataset, ['echo'], { settings, evaluator, prompt: null, pricesText: null, selection: null, hashFiles: [] });
  return scope.configHash;
}

let workspace: string | undefined;
beforeAll(() => {
  workspace = process.env['GITHUB_WORKSPACE'];
  process.env['GITHUB_WORKSPACE'] = repoRoot;
});
afterAll(() => {
  if (workspace === undefined) delete process.env['GITHUB_WORKSPACE'];
  else process.env['GITHUB_WORKSPACE'] = workspace;
});

describe('the cache key and user-model', () => {
  it("changes when a conversation's simulated user changes", async () => {
    const dataset = await loadOne(path.join(examples, 'agents/storage-conversations'));
    const unset = await keyOf(dataset, undefined);
    const lite = await keyOf(dataset, 'bedrock:us.amazon.nova-lite-v1:0');
    const pro = await keyOf(dataset, 'bedrock:us.amazon.nova-pro-v1:0');
    expect(new Set([unset, lite, pro]).size).toBe(3);
    expect(await keyOf(dataset, 'bedrock:us.amazon.nova-lite-v1:0')).toBe(lite);
  });

  it.each(['agents/cloud-support', 'support-qa'])('stays as it was for %s, which asks no user', async (name) => {
    const dataset = await loadOne(path.join(examples, name));
    const unset = await keyOf(dataset, undefined);
    expect(await keyOf(dataset, 'bedrock:us.amazon.nova-lite-v1:0')).toBe(unset);
  });
});
