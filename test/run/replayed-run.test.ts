// A run of replayed cases through the wrappers every call goes through
// (resilient, the setup circuit): the same results for the provider and a
// copy of it, in the dataset order, with progress counted per task.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/dataset/load.js';
import { defaultTemplate } from '../../src/prompt/template.js';
import { createReplayProvider } from '../../src/providers/replay.js';
import { parseModelSpec } from '../../src/providers/spec.js';
import type { Provider } from '../../src/providers/types.js';
import { resilient } from '../../src/run/resilient.js';
import { runCases } from '../../src/run/runner.js';
import { withSetupCircuit } from '../../src/run/setup-circuit.js';
import { Slots } from '../../src/run/slots.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { KINDS } from '../../src/kinds/index.js';

const root = tempDir();

async function replay(records: object[]): Promise<Provider> {
  const file = path.join(root, `outputs-${Math.random().toString(36).slice(2)}.jsonl`);
  writeFileSync(file, records.map((r) => JSON.stringify(r)).join('\n'));
  return createReplayProvider(parseModelSpec(`replay:${file}`));
}

describe('a replayed run', () => {
  it('gives a run the same results as calls through call(), in the dataset order', async () => {
    const n = 1200;
    const dir = writeTree(path.join(root, 'same'), {
      'dataset.json': { name: 'same', type: 'qa' },
      'cases.jsonl': Array.from({ length: n }, (_, i) => ({
        id: `c${i}`,
        input: { query: `q${i}` },
        expected: { ground_truth: i % 3 === 0 ? 'no' : 'yes' },
      })),
    });
    const dataset = await loadDataset(dir, KINDS);
    const model = await replay(Array.from({ length: n }, (_, i) => ({ id: `c${i}`, output: `yes ${i}`, latency_ms: i, cost_usd: 0.001 })));
    const options = { dataset, template: defaultTemplate({ type: 'qa', kind: KINDS.qa }), judge: null, concurrency: 8 };
    const wrap = (p: Provider) => withSetupCircuit(resilient(p, 8));
    const progress: number[] = [];
    const fast = await runCases({ ...options, providers: [wrap(model)], slots: new Slots(8), onProgress: (p) => progress.push(p.done) });
    const slow = await runCases({ ...options, providers: [wrap({ ...model })], slots: new Slots(8) });
    expect(fast).toEqual(slow);
    expect(fast.map((c) => c.status).filter((s) => s === 'fail')).toHaveLength(n / 3);
    expect(progress).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  });
});
