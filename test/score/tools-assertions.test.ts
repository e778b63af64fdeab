// is-valid-*-call and tool-call-f1 over a model's or an agent's tool calls, against the dataset's tools.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_LIMITS } from '../../src/score/sandbox/time-limit.js';
import type { ToolCatalog } from '../../src/config/schemas.js';
import type { ToolCall } from '../../src/providers/types.js';
import { caseProblems } from '../../src/score/promptfoo/evaluate.js';
import { toolNamesInText } from '../../src/score/assertions/tools.js';
import { assertContext, check } from '../helpers/assert-context.js';
import { trajectoryOf } from '../helpers/trajectories.js';
import { KINDS } from '../../src/kinds/index.js';

const TOOLS: ToolCatalog = [
  {
    name: 'get_weather',
    description: 'Weather for a city',
    parameters: {
      type: 'object',
      properties: { city: { type: 'string' }, date: { type: 'string', format: 'date' } },
      required: ['city'],
      additionalProperties: false,
    },
  },
  { name: 'search', description: '', parameters: { type: 'object', properties: { q: { type: 'string' } } } },
];
const calls = (...list: [string, Record<string, unknown>][]): ToolCall[] => list.map(([name, args], i) => ({ id: `t${i}`, name, arguments: args }));
const made = (...list: [string, Record<string, unknown>][]) => ({ response: { toolCalls: calls(...list) }, tools: TOOLS });

describe('is-valid-tools-call and its aliases', () => {
  const names = ['is-valid-tools-call', 'is-valid-function-call', 'is-valid-openai-tools-call', 'is-valid-openai-function-call'];

  it('passes when every call names a declared tool with input matching its schema (formats included)', async () => {
    for (const type of names) {
      const result = await check({ type }, made(['get_weather', { city: 'Zürich', date: '2026-12-01' }], ['search', { q: 'x' }]));
      expect([type, result.status, result.score]).toEqual([type, 'pass', 1]);
    }
  });

  it('fails a call of an undeclared tool, or input outside the schema', async () => {
    const unknown = await check({ type: 'is-valid-tools-call' }, made(['get_weather', { city: 'A' }], ['book_flight', {}]));
    expect([unknown.status, unknown.reason]).toEqual(['fail', 'called "book_flight", but no tool of that name is declared']);
    const missing = await check({ type: 'is-valid-tools-call' }, made(['get_weather', { date: '2026-12-01' }]));
    expect(missing.status).toBe('fail');
    expect(missing.reason).toContain("must have required property 'city'");
    const badFormat = await check({ type: 'is-valid-tools-call' }, made(['get_weather', { city: 'A', date: 'tomorrow' }]));
    expect(badFormat.reason).toContain('must match format "date"');
  });

  it('fails when the model made no calls, or the dataset declares no tools', async () => {
    expect((await check({ type: 'is-valid-tools-call' }, { tools: TOOLS })).reason).toBe('the model made no tool calls');
    const noTools = await check({ type: 'is-valid-tools-call' }, { response: { toolCalls: calls(['search', {}]) } });
    expect([noTools.status, noTools.reason]).toEqual(['fail', 'no tools are declared in the dataset (`tools`), but the model made tool calls']);
  });

  it('fails a tool whose schema ajv refuses (strict mode), naming the tool', async () => {
    const broken: ToolCatalog = [{ name: 'f', description: '', parameters: { type: 'object', propertees: {} } }];
    const result = await check({ type: 'is-valid-tools-call' }, { response: { toolCalls: calls(['f', {}]) }, tools: broken });
    expect(result.status).toBe('fail');
    expect(result.reason).toContain('the schema of tool "f" is invalid');
  });

  it("matches a tool schema's patterns under the regex time limit: a backtracking one is an error, not a verdict", async () => {
    const slow: ToolCatalog = [
      { name: 'f', description: '', parameters: { type: 'object', properties: { s: { type: 'string', pattern: '^(a+)+$' } } } },
    ];
    const started = performance.now();
    const result = await check(
      { type: 'is-valid-tools-call' },
      { response: { toolCalls: calls(['f', { s: `${'a'.repeat(28)}!` }]) }, tools: slow, limits: { ...DEFAULT_TIME_LIMITS, regexMs: 300 } },
    );
    expect(performance.now() - started).toBeLessThan(3000);
    expect([result.status, result.reason]).toEqual([
      'error',
      '/^(a+)+$/ did not finish within the 300 ms time limit (SUPEREVAL_REGEX_TIME_LIMIT_MS); nested repetition such as (a+)+ can backtrack for minutes',
    ]);
    expect((await check({ type: 'is-valid-tools-call' }, { response: { toolCalls: calls(['f', { s: 'aaa' }]) }, tools: slow })).status).toBe('pass');
  });

  it("checks an agent's trajectory calls rather than the reply's", async () => {
    const trajectory = await trajectoryOf([{ call: 'search', args: { q: 1 } }, { answer: 'done' }]);
    const result = await check(
      { type: 'is-valid-openai-tools-call' },
      { trajectory, tools: TOOLS, response: { toolCalls: calls(['search', { q: 'ok' }]) } },
    );
    expect(result.status).toBe('fail');
    expect(result.reason).toContain('must be string');
  });

  it('refuses not- (promptfoo 0.121.20 ignores it on these types)', async () => {
    const result = await check({ type: 'not-is-valid-openai-tools-call' }, made(['search', { q: 'x' }]));
    expect(result.status).toBe('error');
    expect(result.reason).toContain('not- is not supported');
  });
});

