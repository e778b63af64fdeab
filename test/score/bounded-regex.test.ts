// The real worker: catastrophic patterns end at the limit, ordinary ones give
// RegExp's verdicts, and the main thread stays free meanwhile.
import { describe, expect, it } from 'vitest';
import { boundedTest, DEFAULT_REGEX_TIME_LIMIT_MS, RegexNotFinishedError } from '../../src/score/sandbox/bounded-regex.js';
import { timeLimitsOf } from '../../src/score/sandbox/time-limit.js';
import { boundedTestSync, RegexBudget } from '../../src/score/sandbox/bounded-regex-sync.js';
import { DatasetError } from '../../src/base/errors.js';

const catastrophic = /^(a+)+$/;
const evil = 'a'.repeat(40) + '!';

describe('boundedTest', () => {
  it('gives the verdicts RegExp.test gives', async () => {
    const cases: [RegExp, string][] = [
      [/^\d{3}$/, '300'],
      [/^\d{3}$/, '3,000'],
      [/shipped/i, 'SHIPPED'],
      [/(?<=#)\d+/, 'order #4521'],
      [/(a)\1/, 'xaay'],
      [/^b$/m, 'a\nb'],
      [/\p{L}+/u, '日本'],
      [/x/, ''],
    ];
    const verdicts = await Promise.all(cases.map(([re, input]) => boundedTest(re, input)));
    expect(verdicts).toEqual(cases.map(([re, input]) => re.test(input)));
  });

  it('ends a catastrophic match at the limit with an error naming the limit, and keeps the main thread free', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const started = performance.now();
    const outcome = await boundedTest(catastrophic, evil, { timeLimitMs: 300 }).catch((error: unknown) => error);
    const elapsed = performance.now() - started;
    clearInterval(ticker);
    expect(outcome).toBeInstanceOf(RegexNotFinishedError);
    expect((outcome as Error).message).toContain('did not finish within the 300 ms time limit (SUPEREVAL_REGEX_TIME_LIMIT_MS)');
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(5000);
    // Timers kept firing on the main thread while the pattern backtracked.
    expect(ticks).toBeGreaterThan(5);
    // The pool goes on with a fresh worker.
    expect(await boundedTest(/a!/, evil)).toBe(true);
  });

  it('runs other matches beside a stuck one', async () => {
    const stuck = boundedTest(catastrophic, evil, { timeLimitMs: 2000 }).catch((error: unknown) => error);
    const started = performance.now();
    expect(await boundedTest(/ok/, 'ok')).toBe(true);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(await stuck).toBeInstanceOf(RegexNotFinishedError);
  });

  it('stops at once when the run is interrupted', async () => {
    const controller = new AbortController();
    const started = performance.now();
    const pending = boundedTest(catastrophic, evil, { timeLimitMs: 60_000, signal: controller.signal }).catch((error: unknown) => error);
    setTimeout(() => controller.abort(), 100);
    const outcome = await pending;
    expect(outcome).toBeInstanceOf(RegexNotFinishedError);
    expect((outcome as Error).message).toContain('interrupted');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('reads the limit from SUPEREVAL_REGEX_TIME_LIMIT_MS and rejects a bad value', () => {
    expect(timeLimitsOf({}).regexMs).toBe(DEFAULT_REGEX_TIME_LIMIT_MS);
    expect(timeLimitsOf({ SUPEREVAL_REGEX_TIME_LIMIT_MS: '250' }).regexMs).toBe(250);
    expect(() => timeLimitsOf({ SUPEREVAL_REGEX_TIME_LIMIT_MS: 'soon' })).toThrow(DatasetError);
    expect(() => timeLimitsOf({ SUPEREVAL_REGEX_TIME_LIMIT_MS: '0' })).toThrow(/whole number of milliseconds/);
  });
});

describe('boundedTestSync (for ajv, which cannot wait for a promise)', () => {
  it('gives the verdicts RegExp.test gives', () => {
    const cases: [RegExp, string][] = [
      [/^\d{3}$/u, '300'],
      [/^\d{3}$/u, '3,000'],
      [/(?<=#)\d+/u, 'order #4521'],
      [/\p{L}+/u, '日本'],
      [/x/g, 'xx'],
    ];
    const budget = new RegexBudget(1000);
    expect(cases.map(([re, input]) => boundedTestSync(re, input, budget))).toEqual(
      cases.map(([re, input]) => new RegExp(re.source, re.flags).test(input)),
    );
  });

  it('stops a catastrophic match at what is left of the budget, which every match of it shares', () => {
    const budget = new RegexBudget(300);
    const started = performance.now();
    expect(() => boundedTestSync(catastrophic, evil, budget)).toThrow(RegexNotFinishedError);
    expect(performance.now() - started).toBeLessThan(5000);
    // The budget is spent: the next match is refused at once, and a fresh budget runs on a fresh worker.
    expect(() => boundedTestSync(/a/, 'a', budget)).toThrow('did not finish within the 300 ms time limit (SUPEREVAL_REGEX_TIME_LIMIT_MS)');
    expect(boundedTestSync(/a!/, evil, new RegexBudget(300))).toBe(true);
  });
});
