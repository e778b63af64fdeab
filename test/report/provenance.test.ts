// The baseline named in words, linked to its commit and run only through
// parts that look like GitHub's; what differs in its config; and the change
// of cost and p95 latency against it.
import { describe, expect, it } from 'vitest';
import {
  CACHE_SOURCE,
  baselineLines,
  commitUrl,
  configDifference,
  describeConfigChange,
  figureChanges,
  relativeTime,
  runUrl,
  type Words,
} from '../../src/report/provenance.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { MAIN_SOURCE, point, resultsWith } from './trend-fixtures.js';

const plain: Words = { code: (t) => `\`${t}\``, link: (t, url) => (url ? `[${t}](${url})` : t), text: (t) => t };
const PARTS = { dataset: 'd1', prompt: 'p1', models: 'm1', judge: 'j1', settings: 's1' };

describe('relativeTime', () => {
  it('says minutes, hours or days before this run finished', () => {
    const now = '2026-12-01T09:00:00.000Z';
    expect(relativeTime('2026-12-01T08:59:30.000Z', now)).toBe('just now');
    expect(relativeTime('2026-12-01T08:59:00.000Z', now)).toBe('1 minute ago');
    expect(relativeTime('2026-12-01T06:10:00.000Z', now)).toBe('2 hours ago');
    expect(relativeTime('2026-11-30T08:00:00.000Z', now)).toBe('1 day ago');
    expect(relativeTime('2026-11-28T09:00:00.000Z', now)).toBe('3 days ago');
    expect(relativeTime('2026-12-02T09:00:00.000Z', now)).toBeNull();
    expect(relativeTime('yesterday', now)).toBeNull();
  });
});

describe('links', () => {
  it('to the commit and the run (with its attempt) on the run’s own server', () => {
    expect(commitUrl(MAIN_SOURCE)).toBe('https://github.com/acme/evals/commit/abc1234def5678abc1234def5678abc1234def56');
    expect(runUrl(MAIN_SOURCE)).toBe('https://github.com/acme/evals/actions/runs/9876543210');
    expect(runUrl({ ...MAIN_SOURCE, server_url: 'https://ghe.example.com/', run_attempt: 2 })).toBe(
      'https://ghe.example.com/acme/evals/actions/runs/9876543210/attempts/2',
    );
  });

  it('none from parts GitHub would not make: a link must not be smuggled in through a results file', () => {
    for (const bad of [
      { server_url: 'javascript:alert(1)' },
      { server_url: 'https://evil.example/phish?' },
      { server_url: 'https://user@github.com' },
      { repository: 'acme/evals) [click](https://evil.example' },
      { repository: 'acme' },
    ]) {
      expect(commitUrl({ ...MAIN_SOURCE, ...bad }), JSON.stringify(bad)).toBeNull();
      expect(runUrl({ ...MAIN_SOURCE, ...bad }), JSON.stringify(bad)).toBeNull();
    }
    expect(commitUrl({ ...MAIN_SOURCE, commit: 'main](https://evil.example)' })).toBeNull();
    expect(runUrl({ ...MAIN_SOURCE, run_id: '12/../../x' })).toBeNull();
  });
});

describe('configDifference', () => {
  it('names the parts that differ, in a fixed order; unknown when either side lacks them', () => {
    expect(configDifference(PARTS, { ...PARTS, settings: 's2', dataset: 'd2' })).toEqual(['dataset', 'settings']);
    expect(configDifference(PARTS, PARTS)).toEqual([]);
    expect(configDifference(PARTS, undefined)).toBeNull();
    expect(describeConfigChange(['prompt'])).toBe('the prompt changed since');
    expect(describeConfigChange(['dataset', 'models', 'judge'])).toBe('the dataset, the models and the judge changed since');
  });
});

