// Bedrock batch inference through the whole CLI: the real @aws-sdk/client-bedrock
// and @aws-sdk/client-s3 against the fake control plane and S3
// (test/fakes/bedrock-batch.ts), and the real runtime client against the fake
// Bedrock Runtime for the calls made on demand. A batch run gives the results
// of on-demand calls of the same answers; a record the job did not answer is
// called on demand, or is an error, never a pass.
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Results } from '../../src/config/results.js';
import { loadDatasets } from '../../src/app/load.js';
import { createEvaluator } from '../../src/app/evaluator.js';
import { BATCH_POLL_ENV, readEnvironment } from '../../src/app/environment.js';
import type { FakeAnswer, FakeHandler } from '../fakes/bedrock.js';
import { startFakeBatch, type FakeBatch, type FakeBatchOptions, type FakeRecord } from '../fakes/bedrock-batch.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { readResultsFile } from '../helpers/results-file.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const MODEL = 'us.amazon.nova-micro-v1:0';
const ROLE = 'arn:aws:iam::123456789012:role/BedrockBatch';
const JUDGE = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const S3_URI = 's3://eval-bucket/supereval/runs';
const CASES = 120;
const root = tempDir();
const { startFake, cli } = useBedrockCli();

writeTree(root, {
  // $1 per 1M input tokens, $2 per 1M output: on demand, case i costs (100 + i + 2 * (5 + i % 3)) / 1e6.
  'prices.json': { [MODEL]: { input: 1, output: 2 }, [JUDGE]: { input: 3, output: 0 } },
  'big/dataset.json': qaMeta({ name: 'big' }),
  'big/cases.jsonl': Array.from({ length: CASES }, (_, i) => qaCase(`c${i}`, `question ${i}?`, `answer ${i}`)),
  'half/dataset.json': qaMeta({ name: 'half' }),
  'half/cases.jsonl': Array.from({ length: CASES / 2 }, (_, i) => qaCase(`h${i}`, `question ${i}?`, `answer ${i}`)),
  'judged/dataset.json': qaMeta({ name: 'judged' }),
  'judged/cases.jsonl': Array.from({ length: CASES }, (_, i) =>
    qaCase(`j${i}`, `question ${i}?`, `answer ${i}`, { assert: [{ type: 'llm-rubric', value: 'names the right answer' }] }),
  ),
  'small/dataset.json': qaMeta({ name: 'small' }),
  'small/cases.jsonl': Array.from({ length: 3 }, (_, i) => qaCase(`s${i}`, `question ${i}?`, `answer ${i}`)),
});
const prices = path.join(root, 'prices.json');

/** The answer to a prompt, the same whether the batch job or the runtime gives it: every 7th case answers wrong. */
function answerFor(prompt: string): FakeAnswer {
  const i = Number(/question (\d+)\?/.exec(prompt)?.[1] ?? -1);
  return {
    text: i % 7 === 0 ? `I do not know ${i}.` : `That is answer ${i}.`,
    usage: { inputTokens: 100 + i, outputTokens: 5 + (i % 3) },
  };
}
const caseNumber = (record: FakeRecord) => Number(/question (\d+)\?/.exec(firstUserText(record.modelInput))?.[1] ?? -1);
const runtime: FakeHandler = ({ body }) => answerFor(firstUserText(body));
const batchAnswer: FakeBatchOptions['answer'] = (record) => answerFor(firstUserText(record.modelInput));

let batch: FakeBatch | null = null;
let savedPoll: string | undefined;
beforeAll(() => {
  savedPoll = process.env[BATCH_POLL_ENV];
  process.env[BATCH_POLL_ENV] = '1';
});
afterAll(() => {
  if (savedPoll === undefined) delete process.env[BATCH_POLL_ENV];
  else process.env[BATCH_POLL_ENV] = savedPoll;
});
afterEach(async () => {
  await batch?.close();
  batch = null;
});

