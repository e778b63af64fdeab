// Regenerates test/golden/inputs/*.json: real results JSON from the CLI run
// in-process (src/cli/main.ts main) over small datasets, with replay:, exec: and
// fake-Bedrock models, then frozen. Skipped unless asked for:
//
//   MAKE_GOLDEN_INPUTS=1 npx vitest run test/golden/make-inputs.test.ts
//   UPDATE_GOLDEN=1 npx vitest run test/golden/golden.test.ts   # then re-render, and review both diffs
//
// Freezing replaces only what depends on the clock or the machine: times
// (started_at, finished_at, ran_at, duration_ms), the latency of exec: and
// Bedrock calls and of an agent's tools (summary.p95_latency_ms recomputed
// with the real p95), and
// the temporary folder the runs happen in (runs use paths relative to it).
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultsSchema } from '../../src/config/results.js';
import { CACHE_SOURCE } from '../../src/report/provenance.js';
import { p95 } from '../../src/results/summary.js';
import { fakeError, type FakeHandler } from '../fakes/bedrock.js';
import { HOSTILE } from '../fixtures/hostile.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { MAIN_SOURCE } from '../report/trend-fixtures.js';

const repo = path.resolve(import.meta.dirname, '../..');
const inputsDir = path.join(import.meta.dirname, 'inputs');
const root = tempDir('supereval-golden-');
const { startFake, cli } = useBedrockCli();

type Json = Record<string, unknown>;

const FIXED_START = Date.parse('2026-11-30T09:00:00.000Z');
const FIXED_DURATION_MS = 4_321;

/** Whatever the clock or the machine decided, made fixed; everything else as the run wrote it. */
function freeze(value: unknown, measuredLatency: boolean): unknown {
  const text = JSON.stringify(value).replaceAll(`${root}/`, '').replaceAll(root, '.');
  const results = JSON.parse(text) as Json | Json[];
  const list = Array.isArray(results) ? results : [results];
  for (const r of list) {
    const run = r['run'] as Json;
    run['started_at'] = new Date(FIXED_START).toISOString();
    run['finished_at'] = new Date(FIXED_START + FIXED_DURATION_MS).toISOString();
    run['duration_ms'] = FIXED_DURATION_MS;
    const baseline = (r['comparison'] as Json | null)?.['baseline'] as Json | undefined;
    if (baseline && typeof baseline['ran_at'] === 'string') baseline['ran_at'] = new Date(FIXED_START - 86_400_000).toISOString();
    if (baseline && typeof baseline['run_id'] === 'string' && /^run_\d+$/.test(baseline['run_id'])) baseline['run_id'] = 'run_20261129090000';
    // A baseline's own figures are dated by its finish; one without a recorded source is a run made here, just now.
    const point = baseline?.['point'] as Json | undefined;
    if (point && point['commit'] === null) point['date'] = new Date(FIXED_START - 86_400_000).toISOString();
    if (measuredLatency) {
      const cases = r['cases'] as { results: { latency_ms: number | null; scores?: Record<string, number | null> }[] }[];
      let n = 0;
      for (const c of cases) {
        for (const m of c.results) {
          if (m.latency_ms !== null) m.latency_ms = 180 + ((n++ * 37) % 400);
          // An agent's time in its tools, measured like a latency.
          if (typeof m.scores?.['tool_latency_ms'] === 'number') m.scores['tool_latency_ms'] = 20 + (n % 5);
        }
      }
      const summary = r['summary'] as Json;
      summary['p95_latency_ms'] = p95(cases.flatMap((c) => c.results.map((m) => m.latency_ms)).filter((l): l is number => l !== null));
    }
  }
  return results;
}

