// supereval on the promptfoo config corpus (test/parity/promptfoo-configs/),
// against promptfoo 0.121.20's verdicts on it: every test's verdict, every
// cell's verdict and output, and the exit code's pass or fail, with and
// without PROMPTFOO_PASS_RATE_THRESHOLD. The echo leg runs supereval's echo
// provider; the Bedrock leg runs the real AWS SDK against a fake Bedrock on
// 127.0.0.1 that answers as the oracle's fake did (`echo: ` + the last user
// text), and also compares what each request asked.
//
// Tests are matched by description and vars, not by position: where a glob
// matches several test files, promptfoo takes them in the folder's order on
// disk and supereval by name (docs/promptfoo.md says why).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvaluator } from '../../src/app/evaluator.js';
import { applyGate } from '../../src/app/gate.js';
import { loadDatasets } from '../../src/app/load.js';
import { closeBedrockClients } from '../../src/providers/bedrock/converse.js';
import type { CaseResult } from '../../src/config/results.js';
import { coerceString } from '../../src/score/promptfoo/transform.js';
import { pythonJsonDumps } from '../../src/dataset/python-json.js';
import { useFakeAwsEnv } from '../fakes/aws-env.js';
import { echoHandler, startFakeBedrock, type FakeBedrock, type FakeRequest } from '../fakes/bedrock.js';
import { startFakeAnthropic, type FakeAnthropic } from '../fakes/anthropic.js';
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai.js';
import type { FakeLlmRequest } from '../fakes/llm-server.js';
import { corpusConfigs, loadConfigVerdicts, type ConfigVerdicts } from './promptfoo-config-verdicts.js';

const configs = corpusConfigs();

/** Our results for a config, run as the CLI runs it (no models given: the config's providers). */
async function runConfig(dir: string, passRate?: number, env?: Record<string, string>) {
  const loaded = await loadDatasets([path.join(dir, 'promptfooconfig.yaml')], null, passRate === undefined ? {} : { passRate });
  expect(loaded.refused).toEqual([]);
  const [dataset] = loaded.datasets;
  if (!dataset) throw new Error('no dataset');
  // The keys go to the gateways the configs' apiBaseUrl names, on this machine: allowed as `--api-hosts 127.0.0.1` allows them.
  const options = env ? { options: { env, apiHosts: ['127.0.0.1'] } } : {};
  const evaluator = await createEvaluator({ providers: { models: [], ...options }, cases: { prompt: null } });
  try {
    return applyGate(await evaluator.evaluate(dataset), dataset.thresholds, null);
  } finally {
    await evaluator.close();
  }
}

/**
 * A var as both sides can compare it: the oracle cut trailing whitespace from
 * every text it kept, and promptfoo records JSON text compacted.
 */
function comparable(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trimEnd();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? JSON.stringify(parsed) : text;
  } catch {
    return text;
  }
}

/**
 * Configs whose tests' vars promptfoo reports after their transformVars ran;
 * supereval's results keep the vars as written (a case's key stays the same
 * whatever the transform does), so these are matched by description alone.
 */
const TRANSFORMED_VARS = new Set(['transforms']);

/** Whether our case is promptfoo's test: the same description and vars (a `file://` var promptfoo records as written; ours holds the file's text). */
function sameTest(test: ConfigVerdicts['tests'][number], ours: CaseResult, config: string): boolean {
  if ((ours.description ?? null) !== test.description) return false;
  if (TRANSFORMED_VARS.has(config)) return true;
  const vars = ours.vars ?? {};
  const keys = Object.keys(test.vars);
  if (keys.length !== Object.keys(vars).length) return false;
  return keys.every((key) => {
    const theirs = test.vars[key];
    if (typeof theirs === 'string' && theirs.startsWith('file://')) return key in vars;
    return pythonJsonDumps(comparable(theirs)) === pythonJsonDumps(comparable(vars[key]));
  });
}

/** Each of promptfoo's tests with the first of ours not yet taken that is the same test. */
function pairTests(verdicts: ConfigVerdicts, cases: readonly CaseResult[]) {
  const left = [...cases];
  const config = path.basename(path.dirname(verdicts.config));
  return verdicts.tests.map((test) => {
    const at = left.findIndex((c) => sameTest(test, c, config));
    return { test, ours: at === -1 ? undefined : left.splice(at, 1)[0] };
  });
}