describe('tool-call-f1', () => {
  it('scores the F1 of called against expected names; the default threshold 1 asks for the same set', async () => {
    const exact = await check({ type: 'tool-call-f1', value: ['search', 'get_weather'] }, made(['get_weather', {}], ['search', {}], ['search', {}]));
    expect([exact.status, exact.score]).toEqual(['pass', 1]);
    // called {search, book}, expected {search, get_weather}: precision 1/2, recall 1/2.
    const half = await check({ type: 'tool-call-f1', value: 'search, get_weather' }, made(['search', {}], ['book', {}]));
    expect([half.status, half.score]).toEqual(['fail', 0.5]);
    const lenient = await check({ type: 'tool-call-f1', value: 'search,get_weather', threshold: 0.5 }, made(['search', {}], ['book', {}]));
    expect([lenient.status, lenient.score]).toEqual(['pass', 0.5]);
    // called {search}, expected {search, get_weather}: precision 1, recall 1/2, F1 2/3.
    const twoThirds = await check({ type: 'tool-call-f1', value: ['search', 'get_weather'], threshold: 0.6 }, made(['search', {}]));
    expect(twoThirds.status).toBe('pass');
    expect(twoThirds.score).toBeCloseTo(2 / 3, 12);
  });

  it('keeps the F1 as the score under not-, inverting only the verdict (as promptfoo)', async () => {
    const result = await check({ type: 'not-tool-call-f1', value: ['search', 'get_weather'] }, made(['search', {}]));
    expect(result.status).toBe('pass');
    expect(result.score).toBeCloseTo(2 / 3, 12);
    const all = await check({ type: 'not-tool-call-f1', value: ['search'] }, made(['search', {}]));
    expect([all.status, all.score]).toEqual(['fail', 1]);
  });

  it('scores 0 with no calls, and reads calls written in a text reply when there are no structured ones', async () => {
    expect((await check({ type: 'tool-call-f1', value: ['search'] })).score).toBe(0);
    const text = 'Calling:\n{"type": "tool_use", "name": "search", "input": {}}\n[{"function": {"name": "get_weather"}}]';
    const result = await check({ type: 'tool-call-f1', value: ['search', 'get_weather'] }, {}, text);
    expect([result.status, result.score]).toEqual(['pass', 1]);
  });

  it('reads OpenAI, Anthropic and Google shapes from text, and JSON text inside a JSON string', () => {
    expect([...toolNamesInText('{"tool_calls": [{"function": {"name": "a"}}, {"name": "b"}]}')]).toEqual(['a', 'b']);
    expect([...toolNamesInText('{"functionCall": {"name": "g"}}')]).toEqual(['g']);
    expect([...toolNamesInText('{"toolCall": {"functionCalls": [{"name": "h"}, {"name": 3}]}}')]).toEqual(['h']);
    expect([...toolNamesInText(JSON.stringify(JSON.stringify([{ name: 'inner' }])))]).toEqual(['inner']);
    expect([...toolNamesInText('{"name": "plain object"}')]).toEqual([]);
    expect([...toolNamesInText('no json here {"name": "x"')]).toEqual([]);
  });

  it('needs a list or comma-separated names: an empty list or a number is refused at load', () => {
    const testCase = {
      ...assertContext().testCase,
      assert: [
        { type: 'tool-call-f1', value: [] },
        { type: 'tool-call-f1', value: 3 },
        { type: 'tool-call-f1', value: '' },
      ],
    };
    expect(caseProblems(KINDS.qa, [testCase]).map((p) => p.field)).toEqual(['assert.0.value', 'assert.1.value']);
  });
});
