import { describe, expect, it } from 'vitest';
import { CostMeter, COST_CAP_CODE } from '../../src/run/cost-cap.js';
import { DurationBudget, DURATION_CAP_CODE } from '../../src/run/duration-cap.js';
import { withRunCaps } from '../../src/run/run-caps.js';
import { incompleteReason } from '../../src/report/run-caps.js';
import { ProviderError, type Provider, type ProviderResponse } from '../../src/providers/types.js';

function provider(cost: number | null = 0.01) {
  let calls = 0;
  const p = {
    spec: { kind: 'replay', label: 'fake', target: 'fake' },
    async call(): Promise<ProviderResponse> {
      calls++;
      return { output: 'ok', latency_ms: 1, usage: null, cost_usd: cost };
    },
  } as unknown as Provider;
  return { p, calls: () => calls };
}

const request = { prompt: 'q', caseId: 'c' };

describe('run caps', () => {
  it('a time budget refuses every call once its deadline has passed, with its own text and code', async () => {
    let now = 1_000;
    const budget = new DurationBudget(90_000, '--max-duration', () => now);
    const { p, calls } = provider();
    const capped = withRunCaps(p, [budget]);
    await capped.call(request);
    now += 89_999;
    await capped.call(request);
    now += 1;
    const refused = await capped.call(request).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ProviderError);
    expect((refused as ProviderError).message).toBe("not run: the run's time budget of 90s (--max-duration) ran out");
    expect((refused as ProviderError & { code?: string }).code).toBe(DURATION_CAP_CODE);
    expect(calls()).toBe(2);
    expect(budget.refused).toBe(1);
    expect(budget.summary()).toBe("The run's time budget of 90s (--max-duration) ran out; 1 calls were not made and their cases are errors.");
  });

  it('a time budget counts from the start it is given (the action: its step start), and says how long is left', () => {
    let now = 10_000;
    const fromStep = new DurationBudget(5_000, 'max-duration', () => now, 7_000);
    const fromNow = new DurationBudget(5_000, 'max-duration', () => now);
    expect(fromStep.msLeft()).toBe(2_000);
    expect(fromNow.msLeft()).toBe(5_000);
    now = 12_000;
    expect(fromStep.reached).toBe(true);
    expect(fromStep.msLeft()).toBe(0);
    expect(fromNow.reached).toBe(false);
    expect(fromNow.msLeft()).toBe(3_000);
  });

  it('the cost cap and the time budget share one wrapper: the first reached refuses, answered calls still count', async () => {
    let now = 0;
    const meter = new CostMeter(0.02, 'max-cost-usd');
    const budget = new DurationBudget(25 * 60_000, 'max-duration', () => now);
    const { p, calls } = provider(0.01);
    const capped = withRunCaps(p, [meter, budget]);
    await capped.call(request);
    await capped.call(request);
    expect(meter.spent).toBeCloseTo(0.02, 9);
    await expect(capped.call(request)).rejects.toMatchObject({ code: COST_CAP_CODE });
    now = 26 * 60_000;
    // Both are reached now; the cost cap, listed first, says why.
    await expect(capped.call(request)).rejects.toMatchObject({ code: COST_CAP_CODE });
    expect(calls()).toBe(2);
    expect(withRunCaps(p, [])).toBe(p);
  });

  it('results a signal or a cap cut short never become a baseline, whichever front end saves it', () => {
    const run = { started_at: '', finished_at: '', duration_ms: 0 };
    expect(incompleteReason({ run })).toBeNull();
    expect(incompleteReason({ run: { ...run, interrupted: true } })).toBe('the run was interrupted');
    expect(incompleteReason({ run, cost_cap: { limit_usd: 1, option: 'max-cost-usd', not_run: 2 } })).toBe(
      "the run's cost cap stopped it before every case ran",
    );
    expect(incompleteReason({ run, duration_cap: { limit_ms: 1000, option: 'max-duration', not_run: 2 } })).toBe(
      "the run's time budget stopped it before every case ran",
    );
  });
});