function expectSameVerdicts(verdicts: ConfigVerdicts, cases: readonly CaseResult[]) {
  expect(cases).toHaveLength(verdicts.tests.length);
  for (const { test, ours } of pairTests(verdicts, cases)) {
    const where = `test ${test.index} (${test.description ?? 'no description'})`;
    expect(ours, `${where}: no case of ours has its description and vars`).toBeDefined();
    if (!ours) continue;
    expect(
      ours.results.map((r) => r.status === 'pass'),
      `${where}: cells`,
    ).toEqual(test.cells.map((c) => c.pass));
    expect(ours.status === 'pass', where).toBe(test.pass);
    // A cell promptfoo could not grade (an error, no output: a value's template that fails to render) is an error here too.
    expect(
      ours.results.map((r) => (r.status === 'error' ? 'error' : r.output)),
      `${where}: outputs`,
    ).toEqual(test.cells.map((c) => (c.error !== null ? 'error' : coerceString(c.output))));
  }
}

describe.each(configs.filter((c) => c.leg === 'echo'))('promptfoo config $name (echo)', ({ name, dir }) => {
  const verdicts = loadConfigVerdicts(name);

  it("every test's and every cell's verdict and output equal promptfoo's, and the gate agrees with its exit code", async () => {
    const results = await runConfig(dir);
    expectSameVerdicts(verdicts, results.cases);
    expect(results.gate.passed).toBe(verdicts.exitCode === 0);
  });

  const thresholds = Object.entries(verdicts.exitCodeWithPassRateThreshold ?? {});
  if (thresholds.length > 0) {
    it('PROMPTFOO_PASS_RATE_THRESHOLD passes and fails as promptfoo exits', async () => {
      for (const [percent, code] of thresholds) {
        const results = await runConfig(dir, Number(percent) / 100);
        expect({ percent, passed: results.gate.passed }).toEqual({ percent, passed: code === 0 });
      }
    });
  }
});

describe('promptfoo configs on Bedrock (a fake Bedrock)', () => {
  let restore = () => {};
  let fake: FakeBedrock;
  beforeAll(async () => {
    fake = await startFakeBedrock({ handler: echoHandler });
    restore = useFakeAwsEnv({ AWS_ENDPOINT_URL_BEDROCK_RUNTIME: fake.url });
  });
  afterAll(async () => {
    restore();
    closeBedrockClients();
    await fake.close();
  });

  /** What a request asked, in the oracle's common terms (Converse's fields). */
  const asked = (request: FakeRequest) => {
    const body = request.body as {
      system?: { text: string }[];
      messages: { role: string; content: { text?: string }[] }[];
      inferenceConfig?: { temperature?: number; maxTokens?: number };
    };
    return {
      system: body.system ? body.system.map((s) => s.text).join('\n') : null,
      messages: body.messages.map((m) => ({ role: m.role, text: m.content.map((c) => c.text ?? '').join('\n') })),
      temperature: body.inferenceConfig?.temperature ?? null,
      maxTokens: body.inferenceConfig?.maxTokens ?? null,
    };
  };

  it.each(configs.filter((c) => c.leg === 'bedrock'))(
    '$name: verdicts as promptfoo gave them, and the same questions asked',
    async ({ name, dir }) => {
      const verdicts = loadConfigVerdicts(name);
      const before = fake.requests.length;
      const results = await runConfig(dir);
      expectSameVerdicts(verdicts, results.cases);
      expect(results.gate.passed).toBe(verdicts.exitCode === 0);
      const ours = fake.requests.slice(before).map(asked);
      const theirs = (verdicts.bedrockRequests ?? []).map((r) => r.common);
      const order = (list: unknown[]) => list.map((x) => JSON.stringify(x)).sort();
      expect(order(ours)).toEqual(order(theirs));
      // supereval calls every Bedrock model through Converse, whichever API promptfoo's spelling picks.
      expect(new Set(fake.requests.slice(before).map((r) => r.operation))).toEqual(new Set(['converse']));
    },
  );
});

