// promptfoo's trajectory:* assertions over an agent's trajectory (recorded through the real recorder).
import { describe, expect, it } from 'vitest';
import { trajectorySteps } from '../../src/score/assertions/trajectory.js';
import { caseProblems } from '../../src/score/promptfoo/evaluate.js';
import type { Assertion } from '../../src/config/case.js';
import { assertContext, check } from '../helpers/assert-context.js';
import { trajectoryOf, type Action } from '../helpers/trajectories.js';
import { KINDS } from '../../src/kinds/index.js';

const RUN: Action[] = [
  { thought: 'look it up' },
  { call: 'search_docs', args: { query: 'refund policy', limit: 5, lang: 'en' } },
  { call: 'get_order', args: { id: 42, options: { verbose: true, fields: ['a', 'b'] } } },
  { call: 'search_docs', args: { query: 'Grüße', limit: 10 } },
  { call: 'shell', args: { command: ['ls', '-la', '/tmp'] } },
  { answer: 'done' },
];

async function on(assertion: Assertion, actions: Action[] = RUN) {
  const result = await check(assertion, { trajectory: await trajectoryOf(actions, { maxSteps: 20 }) });
  return result.status;
}

describe('the trajectory as promptfoo steps', () => {
  it('maps thoughts, tool calls, shell commands and the answer', async () => {
    const steps = trajectorySteps(await trajectoryOf(RUN, { maxSteps: 20 }));
    expect(steps.map((s) => `${s.type}:${s.name}`)).toEqual([
      'reasoning:reasoning',
      'tool:search_docs',
      'tool:get_order',
      'tool:search_docs',
      'command:ls -la /tmp',
      'message:agent response',
    ]);
    expect(steps[4]?.aliases).toEqual(['shell', 'ls -la /tmp', 'ls']);
  });

  it('is an error on a case without a trajectory (a model, not an agent)', async () => {
    const result = await check({ type: 'trajectory:tool-used', value: 'x' });
    expect(result.status).toBe('error');
    expect(result.reason).toContain("needs an agent's trajectory");
  });
});

