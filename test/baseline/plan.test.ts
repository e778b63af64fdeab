// The baseline plan both front ends follow: which baseline is read, whether
// cached results may be reused, and where a run's results are saved.
import { describe, expect, it } from 'vitest';
import {
  actionBaselinePlan,
  actionReuse,
  cliBaselinePlan,
  savesBaseline,
  usesCache,
  type BaselinePlan,
  type PlanOutcome,
} from '../../src/baseline/policy.js';
import type { BaselineSource } from '../../src/baseline/policy.js';

const onDefault = (eventName: string) => ({ eventName, isDefaultBranch: true });
const offDefault = (eventName: string) => ({ eventName, isDefaultBranch: false });
type Mode = 'auto' | 'true' | 'false';
const inputs = (baseline: BaselineSource, mode: Mode = 'auto', skipUnchanged = true) => ({
  baseline,
  'update-baseline': mode,
  'skip-unchanged': skipUnchanged,
});
const CACHE: BaselineSource = { kind: 'cache' };

function planOf(outcome: PlanOutcome): BaselinePlan {
  if (!outcome.ok) throw new Error(`refused: ${outcome.problem}`);
  return outcome.plan;
}
/** The decisions alone, without the notes. */
const decisions = (outcome: PlanOutcome) => {
  const { notes: _notes, ...rest } = planOf(outcome);
  return rest;
};

describe('actionBaselinePlan', () => {
  it.each([
    // [event, default branch?, update-baseline, read, mayReuse, saveToCache]
    ['push', true, 'auto', true, true],
    ['schedule', true, 'auto', false, true],
    ['workflow_dispatch', true, 'auto', false, true],
    ['pull_request', false, 'auto', true, false],
    ['push', false, 'auto', true, false],
    ['pull_request', false, 'true', true, true],
    ['push', true, 'false', true, false],
    ['schedule', true, 'false', false, false],
  ] as const)(
    'baseline cache on a %s run (default branch: %s), update-baseline %s: reuse %s, save %s',
    (event, isDefault, mode, mayReuse, saveToCache) => {
      const ctx = isDefault ? onDefault(event) : offDefault(event);
      expect(decisions(actionBaselinePlan(ctx, inputs(CACHE, mode), false))).toEqual({
        frontEnd: 'action',
        read: { from: 'cache' },
        mayReuse,
        // reuse: auto reuses answers where it reuses whole results: not on schedule and workflow_dispatch runs.
        reuseAnswers: mayReuse,
        saveToCache,
        writeFile: null,
      });
    },
  );

  it('skip-unchanged: false never reuses, even on a pull request', () => {
    expect(planOf(actionBaselinePlan(offDefault('pull_request'), inputs(CACHE, 'auto', false), false)).mayReuse).toBe(false);
  });

  it('baseline file:<path> with update-baseline true reads and rewrites that path, and never reuses (only the cache says nothing changed)', () => {
    const path = { kind: 'file', path: 'baselines/routing.json' } as const;
    expect(decisions(actionBaselinePlan(offDefault('pull_request'), inputs(path, 'true'), false))).toEqual({
      frontEnd: 'action',
      read: { from: 'file', option: 'baselines/routing.json' },
      mayReuse: false,
      reuseAnswers: true,
      // update-baseline: true saves to the cache too, whatever is read.
      saveToCache: true,
      writeFile: 'baselines/routing.json',
    });
  });

  it("baseline file (each dataset's own baseline.json): auto saves to the cache on a default-branch push, never rewrites the file", () => {
    expect(decisions(actionBaselinePlan(onDefault('push'), inputs({ kind: 'file' }), false))).toEqual({
      frontEnd: 'action',
      read: { from: 'file', option: '' },
      mayReuse: false,
      reuseAnswers: true,
      saveToCache: true,
      writeFile: null,
    });
    expect(planOf(actionBaselinePlan(onDefault('push'), inputs({ kind: 'file' }, 'true'), false)).writeFile).toBe('');
    expect(planOf(actionBaselinePlan(onDefault('push'), inputs({ kind: 'file' }, 'false'), false))).toMatchObject({
      saveToCache: false,
      writeFile: null,
    });
  });

  it('baseline none reads nothing; a baseline-making run still saves to the cache for later runs', () => {
    expect(decisions(actionBaselinePlan(onDefault('push'), inputs({ kind: 'none' }), false))).toEqual({
      frontEnd: 'action',
      read: { from: 'none' },
      mayReuse: false,
      reuseAnswers: false,
      saveToCache: true,
      writeFile: null,
    });
    const pr = planOf(actionBaselinePlan(offDefault('pull_request'), inputs({ kind: 'none' }), false));
    expect(pr).toMatchObject({ read: { from: 'none' }, saveToCache: false, writeFile: null });
    expect(usesCache(pr)).toBe(false);
    expect(savesBaseline(pr)).toBe(false);
  });

  it('a subset run saves nowhere and says so; with update-baseline true it is refused, naming the inputs', () => {
    const subset = planOf(actionBaselinePlan(onDefault('push'), inputs(CACHE), true));
    expect(subset).toMatchObject({ read: { from: 'cache' }, mayReuse: true, saveToCache: false, writeFile: null });
    expect(subset.notes).toEqual(['A subset run (the `tags` or `sample` input) saves no baseline: the next runs compare against the last full one.']);
    expect(actionBaselinePlan(onDefault('push'), inputs({ kind: 'file', path: 'b.json' }, 'true'), true)).toEqual({
      ok: false,
      problem: 'update-baseline: true saves a whole baseline; it cannot be combined with tags or sample (a subset run never saves one)',
    });
    // Without a subset the same inputs are fine.
    expect(actionBaselinePlan(onDefault('push'), inputs({ kind: 'file', path: 'b.json' }, 'true'), false).ok).toBe(true);
  });

  it('carries the notes that explain a plan that may surprise', () => {
    expect(planOf(actionBaselinePlan(offDefault('pull_request'), inputs(CACHE), false)).notes).toEqual([
      'The baseline is not saved: the `update-baseline` input is auto, which saves on push, schedule, workflow_dispatch runs of the default branch; this is a pull_request run not on the default branch.',
    ]);
    expect(planOf(actionBaselinePlan(onDefault('schedule'), inputs(CACHE), false)).notes).toEqual([
      'The `skip-unchanged` input does not apply to schedule runs: every model is called, to catch drift in its answers.',
    ]);
    expect(planOf(actionBaselinePlan(onDefault('push'), inputs(CACHE), false)).notes).toEqual([]);
  });

  it('uses the cache when it reads it or saves to it, and only then', () => {
    expect(usesCache(planOf(actionBaselinePlan(offDefault('pull_request'), inputs(CACHE), false)))).toBe(true);
    expect(usesCache(planOf(actionBaselinePlan(onDefault('push'), inputs({ kind: 'file' }), false)))).toBe(true);
    expect(usesCache(planOf(actionBaselinePlan(offDefault('pull_request'), inputs({ kind: 'file' }), false)))).toBe(false);
  });
});