describe('promptfoo configs on OpenAI models (a fake OpenAI-compatible gateway at their apiBaseUrl)', () => {
  // The port the corpus's apiBaseUrl names (scripts/promptfoo-config-oracle.mjs serves it there too).
  const PORT = 47047;
  const KEY = 'sk-fake-openai-key-for-the-oracle-0000';
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ apiKey: KEY, port: PORT });
  });
  afterAll(() => fake.close());

  /** What a request asked, in the oracle's common terms. */
  const asked = (request: FakeLlmRequest) => {
    const body = request.body as { messages: { role: string; content: string }[]; temperature?: number; max_tokens?: number };
    const system = body.messages.filter((m) => m.role === 'system').map((m) => m.content);
    return {
      system: system.length ? system.join('\n') : null,
      messages: body.messages.filter((m) => m.role !== 'system').map((m) => ({ role: m.role, text: m.content })),
      temperature: body.temperature ?? null,
      maxTokens: body.max_tokens ?? null,
    };
  };

  it.each(configs.filter((c) => c.leg === 'openai'))('$name: verdicts as promptfoo gave them, and the same bodies sent', async ({ name, dir }) => {
    const verdicts = loadConfigVerdicts(name);
    const before = fake.requests.length;
    const results = await runConfig(dir, undefined, { OPENAI_API_KEY: KEY });
    expectSameVerdicts(verdicts, results.cases);
    expect(results.gate.passed).toBe(verdicts.exitCode === 0);
    const sent = fake.requests.slice(before);
    const order = (list: unknown[]) => list.map((x) => JSON.stringify(x)).sort();
    expect(order(sent.map(asked))).toEqual(order((verdicts.openaiRequests ?? []).map((r) => r.common)));
    // The whole body, promptfoo's defaults and the config's seed included.
    expect(order(sent.map((r) => sortKeys(r.body)))).toEqual(order((verdicts.openaiRequests ?? []).map((r) => sortKeys(r.body))));
  });
});

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

describe('promptfoo configs on OpenAI and Anthropic models (fake gateways at their apiBaseUrl)', () => {
  // The ports the corpus's apiBaseUrl names (scripts/promptfoo-config-oracle.mjs serves them there too).
  const OPENAI_KEY = 'sk-fake-openai-key-for-the-oracle-0000';
  const ANTHROPIC_KEY = 'sk-ant-api03-fake-key-for-the-oracle-0000';
  let openai: FakeOpenAI;
  let anthropic: FakeAnthropic;
  beforeAll(async () => {
    openai = await startFakeOpenAI({ apiKey: OPENAI_KEY, port: 47047 });
    anthropic = await startFakeAnthropic({ apiKey: ANTHROPIC_KEY, port: 47048 });
  });
  afterAll(async () => {
    await openai.close();
    await anthropic.close();
  });

  it.each(configs.filter((c) => c.leg === 'anthropic'))(
    '$name: verdicts as promptfoo gave them, and the same bodies and version sent',
    async ({ name, dir }) => {
      const verdicts = loadConfigVerdicts(name);
      const before = { openai: openai.requests.length, anthropic: anthropic.requests.length };
      const results = await runConfig(dir, undefined, { OPENAI_API_KEY: OPENAI_KEY, ANTHROPIC_API_KEY: ANTHROPIC_KEY });
      expectSameVerdicts(verdicts, results.cases);
      expect(results.gate.passed).toBe(verdicts.exitCode === 0);
      const order = (list: unknown[]) => list.map((x) => JSON.stringify(sortKeys(x))).sort();
      const sent = anthropic.requests.slice(before.anthropic);
      // The whole Messages body (promptfoo's defaults, the config's temperature, max_tokens and stop_sequences) and its version header.
      expect(order(sent.map((r) => ({ body: r.body, version: r.headers['anthropic-version'] ?? null })))).toEqual(
        order((verdicts.anthropicRequests ?? []).map((r) => ({ body: r.body, version: r.version }))),
      );
      expect(order(openai.requests.slice(before.openai).map((r) => r.body))).toEqual(order((verdicts.openaiRequests ?? []).map((r) => r.body)));
    },
  );
});
