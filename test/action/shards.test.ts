// The action's matrix modes, run in this process from src/action/main.ts (dist/ is
// rebuilt by the lead; test/e2e runs the bundle): shard jobs upload their
// results as artifacts and publish nothing; the merge job downloads them,
// and comments, checks and saves the baseline once, with the same comment,
// check and verdict as one unsharded job on the same answers. The fakes of
// the results service (cache + artifacts on one server, as the runner gives
// one ACTIONS_RESULTS_URL) and of the GitHub API answer on 127.0.0.1.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/action/main.js';
import type { EvalResults } from '../../src/results/results.js';
import { FakeArtifactService, runtimeToken } from '../fakes/artifact.js';
import { cacheEnv, FakeCacheService } from '../fakes/cache.js';
import { FakeGitHub } from '../fakes/github.js';
import { actionDefaults, GITHUB_TOKEN, OWNER, pullRequestEvent, pushEvent, REPO, REPOSITORY, sha, type GitHubEvent } from '../e2e/action-runner.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir('supereval-action-shards-');
const workspace = path.join(root, 'work', REPO, REPO);
const runnerTemp = path.join(root, 'work', '_temp');
/** The results service's backend id of a workflow run: one per GITHUB_RUN_ID, as each run has its own artifacts. */
const runBackend = (runId: number) => `9d1c0c46-1111-4c2e-9e0e-${String(runId).padStart(12, '0')}`;
const N = 30;
const ids = Array.from({ length: N }, (_, i) => `t${i}`);
/** A secret only the merge job holds (the shard jobs run without it). */
const MERGE_SECRET = 'mErGe-only-S3cret-4711';
const answers = (wrong: (i: number) => boolean) => ids.map((id, i) => ({ id, output: wrong(i) ? 'No idea.' : `It is answer ${id}.` }));

let github: FakeGitHub;
let cache: FakeCacheService;
let artifacts: FakeArtifactService;
const savedEnv = { ...process.env };
const savedCwd = process.cwd();
beforeAll(async () => {
  github = await FakeGitHub.start({ requiredToken: GITHUB_TOKEN });
  // One results service: the cache takes any job's runtime token (a JWT with the run's scope), as the artifacts do.
  cache = await FakeCacheService.start({ acceptToken: (t) => t.split('.').length === 3 });
  artifacts = FakeArtifactService.on(cache);
});
afterAll(async () => {
  process.chdir(savedCwd);
  for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k];
  Object.assign(process.env, savedEnv);
  await Promise.all([github.close(), cache.close()]);
});

interface Step {
  code: number;
  log: string;
  outputs: string;
  results: EvalResults | null;
}

