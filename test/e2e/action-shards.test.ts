// The bundle's matrix modes (dist/index.js in a child process, as the runner
// runs it): shard jobs upload artifacts and publish nothing, and the merge
// job comments, checks and saves the baseline once, with the unsharded job's
// comment and verdict. Needs dist/ rebuilt from the sources of the shard
// modes; test/action/shards.test.ts runs the same through src/.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeArtifactService, runtimeToken } from '../fakes/artifact.js';
import { FakeCacheService } from '../fakes/cache.js';
import { FakeGitHub } from '../fakes/github.js';
import { qaCase, qaMeta, tempDir } from '../helpers/tmp.js';
import {
  expectNoStackTrace,
  GITHUB_TOKEN,
  OWNER,
  pullRequestEvent,
  pushEvent,
  REPO,
  sha,
  SimulatedRunner,
  type GitHubEvent,
} from './action-runner.js';

const root = tempDir('supereval-e2e-shards-');
const ids = Array.from({ length: 24 }, (_, i) => `t${i}`);
const answers = (wrong: (i: number) => boolean) => ids.map((id, i) => ({ id, output: wrong(i) ? 'No idea.' : `It is answer ${id}.` }));
const files = {
  'evals/support/dataset.json': qaMeta({ name: 'support', thresholds: { pass_rate: 0.5, fail_on_regression: true } }),
  'evals/support/cases.jsonl': ids.map((id) => qaCase(id, `question ${id}?`, `answer ${id}`)),
  'answers/before.jsonl': answers((i) => i % 6 === 0),
  'answers/today.jsonl': answers((i) => i % 7 === 0),
};

let github: FakeGitHub;
let cache: FakeCacheService;
let artifacts: FakeArtifactService;
let runner: SimulatedRunner;
beforeAll(async () => {
  github = await FakeGitHub.start({ requiredToken: GITHUB_TOKEN });
  // One results service for the cache and the artifacts, taking every job's JWT runtime token.
  cache = await FakeCacheService.start({ acceptToken: (t) => t.split('.').length === 3 });
  artifacts = FakeArtifactService.on(cache);
  runner = new SimulatedRunner(path.join(root, 'runner'), { githubUrl: github.url, cache });
});
afterAll(() => Promise.all([github.close(), cache.close()]));

const job = (name: string, event: GitHubEvent, runId: number, inputs: Record<string, string>) =>
  runner.run({
    event,
    runId,
    files,
    inputs: { datasets: 'evals', ...inputs },
    env: { ACTIONS_RUNTIME_TOKEN: runtimeToken(`run-${runId}`, name), GITHUB_JOB: name.replace(/-\d+$/, '') },
  });

// Times, the job in the sticky marker and the workflow run's link (the single job and the shards ran in two runs) aside.
const comparable = (body: string) =>
  body
    .replace(/\d+(\.\d+)? ?(ms|s|min)\b/g, 'T')
    .replace(/ job=\S+ /, ' job=J ')
    .replace(/\/actions\/runs\/\d+/g, '/actions/runs/N')
    .replace(/\/artifacts\/\d+/g, '/artifacts/A');

describe('dist: shard jobs and a merge job', () => {
  it('merge on main saves the baseline once; on a pull request the merge gives the unsharded comment and verdict', async () => {
    const main = pushEvent(sha('shards-main'));
    for (const i of [1, 2]) {
      const shard = await job(`shard-${i}`, main, 901, { models: 'replay:answers/before.jsonl', shard: `${i}/2` });
      expect(shard.code, shard.stdout).toBe(0);
      expectNoStackTrace(shard);
    }
    expect(artifacts.list.map((a) => a.name)).toEqual(['supereval-shard-1-of-2', 'supereval-shard-2-of-2']);
    expect(cache.entries).toHaveLength(0);
    expect(github.checkRuns).toHaveLength(0);
    const merged = await job('merge', main, 901, { models: 'replay:answers/before.jsonl', mode: 'merge' });
    expect(merged.code, merged.stdout).toBe(0);
    expect(cache.entries.filter((e) => e.finalized)).toHaveLength(1);
    expect(github.checkRuns).toHaveLength(1);

    const single = await job('eval', pullRequestEvent({ number: 21, headSha: sha('s-head'), mergeSha: sha('s-merge') }), 902, {
      models: 'replay:answers/today.jsonl',
    });
    expect(single.code).toBe(1);
    const pr = pullRequestEvent({ number: 22, headSha: sha('s-head'), mergeSha: sha('s-merge') });
    for (const i of [1, 2]) expect((await job(`shard-${i}`, pr, 903, { models: 'replay:answers/today.jsonl', shard: `${i}/2` })).code).toBe(0);
    const merge = await job('merge', pr, 903, { models: 'replay:answers/today.jsonl', mode: 'merge' });
    expect(merge.code).toBe(1);
    expectNoStackTrace(merge);
    const one = github.commentsOn(OWNER, REPO, 21);
    const sharded = github.commentsOn(OWNER, REPO, 22);
    expect(sharded).toHaveLength(1);
    expect(comparable(sharded[0]?.body ?? '')).toBe(comparable(one[0]?.body ?? ''));
    expect(merge.outputs['passed']).toBe('false');
    expect(merge.outputs['regressions']).toBe(single.outputs['regressions']);
  });
});
