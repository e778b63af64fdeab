import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Baseline, BaselineExpectation } from '../../src/compare/baseline.js';
import { parseBaseline } from '../../src/compare/baseline.js';
import { toSuperevalBaseline } from '../../src/compare/supereval-baseline.js';
import { KINDS } from '../../src/kinds/index.js';
import type { CaseResult, ModelResult } from '../../src/config/results.js';
import { shownResult, summarizeCase } from '../../src/figures/trials.js';
import { caseResult, modelResult, resultsOf } from './fixtures.js';

const fixture = (rel: string) => readFileSync(fileURLToPath(new URL(`../fixtures/supereval/${rel}`, import.meta.url)), 'utf8');

const QA: BaselineExpectation = { datasetName: 'aws-support-qa', datasetType: 'qa', matchBy: 'key', source: 'datasets/aws-support-qa/baseline.json' };
const AGENT: BaselineExpectation = {
  datasetName: 'refund-agent',
  datasetType: 'agent',
  matchBy: 'case_id',
  source: 'datasets/agents/refund-agent/baseline.json',
};

function parsed(text: string, expect: BaselineExpectation): Baseline {
  const r = parseBaseline(text, expect);
  if (!r.ok) throw new Error(`expected a baseline, got: ${r.reason}`);
  return r.baseline;
}

function refused(text: string, expect: BaselineExpectation): string {
  const r = parseBaseline(text, expect);
  if (r.ok) throw new Error('expected the baseline to be refused');
  return r.reason;
}

// Python's json.dumps(vars, sort_keys=True, ensure_ascii=False) for a flat
// object of strings: ", " and ": " separators, non-ASCII left as is.
function pythonKey(vars: Record<string, string>): string {
  const body = Object.keys(vars)
    .sort()
    .map((k) => `${JSON.stringify(k)}: ${JSON.stringify(vars[k])}`)
    .join(', ');
  return createHash('sha256').update(`{${body}}`, 'utf8').digest('hex').slice(0, 16);
}

describe('parseBaseline: supereval baseline.json', () => {
  it('reads an LLM baseline and matches it by key', () => {
    const text = fixture('aws-support-qa/baseline.json');
    const b = parsed(text, QA);
    expect(b.match_by).toBe('key');
    expect(b.provenance).toEqual({
      format: 'supereval',
      source: QA.source,
      run_id: 'run_1a2b3c4d',
      ran_at: '2026-01-10T09:00:00+00:00',
      models: ['bedrock:anthropic.claude-3-haiku-20240307-v1:0'],
    });
    expect([b.total, b.passed, b.pass_rate]).toEqual([4, 3, 0.75]);
    const failing = b.cases.find((c) => c.status === 'fail');
    expect(failing).toMatchObject({ id: null, score: 0.5, models: {}, flaky: false });
    // The fixture's keys follow the reference's rule (checked independently here).
    const raw = JSON.parse(text) as { cases: { key: string; vars: Record<string, string> }[] };
    for (const c of raw.cases) expect(c.key).toBe(pythonKey(c.vars));
    expect(b.cases.map((c) => c.key)).toEqual(raw.cases.map((c) => c.key));
  });

  it('reads an agent baseline by case_id, with composite_score as the score', () => {
    const b = parsed(fixture('agents/refund-agent/baseline.json'), AGENT);
    expect(b.match_by).toBe('id');
    expect(b.provenance.models).toEqual(['examples.react_bedrock:ReactRunner']);
    expect(b.cases.map((c) => [c.id, c.status, c.score])).toEqual([
      ['refund-001', 'pass', 0.95],
      ['refund-002', 'fail', 0.4],
    ]);
  });
});

