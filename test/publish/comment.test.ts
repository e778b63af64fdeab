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
    const lists = fake.requests.slice(before).filter((r) => r.method === 'GET');
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

  it('prefers the bot\'s own marked comment over a person quoting the marker', async () => {
    const quoted = fake.addComment({ owner, repo, issueNumber, body: `see ${marker}`, user: { login: 'octocat', type: 'User' } });
    const own = fake.addComment({ owner, repo, issueNumber, body: `${marker}\nreport` });
    await upsertStickyComment(octokit, { owner, repo, issueNumber, marker, body: 'report 2', ownLogin: 'github-actions[bot]' });
    const byId = new Map(fake.commentsOn(owner, repo, issueNumber).map((c) => [c.id, c.body]));
    expect(byId.get(quoted.id)).toBe(`see ${marker}`);
    expect(byId.get(own.id)).toBe(`${marker}\nreport 2`);
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
    await expect(
      getOctokit('wrong', { baseUrl: fake.url }).rest.issues.listComments({ owner, repo, issue_number: 1 }),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe('pickStickyComment', () => {
  const c = (id: number, body: string, login: string, type: string) => ({ id, body, user: { login, type } });
  it('ranks own login, then bots, then others; oldest first within a rank', () => {
    const list = [c(1, marker, 'octocat', 'User'), c(2, marker, 'other[bot]', 'Bot'), c(3, marker, 'me', 'User'), c(4, marker, 'me', 'User')];
    expect(pickStickyComment(list, marker, 'me')?.id).toBe(3);
    expect(pickStickyComment(list, marker)?.id).toBe(2);
    expect(pickStickyComment([c(5, 'no marker', 'me', 'Bot')], marker, 'me')).toBeUndefined();
  });
});