describe('trajectory:tool-used', () => {
  // promptfoo's RegExp of `*a*a*a*a*a*a*a*a*b` backtracked for minutes on a tool name of 200 a's.
  it('matches a glob against a long name in time proportional to both', async () => {
    const started = performance.now();
    expect(await on({ type: 'trajectory:tool-used', value: `${'*a'.repeat(8)}*b` }, [{ call: 'a'.repeat(200), args: {} }, { answer: 'done' }])).toBe(
      'fail',
    );
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('a name, a glob or a list: every one used; not-: none used', async () => {
    expect(await on({ type: 'trajectory:tool-used', value: 'search_docs' })).toBe('pass');
    expect(await on({ type: 'trajectory:tool-used', value: 'SEARCH_*' })).toBe('pass');
    expect(await on({ type: 'trajectory:tool-used', value: 'get_ord?r' })).toBe('pass');
    expect(await on({ type: 'trajectory:tool-used', value: 'search' })).toBe('fail');
    expect(await on({ type: 'trajectory:tool-used', value: ['search_docs', 'refund'] })).toBe('fail');
    // A shell call is a command step, not a tool (promptfoo's classification).
    expect(await on({ type: 'trajectory:tool-used', value: 'shell' })).toBe('fail');
    // not- of a list forbids every name: one of them used fails it.
    expect(await on({ type: 'not-trajectory:tool-used', value: ['search_docs', 'refund'] })).toBe('fail');
    expect(await on({ type: 'not-trajectory:tool-used', value: ['refund', 'delete_*'] })).toBe('pass');
  });

  it('an object counts matching calls from min (default 1) to max', async () => {
    expect(await on({ type: 'trajectory:tool-used', value: { name: 'search_docs', min: 2 } })).toBe('pass');
    expect(await on({ type: 'trajectory:tool-used', value: { name: 'search_docs', max: 1 } })).toBe('fail');
    expect(await on({ type: 'trajectory:tool-used', value: { pattern: '*', min: 3, max: 3 } })).toBe('pass');
    expect(await on({ type: 'not-trajectory:tool-used', value: { name: 'search_docs', max: 1 } })).toBe('pass');
    expect(await on({ type: 'trajectory:tool-used', value: { name: 'refund' } })).toBe('fail');
  });

  it('an empty name matches any tool call, as in promptfoo', async () => {
    expect(await on({ type: 'trajectory:tool-used', value: '' })).toBe('pass');
    expect(await on({ type: 'trajectory:tool-used', value: '' }, [{ answer: 'no tools' }])).toBe('fail');
  });
});

describe('trajectory:tool-sequence', () => {
  it('in_order allows calls between; exact asks for exactly these', async () => {
    expect(await on({ type: 'trajectory:tool-sequence', value: ['search_docs', 'search_docs'] })).toBe('pass');
    expect(await on({ type: 'trajectory:tool-sequence', value: ['get_order', 'search_docs'] })).toBe('pass');
    expect(await on({ type: 'trajectory:tool-sequence', value: ['get_order', 'get_order'] })).toBe('fail');
    expect(await on({ type: 'trajectory:tool-sequence', value: { mode: 'exact', steps: ['search_docs', 'get_order', 'search_docs'] } })).toBe('pass');
    expect(await on({ type: 'trajectory:tool-sequence', value: { mode: 'exact', steps: ['search_docs', 'get_order'] } })).toBe('fail');
    expect(await on({ type: 'trajectory:tool-sequence', value: { mode: 'EXACT', steps: ['search_docs', 'get_order'] } })).toBe('pass');
    expect(await on({ type: 'trajectory:tool-sequence', value: [{ name: 'search_docs' }, { pattern: 'get_*' }] })).toBe('pass');
    expect(await on({ type: 'not-trajectory:tool-sequence', value: ['get_order', 'search_docs'] })).toBe('fail');
    expect(await on({ type: 'not-trajectory:tool-sequence', value: ['get_order', 'get_order'] })).toBe('pass');
  });
});

describe('trajectory:tool-args-match', () => {
  it('partial: a recursive subset; lists match item by item', async () => {
    expect(await on({ type: 'trajectory:tool-args-match', value: { name: 'search_docs', args: { query: 'Grüße' } } })).toBe('pass');
    expect(await on({ type: 'trajectory:tool-args-match', value: { name: 'get_order', arguments: { options: { fields: ['a', 'b'] } } } })).toBe(
      'pass',
    );
    expect(await on({ type: 'trajectory:tool-args-match', value: { name: 'get_order', args: { options: { fields: ['a'] } } } })).toBe('fail');
    expect(await on({ type: 'trajectory:tool-args-match', value: { name: 'get_order', args: { id: '42' } } })).toBe('fail');
    expect(await on({ type: 'not-trajectory:tool-args-match', value: { name: 'search_docs', args: { query: 'refund policy' } } })).toBe('fail');
    expect(await on({ type: 'not-trajectory:tool-args-match', value: { name: 'refund', args: {} } })).toBe('pass');
  });

  it('exact: deeply equal, after ignore (names or globs) and defaults', async () => {
    const exact = (extra: Record<string, unknown>) => ({
      type: 'trajectory:tool-args-match',
      value: { name: 'search_docs', mode: 'exact', ...extra },
    });
    expect(await on(exact({ args: { query: 'refund policy' } }))).toBe('fail');
    expect(await on(exact({ args: { query: 'refund policy' }, ignore: ['limit', 'la*'] }))).toBe('pass');
    expect(await on(exact({ args: { query: 'refund policy', limit: 5 }, ignore: 'lang' }))).toBe('pass');
    expect(await on(exact({ args: { query: 'refund policy' }, defaults: { limit: 5, lang: 'en' } }))).toBe('pass');
    expect(await on(exact({ args: { query: 'refund policy' }, defaults: { limit: 6, lang: 'en' } }))).toBe('fail');
  });
});

describe('trajectory:step-count', () => {
  it('counts steps by type and name, from min to max', async () => {
    expect(await on({ type: 'trajectory:step-count', value: { min: 6, max: 6 } })).toBe('pass');
    expect(await on({ type: 'trajectory:step-count', value: { type: 'tool', max: 2 } })).toBe('fail');
    expect(await on({ type: 'trajectory:step-count', value: { type: ['tool', 'command'], min: 4, max: 4 } })).toBe('pass');
    expect(await on({ type: 'trajectory:step-count', value: { type: 'reasoning', min: 1, max: 1 } })).toBe('pass');
    expect(await on({ type: 'trajectory:step-count', value: { pattern: 'search_*', max: 1 } })).toBe('fail');
    expect(await on({ type: 'trajectory:step-count', value: { type: 'message', name: 'message', min: 1 } })).toBe('pass');
    expect(await on({ type: 'not-trajectory:step-count', value: { type: 'tool', max: 2 } })).toBe('pass');
  });
});

describe('values refused when the dataset loads', () => {
  it.each<[string, unknown]>([
    ['trajectory:tool-used', []],
    ['trajectory:tool-used', 5],
    ['trajectory:tool-used', { min: 1 }],
    ['trajectory:tool-used', ['a', { name: 'b' }]],
    ['trajectory:tool-sequence', []],
    ['trajectory:tool-sequence', ['a', '']],
    ['trajectory:tool-sequence', { steps: 'a' }],
    ['trajectory:tool-sequence', 'a'],
    ['trajectory:tool-args-match', { name: 'a' }],
    ['trajectory:tool-args-match', { args: {} }],
    ['trajectory:tool-args-match', { name: 'a', args: {}, mode: 'fuzzy' }],
    ['trajectory:tool-args-match', { name: 'a', args: {}, mode: null }],
    ['trajectory:tool-args-match', { name: 'a', args: {}, ignore: [''] }],
    ['trajectory:tool-args-match', { name: 'a', args: {}, defaults: [1] }],
    ['trajectory:step-count', { type: 'tool' }],
    ['trajectory:step-count', [1]],
  ])('%s with %j', (type, value) => {
    const problems = caseProblems(KINDS.qa, [{ ...assertContext().testCase, assert: [{ type, value }] }]);
    expect(problems.map((p) => p.field)).toEqual(['assert.0.value']);
  });

  it('accepts the forms promptfoo documents', () => {
    const ok: Assertion[] = [
      { type: 'trajectory:tool-used', value: 'a' },
      { type: 'trajectory:tool-used', value: { pattern: 'a*', max: 2 } },
      { type: 'trajectory:tool-sequence', value: { mode: 'exact', steps: ['a', { name: 'b' }] } },
      { type: 'trajectory:tool-args-match', value: { name: 'a', args: { x: 1 }, mode: 'exact', ignore: 'id', defaults: { y: 2 } } },
      { type: 'trajectory:step-count', value: { type: ['tool', 'command'], max: 3 } },
    ];
    expect(caseProblems(KINDS.qa, [{ ...assertContext().testCase, assert: ok }])).toEqual([]);
  });
});