async function useBatch(options: FakeBatchOptions): Promise<FakeBatch> {
  batch = await startFakeBatch(options);
  process.env['AWS_ENDPOINT_URL_BEDROCK'] = batch.controlUrl;
  process.env['AWS_ENDPOINT_URL_S3'] = batch.s3Url;
  return batch;
}

const readResults = (file: string): Results => readResultsFile(file);
let runs = 0;
async function run(dataset: string, ...extra: string[]) {
  const output = path.join(root, `out-${runs++}.json`);
  const r = await cli('run', path.join(root, dataset), '--model', `bedrock:${MODEL}`, '--prices', prices, '--output', output, '-q', ...extra);
  return { ...r, results: readResults(output) };
}
const batchFlags = ['--batch-s3-uri', S3_URI, '--batch-role-arn', ROLE];

/** What a case's result says, but for what only the transport decides (wall time, cost). */
function verdicts(results: Results) {
  return results.cases.map((c) => ({
    id: c.id,
    status: c.status,
    results: c.results.map(({ latency_ms: _l, cost_usd: _c, ...rest }) => rest),
  }));
}

let onDemand: Results | null = null;
async function onDemandResults(): Promise<Results> {
  if (!onDemand) {
    await startFake(runtime);
    onDemand = (await run('big', '--batch', 'false')).results;
  }
  return onDemand;
}

