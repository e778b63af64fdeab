// The sticky comment through the real Octokit (@actions/github) against the
// fake GitHub API.
import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMENT_BODY_MAX_CHARS } from '../../src/report/limits.js';
import { COMMENT_TRUNCATION_NOTE, pickStickyComment, stickyMarker, upsertStickyComment } from '../../src/publish/comment.js';
import { FakeGitHub } from '../fakes/github.js';

const TOKEN = 'ghs_faketoken';
let fake: FakeGitHub;
let octokit: ReturnType<typeof getOctokit>;
let issueNumber = 0;

beforeAll(async () => {
  fake = await FakeGitHub.start({ requiredToken: TOKEN });
  octokit = getOctokit(TOKEN, { baseUrl: fake.url });
});

afterAll(() => fake.close());

beforeEach(() => {
  // A fresh pull request per test; the fake keeps state across tests.
  issueNumber += 1;
  fake.deny({ comments: false, checks: false });
});

const owner = 'acme';
const repo = 'evals';
const marker = stickyMarker({ workflow: 'CI', job: 'eval', checkName: 'supereval' });

describe('stickyMarker', () => {
  it('is a hidden HTML comment naming workflow, job and check', () => {
    expect(marker).toBe('<!-- supereval:sticky workflow=CI job=eval check=supereval -->');
  });

  it('keeps values that could close the comment or contain a space inside it', () => {
    const m = stickyMarker({ workflow: 'a --> b', job: 'x-y', checkName: 'c' });
    expect(m.slice(4, -3)).not.toContain('--');
    expect(m.slice(4, -3)).not.toContain('>');
    expect(m).toContain('workflow=a%20%2D%2D%3E%20b');
  });

  it('differs when only the check name differs, and neither contains the other', () => {
    const a = stickyMarker({ workflow: 'CI', job: 'eval', checkName: 'supereval' });
    const b = stickyMarker({ workflow: 'CI', job: 'eval', checkName: 'supereval-nightly' });
    expect(a).not.toBe(b);
    expect(b.includes(a)).toBe(false);
  });
});

