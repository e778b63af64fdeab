// The rule test/parity/promptfoo.test.ts applies to every corpus case, and the
// way a case reaches our engine, checked on cases made up here.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/tmp.js';
import { ourResponse, parityProblem, scoreOurs, type CorpusCase, type Difference, type Ours, type Theirs } from './promptfoo-cases.js';

const theirs = (verdict: Theirs['verdict'], score: number): Theirs => ({
  verdict,
  score,
  reason: 'promptfoo says so',
  components: [{ type: 'contains', pass: verdict === 'pass', score, reason: 'Expected output to contain "x"' }],
  namedScores: {},
});
const ours = (verdict: Ours['verdict'], score: number): Ours => ({ verdict, score, reason: 'we say so' });
const entry = (o: Ours, pending = false): Difference => ({
  file: 'text.yaml',
  id: 'case',
  ours: { verdict: o.verdict, score: o.score },
  why: 'because',
  ...(pending ? { pending: true as const } : {}),
});

describe('parityProblem', () => {
  it('accepts agreement in verdict and score, within 1e-6', () => {
    expect(parityProblem('c', theirs('fail', 2 / 3), ours('fail', 0.6666667), undefined)).toBeNull();
  });

  it('refuses another verdict, naming both sides and promptfoo reasons', () => {
    const problem = parityProblem('corpus/text.yaml: c', theirs('error', 0), ours('pass', 1), undefined);
    expect(problem).toContain('corpus/text.yaml: c: we disagree with promptfoo');
    expect(problem).toContain('promptfoo: error (score 0): promptfoo says so');
    expect(problem).toContain('contains: fail 0: Expected output to contain "x"');
    expect(problem).toContain('ours:      pass (score 1): we say so');
  });

  it('refuses the same verdict with another score', () => {
    expect(parityProblem('c', theirs('fail', 0.5), ours('fail', 0), undefined)).toContain('we disagree');
  });

  it('pins a listed difference to what it says we give', () => {
    const problem = parityProblem('c', theirs('fail', 0), ours('error', 0), entry(ours('fail', 0.5), true));
    expect(problem).toContain('differences.yaml says ours is fail (score 0.5), but it is error (score 0)');
  });

  it('asks for an entry to go once we agree', () => {
    const problem = parityProblem('c', theirs('fail', 0), ours('fail', 0), entry(ours('fail', 0), true));
    expect(problem).toContain('remove the entry');
  });

  it('accepts a pending gap that still disagrees, even one that passes', () => {
    expect(parityProblem('c', theirs('error', 0), ours('pass', 1), entry(ours('pass', 1), true))).toBeNull();
  });

  it('refuses a deliberate difference that passes where promptfoo does not', () => {
    expect(parityProblem('c', theirs('fail', 0), ours('pass', 1), entry(ours('pass', 1)))).toContain('no deliberate difference');
    expect(parityProblem('c', theirs('error', 0), ours('pass', 1), entry(ours('pass', 1)))).toContain('reports as an error');
  });

  it('accepts a deliberate difference that is stricter than promptfoo', () => {
    expect(parityProblem('c', theirs('pass', 0), ours('error', 0), entry(ours('error', 0)))).toBeNull();
  });
});

