// A run's results with many cases, as realistic as the HTML report's size
// bound assumes: 300-character inputs, 500-character outputs, three
// assertions each, about 5% regressions carrying the baseline's output.
// Node built-ins only: bench/html.mjs runs its compiled copy.

// Syllables for a vocabulary of a few thousand made-up words, drawn with a
// skew towards the common ones (as a language is): text that compresses
// about as English does, not as a short word list would.
const SYLLABLES = 'ba ce di fo gu ha je ki lo mu na pe qui ro su ta ve wi xo ya ze an el in or um st tr pl'.split(' ');
const VOCABULARY = 3000;

/** A deterministic stream of pseudo-random numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function word(next: () => number, rank: number): string {
  let out = '';
  let n = rank + SYLLABLES.length;
  while (n > 0) {
    out += SYLLABLES[n % SYLLABLES.length] ?? '';
    n = Math.floor(n / SYLLABLES.length);
  }
  return next() < 0.05 ? `${out},` : out;
}

function words(next: () => number, chars: number): string {
  const out: string[] = [];
  let length = 0;
  while (length < chars) {
    const w = word(next, Math.floor(VOCABULARY * next() ** 3));
    out.push(w);
    length += w.length + 1;
  }
  return `${out.join(' ').slice(0, chars - 1)}.`;
}

const STATUS = { pass: 'pass', fail: 'fail' } as const;

/** One dataset's results (the in-memory layout renderHtml takes) with `n` cases on one model, compared with a baseline. */
export function manyCaseResults(n: number, seed = 1) {
  const next = random(seed);
  const model = 'bedrock:anthropic.claude-3-haiku';
  const cases = [];
  const entries = [];
  let regressions = 0;
  for (let k = 0; k < n; k++) {
    const id = `case-${String(k).padStart(5, '0')}`;
    const regression = next() < 0.05;
    const passed = !regression && next() < 0.9;
    const status = passed ? STATUS.pass : STATUS.fail;
    const tags = [`tag-${k % 8}`, ...(k % 3 === 0 ? ['billing'] : [])];
    const output = words(next, 500);
    const asserts = [0, 1, 2].map((a) => ({
      type: ['icontains', 'similar', 'llm-rubric'][a] ?? 'icontains',
      status: a === 0 ? status : STATUS.pass,
      pass: a === 0 ? passed : true,
      score: a === 0 && !passed ? 0 : 1,
      reason: a === 0 && !passed ? `output does not contain "${words(next, 30)}"` : `output matches: ${words(next, 40)}`,
    }));
    cases.push({
      id,
      key: id,
      line: k + 1,
      tags,
      expected: words(next, 60),
      vars: { query: words(next, 300) },
      status,
      score: passed ? 1 : 0,
      results: [{ model, output, status, score: passed ? 1 : 0, latency_ms: 500, usage: null, cost_usd: null, asserts, error: null }],
    });
    if (regression) regressions++;
    entries.push({
      id,
      key: id,
      model: null,
      tags,
      classification: regression ? 'regression' : passed ? 'still_passing' : 'still_failing',
      baseline_status: regression ? STATUS.pass : status,
      status,
      baseline_score: regression ? 1 : passed ? 1 : 0,
      score: passed ? 1 : 0,
      score_delta: regression ? -1 : 0,
      flaky: false,
      ...(regression ? { baseline_output: words(next, 500) } : {}),
    });
  }
  const passedCount = cases.filter((c) => c.status === 'pass').length;
  const at = '2026-01-01T00:00:00.000Z';
  return {
    schema_version: 1 as const,
    tool: { name: 'supereval' as const, version: '0.0.0' },
    run: { started_at: at, finished_at: at, duration_ms: 1000 },
    dataset: { name: 'many-cases', type: 'qa' as const, path: 'datasets/many', hash: '0'.repeat(64) },
    models: [model],
    judge: null,
    summary: {
      total: n,
      passed: passedCount,
      failed: n - passedCount,
      errors: 0,
      skipped_asserts: 0,
      pass_rate: passedCount / n,
      cost_usd: null,
      p95_latency_ms: 500,
      tokens: { input: 0, output: 0 },
    },
    cases,
    gate: { passed: regressions === 0, reasons: regressions === 0 ? [] : [`fail_on_regression: ${regressions} cases regressed`] },
    comparison: {
      baseline: { format: 'results' as const, source: 'baseline.json' },
      match_by: 'id' as const,
      models_compared: [],
      cases: entries,
      regressions,
      fixed: 0,
      still_failing: entries.filter((e) => e.classification === 'still_failing').length,
      still_passing: entries.filter((e) => e.classification === 'still_passing').length,
      new: 0,
      removed: 0,
      paired: n,
      new_failures: regressions,
      new_passes: 0,
      mcnemar_p: 0.01,
      pass_rate: passedCount / n,
      baseline_pass_rate: (passedCount + regressions) / n,
      pass_rate_interval: null,
      baseline_pass_rate_interval: null,
    },
    baseline_note: null,
  };
}