describe('upsertStickyComment', () => {
  it('creates the comment once, then updates it in place', async () => {
    const first = await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: 'run 1: 3 regressions' });
    expect(first.action).toBe('created');
    const second = await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: 'run 2: all clear' });
    expect(second.action).toBe('updated');

    const comments = fake.commentsOn(owner, repo, issueNumber);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toBe(`${marker}\nrun 2: all clear`);
    if (first.action !== 'created' || second.action !== 'updated') throw new Error('unexpected result');
    expect(second.id).toBe(first.id);
    expect(second.url).toBe(`https://github.com/${owner}/${repo}/pull/${issueNumber}#issuecomment-${first.id}`);
    // The token went along on every call.
    expect(fake.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
  });

  it('with updateOnly: edits an existing comment but never creates one', async () => {
    const none = await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: 'all clear', updateOnly: true });
    expect(none).toEqual({ action: 'none' });
    expect(fake.commentsOn(owner, repo, issueNumber)).toEqual([]);

    await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: 'blocked' });
    const updated = await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: 'all clear again', updateOnly: true });
    expect(updated.action).toBe('updated');
    expect(fake.commentsOn(owner, repo, issueNumber).map((c) => c.body)).toEqual([`${marker}\nall clear again`]);
  });

  it('keeps one comment per marker: two check names, two comments', async () => {
    const nightly = stickyMarker({ workflow: 'CI', job: 'eval', checkName: 'supereval-nightly' });
    await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: 'main check' });
    await upsertStickyComment(octokit, { owner, repo, issueNumber, marker: nightly, body: 'nightly check' });
    await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: 'main check, again' });
    await upsertStickyComment(octokit, { owner, repo, issueNumber, marker: nightly, body: 'nightly check, again' });
    const bodies = fake.commentsOn(owner, repo, issueNumber).map((c) => c.body);
    expect(bodies).toEqual([`${marker}\nmain check, again`, `${nightly}\nnightly check, again`]);
  });

  it('finds the marker on a later page', async () => {
    for (let i = 0; i < 130; i++) {
      fake.addComment({ owner, repo, issueNumber, body: `chatter ${i}`, user: { login: 'octocat', type: 'User' } });
    }
    fake.addComment({ owner, repo, issueNumber, body: `${marker}\nold report` });
    const before = fake.requests.length;
    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: 'new report' });
    expect(result.action).toBe('updated');
    const lists = fake.requests.slice(before).filter((r) => r.method === 'GET' && r.path.endsWith('/comments'));
    expect(lists.map((r) => r.query['page'] ?? '1')).toEqual(['1', '2']);
    const comments = fake.commentsOn(owner, repo, issueNumber);
    expect(comments).toHaveLength(131);
    expect(comments.at(-1)?.body).toBe(`${marker}\nnew report`);
  });

  it('never picks a comment without the marker, even by the bot', async () => {
    fake.addComment({ owner, repo, issueNumber, body: 'an unrelated bot comment' });
    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: 'report' });
    expect(result.action).toBe('created');
    expect(fake.commentsOn(owner, repo, issueNumber).map((c) => c.body)).toEqual(['an unrelated bot comment', `${marker}\nreport`]);
  });

  it("prefers the bot's own marked comment over a person quoting the marker", async () => {
    const quoted = fake.addComment({ owner, repo, issueNumber, body: `see ${marker}`, user: { login: 'octocat', type: 'User' } });
    const own = fake.addComment({ owner, repo, issueNumber, body: `${marker}\nreport` });
    await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: 'report 2' });
    const byId = new Map(fake.commentsOn(owner, repo, issueNumber).map((c) => [c.id, c.body]));
    expect(byId.get(quoted.id)).toBe(`see ${marker}`);
    expect(byId.get(own.id)).toBe(`${marker}\nreport 2`);
  });

  it('never takes over a comment someone else wrote, even one that starts with the exact marker', async () => {
    // Anyone may comment on a public pull request; older than ours, so it would win on age.
    const forged = fake.addComment({
      owner,
      repo,
      issueNumber,
      body: `${marker}\n## supereval: ✅ passed`,
      user: { login: 'mallory', id: 666, type: 'User' },
    });
    const otherBot = fake.addComment({
      owner,
      repo,
      issueNumber,
      body: `${marker}\nfrom another app`,
      user: { login: 'some-app[bot]', id: 777, type: 'Bot' },
    });
    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: '## supereval: ❌ blocked' });
    expect(result.action).toBe('created');
    const comments = fake.commentsOn(owner, repo, issueNumber);
    expect(comments.find((c) => c.id === forged.id)?.body).toBe(`${marker}\n## supereval: ✅ passed`);
    expect(comments.find((c) => c.id === otherBot.id)?.body).toBe(`${marker}\nfrom another app`);
    const ours = comments.at(-1);
    expect(ours).toMatchObject({ body: `${marker}\n## supereval: ❌ blocked`, user: { login: 'github-actions[bot]' } });
    if (result.action !== 'created') throw new Error('expected a new comment');
    expect(result.url).toContain(`#issuecomment-${ours!.id}`);

    // The next run finds its own comment again, not the forged one.
    const next = await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: 'run 2' });
    expect(next).toMatchObject({ action: 'updated', id: ours?.id });
  });

  it("reads the marker on the first line only: a report quoting another marker is not that marker's comment", async () => {
    const nightly = stickyMarker({ workflow: 'CI', job: 'eval', checkName: 'supereval-nightly' });
    // A model output echoed into our own report carries the other check's marker.
    const ours = await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: `| case-1 | ${nightly} |` });
    const theirs = await upsertStickyComment(octokit, { owner, repo, issueNumber, marker: nightly, body: 'nightly report' });
    expect(ours.action).toBe('created');
    expect(theirs.action).toBe('created');
    expect(fake.commentsOn(owner, repo, issueNumber).map((c) => c.body)).toEqual([
      `${marker}\n| case-1 | ${nightly} |`,
      `${nightly}\nnightly report`,
    ]);
  });

  it('asks who the token is once per call: GET /user, then GraphQL viewer', async () => {
    const before = fake.requests.length;
    await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: 'r' });
    const calls = fake.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(calls.slice(0, 2)).toEqual(['GET /user', 'POST /graphql']);
  });
  it('turns a 403 (read-only token) into a skipped result', async () => {
    fake.deny({ comments: true });
    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: 'report' });
    expect(result).toMatchObject({ action: 'skipped', status: 403 });
    if (result.action !== 'skipped') throw new Error('expected a skip');
    expect(result.reason).toContain('Resource not accessible by integration');
    expect(result.reason).toContain('pull-requests: write');
    expect(fake.commentsOn(owner, repo, issueNumber)).toHaveLength(0);
  });

  it('turns a 404 (repository not visible to the token) into a skipped result', async () => {
    fake.deny({ comments: true }, 404);
    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: 'report' });
    expect(result).toMatchObject({ action: 'skipped', status: 404 });
    expect(fake.commentsOn(owner, repo, issueNumber)).toHaveLength(0);
  });

  it('turns an unreachable API into a skipped result, not a crash', async () => {
    const gone = await FakeGitHub.start();
    await gone.close();
    const result = await upsertStickyComment(getOctokit(TOKEN, { baseUrl: gone.url }), { owner, repo, issueNumber, marker, body: 'r' });
    expect(result.action).toBe('skipped');
  });

  it('cuts a body over the limit instead of losing the comment to a 422', async () => {
    const body = 'x'.repeat(COMMENT_BODY_MAX_CHARS + 10);
    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body });
    expect(result).toMatchObject({ action: 'created', truncated: true });
    const stored = fake.commentsOn(owner, repo, issueNumber)[0]?.body ?? '';
    expect(stored.length).toBe(COMMENT_BODY_MAX_CHARS);
    expect(stored.startsWith(marker)).toBe(true);
    expect(stored.endsWith(COMMENT_TRUNCATION_NOTE)).toBe(true);
  });

  it('rejects a marker that is not a hidden comment (a caller bug)', async () => {
    await expect(upsertStickyComment(octokit, { owner, repo, issueNumber, marker: 'supereval', body: 'r' })).rejects.toThrow(TypeError);
  });
});