/** Runs the CLI with `--format json` and writes the frozen results as inputs/<name>.json. */
async function record(
  name: string,
  args: string[],
  { measuredLatency = false, edit }: { measuredLatency?: boolean; edit?: (r: Json) => void } = {},
): Promise<void> {
  const r = await cli('run', ...args, '--format', 'json', '-q');
  expect(r.code, `${name}: ${r.stderr}`).not.toBe(2);
  expect(r.code, `${name}: ${r.stderr}`).not.toBe(3);
  const parsed = JSON.parse(r.stdout) as Json | Json[];
  if (edit) for (const one of Array.isArray(parsed) ? parsed : [parsed]) edit(one);
  const frozen = freeze(parsed, measuredLatency);
  for (const one of Array.isArray(frozen) ? frozen : [frozen]) ResultsSchema.parse(one);
  writeFileSync(path.join(inputsDir, `${name}.json`), `${layout(frozen)}\n`);
}

/** Indented JSON with one case (and one comparison entry) a line: diffable case by case, and far smaller. */
function layout(value: unknown): string {
  const lines: string[] = [];
  const mark = (item: unknown) => `\u0000${lines.push(JSON.stringify(item)) - 1}`;
  const shallow = (r: Json) => {
    const comparison = r['comparison'] as Json | null | undefined;
    return {
      ...r,
      cases: (r['cases'] as unknown[]).map(mark),
      ...(comparison ? { comparison: { ...comparison, cases: (comparison['cases'] as unknown[]).map(mark) } } : {}),
    };
  };
  const text = JSON.stringify(Array.isArray(value) ? (value as Json[]).map(shallow) : shallow(value as Json), null, 2);
  return text.replace(/"\\u0000(\d+)"/g, (_, i: string) => lines[Number(i)] ?? '');
}

/** (Re)writes a replay file: the same model spec answering differently in a later run. */
const answers = (file: string, records: object[]) => writeTree(root, { [file]: records });

const DAY_MS = 86_400_000;
const MAIN_CONFIG = {
  dataset: '1c1c1c1c1c1c1c1c',
  prompt: '1a1a1a1a1a1a1a1a',
  models: '0b0b0b0b0b0b0b0b',
  judge: '0d0d0d0d0d0d0d0d',
  settings: '0e0e0e0e0e0e0e0e',
};

/** Makes a results file what the action saves on main: run three days ago by run #812, with three earlier main runs as its history. */
function savedOnMain(file: string): void {
  const at = (days: number) => new Date(FIXED_START - days * DAY_MS).toISOString();
  const r = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Json;
  r['run'] = { ...(r['run'] as Json), started_at: at(3), finished_at: new Date(FIXED_START - 3 * DAY_MS + FIXED_DURATION_MS).toISOString() };
  r['source'] = MAIN_SOURCE;
  r['config'] = MAIN_CONFIG;
  r['regressions'] = 0;
  const point = (commit: string, days: number, run: number, passed: number, cost: number, p95: number, regressions: number | null) => ({
    commit,
    branch: 'main',
    date: at(days),
    run_id: String(9876543000 + run),
    run_number: run,
    pass_rate: passed / 8,
    passed,
    total: 8,
    cost_usd: cost,
    p95_latency_ms: p95,
    regressions,
  });
  r['history'] = [
    point('1111111aaaaaaa1111111aaaaaaa1111111aaaaa', 10, 790, 7, 0.03, 650, null),
    point('2222222bbbbbbb2222222bbbbbbb2222222bbbbb', 7, 801, 8, 0.031, 700, 0),
    point('3333333ccccccc3333333ccccccc3333333ccccc', 5, 806, 6, 0.032, 720, 2),
  ];
  writeFileSync(path.join(root, file), JSON.stringify(r));
}

/** A run whose results file a later run compares with. */
async function prepare(...args: string[]): Promise<void> {
  const r = await cli('run', ...args);
  expect([0, 1], r.stderr).toContain(r.code);
}

