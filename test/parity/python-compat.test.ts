// Files the Python supereval CLI writes or accepts load here, and the
// baseline.json we write reads back there. The fixtures
// (test/fixtures/python-compat/) reproduce each case of issue 10; the
// expected verdicts come from the Python source (cited per test), and where
// python3 is installed its reading logic (test/parity/python-compat/supereval_reader.py)
// checks the same files: the baseline reader needs only python3, the dataset
// loader needs pydantic too (skipped without it).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EXIT } from '../../src/cli/exit.js';
import { parseBaseline } from '../../src/compare/baseline.js';
import { laxBool, laxFloat, laxInt, pyBool, pyFloat, pyInt } from '../../src/config/pydantic-lax.js';
import { formatIssue } from '../../src/base/errors.js';
import { loadDataset } from '../../src/dataset/load.js';
import type { KindDataset } from '../../src/kinds/types.js';
import type { EvalResults } from '../../src/results/results.js';
import { createMockEnvironment, offeredTools } from '../../src/agents/environment.js';
import { runCli } from '../helpers/cli.js';
import { shellQuote, tempDir, writeTree } from '../helpers/tmp.js';
import { KINDS } from '../../src/kinds/index.js';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/python-compat');
const reader = path.resolve(import.meta.dirname, 'python-compat/supereval_reader.py');
const catalogAgent = `exec:${shellQuote(process.execPath)} ${shellQuote(path.join(fixtures, 'catalog-agent.mjs'))}`;
const hasPython = spawnSync('python3', ['--version']).status === 0;
const hasPydantic = hasPython && spawnSync('python3', ['-c', 'import pydantic']).status === 0;
const root = tempDir();

const at = (rel: string) => path.join(fixtures, rel);
const load = (rel: string) => loadDataset(at(rel), KINDS);
const warnings = (d: KindDataset) => d.warnings.map(formatIssue).map((w) => w.replace(`${fixtures}${path.sep}`, ''));

function python(...args: string[]): Record<string, unknown> {
  return JSON.parse(execFileSync('python3', [reader, ...args], { encoding: 'utf8' })) as Record<string, unknown>;
}

