import { describe, expect, it } from 'vitest';
import { ACTION_INPUT_NAMES, InputError, parseActionInputs, runSettingsOf } from '../../src/action/inputs.js';
import { stepOutputDir } from '../../src/action/output-dir.js';

const read = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('parseActionInputs', () => {
  it('applies the documented defaults', () => {
    const inputs = parseActionInputs(read({ models: 'us.anthropic.claude-sonnet-4-5-20250929-v1:0' }));
    expect(inputs).toMatchObject({
      datasets: ['datasets'],
      models: ['us.anthropic.claude-sonnet-4-5-20250929-v1:0'],
      baseline: { kind: 'cache' },
      'update-baseline': 'auto',
      comment: 'always',
      'check-name': 'supereval',
      'fail-on-gate': true,
      'stop-early': false,
      'skip-unchanged': true,
      'hash-files': [],
      'max-duration': 5.5 * 3_600_000,
    });
    // The step's own folder (src/action/output-dir.ts).
    expect(inputs['output-dir']).toBeUndefined();
    expect(inputs.concurrency).toBeUndefined();
    expect(inputs['judge-model']).toBeUndefined();
  });

  it('a max-duration given replaces the default time budget; an output-dir given is kept as given', () => {
    const inputs = parseActionInputs(read({ models: 'm', 'max-duration': '90s', 'output-dir': ' reports/evals ' }));
    expect(inputs['max-duration']).toBe(90_000);
    expect(inputs['output-dir']).toBe('reports/evals');
    expect(stepOutputDir(inputs['output-dir'], 'evals')).toBe('reports/evals');
  });

  it("the default output-dir is the step's own folder, named by GITHUB_ACTION, never leading out of supereval-results", () => {
    expect(stepOutputDir(undefined, 'api-evals')).toBe('supereval-results/api-evals');
    expect(stepOutputDir(undefined, '__acme_supereval_2')).toBe('supereval-results/__acme_supereval_2');
    expect(stepOutputDir(undefined, '../x/..')).toBe('supereval-results/___x___');
    // Outside a runner (no step name): the folder itself.
    expect(stepOutputDir(undefined, undefined)).toBe('supereval-results');
    expect(stepOutputDir(undefined, ' ')).toBe('supereval-results');
  });

  it('splits lists on lines, ignoring blanks and comments', () => {
    const inputs = parseActionInputs(read({ models: 'a\n\n  # old model\nreplay:b.jsonl \n', datasets: 'datasets/*\nmore/**' }));
    expect(inputs.models).toEqual(['a', 'replay:b.jsonl']);
    expect(inputs.datasets).toEqual(['datasets/*', 'more/**']);
  });

  it.each([
    ['file', { kind: 'file' }],
    ['file:baselines/', { kind: 'file', path: 'baselines/' }],
    ['none', { kind: 'none' }],
  ])('baseline %s', (value, expected) => {
    expect(parseActionInputs(read({ models: 'm', baseline: value })).baseline).toEqual(expected);
  });

  it('reports every bad input at once, each naming itself', () => {
    const error = (() => {
      try {
        parseActionInputs(read({ concurrency: '0', comment: 'sometimes', 'fail-on-gate': 'maybe', baseline: 's3' }));
      } catch (e) {
        return e as InputError;
      }
      throw new Error('expected an InputError');
    })();
    expect(error.problems).toEqual([
      'concurrency must be a whole number of at least 1, got "0"',
      'baseline must be cache, file, file:<path> or none, got "s3"',
      'comment must be one of always, on-failure, never, got "sometimes"',
      'fail-on-gate must be true or false, got "maybe"',
    ]);
  });

  it('allow-dataset-code: auto by default, true or false, anything else named', () => {
    expect(parseActionInputs(read({ models: 'm' }))['allow-dataset-code']).toBe('auto');
    expect(runSettingsOf(parseActionInputs(read({ models: 'm', 'allow-dataset-code': ' FALSE ' }))).allowDatasetCode).toBe('false');
    expect(runSettingsOf(parseActionInputs(read({ models: 'm', 'allow-dataset-code': 'true' }))).allowDatasetCode).toBe('true');
    expect(runSettingsOf(parseActionInputs(read({ models: 'm', 'stop-early': 'true' }))).stopEarly).toBe(true);
    expect(runSettingsOf(parseActionInputs(read({ models: 'm' }))).stopEarly).toBe(false);
    expect(() => parseActionInputs(read({ models: 'm', 'allow-dataset-code': 'forks-only' }))).toThrow(
      'allow-dataset-code must be one of auto, true, false, got "forks-only"',
    );
  });

  it('stop-early with shard is refused, naming both inputs: a shard would stop on its slice alone', () => {
    expect(() => runSettingsOf(parseActionInputs(read({ models: 'm', 'stop-early': 'true', shard: '1/2' })))).toThrow(
      /^stop-early and shard do not go together: a shard sees only its slice of the cases/,
    );
    expect(runSettingsOf(parseActionInputs(read({ models: 'm', shard: '1/2' }))).stopEarly).toBe(false);
  });

  it('database-url-env: DATABASE_URL by default; names on lines or between commas; anything else named', () => {
    expect(runSettingsOf(parseActionInputs(read({ models: 'm' }))).databaseUrlEnv).toEqual(['DATABASE_URL']);
    expect(runSettingsOf(parseActionInputs(read({ models: 'm', 'database-url-env': 'PG_URL\nANALYTICS_URL, PG_URL' }))).databaseUrlEnv).toEqual([
      'PG_URL',
      'ANALYTICS_URL',
    ]);
    expect(() => parseActionInputs(read({ models: 'm', 'database-url-env': 'PG-URL' }))).toThrow(
      'database-url-env: "PG-URL" is not the name of an environment variable',
    );
  });

  it('reads numbers in decimal only and bounds trials', () => {
    const problems = (values: Record<string, string>) => {
      try {
        parseActionInputs(read({ models: 'm', ...values }));
      } catch (e) {
        return (e as InputError).problems;
      }
      return [];
    };
    expect(problems({ 'max-tokens': '0x10', concurrency: '1e3', trials: '1000000000' })).toEqual([
      'max-tokens must be a whole number of at least 1, got "0x10"',
      'concurrency must be a whole number of at least 1, got "1e3"',
      'trials must be a whole number from 1 to 100, got "1000000000"',
    ]);
    expect(parseActionInputs(read({ models: 'm', trials: '100', temperature: '0.5' }))).toMatchObject({ trials: 100, temperature: 0.5 });
  });

  it('refuses a max-drop-trials budget it would not spend: only 0 is accepted until buying samples is wired', () => {
    expect(() => parseActionInputs(read({ models: 'm', 'max-drop-trials': '200' }))).toThrow(
      'max-drop-trials must be 0 for now: buying samples for an inconclusive change is not supported yet (on-inconclusive says what an inconclusive change does), got "200"',
    );
    expect(runSettingsOf(parseActionInputs(read({ models: 'm', 'max-drop-trials': '0' }))).maxDropTrials).toBe(0);
  });

  it("matrix: the leg's values from toJSON(matrix); null (or empty) outside a matrix", () => {
    expect(parseActionInputs(read({ models: 'm' })).matrix).toBeNull();
    expect(parseActionInputs(read({ models: 'm', matrix: 'null' })).matrix).toBeNull();
    expect(parseActionInputs(read({ models: 'm', matrix: '{}' })).matrix).toBeNull();
    expect(parseActionInputs(read({ models: 'm', matrix: '{\n  "model": "a",\n  "shard": 2\n}' })).matrix).toEqual({ model: 'a', shard: 2 });
    for (const bad of ['model: a', '[1,2]', '"a"']) {
      expect(() => parseActionInputs(read({ models: 'm', matrix: bad }))).toThrow(
        /^matrix must be the job's matrix as JSON \(leave the input unset: its default is \$\{\{ toJSON\(matrix\) \}\}\)/,
      );
    }
  });

  it('knows every input that action.yml will declare', () => {
    expect(ACTION_INPUT_NAMES).toEqual(
      expect.arrayContaining([
        'datasets',
        'models',
        'judge-model',
        'agent',
        'prompt',
        'prompt-file',
        'aws-region',
        'concurrency',
        'trials',
        'baseline',
        'update-baseline',
        'allow-dataset-code',
        'database-url-env',
        'comment',
        'check-name',
        'github-token',
        'fail-on-gate',
        'skip-unchanged',
        'hash-files',
        'output-dir',
      ]),
    );
  });
});