describe('upsertStickyComment with other tokens than GITHUB_TOKEN', () => {
  it("a personal access token: its user's comments and github-actions[bot]'s are candidates, no one else's", async () => {
    const pat = await FakeGitHub.start({ tokenUser: { login: 'ci-user', id: 42, type: 'User' } });
    try {
      const client = getOctokit('ghp_x', { baseUrl: pat.url });
      const forged = pat.addComment({ owner, repo, issueNumber: 1, body: `${marker}\nfake`, user: { login: 'mallory', id: 666, type: 'User' } });
      const own = pat.addComment({ owner, repo, issueNumber: 1, body: `${marker}\nold` });
      const result = await upsertStickyComment(client, { owner, repo, issueNumber: 1, marker, body: 'new' });
      expect(result).toMatchObject({ action: 'updated', id: own.id });
      expect(pat.commentsOn(owner, repo, 1).find((c) => c.id === forged.id)?.body).toBe(`${marker}\nfake`);

      // A comment the workflow's GITHUB_TOKEN wrote before the switch to this token still counts.
      const earlier = pat.addComment({
        owner,
        repo,
        issueNumber: 2,
        body: `${marker}\nold`,
        user: { login: 'github-actions[bot]', id: 41898282, type: 'Bot' },
      });
      expect(await upsertStickyComment(client, { owner, repo, issueNumber: 2, marker, body: 'new' })).toMatchObject({
        action: 'updated',
        id: earlier.id,
      });
    } finally {
      await pat.close();
    }
  });

  it('a GitHub App token: its bot (from GraphQL viewer) is the author to look for', async () => {
    const app = await FakeGitHub.start({ tokenUser: { login: 'evals-app[bot]', id: 99, type: 'Bot' }, viewerForBots: true });
    try {
      const client = getOctokit('ghs_app', { baseUrl: app.url });
      const first = await upsertStickyComment(client, { owner, repo, issueNumber: 1, marker, body: 'run 1' });
      const second = await upsertStickyComment(client, { owner, repo, issueNumber: 1, marker, body: 'run 2' });
      expect(first.action).toBe('created');
      expect(second).toMatchObject({ action: 'updated', id: first.action === 'created' ? first.id : -1 });
      expect(app.commentsOn(owner, repo, 1)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('the fake GitHub API', () => {
  it('answers 422 to a comment over 65,536 characters, like GitHub', async () => {
    await expect(
      octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: 'y'.repeat(COMMENT_BODY_MAX_CHARS + 1) }),
    ).rejects.toMatchObject({ status: 422 });
    // Characters, not UTF-16 units: 65,536 emoji are accepted.
    await expect(
      octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: '😀'.repeat(COMMENT_BODY_MAX_CHARS) }),
    ).resolves.toMatchObject({ status: 201 });
  });

  it('answers 401 without the right token', async () => {
    await expect(getOctokit('wrong', { baseUrl: fake.url }).rest.issues.listComments({ owner, repo, issue_number: 1 })).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('pickStickyComment', () => {
  const c = (id: number, body: string, login: string, type: string) => ({ id, body, user: { login, type } });
  const m = `${marker}\nreport`;
  it('takes only the given authors, in their order, oldest first within one author', () => {
    const list = [
      c(1, m, 'octocat', 'User'),
      c(2, m, 'other[bot]', 'Bot'),
      c(3, m, 'github-actions[bot]', 'Bot'),
      c(4, m, 'me', 'User'),
      c(5, m, 'me', 'User'),
    ];
    expect(pickStickyComment(list, marker, ['me', 'github-actions[bot]'])?.id).toBe(4);
    expect(pickStickyComment(list, marker, ['github-actions[bot]'])?.id).toBe(3);
    expect(pickStickyComment(list.slice(0, 2), marker, ['github-actions[bot]'])).toBeUndefined();
  });

  it('wants the marker as the whole first line', () => {
    const me = ['me'];
    expect(pickStickyComment([c(1, `see ${marker}`, 'me', 'User')], marker, me)).toBeUndefined();
    expect(pickStickyComment([c(1, `${marker} extra`, 'me', 'User')], marker, me)).toBeUndefined();
    expect(pickStickyComment([c(1, `text\n${marker}`, 'me', 'User')], marker, me)).toBeUndefined();
    expect(pickStickyComment([c(1, marker, 'me', 'User')], marker, me)?.id).toBe(1);
    expect(pickStickyComment([c(1, `${marker}\r\nreport`, 'me', 'User')], marker, me)?.id).toBe(1);
  });
});