describe('baselineLines', () => {
  it('names a cached baseline by branch, commit, run and age, links both, and says what config differs', () => {
    const results = { ...resultsWith({ origin: MAIN_SOURCE, point: point(), config: { ...PARTS, prompt: 'p0' } }), config: PARTS };
    expect(baselineLines(results, plain)).toEqual([
      'Baseline: main @ [`abc1234`](https://github.com/acme/evals/commit/abc1234def5678abc1234def5678abc1234def56) ([run #812](https://github.com/acme/evals/actions/runs/9876543210), 3 days ago). The baseline ran a different config: the prompt changed since.',
    ]);
    // The cache key never reaches the report.
    const markdown = renderMarkdown(results);
    expect(markdown).toContain('Baseline: main @ [`abc1234`](https://github.com/acme/evals/commit/');
    expect(markdown).not.toContain('supereval-v1');
    expect(renderText(results)).toContain(
      '  Baseline: main @ abc1234 (run #812, 3 days ago). The baseline ran a different config: the prompt changed since.',
    );
  });

  it('keeps a file baseline’s note and adds who recorded it', () => {
    const results = {
      ...resultsWith({ source: 'baselines/qa.json', origin: MAIN_SOURCE, point: point() }),
      baseline_note: 'Baseline: baselines/qa.json.',
    };
    expect(baselineLines(results, plain)[0]).toMatch(/^Baseline: baselines\/qa\.json\. Recorded by main @ \[`abc1234`\]/);
  });

  it('falls back to what an older baseline knows: the note, its run id, recorded time and age', () => {
    const old = resultsWith({ run_id: 'run_1', ran_at: '2026-11-29T09:00:00.000Z' });
    expect(old.comparison?.baseline.source).toBe(CACHE_SOURCE);
    expect(baselineLines(old, plain)).toEqual([
      'Baseline: the latest results saved on the default branch (same config, run run_1, recorded 2026-11-29T09:00:00.000Z, 2 days ago).',
    ]);
    // A source with neither commit nor run says nothing of it.
    expect(baselineLines(resultsWith({ origin: { branch: 'main' } }), plain)[0]).toMatch(/^Baseline: the latest results/);
    expect(baselineLines({ ...old, comparison: null, baseline_note: null }, plain)).toEqual([]);
  });

  it('escapes a hostile branch name in markdown', () => {
    const results = resultsWith({ origin: { ...MAIN_SOURCE, branch: 'x](https://evil.example) @octocat <b>' }, point: point() });
    const line =
      renderMarkdown(results)
        .split('\n')
        .find((l) => l.startsWith('- Baseline:')) ?? '';
    expect(line).toContain('x\\]\\(https:&#47;&#47;evil.example\\) &#64;octocat &lt;b&gt; @ [`abc1234`]');
  });
});

describe('figureChanges', () => {
  it('cost (absolute and %) and p95 latency against the baseline', () => {
    expect(figureChanges(resultsWith({ point: point() }))).toEqual({ cost: '+$0.004, +20%', p95: '+100 ms, +12.5%' });
    expect(figureChanges(resultsWith({ point: point() }, { cost: 0.01, p95: 700 }))).toEqual({ cost: '−$0.01, −50%', p95: '−100 ms, −12.5%' });
    expect(figureChanges(resultsWith({ point: point({ cost_usd: 0, p95_latency_ms: 900 }) }))).toEqual({ cost: '+$0.024', p95: '±0 ms, ±0%' });
  });

  it('nothing where either side is unknown', () => {
    expect(figureChanges(resultsWith({ point: point({ cost_usd: null }) }))).toMatchObject({ cost: null });
    expect(figureChanges(resultsWith({ point: point() }, { cost: null }))).toMatchObject({ cost: null, p95: '+100 ms, +12.5%' });
    expect(figureChanges(resultsWith({}))).toEqual({ cost: null, p95: null });
  });

  it('shows in the markdown figures row', () => {
    expect(renderMarkdown(resultsWith({ point: point() }))).toContain('| $0.024 (+$0.004, +20%) | 900 ms (+100 ms, +12.5%) |');
  });
});
