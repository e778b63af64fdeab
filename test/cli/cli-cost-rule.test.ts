// One rule for cost (issue 51, docs/results.md): a cost is known from a priced
// call, from a cost a replay record carries, or from a provider that declares
// it costs nothing (echo, which calls no model); anything else is unknown,
// never a $0.00 no one measured. So echo and replay agree on the rule and
// differ only in what each knows.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Results } from '../../src/config/results.js';
import { runCli } from '../helpers/cli.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir();
const dir = path.join(root, 'ds');
writeTree(dir, {
  'dataset.json': qaMeta({ thresholds: { pass_rate: 0 } }),
  'cases.jsonl': [qaCase('c0'), qaCase('c1')],
  'unpriced.jsonl': [
    { id: 'c0', output: 'answer c0' },
    { id: 'c1', output: 'answer c1' },
  ],
  'priced.jsonl': [
    { id: 'c0', output: 'answer c0', cost_usd: 0.002 },
    { id: 'c1', output: 'answer c1', cost_usd: 0.003 },
  ],
  'half-priced.jsonl': [
    { id: 'c0', output: 'answer c0', cost_usd: 0.002 },
    { id: 'c1', output: 'answer c1' },
  ],
});

async function costOf(model: string): Promise<{ json: number | null; text: string }> {
  const json = await runCli('run', dir, '-m', model, '--format', 'json', '-q');
  const text = await runCli('run', dir, '-m', model);
  const line = /cost (\S+), p95/.exec(text.stdout)?.[1] ?? text.stdout;
  return { json: (JSON.parse(json.stdout) as Results).summary.cost_usd, text: line };
}

describe('the cost of a run whose provider makes no priced call', () => {
  it('is unknown for replayed answers that record no cost, never $0.00', async () => {
    expect(await costOf(`replay:${dir}/unpriced.jsonl`)).toEqual({ json: null, text: 'unknown' });
  });

  it('is the sum of what the replay records carry, and unknown when one record carries none', async () => {
    expect(await costOf(`replay:${dir}/priced.jsonl`)).toEqual({ json: 0.005, text: '$0.005' });
    expect((await costOf(`replay:${dir}/half-priced.jsonl`)).json).toBeNull();
  });

  it('is $0.00 for echo, which declares it costs nothing (it calls no model)', async () => {
    expect(await costOf('echo')).toEqual({ json: 0, text: '$0.00' });
  });
});