describe('batch inference', () => {
  it('gives the results of on-demand calls of the same answers, at half the price, through one Converse job', async () => {
    const expected = await onDemandResults();
    const fake = await startFake(runtime);
    const jobs = await useBatch({ answer: batchAnswer });
    const r = await run('big', ...batchFlags);

    expect(r.code).toBe(EXIT.blocked); // every 7th case answers wrong, on demand as in batch
    expect(fake.stats.requests).toBe(0);
    expect(verdicts(r.results)).toEqual(verdicts(expected));
    expect(r.results.cases.filter((c) => c.status === 'fail')).toHaveLength(Math.ceil(CASES / 7));
    // Usage comes from each record's modelOutput; cost is the batch price, half the on-demand one.
    for (const [i, c] of r.results.cases.entries()) {
      const want = expected.cases[i]!.results[0]!;
      expect(c.results[0]!.usage).toEqual(want.usage);
      expect(c.results[0]!.cost_usd).toBeCloseTo(want.cost_usd! / 2, 12);
      expect(c.results[0]!.latency_ms).toBeNull();
    }
    expect(r.results.summary.cost_usd).toBeCloseTo(expected.summary.cost_usd! / 2, 9);

    expect(jobs.jobs).toHaveLength(1);
    const job = jobs.jobs[0]!;
    expect(job).toMatchObject({ modelId: MODEL, roleArn: ROLE, invocationType: 'Converse', status: 'Completed', stopRequested: false });
    expect(job.inputUri).toBe(`${S3_URI}/${job.name}/input/`);
    expect(job.outputUri).toBe(`${S3_URI}/${job.name}/output/`);
    expect(job.records).toHaveLength(CASES);
    expect(new Set(job.records.map((rec) => rec.recordId)).size).toBe(CASES);
    // A record is the on-demand call's Converse body, without the model id (the job names it).
    expect(job.records[0]!.modelInput).toEqual({ messages: [{ role: 'user', content: [{ text: expect.stringContaining('question 0?') }] }] });
    expect(r.stderr).toMatch(
      /big: bedrock:us\.amazon\.nova-micro-v1:0: batch job supereval-big-us-amazon-nova-micro-v1-0-[0-9a-z]+ submitted: 120 records in 1 files under s3:\/\/eval-bucket\/supereval\/runs\//,
    );
    expect(r.stderr).toMatch(/batch job \S+: InProgress, 0\/120 records processed, 0 errors; next check in 0s/);
    expect(r.stderr).toMatch(/batch job \S+: Completed, 120\/120 records processed/);
    expect(r.stderr).toContain('120 of 120 calls answered by batch; the other 0 are made on demand');
  });

  it('gives each record a stable id: the same dataset, run again, sends the same ids', async () => {
    await startFake(runtime);
    const first = await useBatch({ answer: batchAnswer });
    await run('big', ...batchFlags);
    const ids = first.jobs[0]!.records.map((rec) => rec.recordId).sort();
    await batch!.close();
    const second = await useBatch({ answer: batchAnswer });
    await run('big', ...batchFlags);
    expect(second.jobs[0]!.records.map((rec) => rec.recordId).sort()).toEqual(ids);
    expect(ids.every((id) => /^[0-9A-Z]{11}$/.test(id))).toBe(true);
  });

  it('partial output loses nothing: missing records and records with an error are called on demand', async () => {
    const expected = await onDemandResults();
    const fake = await startFake(runtime);
    const missing = (i: number) => i % 10 === 3;
    const failed = (i: number) => i % 11 === 5;
    await useBatch({
      answer: (record) =>
        failed(caseNumber(record))
          ? { errorCode: 400, errorMessage: 'Malformed input request, please reformat your input and try again.' }
          : batchAnswer(record),
      end: () => ({ status: 'PartiallyCompleted', message: 'Some records failed.', keep: (record) => !missing(caseNumber(record)) }),
    });
    const r = await run('big', ...batchFlags);

    const again = Array.from({ length: CASES }, (_, i) => i).filter((i) => missing(i) || failed(i));
    expect(fake.stats.requests).toBe(again.length);
    expect(fake.requests.map((q) => Number(/question (\d+)\?/.exec(firstUserText(q.body))?.[1])).sort((a, b) => a - b)).toEqual(again);
    expect(verdicts(r.results)).toEqual(verdicts(expected));
    expect(r.stderr).toContain('ended PartiallyCompleted: Some records failed.; the records it did not answer are made on demand');
    expect(r.stderr).toContain(`${CASES - again.length} of ${CASES} calls answered by batch; the other ${again.length} are made on demand`);
    // On demand at the on-demand price, the rest at half.
    const c3 = r.results.cases.find((c) => c.id === 'c3')!.results[0]!;
    expect(c3.cost_usd).toBeCloseTo(expected.cases.find((c) => c.id === 'c3')!.results[0]!.cost_usd!, 12);
  });

  it("a record the job failed whose on-demand call fails too is an error carrying the service's words, never a pass", async () => {
    await startFake(({ body }) =>
      firstUserText(body).includes('question 5?')
        ? { error: { status: 400, type: 'ValidationException', message: 'The model refused this input.' } }
        : runtime({ body, modelId: MODEL, index: 0 }),
    );
    await useBatch({
      answer: (record) => (caseNumber(record) === 5 ? { errorCode: 400, errorMessage: 'Input is too long for the model.' } : batchAnswer(record)),
      end: () => ({ status: 'PartiallyCompleted' }),
    });
    const r = await run('big', ...batchFlags);
    const c5 = r.results.cases.find((c) => c.id === 'c5')!;
    expect(c5.status).toBe('error');
    expect(c5.results[0]!.error).toMatch(
      /the batch job did not answer this call \(400: Input is too long for the model\.\), and the call on demand failed too: .*The model refused this input\./,
    );
  });

  it('--batch-fallback error: a call the job did not answer is not made; its case is an error carrying the reason', async () => {
    const fake = await startFake(runtime);
    const missing = (i: number) => i % 10 === 3;
    await useBatch({
      answer: (record) => (caseNumber(record) === 5 ? { errorCode: 400, errorMessage: 'Input is too long for the model.' } : batchAnswer(record)),
      end: () => ({ status: 'PartiallyCompleted', message: 'Some records failed.', keep: (record) => !missing(caseNumber(record)) }),
    });
    const r = await run('big', '--batch-fallback', 'error', ...batchFlags);
    expect(fake.stats.requests).toBe(0);
    const errors = r.results.cases.filter((c) => c.status === 'error');
    expect(errors.map((c) => c.id).sort()).toEqual(
      [
        'c5',
        ...Array.from({ length: CASES }, (_, i) => i)
          .filter(missing)
          .map((i) => `c${i}`),
      ].sort(),
    );
    const c5 = r.results.cases.find((c) => c.id === 'c5')!.results[0]!;
    expect(c5.error).toBe(
      'BatchRecordFailed: the batch job did not answer this call (400: Input is too long for the model.); with batch fallback error it is not made on demand',
    );
    const c3 = r.results.cases.find((c) => c.id === 'c3')!.results[0]!;
    expect(c3.error).toMatch(
      /^BatchRecordFailed: the batch job did not answer this call \(batch job \S+ ended PartiallyCompleted: Some records failed\.\); with batch fallback error/,
    );
    expect(r.stderr).toMatch(/the records it did not answer are errors$/m);
    expect(r.stderr).toContain(`the other ${errors.length} are errors (batch fallback: error)`);
    const bad = await cli('run', path.join(root, 'big'), '--model', `bedrock:${MODEL}`, '--batch-fallback', 'skip', ...batchFlags);
    expect(bad.code).toBe(EXIT.usage);
    expect(bad.stderr).toContain('--batch-fallback must be one of on-demand, error, got "skip"');
  });

  it('a job that fails is answered on demand, saying why', async () => {
    const expected = await onDemandResults();
    const fake = await startFake(runtime);
    // The service's message is untrusted text: a line break and workflow commands in it stay inert.
    const message = 'The service role could not read the input.\n::error::injected ##[warning]x';
    await useBatch({ answer: batchAnswer, end: () => ({ status: 'Failed', message }) });
    const r = await run('big', ...batchFlags);
    expect(fake.stats.requests).toBe(CASES);
    expect(verdicts(r.results)).toEqual(verdicts(expected));
    expect(r.stderr).toContain(
      'ended Failed: The service role could not read the input.\u240a::error::injected ##\\[warning]x; the records it did not answer are made on demand',
    );
    expect(r.stderr).not.toMatch(/^::error::/m);
    // A job that did not do its work is a warning (an annotation in the action), its progress lines are not.
    expect(r.stderr).toMatch(/^supereval: warning: big: bedrock:\S+: batch job \S+ ended Failed/m);
    expect(r.stderr).toMatch(/^supereval: big: bedrock:\S+: batch job \S+ submitted/m);
  });

  it('a job that expires keeps what it answered; the rest is called on demand', async () => {
    const expected = await onDemandResults();
    const fake = await startFake(runtime);
    await useBatch({ answer: batchAnswer, end: () => ({ status: 'Expired', keep: (_record, index) => index < 50 }) });
    const r = await run('big', ...batchFlags);
    expect(fake.stats.requests).toBe(CASES - 50);
    expect(verdicts(r.results)).toEqual(verdicts(expected));
    expect(r.stderr).toMatch(/ended Expired; the records it did not answer are made on demand/);
  });

  it('a job that cannot be created leaves every call to on demand', async () => {
    const fake = await startFake(runtime);
    await useBatch({ answer: batchAnswer, createError: { status: 403, type: 'AccessDeniedException', message: 'not allowed to pass the role' } });
    const r = await run('big', ...batchFlags);
    expect(fake.stats.requests).toBe(CASES);
    expect(r.stderr).toMatch(/batch job \S+ could not be started \(.*not allowed to pass the role.*\); its 120 calls are made on demand/);
  });

  it('sends one record per case, trial and model: a job per model, each trial its own id', async () => {
    const fake = await startFake(runtime);
    const jobs = await useBatch({ answer: batchAnswer });
    const other = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
    const r = await run('half', '--model', `bedrock:${other}`, '--trials', '2', ...batchFlags);
    expect(fake.stats.requests).toBe(0);
    expect(jobs.jobs.map((j) => j.modelId).sort()).toEqual([other, MODEL].sort());
    for (const job of jobs.jobs) {
      expect(job.records).toHaveLength(CASES);
      expect(new Set(job.records.map((rec) => rec.recordId)).size).toBe(CASES);
    }
    // The two models' jobs carry the same ids: an id names a case and a trial; the job names the model.
    expect(new Set(jobs.jobs[0]!.records.map((rec) => rec.recordId))).toEqual(new Set(jobs.jobs[1]!.records.map((rec) => rec.recordId)));
    const results = r.results.cases.flatMap((c) => c.results);
    expect(results).toHaveLength((CASES / 2) * 2 * 2);
    expect(results.every((x) => x.latency_ms === null && x.usage !== null)).toBe(true);
  });

  it('--max-duration ends the wait: the job is stopped, and the calls left are refused by the budget, not made', async () => {
    const fake = await startFake(runtime);
    const jobs = await useBatch({ answer: batchAnswer, inProgressPolls: 1_000_000 });
    const r = await run('big', '--max-duration', '1s', ...batchFlags);
    expect(jobs.jobs[0]!.stopRequested).toBe(true);
    expect(fake.stats.requests).toBe(0);
    expect(r.code).toBe(EXIT.blocked);
    const budget = "DurationCapReached: not run: the run's time budget of 1s (--max-duration) ran out";
    expect(r.results.cases.every((c) => c.status === 'error' && c.results[0]?.error === budget)).toBe(true);
    expect(r.results.duration_cap?.not_run).toBe(CASES);
    expect(r.stderr).toMatch(/batch job \S+: the run's time budget of 1s \(--max-duration\) ran out; stopping the job and keeping what it answered/);
  });

  it('auto below the minimum runs on demand and says so in one line; no job is made', async () => {
    const fake = await startFake(runtime);
    const jobs = await useBatch({ answer: batchAnswer });
    const r = await run('small', ...batchFlags);
    expect(fake.stats.requests).toBe(3);
    expect(jobs.calls).toEqual([]);
    expect(r.stderr.split('\n').filter((l) => l.includes('batch'))).toEqual([
      "supereval: small: bedrock:us.amazon.nova-micro-v1:0 on demand, not batch: 3 calls, under the 100 records Bedrock's batch job needs at least",
    ]);
    const forced = await run('small', '--batch', 'true', ...batchFlags);
    expect(forced.stderr).toContain('supereval: warning: small: bedrock:us.amazon.nova-micro-v1:0 on demand, not batch: 3 calls');
  });

  it('auto without a location and a role is on demand without a word; true without them is a usage error', async () => {
    const fake = await startFake(runtime);
    const r = await run('small');
    expect(fake.stats.requests).toBe(3);
    expect(r.stderr).not.toMatch(/batch/);
    const refused = await cli('run', path.join(root, 'small'), '--model', `bedrock:${MODEL}`, '--batch', 'true');
    expect(refused.code).toBe(EXIT.usage);
    expect(refused.stderr).toContain('--batch true needs --batch-s3-uri and --batch-role-arn');
  });
});

describe('batch inference of the judge', () => {
  /** The judge passes an answer that names its case's number, from the grading prompt it is given. */
  const judgeAnswer = (prompt: string): FakeAnswer => {
    const wrong = /I do not know/.test(prompt);
    return {
      text: JSON.stringify({ reason: wrong ? 'no answer' : 'right', pass: !wrong, score: wrong ? 0 : 1 }),
      usage: { inputTokens: 200, outputTokens: 0 },
    };
  };
  const both = (modelId: string, prompt: string) => (modelId === JUDGE ? judgeAnswer(prompt) : answerFor(prompt));
  const lastText = (body: unknown) => JSON.stringify(body);

  it("sends the judge's calls to a job of their own once the models' are answered, with the results of on-demand judging", async () => {
    const fake = await startFake(({ modelId, body }) => both(modelId, lastText(body)));
    const expected = (await run('judged', '--judge-model', `bedrock:${JUDGE}`, '--batch', 'false')).results;
    const before = fake.stats.requests;
    const jobs = await useBatch({ answer: (record) => both(record.modelId, lastText(record.modelInput)) });
    const r = await run('judged', '--judge-model', `bedrock:${JUDGE}`, ...batchFlags);

    expect(fake.stats.requests - before).toBe(0);
    // Two judge calls a case: the qa kind's own judged check and the case's llm-rubric.
    const judgeCalls = expected.summary.judge!.calls;
    expect(judgeCalls).toBe(2 * CASES);
    expect(jobs.jobs.map((j) => [j.modelId, j.records.length])).toEqual([
      [MODEL, CASES],
      [JUDGE, judgeCalls],
    ]);
    expect(verdicts(r.results)).toEqual(verdicts(expected));
    expect(r.results.cases.filter((c) => c.status === 'fail')).toHaveLength(Math.ceil(CASES / 7));
    expect(r.results.summary.judge).toEqual({ calls: judgeCalls, cost_usd: expect.closeTo(expected.summary.judge!.cost_usd! / 2, 9) });
    expect(r.stderr).toContain(`judged: bedrock:${JUDGE}: ${judgeCalls} of ${judgeCalls} calls answered by batch`);
  });

  it('a judge call its job did not answer is made on demand', async () => {
    const fake = await startFake(({ modelId, body }) => both(modelId, lastText(body)));
    const expected = (await run('judged', '--judge-model', `bedrock:${JUDGE}`, '--batch', 'false')).results;
    const before = fake.stats.requests;
    await useBatch({
      answer: (record) => both(record.modelId, lastText(record.modelInput)),
      end: (job) => (job.modelId === JUDGE ? { status: 'PartiallyCompleted', keep: (_record, index) => index % 4 !== 0 } : { status: 'Completed' }),
    });
    const r = await run('judged', '--judge-model', `bedrock:${JUDGE}`, ...batchFlags);
    expect(fake.stats.requests - before).toBe((2 * CASES) / 4);
    expect(fake.requests.slice(before).every((q) => q.modelId === JUDGE)).toBe(true);
    expect(verdicts(r.results)).toEqual(verdicts(expected));
  });
});

describe('batch inference, interrupted', () => {
  it('stops the job when the run is aborted, and runs nothing on demand', async () => {
    const fake = await startFake(runtime);
    const jobs = await useBatch({ answer: batchAnswer, inProgressPolls: 1_000_000 });
    const controller = new AbortController();
    const lines: string[] = [];
    const { datasets } = await loadDatasets([path.join(root, 'big')], null);
    const evaluator = await createEvaluator({
      // What the front end would hand down from this environment (src/app/environment.ts).
      providers: { models: [`bedrock:${MODEL}`], options: { aws: readEnvironment().aws } },
      cases: { prompt: null },
      features: { batch: { mode: 'true', s3Uri: S3_URI, roleArn: ROLE } },
      hooks: {
        signal: controller.signal,
        notify: (line) => {
          lines.push(line);
          if (line.includes('InProgress')) controller.abort();
        },
      },
    });
    try {
      const results = await evaluator.evaluate(datasets[0]!);
      expect(results.cases.every((c) => c.status === 'error' && c.results[0]?.error === 'interrupted before this case ran')).toBe(true);
    } finally {
      await evaluator.close();
    }
    expect(jobs.jobs[0]!.stopRequested).toBe(true);
    expect(jobs.calls.at(-1)).toMatch(/^POST \/model-invocation-job\/.+\/stop$/);
    expect(lines.at(-1)).toMatch(/batch job \S+ stopped$/);
    expect(fake.stats.requests).toBe(0);
  });
});