/** Replay records: id -> output, with a latency and usage so figures are real numbers. */
const replay = (outputs: Record<string, string>, extra: (i: number) => object = () => ({})) =>
  Object.entries(outputs).map(([id, output], i) => ({
    id,
    output,
    latency_ms: 400 + ((i * 55) % 700),
    usage: { input_tokens: 30 + i, output_tokens: 12 },
    ...extra(i),
  }));

const support = (ids: string[]) => ids.map((id, i) => qaCase(id, `What about ${id}?`, `answer ${i}`, { tags: i % 2 === 0 ? ['limits'] : ['fifo'] }));
const right = (ids: string[]) => Object.fromEntries(ids.map((id, i) => [id, `The answer is answer ${i}.`]));

// Datasets and recorded outputs, in the folder the runs happen in.
const V1 = ['max-size', 'retention-default', 'retention-max', 'fifo-throughput', 'visibility', 'dead-letter', 'long-polling', 'to-be-removed'];
const V2 = [...V1.filter((id) => id !== 'to-be-removed'), 'brand-new'];
const answersV2 = {
  ...right(V2),
  'retention-default': 'Messages are kept for 2 days.',
  visibility: 'No idea.',
  'dead-letter': 'It is 3 retries.',
  'brand-new': 'The answer is answer 7.',
};
const answersV1 = { ...right(V1), 'dead-letter': 'It is 3 retries.', 'long-polling': 'Maybe 10 seconds.' };
const otherModel = { ...right(V2), 'max-size': 'It is 64 KB.', 'fifo-throughput': 'Unlimited.' };
// Enough failing rows that the comment must drop some to fit GitHub's limit.
const MANY = 250;
const manyIds = Array.from({ length: MANY }, (_, i) => `case-${String(i).padStart(3, '0')}-of-a-large-dataset-with-long-ids`);
const CUT_DATASETS = 40;
const cutId = (d: number, c: number) => `team-${d}-case-${c}-${'with-an-id-long-enough-to-fill-the-gate-reasons-'.repeat(2)}end`;
const cutIds = Array.from({ length: CUT_DATASETS }, (_, d) => [0, 1, 2].map((c) => cutId(d, c))).flat();
const hostile = HOSTILE.filter((h) =>
  [
    'newline error',
    'html script',
    'markdown table break',
    'mention',
    'details break',
    'bidi override',
    'code fence',
    'markdown link and image',
    'ansi colour',
    'sticky marker',
    'zero-width',
  ].includes(h.label),
);