describe('cliBaselinePlan', () => {
  it('without flags: no baseline read, none written', () => {
    const plan = planOf(cliBaselinePlan({}, false));
    expect(plan).toEqual({
      frontEnd: 'cli',
      read: { from: 'none' },
      mayReuse: false,
      reuseAnswers: false,
      saveToCache: false,
      writeFile: null,
      notes: [],
    });
    expect(savesBaseline(plan)).toBe(false);
    expect(usesCache(plan)).toBe(false);
  });

  it("--compare-baseline alone reads each dataset's own baseline.json; with FILE, that file", () => {
    expect(decisions(cliBaselinePlan({ compareBaseline: '' }, false))).toEqual({
      frontEnd: 'cli',
      read: { from: 'file', option: '' },
      mayReuse: false,
      reuseAnswers: false,
      saveToCache: false,
      writeFile: null,
    });
    expect(planOf(cliBaselinePlan({ compareBaseline: 'old.json' }, false)).read).toEqual({ from: 'file', option: 'old.json' });
  });

  it('--update-baseline writes (where its FILE says, or beside each dataset) and reads only what --compare-baseline names', () => {
    expect(decisions(cliBaselinePlan({ updateBaseline: '' }, false))).toEqual({
      frontEnd: 'cli',
      read: { from: 'none' },
      mayReuse: false,
      reuseAnswers: false,
      saveToCache: false,
      writeFile: '',
    });
    expect(decisions(cliBaselinePlan({ compareBaseline: 'old.json', updateBaseline: 'new.json' }, false))).toMatchObject({
      read: { from: 'file', option: 'old.json' },
      writeFile: 'new.json',
    });
    expect(savesBaseline(planOf(cliBaselinePlan({ updateBaseline: 'new.json' }, false)))).toBe(true);
  });

  it('refuses --update-baseline on a subset run, naming the flags; comparing a subset is fine', () => {
    expect(cliBaselinePlan({ updateBaseline: '' }, true)).toEqual({
      ok: false,
      problem:
        '--update-baseline writes a whole baseline; it cannot be combined with --tags or --sample, nor with --shard (merge the shards, then write the baseline)',
    });
    expect(planOf(cliBaselinePlan({ compareBaseline: '' }, true)).read).toEqual({ from: 'file', option: '' });
  });

  it('--reuse cases or dataset keeps the answers of the baseline; without --compare-baseline it is refused, naming the flags', () => {
    expect(planOf(cliBaselinePlan({ compareBaseline: 'old.json', reuse: 'cases' }, false)).reuseAnswers).toBe(true);
    expect(planOf(cliBaselinePlan({ compareBaseline: 'old.json', reuse: 'dataset' }, false)).reuseAnswers).toBe(true);
    expect(planOf(cliBaselinePlan({ compareBaseline: 'old.json', reuse: 'none' }, false)).reuseAnswers).toBe(false);
    expect(cliBaselinePlan({ reuse: 'cases' }, false)).toEqual({
      ok: false,
      problem: '--reuse cases takes the answers of the baseline --compare-baseline FILE reads; give it too, or --reuse none',
    });
  });
});

describe('actionReuse', () => {
  it.each([
    // [event, reuse input, skip-unchanged, the mode]
    ['pull_request', 'auto', true, 'cases'],
    ['push', 'auto', true, 'cases'],
    ['merge_group', 'auto', true, 'cases'],
    ['schedule', 'auto', true, 'none'],
    ['workflow_dispatch', 'auto', true, 'none'],
    ['schedule', 'cases', true, 'cases'],
    ['pull_request', 'dataset', true, 'dataset'],
    ['pull_request', 'none', true, 'none'],
    ['pull_request', 'cases', false, 'none'],
  ] as const)('a %s run with reuse %s (skip-unchanged %s) reuses %s', (event, reuse, skipUnchanged, mode) => {
    expect(actionReuse(event, { reuse, 'skip-unchanged': skipUnchanged })).toBe(mode);
  });

  it('reuse: dataset or none reuses no answer; the whole-dataset reuse still follows skip-unchanged with dataset', () => {
    const withReuse = (reuse: 'dataset' | 'none') => planOf(actionBaselinePlan(offDefault('pull_request'), { ...inputs(CACHE), reuse }, false));
    expect(withReuse('dataset')).toMatchObject({ mayReuse: true, reuseAnswers: false });
    expect(withReuse('none')).toMatchObject({ mayReuse: false, reuseAnswers: false });
  });
});
