// Issue 45: the cache key covers every file a dataset's run reads. Through
// dist/index.js against the fake cache, GitHub and Bedrock: the default
// branch saves a baseline; a pull request that changes only a `file://`
// check script, or only an nl2sql dataset's setup SQL, must run the cases
// again (not reuse the cached results) and fail, with skip-unchanged true
// and with it false.
import { describe, expect, it } from 'vitest';
import { expectNoStackTrace, pullRequestEvent, pushEvent, sha, useActionFakes } from './action-runner.js';
import { DATASET, MODEL, triageFiles, triageModel } from './triage-fixture.js';
import type { FakeHandler } from '../fakes/bedrock.js';

/** The triage model, and for an nl2sql question the SQL that counts the cities. */
const model: FakeHandler = (request) => {
  const text = JSON.stringify(request.body);
  if (text.includes('How many cities')) return { text: 'SELECT COUNT(*) AS n FROM cities', usage: { inputTokens: 30, outputTokens: 6 } };
  return triageModel(request);
};

const fakes = useActionFakes('supereval-e2e-cache-files-', model);

const PASSING_CHECK = 'module.exports = (output) => output.length > 0;\n';
const FAILING_CHECK = 'module.exports = () => false;\n';

/** The triage dataset with a `file://` check on every case. */
function withCheck(script: string): Record<string, string | object | object[]> {
  const files = triageFiles({ pass_rate: 1 });
  const casesPath = `datasets/${DATASET}/cases.jsonl`;
  const cases = (files[casesPath] as object[]).map((c) => ({ ...c, assert: [{ type: 'javascript', value: 'file://checks/check.js' }] }));
  return { ...files, [casesPath]: cases, [`datasets/${DATASET}/checks/check.js`]: script };
}

const SCORE_PY = (score: number) => `import json, sys\njson.load(sys.stdin)\nprint(json.dumps({"score": ${score}, "reason": "scored"}))\n`;

/** The triage dataset scored by a python_scorer script too. */
function withScorer(script: string): Record<string, string | object | object[]> {
  const files = triageFiles({ pass_rate: 1 });
  const metaPath = `datasets/${DATASET}/dataset.json`;
  const meta = { ...(files[metaPath] as object), scorers: { python_scorer: { script_path: 'score.py' } } };
  return { ...files, [metaPath]: meta, [`datasets/${DATASET}/score.py`]: script };
}

const SCHEMA = 'CREATE TABLE cities (name TEXT);\n';
const THREE_CITIES = "INSERT INTO cities VALUES ('Lyon'), ('Oslo'), ('Quito');\n";
const TWO_CITIES = "INSERT INTO cities VALUES ('Lyon'), ('Oslo');\n";

/** An nl2sql dataset on SQLite whose expected count is 3: the setup SQL decides whether the answer is right. */
function nl2sql(data: string): Record<string, string | object | object[]> {
  return {
    'datasets/cities/dataset.json': {
      name: 'cities',
      type: 'nl2sql',
      dialect: 'sqlite',
      database: { setup: ['schema.sql', 'data.sql'] },
      thresholds: { pass_rate: 1 },
    },
    'datasets/cities/cases.jsonl': [
      {
        id: 'count',
        nl_prompt: 'How many cities are there?',
        query_type: 'dql',
        database: 'cities',
        dialects: ['sqlite'],
        golden_sql: { sqlite: ['SELECT 3 AS n'] },
      },
    ],
    'datasets/cities/schema.sql': SCHEMA,
    'datasets/cities/data.sql': data,
  };
}

async function step(o: { event: ReturnType<typeof pushEvent>; files: Record<string, string | object | object[]>; inputs?: Record<string, string> }) {
  const before = fakes.bedrock.stats.requests;
  const run = await fakes.runner.run({ bedrockUrl: fakes.bedrock.url, event: o.event, files: o.files, inputs: { models: MODEL, ...o.inputs } });
  return { run, calls: fakes.bedrock.stats.requests - before };
}

describe.each([
  { name: 'a file:// check script', base: withCheck(PASSING_CHECK), changed: withCheck(FAILING_CHECK), calls: 6, pr: 81 },
  { name: 'a python_scorer script', base: withScorer(SCORE_PY(100)), changed: withScorer(SCORE_PY(0)), calls: 6, pr: 84 },
  { name: "an nl2sql dataset's setup SQL", base: nl2sql(THREE_CITIES), changed: nl2sql(TWO_CITIES), calls: 1, pr: 87 },
])('a pull request that changes only $name', ({ name, base, changed, calls, pr }) => {
  it('the default branch saves a passing baseline', async () => {
    const { run } = await step({ event: pushEvent(sha(`${name} main`)), files: base });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs['passed']).toBe('true');
  });

  it('an unchanged pull request still reuses the cached results', async () => {
    const { run, calls: made } = await step({
      event: pullRequestEvent({ number: pr + 2, headSha: sha(`${name} same head`), mergeSha: sha(`${name} same merge`) }),
      files: base,
    });
    expect(run.outputs['skipped'], run.stdout).toBe('true');
    expect(run.outputs['passed']).toBe('true');
    expect(made).toBe(0);
  });

  it.each([
    ['true', 0],
    ['false', 1],
  ])('runs its cases again and fails (skip-unchanged: %s)', async (skipUnchanged, offset) => {
    const { run, calls: made } = await step({
      event: pullRequestEvent({
        number: pr + offset,
        headSha: sha(`${name} head ${skipUnchanged}`),
        mergeSha: sha(`${name} merge ${skipUnchanged}`),
      }),
      files: changed,
      inputs: { 'skip-unchanged': skipUnchanged },
    });
    expect(run.outputs['skipped'], run.stdout).toBe('false');
    expect(run.outputs['passed']).toBe('false');
    expect(run.code).toBe(1);
    if (skipUnchanged === 'true') {
      // Answer reuse: the model's answers are the baseline's (the same requests), scored anew with the changed file.
      expect(run.outputs['reused-answers']).toBe(String(calls));
    } else {
      // Every call made (and the regressions confirmed with more).
      expect(made).toBeGreaterThanOrEqual(calls);
      expect(run.outputs['reused-answers']).toBe('0');
    }
  });
});

describe('a dataset not filled in yet', () => {
  it('has a config hash, so the default branch runs it without a crash (and fails for want of cases, as a run of none does)', async () => {
    const files = triageFiles();
    delete files[`datasets/${DATASET}/cases.jsonl`];
    const { run } = await step({ event: pushEvent(sha('no cases main')), files });
    expectNoStackTrace(run);
    expect(run.stdout).not.toContain('internal error');
    expect(run.warnings.join('\n')).toContain('the dataset has no cases yet');
    // Its only dataset is empty: the step fails with the no-cases line, not a crash.
    expect(run.code, run.stdout).toBe(1);
    expect(run.stdout).toContain('no cases: nothing was evaluated');
  });
});
