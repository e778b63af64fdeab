import { describe, expect, it } from 'vitest';
import { ActionContextError, blobUrl, parseActionContext, readActionContext, runSourceOf } from '../../src/publish/context.js';

const baseEnv = {
  GITHUB_REPOSITORY: 'acme/evals',
  GITHUB_RUN_ID: '987654',
  GITHUB_RUN_ATTEMPT: '2',
  GITHUB_WORKFLOW: 'CI',
  GITHUB_JOB: 'eval',
  GITHUB_SHA: 'f'.repeat(40),
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_API_URL: 'https://api.github.com',
};

const repository = { full_name: 'acme/evals', default_branch: 'trunk' };

function prEvent(headRepo: { full_name: string } | null) {
  return {
    repository,
    pull_request: {
      number: 42,
      head: { sha: 'a'.repeat(40), ref: 'feature', repo: headRepo },
      base: { sha: 'b'.repeat(40), ref: 'trunk', repo: { full_name: 'acme/evals' } },
    },
  };
}

describe('parseActionContext', () => {
  it('reads a push to the default branch', () => {
    const ctx = parseActionContext({ ...baseEnv, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/trunk' }, { repository });
    expect(ctx).toMatchObject({
      eventName: 'push',
      owner: 'acme',
      repo: 'evals',
      runId: '987654',
      runAttempt: 2,
      workflow: 'CI',
      job: 'eval',
      headSha: 'f'.repeat(40),
      prNumber: null,
      isFork: false,
      defaultBranch: 'trunk',
      isPushToDefaultBranch: true,
      runUrl: 'https://github.com/acme/evals/actions/runs/987654',
    });
  });

  it('does not call a push to another branch, or a tag, a push to the default branch', () => {
    for (const ref of ['refs/heads/feature', 'refs/tags/trunk', 'refs/heads/trunk-2']) {
      const ctx = parseActionContext({ ...baseEnv, GITHUB_EVENT_NAME: 'push', GITHUB_REF: ref }, { repository });
      expect(ctx.isPushToDefaultBranch).toBe(false);
    }
  });

  it('reads a same-repository pull request: head sha, not the merge sha', () => {
    const ctx = parseActionContext(
      { ...baseEnv, GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/42/merge' },
      prEvent({ full_name: 'acme/evals' }),
    );
    expect(ctx).toMatchObject({ prNumber: 42, headSha: 'a'.repeat(40), sha: 'f'.repeat(40), isFork: false, isPushToDefaultBranch: false });
  });

  it('recognises a fork pull request, and a deleted fork', () => {
    const env = { ...baseEnv, GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/42/merge' };
    expect(parseActionContext(env, prEvent({ full_name: 'stranger/evals' })).isFork).toBe(true);
    expect(parseActionContext(env, prEvent(null)).isFork).toBe(true);
  });

  it('has no pull request and no default branch on events without them', () => {
    const ctx = parseActionContext({ ...baseEnv, GITHUB_EVENT_NAME: 'workflow_dispatch', GITHUB_RUN_ATTEMPT: undefined }, {});
    expect(ctx).toMatchObject({ prNumber: null, defaultBranch: null, isFork: false, isPushToDefaultBranch: false, runAttempt: 1 });
    expect(ctx.apiUrl).toBe('https://api.github.com');
  });

  it('says clearly what is missing or malformed', () => {
    expect(() => parseActionContext({ ...baseEnv, GITHUB_EVENT_NAME: 'push', GITHUB_REPOSITORY: undefined }, {})).toThrow(
      /GITHUB_REPOSITORY is not set/,
    );
    expect(() => parseActionContext({ ...baseEnv, GITHUB_EVENT_NAME: undefined }, {})).toThrow(/GITHUB_EVENT_NAME/);
    expect(() =>
      parseActionContext({ ...baseEnv, GITHUB_EVENT_NAME: 'pull_request' }, { pull_request: { number: '42', head: {}, base: {} } }),
    ).toThrow(/pull_request\.number/);
  });
});

describe('readActionContext', () => {
  it('reads the event file named by GITHUB_EVENT_PATH', () => {
    const files: Record<string, string> = { '/runner/event.json': JSON.stringify(prEvent({ full_name: 'acme/evals' })) };
    const ctx = readActionContext({ ...baseEnv, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: '/runner/event.json' }, (p) => files[p] ?? '');
    expect(ctx.prNumber).toBe(42);
  });

  it('reports an unreadable or non-JSON event file', () => {
    const env = { ...baseEnv, GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: '/runner/event.json' };
    expect(() =>
      readActionContext(env, () => {
        throw new Error('ENOENT');
      }),
    ).toThrow(ActionContextError);
    expect(() => readActionContext(env, () => '{not json')).toThrow(/not JSON/);
  });
});

describe('blobUrl', () => {
  const pr = parseActionContext(
    { ...baseEnv, GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/42/merge', GITHUB_SERVER_URL: 'https://ghe.example.com/' },
    prEvent({ full_name: 'acme/evals' }),
  );

  it("links a repository file at the pull request's head commit, not the merge commit", () => {
    expect(blobUrl(pr, 'datasets/support-qa/cases.jsonl')).toBe(
      `https://ghe.example.com/acme/evals/blob/${'a'.repeat(40)}/datasets/support-qa/cases.jsonl`,
    );
  });

  it('percent-encodes each segment, parentheses and spaces too, so the URL stays one markdown link target', () => {
    expect(blobUrl(pr, './datasets/a (b)/c d#e?f/[x]/cases.jsonl')).toBe(
      `https://ghe.example.com/acme/evals/blob/${'a'.repeat(40)}/datasets/a%20%28b%29/c%20d%23e%3Ff/%5Bx%5D/cases.jsonl`,
    );
  });

  it('gives no link for a path outside the repository or one a URL cannot carry', () => {
    expect(blobUrl(pr, '../elsewhere/cases.jsonl')).toBeUndefined();
    expect(blobUrl(pr, '/abs/cases.jsonl')).toBeUndefined();
    expect(blobUrl(pr, '')).toBeUndefined();
    expect(blobUrl(pr, 'bad\ud800/cases.jsonl')).toBeUndefined();
  });
});

describe('runSourceOf', () => {
  it('a push to the default branch: its branch, commit, run number and attempt', () => {
    const ctx = parseActionContext(
      { ...baseEnv, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/trunk', GITHUB_RUN_NUMBER: '812' },
      { repository },
    );
    expect(runSourceOf(ctx)).toEqual({
      repository: 'acme/evals',
      server_url: 'https://github.com',
      branch: 'trunk',
      ref: 'refs/heads/trunk',
      commit: 'f'.repeat(40),
      run_id: '987654',
      run_number: 812,
      run_attempt: 2,
      event: 'push',
    });
  });

  it('a pull request: the head branch and head commit, not the merge commit, and its number', () => {
    const ctx = parseActionContext(
      { ...baseEnv, GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/42/merge', GITHUB_HEAD_REF: 'feature' },
      prEvent({ full_name: 'acme/evals' }),
    );
    expect(runSourceOf(ctx)).toMatchObject({
      branch: 'feature',
      ref: 'refs/pull/42/merge',
      commit: 'a'.repeat(40),
      pr_number: 42,
      event: 'pull_request',
    });
    // GITHUB_RUN_NUMBER unset: no run number rather than a wrong one.
    expect(runSourceOf(ctx)).not.toHaveProperty('run_number');
  });

  it('a tag: no branch', () => {
    const ctx = parseActionContext({ ...baseEnv, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/tags/v1', GITHUB_RUN_NUMBER: 'x' }, { repository });
    expect(runSourceOf(ctx)).not.toHaveProperty('branch');
    expect(runSourceOf(ctx)).not.toHaveProperty('run_number');
  });
});