describe('parityProblem on a case a promptfoo bug keeps from scoring', () => {
  // The oracle's verdict as promptfoo intends, with promptfoo's real one beside it.
  const intended = (verdict: Theirs['verdict'], score: number, actual: Theirs['verdict'] = 'error'): Theirs => ({
    ...theirs(verdict, score),
    oracle: 'promptfoo-intended',
    intendedBecause: 'rouge-l is not registered',
    promptfooActual: { verdict: actual, score: 0, reason: 'Error: Unknown assertion type: rouge-l' },
  });
  const bug = (o: Ours): Difference => ({ ...entry(o), category: 'promptfoo-bug' });

  it('accepts ours when it is the intended verdict and score, even a pass where promptfoo errors', () => {
    expect(parityProblem('c', intended('pass', 0.8333333), ours('pass', 0.83333333), bug(ours('pass', 0.8333333)))).toBeNull();
    expect(parityProblem('c', intended('fail', 0.5), ours('fail', 0.5), bug(ours('fail', 0.5)))).toBeNull();
  });

  it('refuses a promptfoo-bug entry whose verdict we do not match, showing the real verdict too', () => {
    const problem = parityProblem('c', intended('pass', 0.8), ours('pass', 0.75), bug(ours('pass', 0.75)));
    expect(problem).toContain('we disagree with promptfoo as it intends');
    expect(problem).toContain('promptfoo (real): error (score 0): Error: Unknown assertion type: rouge-l');
    expect(parityProblem('c', intended('fail', 0.5), ours('pass', 1), bug(ours('pass', 1)))).toContain('as it intends');
  });

  it('still pins the entry to what we give', () => {
    expect(parityProblem('c', intended('pass', 1), ours('pass', 1), bug(ours('fail', 0)))).toContain('differences.yaml says ours is fail');
  });

  it('needs a non-pending promptfoo-bug entry', () => {
    expect(parityProblem('c', intended('pass', 1), ours('pass', 1), undefined)).toContain('category promptfoo-bug');
    expect(parityProblem('c', intended('pass', 1), ours('pass', 1), entry(ours('pass', 1)))).toContain('category promptfoo-bug');
    const pending = { ...bug(ours('pass', 1)), pending: true as const };
    expect(parityProblem('c', intended('pass', 1), ours('pass', 1), pending)).toContain('not pending');
  });

  it('excuses a pass only where promptfoo could not score at all, never where it fails', () => {
    const problem = parityProblem('c', intended('pass', 1, 'fail'), ours('pass', 1), bug(ours('pass', 1)));
    expect(problem).toContain('we pass a case promptfoo fails');
  });

  it('refuses a promptfoo-bug entry on a case without a verdict as promptfoo intends', () => {
    expect(parityProblem('c', theirs('error', 0), ours('pass', 1), bug(ours('pass', 1)))).toContain('needs the oracle');
  });
});

const corpusCase = (extra: Partial<CorpusCase>): CorpusCase => ({ id: 'c1', note: 'made up', output: 'Hello, world', assert: [], ...extra });

describe('scoreOurs', () => {
  const root = tempDir('supereval-parity-rule-');

  it("runs the case's own asserts alone: its threshold decides, nothing else counts", async () => {
    const c = corpusCase({
      threshold: 0.5,
      assert: [
        { type: 'contains', value: 'world' },
        { type: 'contains', value: 'moon' },
      ],
    });
    expect(await scoreOurs(c, path.join(root, 'threshold'))).toMatchObject({ verdict: 'pass', score: 0.5 });
  });

  it('reports a failing assertion with its reason', async () => {
    const result = await scoreOurs(corpusCase({ assert: [{ type: 'contains', value: 'moon' }] }), path.join(root, 'fail'));
    expect(result).toMatchObject({ verdict: 'fail', score: 0 });
    expect(result.reason).toContain('moon');
  });

  it('makes a problem the loader finds the verdict "error", naming the field', async () => {
    const result = await scoreOurs(corpusCase({ assert: [{ type: 'containz', value: 'x' }] }), path.join(root, 'load'));
    expect(result).toMatchObject({ verdict: 'error', score: 0 });
    expect(result.reason).toContain('assert.0.type');
  });
});

describe('ourResponse', () => {
  it('gives our provider Bedrock stop reasons and parsed tool calls', () => {
    const response = ourResponse(
      corpusCase({
        response: {
          latencyMs: 1200,
          cost: 0.002,
          finishReason: 'length',
          toolCalls: [{ type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }],
        },
      }),
    );
    expect(response).toMatchObject({
      latency_ms: 1200,
      cost_usd: 0.002,
      stop_reason: 'max_tokens',
      toolCalls: [{ id: 'call_0', name: 'get_weather', arguments: { city: 'Paris' } }],
    });
  });

  it('prefers an explicit Bedrock stopReason, and defaults the latency to 0 as the oracle does', () => {
    const response = ourResponse(corpusCase({ response: { finishReason: 'stop', stopReason: 'stop_sequence' } }));
    expect(response).toMatchObject({ latency_ms: 0, cost_usd: null, stop_reason: 'stop_sequence' });
  });
});