describe('every file issue 10 lists loads, with a warning where it is probably a mistake', () => {
  it('an agent dataset as the Python tool writes it: "error": null mocks, the catalog in dataset.json, no type, lax numbers, no expected', async () => {
    const d = await load('agents/orders');
    expect(d.type).toBe('agent');
    expect(d.warnings).toEqual([]);
    // The agent is offered dataset.json's catalog: names, descriptions and input schemas.
    expect(offeredTools(d.tools, null)).toEqual([
      {
        name: 'lookup_order',
        description: 'Look up an order by its id',
        parameters: { type: 'object', properties: { order_id: { type: 'string' } }, required: ['order_id'] },
      },
      { name: 'cancel_order', description: 'Cancel an order', parameters: {} },
    ]);
    expect(d.thresholds).toMatchObject({ answer_weight: 0.4, tool_weight: 0.4, reasoning_weight: 0.15, efficiency_weight: 0.05 });
    const [status, outage, bare] = d.cases;
    // agent/runner.py MockToolExecutor.execute raises only `if mock.error:`: null answers.
    const mocks = (c: typeof status) => c!.data['tools'] as Parameters<typeof createMockEnvironment>[0];
    expect(await createMockEnvironment(mocks(status)).call('lookup_order')).toEqual({ ok: true, result: { order_id: 'A-17', status: 'shipped' } });
    expect(await createMockEnvironment(mocks(outage), { simulateLatency: false }).call('lookup_order')).toEqual({
      ok: false,
      error: 'order service unavailable',
    });
    // pydantic's lax int: "6" is 6, "5" is 5.
    expect(outage!.expected['max_steps']).toBe(6);
    expect((mocks(outage)!['lookup_order'] as { latency_ms: number }).latency_ms).toBe(5);
    // agent/models.py AgentTestCase.expected defaults to an empty AgentExpected.
    expect(bare!.expected).toEqual({});
  });

  it('dataset.json wins over a tools.json that says otherwise, with a warning', async () => {
    const d = await load('agents/tools-disagree');
    expect(d.tools?.map((t) => t.description)).toEqual(['Look up an order by its id (dataset.json)']);
    expect(warnings(d)).toEqual([
      'agents/tools-disagree/tools.json: (file): differs from the `tools` of dataset.json, which the agent is offered (the Python tool reads only dataset.json)',
    ]);
  });

  it('a dataset with no cases.jsonl: no cases, one warning', async () => {
    const d = await load('qa/not-filled');
    expect(d.cases).toEqual([]);
    expect(warnings(d)).toEqual(['qa/not-filled/cases.jsonl: (file): not found: the dataset has no cases yet, so nothing is run or gated']);
  });

  it('thresholds as pydantic reads them (strings, _ separators, a score drop above 1); duplicate ids and an empty ground_truth load with warnings', async () => {
    const d = await load('qa/lax');
    expect(d.thresholds).toMatchObject({ pass_rate: 0.5, max_score_drop: 1.5, fail_on_regression: false, max_p95_latency_ms: 2500 });
    expect(d.cases.map((c) => c.id)).toEqual(['sqs-size', 'sqs-size', 'anything']);
    expect(warnings(d)).toEqual([
      'qa/lax/cases.jsonl:2: id: duplicate: id "sqs-size" is already on line 1; the two cannot be told apart in a baseline',
      'qa/lax/cases.jsonl:3: expected.ground_truth: empty: the icontains check refuses an empty value (promptfoo does the same under the Python tool), so this case can never pass',
    ]);
  });

  it('a RAG case without retrieved_contexts (defaults to []), weights above 1, a lax "true"', async () => {
    const d = await load('rag/no-contexts');
    expect(d.type).toBe('rag');
    expect(d.cases[0]!.input['retrieved_contexts']).toEqual([]);
    expect(d.thresholds).toMatchObject({ faithfulness_weight: 2, answer_correctness_weight: 1.5, require_contains: true });
    expect(warnings(d)).toEqual([
      'rag/no-contexts/cases.jsonl:2: expected.ground_truth: empty: every answer contains "", so without a judge this case can never fail',
    ]);
  });

  it('labels outside `labels`, in another letter case, or empty', async () => {
    const d = await load('classification/labels');
    expect(d.cases).toHaveLength(4);
    expect(warnings(d)).toEqual([
      'classification/labels/cases.jsonl:2: expected.label: "Billing" is listed as "billing": the check ignores letter case, so the two cannot be told apart',
      `classification/labels/cases.jsonl:3: expected.label: "shipping" is not one of the dataset's labels (billing, technical): a model that answers with one of them passes this case only if that label contains "shipping"`,
      'classification/labels/cases.jsonl:4: expected.label: empty: the icontains check refuses an empty value (promptfoo does the same under the Python tool), so this case can never pass',
    ]);
  });

  it.skipIf(!hasPydantic)('the Python tool accepts the same files and reads the same values from them (pydantic)', async () => {
    const shared = [
      'pass_rate',
      'fail_on_regression',
      'max_score_drop',
      'max_p95_latency_ms',
      'require_contains',
      'faithfulness_weight',
      'answer_weight',
    ];
    for (const [rel, type] of [
      ['agents/orders', 'agent'],
      ['agents/tools-disagree', 'agent'],
      ['qa/not-filled', 'qa'],
      ['qa/lax', 'qa'],
      ['rag/no-contexts', 'rag'],
      ['classification/labels', 'classification'],
    ] as const) {
      const theirs = python('load', type, at(rel)) as { thresholds: Record<string, unknown>; tools: unknown[]; cases: Record<string, unknown>[] };
      const ours = await load(rel);
      expect(
        ours.cases.map((c) => c.id),
        rel,
      ).toEqual(theirs.cases.map((c) => c['id']));
      for (const key of shared)
        if (key in theirs.thresholds)
          expect(ours.thresholds[key as keyof KindDataset['thresholds']], `${rel} ${key}`).toEqual(theirs.thresholds[key]);
      if (type === 'agent') expect(ours.tools, rel).toEqual(theirs.tools);
      theirs.cases.forEach((c, i) => {
        const mine = ours.cases[i]!;
        for (const [k, v] of Object.entries(c['input'] as object)) if (k !== 'context') expect(mine.input[k], `${rel} ${k}`).toEqual(v);
        if (type === 'agent') {
          const expected = c['expected'] as Record<string, unknown>;
          expect(mine.expected['max_steps'] ?? null, rel).toEqual(expected['max_steps']);
        }
      });
    }
  });
});

