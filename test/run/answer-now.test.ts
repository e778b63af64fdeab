// An in-memory model (replay) answers without a promise (answerNow), through
// the same wrappers every call goes through: the run caps refuse and count as
// for call(), the setup circuit lets it through only once the model has
// answered, an aborted run refuses it, and a wrapper that does not forward it
// (a spread) drops it. A run gives the same results either way.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataset } from '../../src/dataset/load.js';
import { defaultTemplate } from '../../src/prompt/template.js';
import { createReplayProvider } from '../../src/providers/replay.js';
import { parseModelSpec } from '../../src/providers/spec.js';
import { answerNowOf, type Provider } from '../../src/providers/types.js';
import { CostMeter, COST_CAP_CODE } from '../../src/run/cost-cap.js';
import { resilient } from '../../src/run/resilient.js';
import { withRunCaps } from '../../src/run/run-caps.js';
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

const request = (caseId: string, signal?: AbortSignal) => ({ prompt: 'q', caseId, ...(signal ? { signal } : {}) });

describe('answerNow', () => {
  it('is offered by replay and forwarded by resilient, the circuit and the caps, not by a spread', async () => {
    const model = await replay([{ id: 'a', output: 'A' }]);
    expect(answerNowOf(model)?.(request('a'))).toMatchObject({ output: 'A' });
    expect(answerNowOf({ ...model })).toBeUndefined();
    const wrapped = withRunCaps(withSetupCircuit(resilient(model, 8)), [new CostMeter(1, '--max-cost-usd')]);
    expect(answerNowOf(wrapped)).toBeTypeOf('function');
  });

  it('waits, in the setup circuit, until the model has answered through call', async () => {
    const circuit = withSetupCircuit(resilient(await replay([{ id: 'a', output: 'A' }]), 8));
    const now = answerNowOf(circuit);
    expect(now?.(request('a'))).toBeUndefined();
    await circuit.call(request('a'));
    expect(now?.(request('a'))).toMatchObject({ output: 'A' });
  });

  it('refuses a missing record and an aborted run as call does', async () => {
    const model = resilient(await replay([{ id: 'a', output: 'A' }]), 8);
    const now = answerNowOf(model);
    expect(() => now?.(request('b'))).toThrow(/no recorded output for case "b"/);
    await expect(model.call(request('b'))).rejects.toThrow(/no recorded output for case "b"/);
    const stop = new AbortController();
    stop.abort();
    expect(() => now?.(request('a', stop.signal))).toThrow();
    await expect(model.call(request('a', stop.signal))).rejects.toThrow();
  });

  it('counts spend and refuses past the cost cap, as call does', async () => {
    const meter = new CostMeter(0.025, '--max-cost-usd');
    const model = await replay(['a', 'b', 'c', 'd'].map((id) => ({ id, output: id, cost_usd: 0.01 })));
    const capped = withRunCaps(model, [meter]);
    const now = answerNowOf(capped);
    expect(now?.(request('a'))?.cost_usd).toBe(0.01);
    expect(now?.(request('b'))?.cost_usd).toBe(0.01);
    expect(now?.(request('c'))?.cost_usd).toBe(0.01);
    expect(meter.spent).toBeCloseTo(0.03);
    let refusal: unknown;
    try {
      now?.(request('d'));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ code: COST_CAP_CODE });
    expect(meter.refused).toBe(1);
  });

  it('gives a run the same results as calls through call(), in the dataset order', async () => {
    const n = 1200; // more than the pool runs in a row before it yields
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
