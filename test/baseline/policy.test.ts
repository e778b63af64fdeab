import { describe, expect, it } from 'vitest';
import { baselinePolicy } from '../../src/baseline/policy.js';
import { parseActionContext } from '../../src/publish/context.js';

const env = { GITHUB_REPOSITORY: 'acme/evals', GITHUB_RUN_ID: '1', GITHUB_SHA: 'f'.repeat(40) };
const repository = { full_name: 'acme/evals', default_branch: 'trunk' };
const ctx = (eventName: string, ref: string, payload: object = { repository }) =>
  parseActionContext({ ...env, GITHUB_EVENT_NAME: eventName, GITHUB_REF: ref }, payload);
const auto = { 'update-baseline': 'auto', 'skip-unchanged': true } as const;

describe('baselinePolicy', () => {
  it('saves with update-baseline auto on push, schedule and workflow_dispatch runs of the default branch', () => {
    expect(baselinePolicy(ctx('push', 'refs/heads/trunk'), auto).save).toBe(true);
    // GitHub sends schedule runs no repository: they run on the default branch by definition.
    expect(baselinePolicy(ctx('schedule', 'refs/heads/trunk', { schedule: '0 3 * * *' }), auto).save).toBe(true);
    expect(baselinePolicy(ctx('workflow_dispatch', 'refs/heads/trunk', { ref: 'refs/heads/trunk', repository, inputs: {} }), auto).save).toBe(true);
  });

  it('does not save elsewhere with auto, and says why naming the update-baseline input', () => {
    const cases = [
      ctx('pull_request', 'refs/pull/3/merge', {}),
      ctx('push', 'refs/heads/feature'),
      ctx('workflow_dispatch', 'refs/heads/feature', { ref: 'refs/heads/feature', repository, inputs: {} }),
      // A scheduled workflow that checks out another ref is not the default branch.
      ctx('schedule', 'refs/heads/feature', { schedule: '0 3 * * *', repository }),
      ctx('release', 'refs/tags/v1'),
    ];
    for (const c of cases) {
      const p = baselinePolicy(c, auto);
      expect(p.save, c.eventName).toBe(false);
      expect(p.notes.join('\n')).toMatch(/`update-baseline` input is auto/);
      expect(p.notes.join('\n')).toContain(c.eventName);
    }
  });

  it('follows update-baseline true and false whatever the event', () => {
    expect(baselinePolicy(ctx('pull_request', 'refs/pull/3/merge', {}), { ...auto, 'update-baseline': 'true' }).save).toBe(true);
    const off = baselinePolicy(ctx('push', 'refs/heads/trunk'), { ...auto, 'update-baseline': 'false' });
    expect(off.save).toBe(false);
    expect(off.notes).toEqual([]);
  });

  it('never reuses results on schedule and workflow_dispatch runs: they exist to catch model drift', () => {
    for (const c of [
      ctx('schedule', 'refs/heads/trunk', { schedule: '0 3 * * *' }),
      ctx('workflow_dispatch', 'refs/heads/feature', { ref: 'refs/heads/feature', repository, inputs: {} }),
    ]) {
      const p = baselinePolicy(c, auto);
      expect(p.mayReuse).toBe(false);
      expect(p.notes.join('\n')).toMatch(/`skip-unchanged` input does not apply/);
    }
    expect(baselinePolicy(ctx('push', 'refs/heads/trunk'), auto).mayReuse).toBe(true);
    expect(baselinePolicy(ctx('pull_request', 'refs/pull/3/merge', {}), auto).mayReuse).toBe(true);
    expect(baselinePolicy(ctx('pull_request', 'refs/pull/3/merge', {}), { ...auto, 'skip-unchanged': false }).mayReuse).toBe(false);
  });

  it('a subset run (tags, sample) never saves a baseline, even on a default-branch push, and says so', () => {
    const p = baselinePolicy(ctx('push', 'refs/heads/trunk'), auto, true);
    expect(p.save).toBe(false);
    expect(p.notes).toEqual(['A subset run (the `tags` or `sample` input) saves no baseline: the next runs compare against the last full one.']);
    expect(baselinePolicy(ctx('schedule', 'refs/heads/trunk', { schedule: '0 3 * * *' }), auto, true)).toMatchObject({
      save: false,
      mayReuse: false,
    });
  });
});