describe('parseBaseline: our results JSON', () => {
  it('keeps per-model outcomes and counts a flaky case as failing', () => {
    const results = resultsOf(
      [
        caseResult('c1', { a: 'pass', b: 'fail' }),
        caseResult('c2', { a: ['pass', 'fail', 'pass'], b: ['pass', 'pass', 'pass'] }),
        caseResult('c3', { a: 'pass', b: 'pass' }),
      ],
      { name: 'aws-support-qa' },
    );
    const b = parsed(JSON.stringify(results), QA);
    expect(b.match_by).toBe('id');
    expect(b.provenance).toMatchObject({ format: 'results', models: ['a', 'b'], ran_at: '2026-01-02T03:04:05Z' });
    expect(b.cases.map((c) => [c.id, c.status, c.flaky])).toEqual([
      ['c1', 'fail', false],
      ['c2', 'fail', true],
      ['c3', 'pass', false],
    ]);
    expect(b.cases[0]?.models).toEqual({
      a: { status: 'pass', score: 1, flaky: false, output: 'output of a' },
      b: { status: 'fail', score: 0, flaky: false, output: 'output of b' },
    });
    expect(b.cases[1]?.models.a).toEqual({ status: 'fail', score: 2 / 3, flaky: true, output: 'output of a' });
    expect(b.pass_rate).toBeCloseTo(1 / 3, 12);
  });

  it("keeps each model's output and tool calls as a report shows them: its first trial that did not pass, else its first", () => {
    const c = caseResult('c1', { a: ['pass', 'fail', 'fail'], b: 'pass' });
    c.results.forEach((r, i) => {
      r.output = `trial ${i}`;
      r.tool_calls = [{ name: 'search', arguments: { trial: i } }];
    });
    const b = parsed(JSON.stringify(resultsOf([c], { name: 'aws-support-qa' })), QA);
    expect(b.cases[0]?.models.a).toMatchObject({ output: 'trial 1', tool_calls: [{ name: 'search', arguments: { trial: 1 } }] });
    expect(b.cases[0]?.models.b).toMatchObject({ output: 'trial 3' });
    // A failed call has no output: null, not absent (absent means the baseline did not record it).
    const failed = caseResult('c1', { a: 'error' });
    expect(parsed(JSON.stringify(resultsOf([failed], { name: 'aws-support-qa' })), QA).cases[0]?.models.a?.output).toBeNull();
  });
});

describe('parseBaseline: a case of one model and one trial', () => {
  // Such a case is read without summarizeCase's lists; what it keeps must be what the general summary says.
  it('keeps what summarizeCase and shownResult say of it, for every status, score and output', () => {
    const cases: CaseResult[] = [];
    for (const status of ['pass', 'fail', 'error'] as const) {
      for (const score of [1, 0.25, 0]) {
        for (const output of ['answer', null]) {
          const c = caseResult(`c${cases.length}`, { m: status });
          const r = c.results[0] as ModelResult;
          Object.assign(r, { score, output }, cases.length % 2 === 0 ? { tool_calls: [{ name: 'search', arguments: { q: 'x' } }] } : {});
          c.score = score;
          cases.push(c);
        }
      }
    }
    // A file may say -0 (JSON.stringify never writes it): the summary's mean of one makes it 0.
    const text = JSON.stringify(resultsOf(cases, { name: 'aws-support-qa' })).replaceAll('"score":0,', '"score":-0,');
    const read = (JSON.parse(text) as { cases: CaseResult[] }).cases;
    const general = read.map((c) => {
      const outcome = summarizeCase(c);
      const models: Record<string, unknown> = {};
      for (const m of outcome.models) {
        const shown = shownResult(c.results, m.model) as ModelResult;
        models[m.model] = {
          status: m.status,
          score: m.score,
          flaky: m.flaky,
          output: shown.output,
          ...(shown.tool_calls ? { tool_calls: shown.tool_calls } : {}),
        };
      }
      return { id: c.id, key: c.key, tags: c.tags, status: outcome.status, score: c.score, flaky: outcome.flaky, models };
    });
    expect(read.some((c) => Object.is(c.score, -0))).toBe(true);
    expect(parsed(text, QA).cases).toStrictEqual(general);
  });
});