// pydantic 2.13.4's verdicts (model_validate_json, lax mode) on an `int`, a
// `float` and a `bool` field, recorded from `python3 -c` runs; the live check
// below repeats them wherever pydantic is installed.
const ERR = Symbol('refused');
type Row = [kind: 'int' | 'float' | 'bool', input: unknown, pydantic: unknown];
const LAX_TABLE: Row[] = [
  ['int', '6', 6],
  ['int', ' 6 ', 6],
  ['int', '+6', 6],
  ['int', '-6', -6],
  ['int', '6.0', 6],
  ['int', '6.000', 6],
  ['int', '1_000', 1000],
  ['int', '1_0.0', 10],
  ['int', '\t7\n', 7],
  ['int', '06', 6],
  ['int', 6.0, 6],
  ['int', true, 1],
  ['int', false, 0],
  ['int', '6.', ERR],
  ['int', '6.5', ERR],
  ['int', 6.5, ERR],
  ['int', '_1', ERR],
  ['int', '1_', ERR],
  ['int', '1__0', ERR],
  ['int', '0x10', ERR],
  ['int', '1e3', ERR],
  ['int', '', ERR],
  ['int', 'six', ERR],
  ['int', '1 000', ERR],
  ['float', '0.5', 0.5],
  ['float', ' 0.5 ', 0.5],
  ['float', '1e-1', 0.1],
  ['float', '1E3', 1000],
  ['float', '.5', 0.5],
  ['float', '5.', 5],
  ['float', '+.5', 0.5],
  ['float', '1_000.5', 1000.5],
  ['float', '1_.5', 1.5],
  ['float', true, 1],
  ['float', 3, 3],
  ['float', '0x1', ERR],
  ['float', '1__0.5', ERR],
  ['float', '_1.5', ERR],
  ['float', '1e', ERR],
  ['float', '.', ERR],
  ['float', '', ERR],
  ['float', 'abc', ERR],
  ['bool', 'true', true],
  ['bool', 'True', true],
  ['bool', 'yes', true],
  ['bool', 'Y', true],
  ['bool', 'on', true],
  ['bool', '1', true],
  ['bool', 'off', false],
  ['bool', 'f', false],
  ['bool', 'No', false],
  ['bool', '0', false],
  ['bool', 0, false],
  ['bool', 1, true],
  ['bool', 1.0, true],
  ['bool', ' true ', ERR],
  ['bool', 'truth', ERR],
  ['bool', 2, ERR],
  ['bool', 0.5, ERR],
  ['bool', '', ERR],
];
const SCHEMAS = { int: pyInt(z.number().int()), float: pyFloat(z.number()), bool: pyBool(z.boolean()) };
const ours = (kind: Row[0], input: unknown): unknown => {
  const parsed = SCHEMAS[kind].safeParse(input);
  return parsed.success ? parsed.data : ERR;
};

describe("pydantic v2 lax mode for the Python tool's int, float and bool fields", () => {
  it.each(LAX_TABLE)('%s %j -> %s', (kind, input, pydantic) => {
    expect(ours(kind, input)).toEqual(pydantic);
  });

  it('leaves what it does not convert for the schema to refuse, and converts nothing else', () => {
    expect(laxInt('six')).toBe('six');
    expect(laxFloat(null)).toBeNull();
    expect(laxBool('maybe')).toBe('maybe');
    // inf and nan are floats to pydantic; no threshold can be checked against them, so the schema refuses them.
    expect(laxFloat('inf')).toBe(Infinity);
    expect(ours('float', 'inf')).toBe(ERR);
    expect(ours('float', 'nan')).toBe(ERR);
  });

  it.skipIf(!hasPydantic)('agrees with the installed pydantic on every row', () => {
    const script = [
      'import json, sys',
      'from pydantic import BaseModel',
      'class M(BaseModel):',
      '    i: int | None = None',
      '    f: float | None = None',
      '    b: bool | None = None',
      'out = []',
      'for kind, value in json.load(sys.stdin):',
      '    field = kind[0]',
      '    try: out.append(getattr(M.model_validate_json(json.dumps({field: value})), field))',
      '    except Exception: out.append("<refused>")',
      'print(json.dumps(out))',
    ].join('\n');
    const stdout = execFileSync('python3', ['-c', script], { input: JSON.stringify(LAX_TABLE.map(([k, v]) => [k, v])), encoding: 'utf8' });
    const live = JSON.parse(stdout) as unknown[];
    const agree = LAX_TABLE.filter(([kind, input], i) => {
      const theirs = live[i] === '<refused>' ? ERR : live[i];
      return Object.is(ours(kind, input), theirs) || ours(kind, input) === theirs;
    });
    expect(agree).toHaveLength(LAX_TABLE.length);
  });
});

