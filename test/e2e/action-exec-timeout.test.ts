// The exec-timeout input: the action's counterpart of the CLI's --exec-timeout,
// through dist/index.js.
import { describe, expect, it } from 'vitest';
import { nodeCommand } from '../helpers/tmp.js';
import { expectNoStackTrace, pushEvent, sha, useActionFakes } from './action-runner.js';

const fakes = useActionFakes('supereval-e2e-exec-timeout-');

const files = {
  'datasets/slow/dataset.json': { name: 'slow', type: 'classification', labels: ['yes'] },
  'datasets/slow/cases.jsonl': [
    { id: 'fast', input: { text: 'a' }, expected: { label: 'yes' } },
    { id: 'slow', input: { text: 'b' }, expected: { label: 'yes' } },
  ],
};
// "fast" answers at once; "slow" after 20 s, far past the limit below and far
// short of the 120 s default (which would make this test slow, not failing).
const model = `exec:${nodeCommand("setTimeout(()=>console.log('yes'),process.env.SUPEREVAL_CASE_ID==='slow'?20000:0)")}`;

describe('exec-timeout', () => {
  it('ends an exec: call that takes longer, and the case is an error', async () => {
    const started = Date.now();
    const run = await fakes.runner.run({
      event: pushEvent(sha('exec-timeout')),
      files,
      inputs: { models: model, 'exec-timeout': '1500', baseline: 'none', 'update-baseline': 'false' },
    });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(run.code, run.stdout).toBe(1);
    const results = run.results['slow.json'] as { cases: { id: string; status: string; results: { error: string | null }[] }[] };
    expect(results.cases.map((c) => [c.id, c.status])).toEqual([
      ['fast', 'pass'],
      ['slow', 'error'],
    ]);
    expect(results.cases[1]?.results[0]?.error).toContain('no answer within 1500 ms');
    expectNoStackTrace(run);
  }, 30_000);

  it('names the input when its value is not a whole number of ms', async () => {
    const run = await fakes.runner.run({ event: pushEvent(sha('exec-timeout-bad')), files, inputs: { models: model, 'exec-timeout': '1.5s' } });
    expect(run.code).toBe(1);
    expect(run.errors.join('\n')).toMatch(/^exec-timeout must be/);
  });
});