describe("parseBaseline: the outputs a report shows beside today's", () => {
  const RAG: BaselineExpectation = { datasetName: 'sqs-docs', datasetType: 'rag', matchBy: 'case_id', source: 'datasets/rag/sqs-docs/baseline.json' };

  it("reads the RAG writer's answer as the baseline's output, with or without our supereval_ts section", () => {
    const file = toSuperevalBaseline(
      resultsOf([caseResult('r1', { m: 'fail' })], { name: 'sqs-docs', type: 'rag' }),
      KINDS.rag.baseline,
      'run_1',
      '2026-01-01T00:00:00Z',
    );
    expect(file['cases']).toMatchObject([{ case_id: 'r1', answer: 'output of m' }]);
    expect(parsed(JSON.stringify(file), RAG).cases[0]?.models['m']?.output).toBe('output of m');
    const { supereval_ts: _, ...pythonOnly } = file;
    expect(parsed(JSON.stringify(pythonOnly), RAG).cases[0]?.output).toBe('output of m');
  });

  it("our supereval_ts keeps each model's output and tool calls as a results file gives them: trials, errors, several models", () => {
    const calls = [{ name: 'lookup_order', arguments: { id: 'A-17' } }];
    const cases = [
      caseResult('two-models', { a: 'pass', b: 'fail' }),
      caseResult('error', { a: 'error' }),
      caseResult('trials', { a: ['pass', 'fail', 'pass'] }),
      caseResult('agent', { a: 'fail' }, { results: [modelResult('a', 'fail', { output: 'Cancelled.', tool_calls: calls })] }),
    ];
    const results = resultsOf(cases, { name: 'aws-support-qa' });
    const fromFile = parsed(JSON.stringify(toSuperevalBaseline(results, KINDS.qa.baseline, 'run_1', 't')), QA);
    const fromResults = parsed(JSON.stringify(results), QA);
    expect(fromFile.cases.map((c) => c.models)).toEqual(fromResults.cases.map((c) => c.models));
    expect(fromFile.cases.map((c) => Object.values(c.models).map((m) => m.output))).toEqual([
      ['output of a', 'output of b'],
      [null],
      ['output of a'],
      ['Cancelled.'],
    ]);
    expect(fromFile.cases[3]?.models['a']?.tool_calls).toEqual(calls);
  });

  it('the LLM writer records no output: none is made up', () => {
    const b = parsed(fixture('aws-support-qa/baseline.json'), QA);
    expect(b.cases.every((c) => c.output === undefined && Object.values(c.models).every((m) => m.output === undefined))).toBe(true);
  });
});