describe('verdicts as the Python tool reaches them', () => {
  // export.py _build_tests: icontains of the label, which promptfoo refuses for "" (an error: the case fails there).
  it('classification: an unlisted label fails, another letter case passes, an empty one cannot pass', async () => {
    writeTree(root, {
      'labels.jsonl': [
        { id: 'listed', output: 'billing', latency_ms: 40 },
        { id: 'letter-case', output: 'billing', latency_ms: 50 },
        { id: 'unlisted', output: 'billing', latency_ms: 60 },
        { id: 'blank', output: 'technical', latency_ms: 70 },
      ],
    });
    const r = await runCli('run', at('classification/labels'), '-m', `replay:${path.join(root, 'labels.jsonl')}`, '--format', 'json', '-q');
    const results = JSON.parse(r.stdout) as EvalResults;
    expect(results.cases.map((c) => [c.id, c.status])).toEqual([
      ['listed', 'pass'],
      ['letter-case', 'pass'],
      ['unlisted', 'fail'],
      ['blank', 'error'],
    ]);
    expect(results.dataset.warnings).toHaveLength(3);
    expect(r.stderr).toContain('supereval: warning: ');
    const md = await runCli('run', at('classification/labels'), '-m', `replay:${path.join(root, 'labels.jsonl')}`, '--format', 'markdown', '-q');
    expect(md.stdout).toContain('> - ⚠️ ');
    expect(md.stdout).toContain('so this case can never pass');
  });

  // Deliberate (docs/python-differences.md): the Python tool passes a run of nothing; its gate checked nothing, so here it is exit 2.
  it('a dataset with no cases loads and is not blocked, but a run of it alone evaluated nothing, and says so', async () => {
    const r = await runCli('run', at('qa/not-filled'), '-m', `replay:${path.join(root, 'labels.jsonl')}`, '--format', 'markdown', '-q');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stdout).toMatch(/^## supereval: ⚠️ no cases: nothing was evaluated\n/);
    expect(r.stdout).toContain('not found: the dataset has no cases yet, so nothing is run or gated');
  });

  it('an agent is offered the catalog of dataset.json, and a mock with "error": null answers', async () => {
    const r = await runCli('run', at('agents/orders'), '--agent', catalogAgent, '--format', 'json', '-q');
    const results = JSON.parse(r.stdout) as EvalResults;
    const output = (id: string) => results.cases.find((c) => c.id === id)!.results[0]!.output ?? '';
    expect(output('status')).toContain('{"order_id":"A-17","status":"shipped"}');
    expect(output('status')).toContain('[offered lookup_order: Look up an order by its id {"type":"object"');
    expect(output('outage')).toContain('error: order service unavailable');
    expect(results.cases.every((c) => c.status !== 'error')).toBe(true);
  });
});

describe('baselines as the Python tool reads them (baseline.py compare_to_baseline)', () => {
  const expectQa = { datasetName: 'lax', datasetType: 'qa' as const, matchBy: 'key' as const, source: 'baseline.json' };

  it('takes the pass rate from summary (1.0 when absent), with no dataset-name check, even with no cases', () => {
    const read = (file: object) => {
      const parsed = parseBaseline(JSON.stringify(file), expectQa);
      if (!parsed.ok) throw new Error(parsed.reason);
      return parsed.baseline;
    };
    expect(read({ run_id: 'r', dataset: 'renamed-folder', summary: { pass_rate: 0.8 }, cases: [] })).toMatchObject({ pass_rate: 0.8, total: 0 });
    expect(read({ run_id: 'r', cases: [] }).pass_rate).toBe(1);
  });

  it.skipIf(!hasPython)('an empty baseline still gives the pass-rate delta Python computes', async () => {
    const file = path.join(root, 'empty-baseline.json');
    writeFileSync(file, JSON.stringify({ run_id: 'run_0', dataset: 'someone-else', summary: { pass_rate: 1.0 }, cases: [] }));
    const r = await runCli(
      'run',
      at('classification/labels'),
      '-m',
      `replay:${path.join(root, 'labels.jsonl')}`,
      `--compare-baseline=${file}`,
      '--format',
      'json',
      '-q',
    );
    const comparison = (JSON.parse(r.stdout) as EvalResults).comparison!;
    const current = path.join(root, 'current-empty.json');
    writeFileSync(
      current,
      JSON.stringify((JSON.parse(r.stdout) as EvalResults).cases.map((c) => ({ id: c.key, passed: c.status === 'pass', score: c.score }))),
    );
    const theirs = python('compare', 'classification', file, current);
    expect(comparison.baseline_pass_rate).toBe(theirs['baseline_pass_rate']);
    expect(comparison.pass_rate - comparison.baseline_pass_rate).toBeCloseTo(theirs['pass_rate_delta'] as number, 12);
    expect(theirs['pass_rate_delta']).toBe(-0.5);
  });
});

