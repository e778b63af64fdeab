import { describe, expect, it } from 'vitest';
import { isSecretName, MIN_SECRET_LENGTH, redactDeep, redactText, secretValues } from '../../src/base/redact.js';

describe('secret values in the environment', () => {
  it('takes credentials and tokens by name, not counts or URLs that merely mention a token', () => {
    for (const name of [
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
      'AWS_SESSION_TOKEN',
      'GITHUB_TOKEN',
      'INPUT_GITHUB-TOKEN',
      'ACTIONS_RUNTIME_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
      'OPENAI_API_KEY',
      'DB_PASSWORD',
      'npm_token',
      'SLACK_WEBHOOK_SECRET',
      'GH_PAT',
    ]) {
      expect(isSecretName(name), name).toBe(true);
    }
    for (const name of ['INPUT_MAX-TOKENS', 'ACTIONS_ID_TOKEN_REQUEST_URL', 'PATH', 'HOME', 'KEYBOARD_LAYOUT', 'TOX_TESTENV_PASSENV', 'AWS_REGION']) {
      expect(isSecretName(name), name).toBe(false);
    }
  });

  it('skips values too short to mask without garbling ordinary text, and gives the longest first', () => {
    const values = secretValues({
      AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG',
      GITHUB_TOKEN: 'ghs_abcdefgh',
      SHORT_TOKEN: 'x'.repeat(MIN_SECRET_LENGTH - 1),
      HOME: '/home/runner/secret-place',
    });
    expect(values).toEqual(['wJalrXUtnFEMI/K7MDENG', 'ghs_abcdefgh']);
  });

  it('also masks a value as it appears inside JSON, escaped', () => {
    const key = '-----BEGIN KEY-----\nMIIabc\n-----END KEY-----';
    const values = secretValues({ DEPLOY_KEY: key });
    const json = JSON.stringify({ env: { DEPLOY_KEY: key } });
    expect(redactText(json, values)).toBe('{"env":{"DEPLOY_KEY":"***"}}');
    expect(redactText(`raw ${key} end`, values)).toBe('raw *** end');
  });
});

describe('redaction', () => {
  const secrets = secretValues({ AWS_SECRET_ACCESS_KEY: 'topsecretvalue123', AWS_SESSION_TOKEN: 'sess-topsecretvalue123-tail' });

  it('replaces every occurrence, a secret inside another going with the longer one', () => {
    expect(redactText('a topsecretvalue123 b sess-topsecretvalue123-tail c topsecretvalue123', secrets)).toBe('a *** b *** c ***');
  });

  it('walks every string of a results-like value and leaves the rest as it was', () => {
    const results = {
      cases: [
        {
          id: 'c1',
          passed: true,
          score: 0.5,
          output: 'AWS_SECRET_ACCESS_KEY=topsecretvalue123',
          error: null,
          steps: [{ text: 'sess-topsecretvalue123-tail' }],
        },
      ],
    };
    expect(redactDeep(results, secrets)).toEqual({
      cases: [{ id: 'c1', passed: true, score: 0.5, output: 'AWS_SECRET_ACCESS_KEY=***', error: null, steps: [{ text: '***' }] }],
    });
    expect(results.cases[0]?.output).toContain('topsecretvalue123');
  });

  it('returns text without secrets unchanged', () => {
    expect(redactText('nothing to hide', secrets)).toBe('nothing to hide');
    expect(redactText('anything', [])).toBe('anything');
  });

  it('copies only what held a secret: the rest is the same object, not a copy', () => {
    const clean = { id: 'c2', tags: ['a', 'b'], results: [{ output: 'fine', asserts: [{ reason: 'ok' }] }] };
    const dirty = { id: 'c3', tags: ['x'], results: [{ output: 'key topsecretvalue123', asserts: [{ reason: 'ok' }] }] };
    const value = { cases: [clean, dirty], summary: { total: 2 } };
    const done = redactDeep(value, secrets);
    expect(done).not.toBe(value);
    expect(done.cases[0]).toBe(clean);
    expect(done.summary).toBe(value.summary);
    expect(done.cases[1]).not.toBe(dirty);
    expect(done.cases[1]?.tags).toBe(dirty.tags);
    expect(done.cases[1]?.results[0]?.asserts).toBe(dirty.results[0]?.asserts);
    expect(done.cases[1]?.results[0]?.output).toBe('key ***');
    expect(dirty.results[0]?.output).toBe('key topsecretvalue123');
    expect(redactDeep(clean, secrets)).toBe(clean);
  });

  it('keeps a key named __proto__ a key when its object is copied', () => {
    const value = JSON.parse('{"a":"topsecretvalue123","__proto__":{"b":"x"}}') as Record<string, unknown>;
    const done = redactDeep(value, secrets);
    expect(Object.keys(done)).toEqual(['a', '__proto__']);
    expect(Object.getPrototypeOf(done)).toBe(Object.prototype);
    expect(done['a']).toBe('***');
  });
});