describe('parseBaseline: refuses broken baselines whole, in one line', () => {
  const results = () => resultsOf([caseResult('c1', { a: 'pass' })], { name: 'aws-support-qa' });
  const superevalWith = (patch: (b: Record<string, unknown>) => void) => {
    const b = JSON.parse(fixture('aws-support-qa/baseline.json')) as Record<string, unknown>;
    patch(b);
    return JSON.stringify(b);
  };

  it.each([
    ['not JSON', '{"run_id": "r1", "cases": [\n', /is not valid JSON/],
    ['a JSON array', '[1, 2]', /not a JSON object/],
    [
      'another schema',
      '{"name": "x", "items": []}',
      /neither a results JSON of this tool \(schema_version\) nor a baseline.json of the Python supereval CLI/,
    ],
    [
      'a supereval baseline whose cases are not a list',
      '{"run_id": "r", "dataset": "aws-support-qa", "cases": 3}',
      /does not match its format \(cases: .*expected array/,
    ],
    ['a results file without its tool field', JSON.stringify({ ...results(), tool: undefined }), /does not match the results schema \(tool/],
    [
      'a results file of another version',
      JSON.stringify({ ...results(), schema_version: 99 }),
      /looks like a results file but has schema_version 99; this version of supereval reads 1 and 2/,
    ],
    [
      'a results file of another dataset',
      JSON.stringify(resultsOf([caseResult('c1', { a: 'pass' })], { name: 'billing' })),
      /belongs to dataset "billing", not "aws-support-qa"/,
    ],
    [
      'a results file of another type',
      JSON.stringify(resultsOf([caseResult('c1', { a: 'pass' })], { name: 'aws-support-qa', type: 'classification' })),
      /recorded for a classification dataset/,
    ],
    ['an interrupted run', JSON.stringify({ ...results(), run: { ...results().run, interrupted: true } }), /interrupted run/],
    ['a supereval case without passed', superevalWith((b) => delete (b.cases as Record<string, unknown>[])[1]?.passed), /cases\.1\.passed/],
    [
      'an agent baseline given to a qa dataset',
      fixture('agents/refund-agent/baseline.json').replace('"refund-agent"', '"aws-support-qa"'),
      /case 1 has no key.*carries case_id/,
    ],
  ])('%s', (_what, text, reason) => {
    const r = refused(text, QA);
    expect(r).toMatch(reason);
    expect(r.startsWith(`Baseline ${QA.source} ignored: `)).toBe(true);
    expect(r).not.toContain('\n');
  });

  it('refuses an LLM baseline given to an agent dataset', () => {
    const text = fixture('aws-support-qa/baseline.json').replace('"aws-support-qa"', '"refund-agent"');
    expect(refused(text, AGENT)).toMatch(/case 1 has no case_id.*carries key/);
  });

  it('keeps untrusted text in the reason quoted and short', () => {
    const name = `evil\nname ${'x'.repeat(200)}`;
    const r = refused(JSON.stringify(resultsOf([caseResult('c1', { a: 'pass' })], { name })), QA);
    expect(r).not.toContain('\n');
    expect(r.length).toBeLessThan(300);
  });
});

describe('toSuperevalBaseline', () => {
  // Ten cases with latencies 10..100 ms: supereval's percentile picks
  // sorted[int(n * q)], so p50 is 60 (not the median 55) and p95 is 100.
  const cases = Array.from({ length: 10 }, (_, i) =>
    caseResult(
      `q${i + 1}`,
      { m1: i === 3 ? 'fail' : 'pass' },
      {
        vars: { query: `question ${i + 1}` },
        tags: ['t'],
        results: [modelResult('m1', i === 3 ? 'fail' : 'pass', { latency_ms: (i + 1) * 10, cost_usd: 0.1 })],
      },
    ),
  );
  const results = resultsOf(cases, { name: 'aws-support-qa' });
  const written = toSuperevalBaseline(results, KINDS.qa.baseline, 'run_0001', '2026-02-01T00:00:00Z');

  it('writes supereval LLM fields exactly, plus supereval_ts', () => {
    expect(Object.keys(written)).toEqual(['run_id', 'dataset', 'ran_at', 'providers', 'summary', 'cases', 'supereval_ts']);
    expect(written).toMatchObject({ run_id: 'run_0001', dataset: 'aws-support-qa', ran_at: '2026-02-01T00:00:00Z', providers: ['m1'] });
    expect(written.summary).toEqual({
      total: 10,
      passed: 9,
      failed: 1,
      pass_rate: 0.9,
      total_cost_usd: 1,
      total_tokens: 150,
      prompt_tokens: 100,
      completion_tokens: 50,
      avg_latency_ms: 55,
      p50_latency_ms: 60,
      p95_latency_ms: 100,
    });
    const first = (written.cases as Record<string, unknown>[])[0];
    expect(first).toEqual({ key: cases[0]?.key, vars: { query: 'question 1' }, passed: true, score: 1, latency_ms: 10, cost_usd: 0.1 });
  });

  it('is read back through supereval_ts: by id, per model, with tags', () => {
    const b = parsed(JSON.stringify(written), QA);
    expect(b.match_by).toBe('id');
    expect(b.provenance).toMatchObject({ format: 'supereval', run_id: 'run_0001', models: ['m1'] });
    expect(b.cases[3]).toEqual({
      id: 'q4',
      key: cases[3]?.key,
      tags: ['t'],
      status: 'fail',
      score: 0,
      flaky: false,
      models: { m1: { status: 'fail', score: 0, flaky: false, output: 'output of m1' } },
    });
  });

  it('falls back to key matching once the Python tool has rewritten the file', () => {
    const { supereval_ts: _dropped, ...plain } = written;
    const b = parsed(JSON.stringify(plain), QA);
    expect(b.match_by).toBe('key');
    expect(b.cases[3]).toMatchObject({ id: null, key: cases[3]?.key, status: 'fail', models: {} });
  });

  it('refuses a file whose supereval_ts disagrees with supereval fields', () => {
    const edited = JSON.parse(JSON.stringify(written)) as { cases: { passed: boolean }[] };
    (edited.cases[3] as { passed: boolean }).passed = true;
    expect(refused(JSON.stringify(edited), QA)).toMatch(/case 4 disagrees between supereval_ts and the supereval fields/);
    const broken = { ...written, supereval_ts: { schema_version: 1 } };
    expect(refused(JSON.stringify(broken), QA)).toMatch(/supereval_ts section is malformed/);
  });

  it('keeps an unknown cost unknown', () => {
    const unpriced = resultsOf([caseResult('q1', { m1: 'pass' }, { results: [modelResult('m1', 'pass', { cost_usd: null })] })], {
      name: 'aws-support-qa',
    });
    const w = toSuperevalBaseline(unpriced, KINDS.qa.baseline, 'r', 't');
    expect((w.summary as Record<string, unknown>).total_cost_usd).toBeNull();
    expect((w.cases as Record<string, unknown>[])[0]?.cost_usd).toBeNull();
  });

  it('writes an agent baseline with case_id and composite_score', () => {
    const agentCase = caseResult(
      'refund-001',
      { m1: 'pass' },
      {
        score: 0.925,
        description: 'refund inside the window',
        vars: { task: 'Refund order A-17' },
        results: [modelResult('m1', 'pass', { scores: { answer_score: 1, tool_score: 1, efficiency_score: 0.5, reasoning_score: null } })],
      },
    );
    const w = toSuperevalBaseline(resultsOf([agentCase], { name: 'refund-agent', type: 'agent' }), KINDS.agent.baseline, 'agent_1', 't');
    expect(Object.keys(w)).toEqual(['run_id', 'dataset', 'ran_at', 'runner_id', 'summary', 'cases', 'supereval_ts']);
    // agent/models.py AgentCaseResult.to_dict's fields, in its order.
    const written = (w.cases as Record<string, unknown>[])[0]!;
    expect(Object.keys(written)).toEqual([
      'case_id',
      'description',
      'vars',
      'passed',
      'composite_score',
      'answer_score',
      'tool_score',
      'efficiency_score',
      'reasoning_score',
      'failure_reasons',
      'step_count',
      'tool_call_count',
      'latency_ms',
      'cost_usd',
    ]);
    expect(written).toEqual({
      case_id: 'refund-001',
      description: 'refund inside the window',
      vars: { task: 'Refund order A-17' },
      passed: true,
      composite_score: 0.925,
      answer_score: 1,
      tool_score: 1,
      efficiency_score: 0.5,
      reasoning_score: null,
      failure_reasons: [],
      step_count: null,
      tool_call_count: null,
      latency_ms: 100,
      cost_usd: 0.001,
    });
    expect(w.summary).toEqual({
      total: 1,
      passed: 1,
      failed: 0,
      pass_rate: 1,
      avg_composite_score: 0.925,
      avg_answer_score: 1,
      avg_tool_score: 1,
      total_cost_usd: 0.001,
      avg_latency_ms: 100,
      p95_latency_ms: 100,
    });
    const b = parsed(JSON.stringify(w), AGENT);
    expect(b.cases[0]).toMatchObject({ id: 'refund-001', status: 'pass', score: 0.925 });
  });
});
