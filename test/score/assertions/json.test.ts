// is-json and contains-json against promptfoo 0.121.20's rules (src/assertions/json.ts).
import { describe, expect, it } from 'vitest';
import { extractJsonObjects } from '../../../src/score/assertions/json-extract.js';
import { loadProblem, run, runWithRegexLimit, verdict } from './formats-helpers.js';

const person = { type: 'object', required: ['name', 'age'], properties: { name: { type: 'string' }, age: { type: 'number' } } };

describe('is-json', () => {
  it('accepts any JSON value, whole output only', async () => {
    expect(await verdict('is-json', '[1, 2]')).toEqual(['pass', 1]);
    expect(await verdict('is-json', '42')).toEqual(['pass', 1]);
    expect(await verdict('is-json', 'Here: {"a": 1}')).toEqual(['fail', 0]);
    expect(await verdict('is-json', '{a: 1}')).toEqual(['fail', 0]);
    expect(await verdict('is-json', '')).toEqual(['fail', 0]);
  });

  it('checks a schema given as an object, as YAML or as JSON text', async () => {
    for (const schema of [
      person,
      'type: object\nrequired: [name, age]\nproperties: {name: {type: string}, age: {type: number}}',
      JSON.stringify(person),
    ]) {
      expect(await verdict('is-json', '{"name": "Ana", "age": 30}', schema)).toEqual(['pass', 1]);
      expect(await verdict('is-json', '{"name": "Ana", "age": "30"}', schema)).toEqual(['fail', 0]);
    }
    const r = await run('is-json', '{"name": "Ana"}', person);
    expect(r.reason).toContain("must have required property 'age'");
  });

  it('uses ajv-formats', async () => {
    const email = { type: 'string', format: 'email' };
    expect(await verdict('is-json', '"ana@example.com"', email)).toEqual(['pass', 1]);
    expect(await verdict('is-json', '"ana at example"', email)).toEqual(['fail', 0]);
  });

  it('not-is-json with a schema passes an output that is not JSON, and one that does not conform', async () => {
    expect(await verdict('not-is-json', 'plain text', person)).toEqual(['pass', 1]);
    expect(await verdict('not-is-json', '{"name": 1}', person)).toEqual(['pass', 1]);
    expect(await verdict('not-is-json', '{"name": "Ana", "age": 3}', person)).toEqual(['fail', 0]);
  });

  it('reads a falsy value as no schema', async () => {
    expect(await verdict('is-json', '{"a": 1}', '')).toEqual(['pass', 1]);
    expect(loadProblem('is-json', '')).toBeNull();
  });

  it('refuses at load a schema that can never compile, naming why', () => {
    expect(loadProblem('is-json', { type: 'objekt' })).toMatch(/^`value` is not a valid JSON Schema \(schema is invalid: data\/type/);
    expect(loadProblem('is-json', { type: 'object', requried: ['a'] })).toContain('unknown keyword: "requried"');
    expect(loadProblem('is-json', { type: 'string', format: 'colour' })).toContain('unknown format "colour"');
    expect(loadProblem('is-json', 'type: [object')).toContain('is not a valid JSON Schema');
    expect(loadProblem('is-json', 5)).toBe('`value` must be a JSON Schema, as an object or as YAML/JSON text');
    expect(loadProblem('contains-json', ['a'])).toContain('must be object,boolean');
    expect(loadProblem('is-json', '{{ schema }}')).toBeNull();
    expect(loadProblem('is-json', person)).toBeNull();
  });

  it('a schema that cannot compile is an error when it runs on JSON', async () => {
    const r = await run('is-json', '{"a": 1}', { type: 'objekt' });
    expect(r.status).toBe('error');
    expect(r.reason).toMatch(/^is-json: `value` is not a valid JSON Schema/);
  });

  it('compiles two schemas with the same $id side by side', async () => {
    expect(await verdict('is-json', '{"a": 1}', { $id: 'same', type: 'object' })).toEqual(['pass', 1]);
    expect(await verdict('is-json', '{"a": 1}', { $id: 'same', type: 'array' })).toEqual(['fail', 0]);
  });
});

describe('contains-json', () => {
  it('finds JSON in prose and in fenced blocks; YAML flow and // comments are read as promptfoo reads them', async () => {
    expect(await verdict('contains-json', 'Sure: {"a": 1}. Bye')).toEqual(['pass', 1]);
    expect(await verdict('contains-json', '```json\n{"a": 1}\n```')).toEqual(['pass', 1]);
    expect(await verdict('contains-json', 'data {a: 1}')).toEqual(['pass', 1]);
    expect(await verdict('contains-json', '[1, 2]')).toEqual(['fail', 0]);
    expect(await verdict('not-contains-json', 'no braces')).toEqual(['pass', 1]);
  });

  it('extracts each object once, closes a truncated one, keeps a URL, drops // comments', () => {
    expect(extractJsonObjects('a {"x": {"y": 1}} b {"z": 2}')).toEqual([{ x: { y: 1 } }, { z: 2 }]);
    expect(extractJsonObjects('cut {"a": [1, 2]')).toEqual([{ a: [1, 2] }]);
    expect(extractJsonObjects('{"u": "https://e.com/x"}')).toEqual([{ u: 'https://e.com/x' }]);
    expect(extractJsonObjects('{\n"a": 1 // note\n}')).toEqual([{ a: 1 }]);
    // Braces are read as YAML: code in braces is a mapping; an unclosed bracket is nothing.
    expect(extractJsonObjects('if (x) { return y; }')).toEqual([{ 'return y;': null }]);
    expect(extractJsonObjects('x { a: [ } y')).toEqual([]);
  });

  it('with a schema, passes when any object conforms; not- passes when none does', async () => {
    const two = 'a {"x": 1} b {"name": "Ana", "age": 30}';
    expect(await verdict('contains-json', two, person)).toEqual(['pass', 1]);
    expect(await verdict('not-contains-json', two, person)).toEqual(['fail', 0]);
    expect(await verdict('contains-json', 'a {"x": 1}', person)).toEqual(['fail', 0]);
    expect(await verdict('not-contains-json', 'a {"x": 1}', person)).toEqual(['pass', 1]);
    expect(await verdict('not-contains-json', 'no json', person)).toEqual(['pass', 1]);
  });
});

// A schema's patterns are the dataset's regexes run on the model's output: ^(a+)+$ on a run of a's and
// a `!` backtracks for minutes (28 a's: about 14 s on main before the limit existed), held to the regex time limit.
describe("a schema's patterns run under the regex time limit", () => {
  const evil = `${'a'.repeat(28)}!`;

  it('keeps the verdicts of ordinary patterns and patternProperties', async () => {
    const code = {
      type: 'object',
      properties: { code: { type: 'string', pattern: '^[A-Z]{3}-\\d+$' } },
      patternProperties: { '^x-': { type: 'number' } },
    };
    expect(await verdict('is-json', '{"code": "ABC-12", "x-n": 1}', code)).toEqual(['pass', 1]);
    expect(await verdict('is-json', '{"code": "abc-12"}', code)).toEqual(['fail', 0]);
    expect(await verdict('is-json', '{"code": "ABC-1", "x-n": "one"}', code)).toEqual(['fail', 0]);
    // ajv's engine reads patterns as Unicode.
    expect(await verdict('is-json', '"日本"', { type: 'string', pattern: '^\\p{L}+$' })).toEqual(['pass', 1]);
    expect(loadProblem('is-json', { type: 'string', pattern: '(unclosed' })).toContain('Invalid regular expression');
  });

  it('is-json: a backtracking pattern is an error naming the limit, not a verdict, within it', async () => {
    for (const [type, value] of [
      ['is-json', { type: 'string', pattern: '^(a+)+$' }],
      ['not-is-json', { type: 'string', pattern: '^(a+)+$' }],
      ['is-json', { type: 'object', patternProperties: { '^(a+)+$': { type: 'number' } } }],
    ] as const) {
      const output = type === 'is-json' && 'patternProperties' in value ? JSON.stringify({ [evil]: 1 }) : JSON.stringify(evil);
      const started = performance.now();
      const r = await runWithRegexLimit(300, type, output, value);
      expect(performance.now() - started).toBeLessThan(3000);
      expect(r.status).toBe('error');
      expect(r.reason).toContain('/^(a+)+$/ did not finish within the 300 ms time limit (SUPEREVAL_REGEX_TIME_LIMIT_MS)');
    }
  });

  it('contains-json: a backtracking pattern in one of the objects is an error, and a fresh worker takes the next match', async () => {
    const output = Array.from({ length: 5 }, () => JSON.stringify({ s: evil })).join(' and ');
    const started = performance.now();
    const r = await runWithRegexLimit(300, 'contains-json', output, { type: 'object', properties: { s: { type: 'string', pattern: '^(a+)+$' } } });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(r.status).toBe('error');
    expect(await verdict('contains-json', 'x {"s": "aaa"}', { type: 'object', properties: { s: { type: 'string', pattern: '^(a+)+$' } } })).toEqual([
      'pass',
      1,
    ]);
  });
});