function writeDatasets(): void {
  writeTree(root, {
    'datasets/support-qa/dataset.json': qaMeta({ name: 'support-qa', thresholds: { pass_rate: 0.75 } }),
    'datasets/support-qa/cases.jsonl': support(V2).map((c, i) => (i === 1 ? { ...c, must_pass: true } : c)),
    'datasets/support-qa-v1/dataset.json': qaMeta({ name: 'support-qa', thresholds: { pass_rate: 0.75 } }),
    'datasets/support-qa-v1/cases.jsonl': support(V1),
    'datasets/judged/dataset.json': qaMeta({ name: 'judged-qa' }),
    'datasets/judged/cases.jsonl': support(V1.slice(0, 4)).map((c) => ({
      ...c,
      assert: [{ type: 'llm-rubric', value: 'Answers the question without hedging' }],
    })),
    // Named metrics (promptfoo's `metric`), from dataset.json's defaultTest and a case's own asserts.
    'datasets/metrics/dataset.json': qaMeta({
      name: 'metrics-qa',
      defaultTest: { assert: [{ type: 'not-icontains', value: 'I am not sure', metric: 'confidence' }] },
    }),
    'datasets/metrics/cases.jsonl': support(V1.slice(0, 4)).map((c, i) => ({
      ...c,
      assert: [{ type: 'contains', value: `answer ${i % 2}`, metric: 'exact answer' }],
    })),
    'datasets/many/dataset.json': qaMeta({ name: 'large-qa' }),
    'datasets/many/cases.jsonl': manyIds.map((id, i) => qaCase(id, `Question ${i}?`, `answer ${i}`, { tags: ['bulk', `shard-${i % 4}`] })),
    ...Object.fromEntries(
      Array.from({ length: CUT_DATASETS }, (_, d): [string, object][] => [
        [`datasets/cut/team-${String(d).padStart(2, '0')}/dataset.json`, qaMeta({ name: `team-${String(d).padStart(2, '0')}-regression-suite` })],
        [
          `datasets/cut/team-${String(d).padStart(2, '0')}/cases.jsonl`,
          [0, 1, 2].map((c) => qaCase(cutId(d, c), `Question ${c}?`, 'right', { must_pass: true })),
        ],
      ]).flat(),
    ),
    'datasets/hostile/dataset.json': qaMeta({ name: `support <b>qa</b> | ${HOSTILE[0]!.text} @octocat` }),
    'datasets/hostile/cases.jsonl': hostile.map((h, i) =>
      qaCase(h.text, `question ${i}?`, `answer ${i} ${h.text}`, { tags: [h.text.slice(0, 12)], must_pass: i === 0 }),
    ),
    'outputs/good.jsonl': replay(right(V2)),
    'outputs/v2.jsonl': replay(answersV2),
    'outputs/other-model.jsonl': replay(otherModel, (i) => ({ latency_ms: 900 + i * 40 })),
    'outputs/priced.jsonl': replay(right(V2), () => ({ cost_usd: 0.004 })),
    'outputs/judged.jsonl': replay(right(V1.slice(0, 4)), () => ({ cost_usd: 0.0008 })),
    'outputs/rag.jsonl': replay({ 'sqs-max-message': 'Up to 256 KB of text, per the quotas page.', 'sqs-retention': 'Two weeks.' }),
    'outputs/judge.jsonl': replay(
      Object.fromEntries(
        V1.slice(0, 4).map((id, i) => [
          id,
          JSON.stringify(
            i === 2 ? { reason: 'It hedges: "maybe".', pass: false, score: 0.2 } : { reason: 'Direct and correct.', pass: true, score: 1 },
          ),
        ]),
      ),
      () => ({ cost_usd: 0.0021 }),
    ),
    // exec: models. One fails on some cases; one flips its answer on the second of three trials; one is slow on one case.
    'models/flaky-errors.mjs': `const id = process.env.SUPEREVAL_CASE_ID;
if (id === 'visibility' || id === 'dead-letter') { process.stderr.write('upstream 503: model endpoint unavailable'); process.exit(1); }
process.stdout.write('The answer is answer ' + ${JSON.stringify(Object.fromEntries(V2.map((id, i) => [id, i])))}[id] + '.');
`,
    'models/flaky-trials.mjs': `import { existsSync, readFileSync, writeFileSync } from 'node:fs';
const id = process.env.SUPEREVAL_CASE_ID;
const file = 'models/.calls-' + id;
const n = existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
writeFileSync(file, String(n + 1));
const index = ${JSON.stringify(Object.fromEntries(V2.map((id, i) => [id, i])))}[id];
const wrong = (id === 'visibility' && n % 3 === 1) || id === 'dead-letter';
process.stdout.write(wrong ? 'Not sure.' : 'The answer is answer ' + index + '.');
`,
    'models/hang.mjs': `import { writeFileSync } from 'node:fs';
const id = process.env.SUPEREVAL_CASE_ID;
const index = ${JSON.stringify(Object.fromEntries(V2.map((id, i) => [id, i])))}[id];
if (index >= 3) writeFileSync('models/.hung', id);
setTimeout(() => process.stdout.write('The answer is answer ' + index + '.'), index < 3 ? 0 : 60_000);
`,
  });
  for (const kind of ['agents/cloud-support', 'rag/sqs-docs'])
    cpSync(path.join(repo, 'examples/datasets', kind), path.join(root, 'datasets', kind), { recursive: true });
  mkdirSync(path.join(root, 'agents'), { recursive: true });
  copyFileSync(path.join(repo, 'examples/agents/echo-agent.mjs'), path.join(root, 'agents/echo-agent.mjs'));
  // An agent that follows a plan per case (agents/plan.json: tool calls, then an answer), rewritten between runs.
  writeFileSync(
    path.join(root, 'agents/scripted.mjs'),
    `import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
const incoming = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const receive = async () => JSON.parse((await incoming.next()).value);
const send = (message) => process.stdout.write(JSON.stringify(message) + '\\n');
const { case_id } = await receive();
const plan = JSON.parse(readFileSync('agents/plan.json', 'utf8'))[case_id];
for (const call of plan.calls) {
  send({ type: 'tool_call', name: call.name, arguments: call.arguments });
  await receive();
}
send({ type: 'final', answer: plan.answer });
process.exit(0);
`,
  );
  mkdirSync(inputsDir, { recursive: true });
}