describe.skipIf(!hasPython)('round trip: our --update-baseline read back by the Python tool', () => {
  type Dumped = { same_text: boolean; keys: string[]; types: { summary: Record<string, string>; cases: Record<string, string>[] } };
  type Extras = { supereval_ts: { cases: { id: string; models: Record<string, { output?: string | null; tool_calls?: unknown[] }> }[] } };

  async function written(args: string[], name: string): Promise<{ file: string; results: EvalResults; dumped: Dumped }> {
    const file = path.join(root, `${name}.json`);
    const r = await runCli('run', ...args, `--update-baseline=${file}`, '--format', 'json', '-q');
    const results = JSON.parse(r.stdout) as EvalResults;
    return { file, results, dumped: python('dump', file) as unknown as Dumped };
  }

  it("LLM: the text is json.dumps(indent=2) of its values, with runner.py's fields, order and types; regressions match by key", async () => {
    const { file, dumped } = await written([at('classification/labels'), '-m', `replay:${path.join(root, 'labels.jsonl')}`], 'labels');
    expect(dumped.same_text).toBe(true);
    expect(dumped.keys).toEqual(['run_id', 'dataset', 'ran_at', 'providers', 'summary', 'cases', 'supereval_ts']);
    expect(dumped.types.summary).toEqual({
      total: 'int',
      passed: 'int',
      failed: 'int',
      pass_rate: 'float',
      total_cost_usd: 'NoneType',
      total_tokens: 'int',
      prompt_tokens: 'int',
      completion_tokens: 'int',
      avg_latency_ms: 'float',
      p50_latency_ms: 'float',
      p95_latency_ms: 'float',
    });
    expect(dumped.types.cases[0]).toEqual({ key: 'str', vars: 'dict', passed: 'bool', score: 'float', latency_ms: 'int', cost_usd: 'NoneType' });
    // The outputs a later report shows as "before" ride in supereval_ts, which the Python reader below never looks at.
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Extras;
    expect(saved.supereval_ts.cases.map((c) => [c.id, Object.values(c.models)[0]?.output])).toEqual([
      ['listed', 'billing'],
      ['letter-case', 'billing'],
      ['unlisted', 'billing'],
      ['blank', 'technical'],
    ]);
    // The next run: "listed" now fails, "unlisted" now passes.
    writeTree(root, {
      'labels-2.jsonl': [
        { id: 'listed', output: 'technical' },
        { id: 'letter-case', output: 'billing' },
        { id: 'unlisted', output: 'shipping' },
        { id: 'blank', output: 'x' },
      ],
    });
    const next = await runCli(
      'run',
      at('classification/labels'),
      '-m',
      `replay:${path.join(root, 'labels-2.jsonl')}`,
      `--compare-baseline=${file}`,
      '--format',
      'json',
      '-q',
    );
    const results = JSON.parse(next.stdout) as EvalResults;
    const current = path.join(root, 'current-labels.json');
    writeFileSync(current, JSON.stringify(results.cases.map((c) => ({ id: c.key, passed: c.status === 'pass', score: c.score }))));
    const theirs = python('compare', 'classification', file, current) as { regressions: { id: string }[]; baseline_pass_rate: number };
    const listedKey = results.cases.find((c) => c.id === 'listed')!.key;
    expect(theirs.regressions.map((x) => x.id)).toEqual([listedKey]);
    expect(theirs.baseline_pass_rate).toBe(0.5);
    expect(results.comparison!.cases.filter((c) => c.classification === 'regression').map((c) => c.id)).toEqual(['listed']);
  });

  it("agent: agent/models.py AgentCaseResult.to_dict's fields and types, vars {task}; Python finds the regression by case_id", async () => {
    const { file, results, dumped } = await written([at('agents/orders'), '--agent', catalogAgent], 'orders');
    expect(dumped.same_text).toBe(true);
    expect(dumped.keys).toEqual(['run_id', 'dataset', 'ran_at', 'runner_id', 'summary', 'cases', 'supereval_ts']);
    expect(Object.keys(dumped.types.summary)).toEqual([
      'total',
      'passed',
      'failed',
      'pass_rate',
      'avg_composite_score',
      'avg_answer_score',
      'avg_tool_score',
      'total_cost_usd',
      'avg_latency_ms',
      'p95_latency_ms',
    ]);
    expect(dumped.types.cases[0]).toMatchObject({
      case_id: 'str',
      description: 'str',
      vars: 'dict',
      passed: 'bool',
      composite_score: 'float',
      answer_score: 'float',
      tool_score: 'float',
      efficiency_score: 'float',
      failure_reasons: 'list',
      step_count: 'int',
      tool_call_count: 'int',
      latency_ms: 'int',
    });
    const saved = JSON.parse(readFileSync(file, 'utf8')) as {
      cases: { case_id: string; vars: unknown; passed: boolean; failure_reasons: string[] }[];
    } & Extras;
    expect(saved.cases[0]!.vars).toEqual({ task: 'Where is order A-17?' });
    // Each case's tool calls, for a later report's trajectory diff; the Python reader never looks at them.
    const toolCalls = (id: string) => Object.values(saved.supereval_ts.cases.find((c) => c.id === id)!.models)[0]?.tool_calls;
    for (const c of results.cases) expect(toolCalls(c.id)).toEqual(c.results[0]!.tool_calls);
    expect(toolCalls('status')).toEqual([{ name: 'lookup_order', arguments: { order_id: 'A-17' } }]);
    for (const c of saved.cases) expect(c.failure_reasons.length > 0).toBe(!c.passed);
    const passedBefore = results.cases.filter((c) => c.status === 'pass').map((c) => c.id);
    expect(passedBefore.length).toBeGreaterThan(0);
    const current = path.join(root, 'current-orders.json');
    writeFileSync(current, JSON.stringify(results.cases.map((c) => ({ id: c.id, passed: false, score: 0 }))));
    const theirs = python('compare', 'agent', file, current) as { regressions: { id: string }[] };
    expect(theirs.regressions.map((x) => x.id)).toEqual(passedBefore);
  });

  it("RAG: rag/models.py RagCaseResult.to_dict's fields, with the answer and vars {query}", async () => {
    writeTree(root, {
      'rag.jsonl': [
        { id: 'retention', output: 'Messages are kept 14 days by default.', latency_ms: 900 },
        { id: 'blank', output: 'Yes.', latency_ms: 300 },
      ],
    });
    const { dumped, file } = await written([at('rag/no-contexts'), '-m', `replay:${path.join(root, 'rag.jsonl')}`], 'no-contexts');
    expect(dumped.same_text).toBe(true);
    expect(dumped.keys).toEqual(['run_id', 'dataset', 'ran_at', 'model_id', 'summary', 'cases', 'supereval_ts']);
    expect(Object.keys(dumped.types.cases[0]!)).toEqual([
      'case_id',
      'description',
      'vars',
      'answer',
      'passed',
      'composite_score',
      'contains_score',
      'answer_correctness_score',
      'faithfulness_score',
      'failure_reasons',
      'latency_ms',
      'cost_usd',
    ]);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { cases: { vars: unknown; answer: string; passed: boolean }[] };
    expect(saved.cases[0]).toMatchObject({
      vars: { query: 'How long does SQS keep a message?' },
      answer: 'Messages are kept 14 days by default.',
      passed: true,
    });
    // rag/scorer.py score_rag_case: "" is in every answer, so the empty ground truth passes.
    expect(saved.cases[1]).toMatchObject({ answer: 'Yes.', passed: true });
  });
});