/** One job's step, as the runner runs it: a fresh checkout and temp folder, INPUT_* and GITHUB_* variables. */
async function step(o: {
  job: string;
  event: GitHubEvent;
  runId: number;
  inputs: Record<string, string>;
  env?: Record<string, string>;
}): Promise<Step> {
  for (const dir of [workspace, runnerTemp]) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  writeTree(workspace, {
    'evals/support/dataset.json': qaMeta({ name: 'support', thresholds: { pass_rate: 0.5, fail_on_regression: true } }),
    'evals/support/cases.jsonl': ids.map((id, i) => qaCase(id, `question ${id}?`, `answer ${id}`, { tags: i % 2 ? ['odd'] : ['even'] })),
    // The baseline's answers miss every 6th case; today's fix those and break every 7th.
    'answers/before.jsonl': answers((i) => i % 6 === 0),
    'answers/today.jsonl': answers((i) => i % 7 === 0),
    'answers/none.jsonl': answers(() => true),
    'answers/leaky.jsonl': ids.map((id) => ({ id, output: id === 't3' ? `It is answer t3, says ${MERGE_SECRET}.` : `It is answer ${id}.` })),
  });
  const files = path.join(root, 'files', o.job);
  mkdirSync(files, { recursive: true });
  const eventPath = path.join(files, 'event.json');
  const outputPath = path.join(files, 'output.txt');
  const summaryPath = path.join(files, 'summary.md');
  writeFileSync(eventPath, JSON.stringify(o.event.payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  for (const k of Object.keys(process.env)) if (k.startsWith('INPUT_')) delete process.env[k];
  // Outside a runner's step: the output-dir is supereval-results itself (a CI runner running these tests sets it).
  delete process.env['GITHUB_ACTION'];
  const env: Record<string, string> = {
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: o.event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_REPOSITORY_OWNER: OWNER,
    GITHUB_RUN_ID: String(o.runId),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_RUN_NUMBER: String(o.runId),
    GITHUB_SHA: o.event.sha,
    GITHUB_REF: o.event.ref,
    GITHUB_WORKFLOW: 'CI',
    GITHUB_JOB: o.job.replace(/-\d+$/, ''),
    GITHUB_API_URL: github.url,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    ...cacheEnv(cache, { runnerTemp, workspace }),
    // The one results service's token for this job: the artifact client reads the job from its scp claim.
    ACTIONS_RUNTIME_TOKEN: runtimeToken(runBackend(o.runId), o.job),
    ...o.env,
  };
  Object.assign(process.env, env);
  for (const [name, value] of Object.entries({ ...actionDefaults(), datasets: 'evals', ...o.inputs }))
    process.env[`INPUT_${name.toUpperCase()}`] = value;
  process.chdir(workspace);

  const written: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  };
  process.exitCode = 0;
  try {
    await run();
  } finally {
    process.stdout.write = write;
    for (const name of Object.keys(o.env ?? {})) delete process.env[name];
  }
  const code = exitCode();
  process.exitCode = 0;
  const results = readResults();
  return { code, log: written.join(''), outputs: readFileSync(outputPath, 'utf8'), results };
}

/** What run() left in process.exitCode (core.setFailed sets 1). */
function exitCode(): number {
  const code: unknown = process.exitCode;
  return typeof code === 'number' ? code : Number(code ?? 0);
}

function readResults(): EvalResults | null {
  try {
    return JSON.parse(readFileSync(path.join(workspace, 'supereval-results', 'support.json'), 'utf8')) as EvalResults;
  } catch {
    return null;
  }
}

const shardJobs = async (count: number, event: GitHubEvent, runId: number, inputs: Record<string, string>) => {
  const out: Step[] = [];
  for (let i = 1; i <= count; i++) out.push(await step({ job: `shard-${i}`, event, runId, inputs: { ...inputs, shard: `${i}/${count}` } }));
  return out;
};

/** The comment without its times and the job id in its hidden marker (the merge job is another job than the single one). */
// Times, the job in the sticky marker and the report's artifact (each run uploads its own) aside.
const comparable = (body: string) =>
  body
    .replace(/\d+(\.\d+)? ?(ms|s|min)\b/g, 'T')
    .replace(/ job=\S+ /, ' job=J ')
    .replace(/\/artifacts\/\d+/g, '/artifacts/A');

describe('shard and merge jobs', () => {
  it('save the baseline once from the merge on main, and give a pull request the unsharded comment, check and verdict', async () => {
    const main = pushEvent(sha('main-1'));
    const before = { models: 'replay:answers/before.jsonl' };
    const shards = await shardJobs(3, main, 501, before);
    for (const s of shards) {
      expect(s.code, s.log).toBe(0);
      expect(s.log).toContain('the merge job gives the verdict');
    }
    // Shards upload, and publish nothing: no cache entry, no check run.
    expect(artifacts.list.map((a) => [a.name, a.jobId])).toEqual([
      ['supereval-shard-1-of-3', 'shard-1'],
      ['supereval-shard-2-of-3', 'shard-2'],
      ['supereval-shard-3-of-3', 'shard-3'],
    ]);
    expect(cache.entries).toHaveLength(0);
    expect(github.checkRuns).toHaveLength(0);
    const merged = await step({ job: 'merge', event: main, runId: 501, inputs: { ...before, mode: 'merge' } });
    expect(merged.code, merged.log).toBe(0);
    expect(merged.results?.cases.map((c) => c.id)).toEqual(ids);
    expect(cache.entries.filter((e) => e.finalized)).toHaveLength(1);
    expect(github.checkRuns).toHaveLength(1);

    // A pull request: one job on one runner, then the same as three shards and a merge, on another PR.
    const today = { models: 'replay:answers/today.jsonl' };
    const single = await step({
      job: 'main',
      event: pullRequestEvent({ number: 7, headSha: sha('pr-head'), mergeSha: sha('pr-merge') }),
      runId: 601,
      inputs: today,
    });
    expect(single.code).toBe(1);
    expect(single.log).toContain('supereval gate blocked');
    const prEvent = pullRequestEvent({ number: 8, headSha: sha('pr-head'), mergeSha: sha('pr-merge') });
    await shardJobs(3, prEvent, 601, today);
    expect(github.commentsOn(OWNER, REPO, 8)).toHaveLength(0);
    const merge = await step({ job: 'merge', event: prEvent, runId: 601, inputs: { ...today, mode: 'merge' } });
    expect(merge.code).toBe(1);
    expect(merge.log).toContain('supereval gate blocked');

    const [one] = github.commentsOn(OWNER, REPO, 7);
    const [sharded] = github.commentsOn(OWNER, REPO, 8);
    expect(github.commentsOn(OWNER, REPO, 8)).toHaveLength(1);
    expect(sharded?.body).toContain('regress');
    expect(comparable(sharded?.body ?? '')).toBe(comparable(one?.body ?? ''));
    const checks = github.checkRuns.slice(-2);
    expect(checks.map((c) => c.conclusion)).toEqual(['failure', 'failure']);
    expect(comparable(JSON.stringify(checks[1]?.output))).toBe(comparable(JSON.stringify(checks[0]?.output)));
    expect(merge.results?.gate).toEqual(single.results?.gate);
    expect(merge.results?.comparison).toEqual(single.results?.comparison);
    // A pull request saves no baseline, sharded or not.
    expect(cache.entries.filter((e) => e.finalized)).toHaveLength(1);
  });

  it('refuses to merge with a shard missing, naming it, and publishes nothing', async () => {
    const event = pullRequestEvent({ number: 9, headSha: sha('pr9'), mergeSha: sha('pr9-merge') });
    const inputs = { models: 'replay:answers/today.jsonl' };
    await step({ job: 'shard-1', event, runId: 701, inputs: { ...inputs, shard: '1/2' } });
    const checks = github.checkRuns.length;
    const merge = await step({ job: 'merge', event, runId: 701, inputs: { ...inputs, mode: 'merge' } });
    expect(merge.code).toBe(1);
    expect(merge.log).toContain('the shards cannot be merged');
    expect(merge.log).toMatch(/support: shard 2 of 2 is missing \(found 1 from artifact supereval-shard-1-of-2\/support.json\)/);
    expect(github.commentsOn(OWNER, REPO, 9)).toHaveLength(0);
    expect(github.checkRuns.length).toBe(checks);
  });

  it('a shard job passes when its cases would block the gate, and fails when its results cannot be uploaded', async () => {
    const event = pullRequestEvent({ number: 10, headSha: sha('pr10'), mergeSha: sha('pr10-merge') });
    // Every answer wrong: pass rate 0 on the shard, under the dataset's 0.5. The merge decides.
    const wrong = await step({ job: 'shard-1', event, runId: 711, inputs: { models: 'replay:answers/none.jsonl', shard: '1/2' } });
    expect(wrong.results?.summary.passed).toBe(0);
    expect(wrong.results?.gate.passed).toBe(false);
    expect(wrong.code, wrong.log).toBe(0);
    expect(wrong.log).toContain('the merge job gives the verdict');
    artifacts.fail('CreateArtifact', { status: 403, message: 'artifact storage quota has been hit', times: 1 });
    const refused = await step({ job: 'shard-2', event, runId: 711, inputs: { models: 'replay:answers/today.jsonl', shard: '2/2' } });
    expect(refused.code).toBe(1);
    expect(refused.log).toContain('shard 2/2: the results could not be uploaded as the artifact supereval-shard-2-of-2');
    expect(refused.log).toContain('artifact storage quota has been hit');
    expect(github.checkRuns.filter((c) => c.head_sha === sha('pr10'))).toHaveLength(0);
  });

  it('refuses to merge a shard artifact changed since its upload, naming it, and publishes nothing', async () => {
    const event = pullRequestEvent({ number: 12, headSha: sha('pr12'), mergeSha: sha('pr12-merge') });
    const inputs = { models: 'replay:answers/today.jsonl' };
    const shards = await shardJobs(2, event, 731, inputs);
    for (const s of shards) expect(s.code, s.log).toBe(0);
    // The second shard's zip swapped for the first's: a valid zip, but not the bytes FinalizeArtifact recorded.
    const [one, two] = artifacts.list.filter((a) => a.runId === runBackend(731));
    if (!one || !two) throw new Error('both shard artifacts should be there');
    two.blob = one.blob;
    const checks = github.checkRuns.length;
    const merge = await step({ job: 'merge', event, runId: 731, inputs: { ...inputs, mode: 'merge' } });
    expect(merge.code).toBe(1);
    expect(merge.log).toContain('the shards cannot be merged:');
    expect(merge.log).toContain(
      'the artifact supereval-shard-2-of-2 cannot be used: its contents do not match the digest recorded when it was uploaded',
    );
    expect(github.commentsOn(OWNER, REPO, 12)).toHaveLength(0);
    expect(github.checkRuns.length).toBe(checks);
  });

  it('a shard job whose matrix has two entries with the shard value and none named shard fails before uploading', async () => {
    const event = pullRequestEvent({ number: 11, headSha: sha('pr11'), mergeSha: sha('pr11-merge') });
    const uploads = artifacts.list.length;
    const leg = await step({
      job: 'shard-1',
      event,
      runId: 721,
      inputs: { models: 'replay:answers/today.jsonl', shard: '1/2', matrix: JSON.stringify({ part: 1, temperature: 1 }) },
    });
    expect(leg.code).toBe(1);
    expect(leg.log).toContain("shard 1/2: the results were not uploaded: the matrix entries part, temperature all have the shard's value 1");
    expect(artifacts.list.length).toBe(uploads);
    // The results are still written where the step writes them.
    expect(leg.results?.summary.total).toBeGreaterThan(0);
  });

  it("masks the shards' results with the merge job's secrets, as the CLI's merge does", async () => {
    const event = pullRequestEvent({ number: 13, headSha: sha('pr13'), mergeSha: sha('pr13-merge') });
    const inputs = { models: 'replay:answers/leaky.jsonl' };
    const shards = await shardJobs(2, event, 741, inputs);
    for (const s of shards) expect(s.code, s.log).toBe(0);
    // The shard jobs held no such secret: their results keep the text as the model said it.
    expect(shards.map((s) => JSON.stringify(s.results)).join('')).toContain(MERGE_SECRET);
    const merge = await step({ job: 'merge', event, runId: 741, inputs: { ...inputs, mode: 'merge' }, env: { MERGE_JOB_API_KEY: MERGE_SECRET } });
    expect(merge.code, merge.log).toBe(0);
    const answer = merge.results?.cases.find((c) => c.id === 't3')?.results[0];
    expect(answer?.output).toBe('It is answer t3, says ***.');
    expect(answer?.masked).toBe(true);
    expect(readFileSync(path.join(workspace, 'supereval-results', 'support.json'), 'utf8')).not.toContain(MERGE_SECRET);
    expect(JSON.stringify(github.commentsOn(OWNER, REPO, 13))).not.toContain(MERGE_SECRET);
  });

  it('refuses a bad shard input and shard with mode merge, in words', async () => {
    const event = pushEvent(sha('main-bad'));
    const bad = await step({ job: 'shard-1', event, runId: 801, inputs: { models: 'replay:answers/today.jsonl', shard: '0/3' } });
    expect(bad.code).toBe(1);
    expect(bad.log).toContain('shard must be i/n with whole numbers 1 <= i <= n');
    const both = await step({ job: 'shard-1', event, runId: 801, inputs: { models: 'replay:answers/today.jsonl', shard: '1/3', mode: 'merge' } });
    expect(both.log).toContain('shard and mode merge do not go together');
  });
});