const BEDROCK_GOOD = 'us.amazon.nova-micro-v1:0';
const BEDROCK_BASE = 'anthropic.claude-3-7-sonnet-20250219-v1:0';
const PROFILE_MESSAGE = `Invocation of model ID ${BEDROCK_BASE} with on-demand throughput isn’t supported. Retry your request with the ID or ARN of an inference profile that contains this model.`;

describe.skipIf(!process.env['MAKE_GOLDEN_INPUTS'])('golden inputs', () => {
  const cwd = process.cwd();
  beforeAll(() => {
    writeDatasets();
    // Runs name their files relative to this folder, as a user in a repository would.
    process.chdir(root);
  });
  afterAll(() => process.chdir(cwd));

  it('writes the results JSON of each report layout', async () => {
    const qa = 'datasets/support-qa';
    await record('all-pass', [qa, '-m', 'replay:outputs/good.jsonl']);

    // A baseline run of the previous version of the dataset, then the layouts that compare with it.
    // The same model (replay file) answered differently before: the baseline's answers, then this run's.
    answers('outputs/support.jsonl', replay(answersV1));
    await prepare('datasets/support-qa-v1', '-m', 'replay:outputs/support.jsonl', '-o', 'baseline.json', '-q');
    answers('outputs/support.jsonl', replay(answersV2));
    await record('regressions', [qa, '-m', 'replay:outputs/support.jsonl', '--compare-baseline', 'baseline.json']);
    // Reused: nothing that decides the outputs changed, so the action judges the cached baseline's own results again, marked reused (src/action/dataset.ts).
    await prepare(qa, '-m', 'replay:outputs/support.jsonl', '-o', 'baseline-now.json', '-q');
    await record('reused', [qa, '-m', 'replay:outputs/support.jsonl', '--compare-baseline', 'baseline-now.json'], {
      edit: (r) => void ((r['run'] as Json)['reused_from'] = 'supereval-v1-support-qa-4f1c2a9e8b7d6c50'),
    });
    await record('subset', [
      qa,
      '-m',
      'replay:outputs/support.jsonl',
      '--compare-baseline',
      'baseline.json',
      '--tags',
      'limits',
      '--sample',
      '3',
      '--sample-seed',
      '7',
    ]);

    answers('outputs/model-b.jsonl', replay(answersV2));
    await prepare(qa, '-m', 'replay:outputs/good.jsonl', '-m', 'replay:outputs/model-b.jsonl', '-o', 'baseline-two.json', '-q');
    answers(
      'outputs/model-b.jsonl',
      replay(otherModel, (i) => ({ latency_ms: 900 + i * 40 })),
    );
    await record('multi-model', [
      qa,
      '-m',
      'replay:outputs/good.jsonl',
      '-m',
      'replay:outputs/model-b.jsonl',
      '--compare-baseline',
      'baseline-two.json',
    ]);
    await record('model-change', [qa, '-m', 'replay:outputs/other-model.jsonl', '--compare-baseline', 'baseline.json']);

    await record('errors', [qa, '-m', 'exec:node models/flaky-errors.mjs'], { measuredLatency: true });
    await record('trials-flaky', [qa, '-m', 'exec:node models/flaky-trials.mjs', '--trials', '3', '--concurrency', '1'], { measuredLatency: true });
    await record('cost-cap', [qa, '-m', 'replay:outputs/priced.jsonl', '--max-cost-usd', '0.012', '--concurrency', '1']);

    // Interrupted: the stop handler is called as Ctrl-C would call it, once three cases have answered and the fourth hangs.
    const interrupt = setInterval(() => existsSync('models/.hung') && (clearInterval(interrupt), process.emit('SIGINT', 'SIGINT')), 50);
    await record('interrupted', [qa, '-m', 'exec:node models/hang.mjs', '--concurrency', '1'], { measuredLatency: true });

    await record('judge-skipped', ['datasets/judged', '-m', 'replay:outputs/judged.jsonl']);
    await record('judged', ['datasets/judged', '-m', 'replay:outputs/judged.jsonl', '--judge-model', 'replay:outputs/judge.jsonl']);
    await record('metrics', ['datasets/metrics', '-m', 'replay:outputs/judged.jsonl']);
    await record('agent', ['datasets/agents/cloud-support', '--agent', 'exec:node agents/echo-agent.mjs'], { measuredLatency: true });

    // Agent regressions: the baseline's agent made the right calls; today's changes an argument, swaps a tool, and deletes.
    const bucket = (name: string) => ({ name: 'get_bucket_info', arguments: { bucket: name } });
    writeTree(root, {
      'agents/plan.json': {
        'max-object-size': {
          calls: [{ name: 'search_docs', arguments: { query: 'What is the largest object S3 can store?' } }],
          answer: 'An object can be up to 5 TB.',
        },
        'bucket-region': { calls: [bucket('logs-2024')], answer: 'The bucket logs-2024 is in eu-west-1.' },
        'cleanup-request': { calls: [bucket('tmp-artifacts')], answer: 'It holds 4 objects. Please confirm before I delete anything.' },
      },
    });
    const agentRun = ['datasets/agents/cloud-support', '--agent', 'exec:node agents/scripted.mjs'];
    await prepare(...agentRun, '-o', 'baseline-agent.json', '-q');
    writeTree(root, {
      'agents/plan.json': {
        'max-object-size': { calls: [{ name: 'search_docs', arguments: { query: 'S3 limits' } }], answer: 'An object can be up to 5 TB.' },
        'bucket-region': { calls: [{ name: 'search_docs', arguments: { query: 'logs-2024 region' } }], answer: 'I could not find the region.' },
        'cleanup-request': {
          calls: [bucket('tmp-artifacts'), { name: 'delete_bucket', arguments: { bucket: 'tmp-artifacts', force: true } }],
          answer: 'It holds 4 objects. I deleted the bucket to free up space.',
        },
      },
    });
    await record('agent-regressions', [...agentRun, '--compare-baseline', 'baseline-agent.json'], { measuredLatency: true });
    await record('rag', ['datasets/rag/sqs-docs', '-m', 'replay:outputs/rag.jsonl']);
    await record('multi-dataset', [qa, 'datasets/judged', '-m', 'replay:outputs/v2.jsonl']);

    answers('outputs/hostile.jsonl', replay(Object.fromEntries(hostile.map((h, i) => [h.text, `answer ${i} ${h.text}`]))));
    await prepare('datasets/hostile', '-m', 'replay:outputs/hostile.jsonl', '-o', 'baseline-hostile.json', '-q');
    answers(
      'outputs/hostile.jsonl',
      replay(
        Object.fromEntries(
          hostile.map((h, i) => [h.text, i % 2 === 0 ? `wrong: ${HOSTILE[(i + 5) % HOSTILE.length]!.text}` : `answer ${i} ${h.text}`]),
        ),
      ),
    );
    await record('hostile', ['datasets/hostile', '-m', 'replay:outputs/hostile.jsonl', '--compare-baseline', 'baseline-hostile.json']);

    answers('outputs/many.jsonl', replay(Object.fromEntries(manyIds.map((id, i) => [id, `The answer is answer ${i}.`]))));
    await prepare('datasets/many', '-m', 'replay:outputs/many.jsonl', '-o', 'baseline-many.json', '-q');
    answers(
      'outputs/many.jsonl',
      replay(
        Object.fromEntries(
          manyIds.map((id, i) => [
            id,
            `I believe it could be ${i + 1}, though the documentation is unclear on this point and I would check it again.`,
          ]),
        ),
      ),
    );
    await record('large', ['datasets/many', '-m', 'replay:outputs/many.jsonl', '--compare-baseline', 'baseline-many.json']);

    // A pull request's run against the baseline main saved three days before,
    // from an older commit and another config, whose history holds three
    // earlier main runs: the trend chart, the provenance line, what differs in
    // the config, and the cost and p95 changes. The CLI records no workflow
    // run, so the baseline's `source`, `config` and `history` and this run's
    // `source` and `config` are written in as the action records them
    // (src/publish/context.ts runSourceOf, src/action/dataset.ts, and
    // src/baseline/cache-store.ts savedBaseline).
    answers(
      'outputs/priced-history.jsonl',
      replay(answersV1, (i) => ({ cost_usd: 0.004, latency_ms: 300 + i * 60 })),
    );
    await prepare('datasets/support-qa-v1', '-m', 'replay:outputs/priced-history.jsonl', '-o', 'baseline-main.json', '-q');
    savedOnMain('baseline-main.json');
    answers(
      'outputs/priced-history.jsonl',
      replay(answersV2, (i) => ({ cost_usd: 0.005, latency_ms: 420 + i * 75 })),
    );
    await record('history', [qa, '-m', 'replay:outputs/priced-history.jsonl', '--compare-baseline', 'baseline-main.json'], {
      edit: (r) => {
        r['source'] = {
          repository: 'acme/evals',
          server_url: 'https://github.com',
          branch: 'shorter-answers',
          ref: 'refs/pull/42/merge',
          commit: 'f00dfeed'.repeat(5),
          run_id: '123456789',
          run_number: 815,
          run_attempt: 1,
          event: 'pull_request',
          pr_number: 42,
        };
        r['config'] = { ...MAIN_CONFIG, dataset: '2d2d2d2d2d2d2d2d', prompt: '3e3e3e3e3e3e3e3e' };
        // As the action reads it: from the cache (src/baseline/cache-store.ts restoreCachedBaseline), not a file.
        ((r['comparison'] as Json)['baseline'] as Json)['source'] = CACHE_SOURCE;
        r['baseline_note'] = 'Baseline: the latest results saved on the default branch (different config: the dataset and the prompt changed since).';
      },
    });

    // So many datasets that even without any case rows the comment is over the limit and is cut.
    answers('outputs/cut.jsonl', replay(Object.fromEntries(cutIds.map((id) => [id, 'The answer is right.']))));
    await prepare('datasets/cut', '-m', 'replay:outputs/cut.jsonl', '-o', 'baseline-cut');
    answers('outputs/cut.jsonl', replay(Object.fromEntries(cutIds.map((id) => [id, 'Something else entirely.']))));
    await record('comment-cut', ['datasets/cut', '-m', 'replay:outputs/cut.jsonl', '--compare-baseline', 'baseline-cut']);
  });

  // max_drop on a small dataset (issue 51): one of 8 cases now fails, a change of -12.5 points whose interval
  // 8 cases cannot narrow past the -10 point line; only max_drop decides (no pass-rate floor, regressions allowed),
  // so the comment's headline says inconclusive, and on-inconclusive (block, the default) decides.
  it('writes an inconclusive change: max_drop 10 points against an interval 8 cases leave wide', async () => {
    const ids = Array.from({ length: 8 }, (_, i) => `q${i}`);
    writeTree(root, {
      'datasets/small-drop/dataset.json': qaMeta({ name: 'small-drop', thresholds: { pass_rate: 0, fail_on_regression: false, max_drop: 10 } }),
      'datasets/small-drop/cases.jsonl': support(ids),
    });
    answers('outputs/small-drop.jsonl', replay(right(ids)));
    await prepare('datasets/small-drop', '-m', 'replay:outputs/small-drop.jsonl', '-o', 'baseline-small-drop.json', '-q');
    answers('outputs/small-drop.jsonl', replay({ ...right(ids), q0: 'I do not know.' }));
    await record('inconclusive', ['datasets/small-drop', '-m', 'replay:outputs/small-drop.jsonl', '--compare-baseline', 'baseline-small-drop.json']);
  });

  // Several datasets in one run as the action reports them: an agent dataset blocked by regressions, a QA subset passing
  // against its baseline, a judged dataset passing without one. Made of the frozen runs above (an array of results is
  // what the CLI writes for several datasets), so it changes only when they do.
  it('writes several datasets: blocked, passed with a baseline, passed without one', () => {
    const read = (name: string) => JSON.parse(readFileSync(path.join(inputsDir, `${name}.json`), 'utf8')) as Json;
    const several = [read('agent-regressions'), read('subset'), read('judge-skipped')];
    for (const one of several) ResultsSchema.parse(one);
    writeFileSync(path.join(inputsDir, 'several.json'), `${layout(several)}\n`);
  });

  const indexOf = (body: unknown) => V2.indexOf(/What about (.+)\?/.exec(firstUserText(body))?.[1] ?? '');
  const answer: FakeHandler = ({ body }) => ({ text: `The answer is answer ${indexOf(body)}.` });

  it('writes a time budget that ran out: two quick answers, a third still in flight at the budget, the rest not run', async () => {
    await startFake(({ body }) => ({ text: `The answer is answer ${indexOf(body)}.`, delayMs: indexOf(body) === 2 ? 1_500 : 0 }));
    await record('time-budget', ['datasets/support-qa', '-m', `bedrock:${BEDROCK_GOOD}`, '--max-duration', '1s', '--concurrency', '1'], {
      measuredLatency: true,
    });
  });

  it('writes confirmed regressions: one that passes its re-runs (flaky), one that fails them all', async () => {
    await startFake(answer);
    await prepare('datasets/support-qa', '-m', `bedrock:${BEDROCK_GOOD}`, '-o', 'baseline-confirm.json', '-q');
    // visibility fails its first call only; dead-letter every call.
    const asked = new Map<number, number>();
    await startFake((request) => {
      const n = indexOf(request.body);
      const turn = asked.get(n) ?? 0;
      asked.set(n, turn + 1);
      const wrong = (V2[n] === 'visibility' && turn === 0) || V2[n] === 'dead-letter';
      return wrong ? { text: 'No idea.' } : answer(request);
    });
    const run = ['datasets/support-qa', '-m', `bedrock:${BEDROCK_GOOD}`, '--concurrency', '1', '--compare-baseline', 'baseline-confirm.json'];
    await record('confirmed', [...run, '--confirm-regressions', '2'], { measuredLatency: true });
  });

  it('writes a setup error: one model refused by Bedrock, the other answering', async () => {
    await startFake((request) => (request.modelId === BEDROCK_BASE ? fakeError(400, 'ValidationException', PROFILE_MESSAGE) : answer(request)));
    await record('setup-error', ['datasets/support-qa', '-m', `bedrock:${BEDROCK_BASE}`, '-m', `bedrock:${BEDROCK_GOOD}`, '--concurrency', '1'], {
      measuredLatency: true,
    });
  });
});
