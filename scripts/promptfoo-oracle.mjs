#!/usr/bin/env node
// Runs the promptfoo parity corpus through promptfoo itself and records its
// verdicts: test/parity/promptfoo/corpus/<family>.yaml in,
// test/parity/promptfoo/verdicts/<family>.json out (test/parity/promptfoo.test.ts
// compares supereval with them; the contract is in that folder's README.md).
//
//   PROMPTFOO_DIR=/tmp/pf-oracle/node_modules/promptfoo node scripts/promptfoo-oracle.mjs [family...]
//
// Run by hand, never in CI: promptfoo (0.121.20, the version the verdicts name)
// is installed outside the repo (`cd /tmp/pf-oracle && npm install promptfoo@0.121.20`)
// and is never a dependency of ours. Without family names every corpus file runs.
//
// Each case is one promptfoo test run by promptfoo's node API `evaluate`, the
// path `promptfoo eval` takes, with one provider: an in-process object whose
// `callApi` returns the case's output and extras as a real provider's response
// does. Before that, the case's asserts pass promptfoo's own config check (the
// one `promptfoo eval` runs on a config file, validateAssertions in
// src/util/config/load.ts), so an assert the CLI would refuse is an "error" here.
// Verdicts: "pass" (the test succeeded), "error" (promptfoo reported an error:
// an exception while grading, a config it refuses), "fail" (otherwise).
//
// A corpus case: { id, note, output, vars?, threshold?, assert, response?, tools? }
//   output     the model's reply, a string. (promptfoo's OpenAI-style tool calls are
//              given as response.toolCalls, not as the output.)
//   vars       the test's vars (assertion values are rendered over them with nunjucks).
//   threshold  the test's threshold.
//   tools      OpenAI-format tool specs ({type: function, function: {name, parameters}}):
//              the provider's `config.tools`, which is-valid-openai-tools-call checks calls against.
//   response   provider extras; the accepted keys are RESPONSE_KEYS below:
//     latencyMs     the call's latency in ms (the `latency` assertion). When absent
//                   promptfoo is given 0, not its own wall-clock measurement of this
//                   instant provider, so that verdicts are reproducible.
//     cost          the call's cost in dollars (`cost`); absent = the provider reports none.
//     finishReason  promptfoo's normalised finish reason (`finish-reason`): stop, length,
//                   content_filter, tool_calls; absent = the provider reports none.
//     stopReason    Bedrock's raw stopReason (end_turn, max_tokens, tool_use, ...), what our
//                   provider records; promptfoo is given it normalised (its FINISH_REASON_MAP)
//                   when finishReason is absent. Ours gets stopReason, else the Bedrock
//                   reason finishReason stands for (stop: end_turn, length: max_tokens, ...).
//     toolCalls     OpenAI-format tool calls [{id?, type: function, function: {name, arguments}}]
//                   with `arguments` a JSON string (or an object, written for you as JSON).
//                   As promptfoo's OpenAI chat provider does (src/providers/openai/chat.ts),
//                   promptfoo is then given them AS THE OUTPUT when `output` is "" (what
//                   is-valid-openai-tools-call and tool-call-f1 read), and the whole message
//                   {role: assistant, content: output, tool_calls} when both are given.
//     spans         the trace of an agent's run, for trajectory:* (and trace-*) assertions:
//                   [{name, attributes?, startTime?, endTime?, statusCode?, statusMessage?,
//                   spanId?, parentSpanId?}]. promptfoo reads a tool step from attributes such
//                   as `tool.name` / `tool.arguments` (src/tracing/toolAttributes.ts); the
//                   order is startTime's, which defaults to the span's position (ms).
//                   The case is run with tracing on, and the trace promptfoo opens for it
//                   holds these spans, as if the provider had exported them over OTLP.
//     trajectory    an agent's steps, [{thought} | {tool, args?} | {answer}], given to promptfoo
//                   as the spans a traced agent reports (in place of `spans`), in order: a span
//                   `reasoning` for a thought, one named after the tool with attributes tool.name
//                   and tool.arguments (JSON text) for a call, `agent response` for the answer.
//                   Ours reads the same steps as an agent's trajectory (src/config/trajectory.ts).
//     functionCall  one legacy OpenAI function call {name, arguments} (arguments as for
//                   toolCalls): the output is that object, or the message {role: assistant,
//                   content: output, function_call} when both are given (src/providers/openai/chat.ts).
//                   With `tools`, the provider validates it as promptfoo's OpenAI chat provider
//                   does (validateFunctionToolCall, against `functions`: the tools' `function` parts).
//     guardrails    {flagged, flaggedInput?, flaggedOutput?, reason?} (`guardrails`).
//     logProbs      token log-probabilities, a list of numbers (`perplexity`, `perplexity-score`).
//     metadata      the response's metadata, verbatim (transforms and scripts read it).
//     tokenUsage    {total, prompt, completion}, verbatim.
//
// `file://` references in asserts (a javascript or python file, a schema) are
// relative to test/parity/promptfoo/, as if the config file lived there: the
// script runs in that folder (promptfoo resolves them against its working
// directory when no config file is loaded). Keep such files in
// test/parity/promptfoo/files/ and write `file://files/<name>`; our side links
// that folder into each case's dataset folder, so the same path resolves there.
//
// As promptfoo intends: two bugs of promptfoo 0.121.20 keep it from scoring
// some assertions at all (INTENDED below: meteor errors on every case, rouge-l
// and rouge-s are not registered). Cases using them are run a second time, in
// a child process with the module hooks of scripts/promptfoo-oracle/intended-hook.mjs,
// which fix exactly those bugs and nothing else; where that verdict differs
// from the real one it is the case's verdict, marked
// `"oracle": "promptfoo-intended"` with the bug (`intendedBecause`), and the
// real one is kept as `promptfooActual`.
//
// The output is deterministic: keys sorted, no timestamps, absolute paths
// replaced by <promptfoo>, <repo>, <tmp> and <home>, error stacks cut.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { isolatePromptfoo, sortedJson } from './promptfoo-oracle/environment.mjs';

const PROMPTFOO_VERSION = '0.121.20';
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PARITY_DIR = path.join(REPO, 'test/parity/promptfoo');
const CORPUS_DIR = path.join(PARITY_DIR, 'corpus');
const VERDICTS_DIR = path.join(PARITY_DIR, 'verdicts');
/** The prompt every case is given; test/parity/promptfoo-cases.ts gives ours the same. */
const PROMPT = 'parity prompt';
const CASE_KEYS = new Set(['id', 'note', 'output', 'vars', 'threshold', 'assert', 'response', 'tools']);
const RESPONSE_KEYS = new Set([
  'latencyMs',
  'cost',
  'finishReason',
  'stopReason',
  'toolCalls',
  'spans',
  'trajectory',
  'functionCall',
  'guardrails',
  'logProbs',
  'metadata',
  'tokenUsage',
]);
// promptfoo's normalisation of providers' stop reasons (FINISH_REASON_MAP, src/util/finishReason.ts).
const FINISH_REASON_MAP = {
  stop: 'stop',
  length: 'length',
  content_filter: 'content_filter',
  tool_calls: 'tool_calls',
  function_call: 'tool_calls',
  end_turn: 'stop',
  stop_sequence: 'stop',
  max_tokens: 'length',
  tool_use: 'tool_calls',
  refusal: 'content_filter',
  pause_turn: 'pause_turn',
};
/**
 * The assertion types promptfoo 0.121.20 cannot score, and why: the oracle's
 * "as promptfoo intends" run (its hooks: scripts/promptfoo-oracle/intended-hook.mjs)
 * scores them as promptfoo's code would without the bug.
 */
const INTENDED = {
  meteor:
    "promptfoo 0.121.20 loads the CommonJS package natural with import() and reads PorterStemmer and WordNet as named exports, which exist only under default: every meteor assertion errors ('PorterStemmer should be loaded')",
  'rouge-l':
    'promptfoo 0.121.20 computes rouge-l in handleRougeScore (src/assertions/rouge.ts) but does not register the type: it refuses it as unknown',
  'rouge-s':
    'promptfoo 0.121.20 computes rouge-s in handleRougeScore (src/assertions/rouge.ts) but does not register the type: it refuses it as unknown',
};
const baseTypeOf = (type) => (typeof type === 'string' ? type.replace(/^not-/, '') : type);
/** The bug a case runs into: the reason of the first INTENDED type among its asserts (an assert-set's members too). */
function intendedBecause(asserts) {
  for (const a of asserts ?? []) {
    const base = baseTypeOf(a?.type);
    if (Object.hasOwn(INTENDED, base)) return INTENDED[base];
    const inSet = a?.type === 'assert-set' ? intendedBecause(a.assert) : null;
    if (inSet) return inSet;
  }
  return null;
}
// Set in the child process that runs the intended cases: the file its verdicts go to.
const intendedOut = process.env.PROMPTFOO_ORACLE_INTENDED_OUT ? path.resolve(process.env.PROMPTFOO_ORACLE_INTENDED_OUT) : null;

const normalizeFinishReason = (raw) =>
  typeof raw === 'string' && raw.trim() ? (FINISH_REASON_MAP[raw.trim().toLowerCase()] ?? raw.trim().toLowerCase()) : undefined;

function fail(message) {
  process.stderr.write(`promptfoo-oracle: ${message}\n`);
  process.exit(1);
}

const promptfooDir = process.env.PROMPTFOO_DIR ? path.resolve(process.env.PROMPTFOO_DIR) : null;
if (!promptfooDir) fail('set PROMPTFOO_DIR to the promptfoo package folder, e.g. /tmp/pf-oracle/node_modules/promptfoo');
const pkg = JSON.parse(readFileSync(path.join(promptfooDir, 'package.json'), 'utf8'));
if (pkg.version !== PROMPTFOO_VERSION) fail(`${promptfooDir} holds promptfoo ${pkg.version}; the verdicts are promptfoo ${PROMPTFOO_VERSION}'s`);

// A clean, fixed environment for promptfoo before its import (see isolatePromptfoo).
const scratch = mkdtempSync(path.join(os.tmpdir(), 'promptfoo-oracle-'));
isolatePromptfoo(scratch, new Set(['PROMPTFOO_DIR', 'PROMPTFOO_ORACLE_INTENDED_OUT', 'PROMPTFOO_ORACLE_INTENDED_IDS']));

// No network: promptfoo's assertions here are deterministic, and nothing it
// sends (telemetry, sharing) may leave the machine. Loopback stays open for a
// webhook case's local server.
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    return Promise.reject(new Error(`promptfoo-oracle: network disabled (${url.origin})`));
  return realFetch(input, init);
};

process.chdir(PARITY_DIR);
if (intendedOut) register('./promptfoo-oracle/intended-hook.mjs', import.meta.url, { data: { promptfooDir } });
const entry = path.join(promptfooDir, pkg.exports?.['.']?.import ?? pkg.main);
const promptfoo = await import(pathToFileURL(entry).href);
const { evaluate, AssertionOrSetSchema, ResultFailureReason, loadApiProvider } = promptfoo;

// A case's spans reach promptfoo through its own trace store, the one its
// evaluator opens a trace in and its trajectory assertions read
// (loadTraceData, src/assertions/index.ts): the store module is the one
// promptfoo's entry imports, so the instance is the same. Traces stay in
// memory here instead of promptfoo's database.
const storeModule = /import \{ t as getTraceStore \} from "\.\/(store-[\w-]+\.js)"/.exec(readFileSync(entry, 'utf8'))?.[1];
if (!storeModule) fail(`cannot find the trace store module that ${entry} imports`);
const { t: getTraceStore } = await import(pathToFileURL(path.join(path.dirname(entry), storeModule)).href);
const traces = new Map();
const traceStore = getTraceStore();
traceStore.createTrace = async (trace) => void traces.set(trace.traceId, { ...trace, spans: [] });
traceStore.getTrace = async (traceId) => traces.get(traceId) ?? null;

/** The check `promptfoo eval` runs on every assert of a config (validateAssertions, src/assertions/validateAssertions.ts). */
function configProblem(assertion, at) {
  if (typeof assertion !== 'object' || assertion === null) return `Invalid assertion at ${at}: expected an object`;
  if (assertion.type === undefined) return `Invalid assertion at ${at}: missing required 'type' property`;
  const parsed = AssertionOrSetSchema.safeParse(assertion);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.message}${i.path.length ? ` at ${i.path.join('.')}` : ''}`);
    return `Invalid assertion at ${at}: ${issues.join('; ')}`;
  }
  if (parsed.data.type === 'assert-set') {
    if (!Array.isArray(parsed.data.assert)) return `Invalid assertion at ${at}: assert-set must have an 'assert' property that is an array`;
    for (const [i, sub] of parsed.data.assert.entries()) {
      const problem = configProblem(sub, `${at}.assert[${i}]`);
      if (problem) return problem;
    }
  }
  return null;
}

function checkCase(c, file, ids) {
  const where = `${file}: case ${JSON.stringify(c?.id ?? '(no id)')}`;
  if (typeof c !== 'object' || c === null) fail(`${file}: every case must be a mapping`);
  if (typeof c.id !== 'string' || c.id === '') fail(`${where}: needs an id (a string)`);
  if (ids.has(c.id)) fail(`${where}: the id is used twice`);
  ids.add(c.id);
  for (const key of Object.keys(c)) if (!CASE_KEYS.has(key)) fail(`${where}: unknown field "${key}" (known: ${[...CASE_KEYS].join(', ')})`);
  if (typeof c.output !== 'string') fail(`${where}: output must be a string`);
  if (!Array.isArray(c.assert)) fail(`${where}: assert must be a list`);
  // promptfoo turns a test with a list var into one test per item (var expansion).
  for (const [name, value] of Object.entries(c.vars ?? {})) {
    if (Array.isArray(value)) fail(`${where}: vars.${name} is a list, which promptfoo would expand into one test per item`);
  }
  for (const key of Object.keys(c.response ?? {})) {
    if (!RESPONSE_KEYS.has(key)) fail(`${where}: unknown response field "${key}" (known: ${[...RESPONSE_KEYS].join(', ')})`);
  }
}

/** What the case's provider returns: the output and extras as a real provider's response carries them. */
function providerResponse(c) {
  const r = c.response ?? {};
  const toolCalls = r.toolCalls?.map((call) => ({
    ...call,
    function: {
      ...call.function,
      arguments: typeof call.function?.arguments === 'string' ? call.function.arguments : JSON.stringify(call.function?.arguments ?? {}),
    },
  }));
  // promptfoo's OpenAI chat provider returns the tool calls as the output, or
  // {content, tool_calls} when the message has text too (src/providers/openai/chat.ts).
  const functionCall = r.functionCall && {
    ...r.functionCall,
    arguments: typeof r.functionCall.arguments === 'string' ? r.functionCall.arguments : JSON.stringify(r.functionCall.arguments ?? {}),
  };
  const calls = toolCalls ? { tool_calls: toolCalls } : functionCall ? { function_call: functionCall } : null;
  const output = calls ? (c.output === '' ? (toolCalls ?? functionCall) : { role: 'assistant', content: c.output, ...calls }) : c.output;
  const finishReason = r.finishReason ?? normalizeFinishReason(r.stopReason);
  return {
    output,
    latencyMs: r.latencyMs ?? 0,
    ...(r.cost !== undefined ? { cost: r.cost } : {}),
    ...(finishReason !== undefined ? { finishReason } : {}),
    ...(r.guardrails !== undefined ? { guardrails: r.guardrails } : {}),
    ...(r.logProbs !== undefined ? { logProbs: r.logProbs } : {}),
    ...(r.metadata !== undefined ? { metadata: r.metadata } : {}),
    ...(r.tokenUsage !== undefined ? { tokenUsage: r.tokenUsage } : {}),
    cached: false,
  };
}

/** Puts the case's spans into the trace promptfoo opened for the test (traceparent: 00-<trace id>-<span id>-<flags>). */
function exportSpans(traceparent, spans) {
  const trace = traces.get(traceparent?.split('-')[1]);
  if (!trace) throw new Error(`promptfoo-oracle: no open trace for traceparent ${traceparent}`);
  trace.spans = spans.map((span, i) => {
    const startTime = span.startTime ?? i;
    return {
      spanId: span.spanId ?? `span-${i}`,
      ...(span.parentSpanId === undefined ? {} : { parentSpanId: span.parentSpanId }),
      name: span.name,
      startTime,
      endTime: span.endTime ?? startTime + 1,
      ...(span.attributes === undefined ? {} : { attributes: span.attributes }),
      ...(span.statusCode === undefined ? {} : { statusCode: span.statusCode }),
      ...(span.statusMessage === undefined ? {} : { statusMessage: span.statusMessage }),
    };
  });
}

/** An agent's steps as the spans a traced agent reports (see `trajectory` in the header). */
function trajectorySpans(steps) {
  return steps.map((step) => {
    if (typeof step.thought === 'string') return { name: 'reasoning', attributes: { text: step.thought } };
    if (typeof step.tool === 'string')
      return { name: step.tool, attributes: { 'tool.name': step.tool, 'tool.arguments': JSON.stringify(step.args ?? {}) } };
    if (typeof step.answer === 'string') return { name: 'agent response', attributes: { output: step.answer } };
    throw new Error(`a trajectory step is {thought}, {tool, args?} or {answer}, not ${JSON.stringify(step)}`);
  });
}

const PATHS = [
  [promptfooDir, '<promptfoo>'],
  [REPO, '<repo>'],
  [scratch, '<tmp>'],
  [os.tmpdir(), '<tmp>'],
  [os.homedir(), '<home>'],
].sort((a, b) => b[0].length - a[0].length);

/** An error's message without its stack, and every text without machine-specific paths. */
function clean(text) {
  if (typeof text !== 'string') return text;
  const lines = text.split('\n');
  const stackAt = lines.findIndex((l) => /^\s+at /.test(l));
  let kept = (stackAt === -1 ? lines : lines.slice(0, stackAt)).join('\n').trim();
  for (const [from, to] of PATHS) kept = kept.split(from).join(to);
  return kept;
}

function verdictOf(result) {
  if (result.success) return 'pass';
  return result.failureReason === ResultFailureReason.ERROR ? 'error' : 'fail';
}

async function runCase(c) {
  const spans = c.response?.spans ?? (c.response?.trajectory ? trajectorySpans(c.response.trajectory) : undefined);
  const test = {
    description: c.id,
    vars: c.vars ?? {},
    assert: c.assert,
    ...(c.threshold !== undefined ? { threshold: c.threshold } : {}),
    // Tracing on opens a trace for the test and hands the provider its traceparent.
    ...(spans ? { metadata: { tracingEnabled: true } } : {}),
  };
  for (const [i, assertion] of c.assert.entries()) {
    const problem = configProblem(assertion, `tests[0].assert[${i}]`);
    if (problem) return { verdict: 'error', score: 0, reason: clean(problem), components: [], namedScores: {} };
  }
  const response = providerResponse(c);
  const provider = {
    id: () => 'parity',
    label: 'parity',
    config: c.tools ? { tools: c.tools, functions: c.tools.map((tool) => tool.function) } : {},
    callApi: async (_prompt, context) => {
      if (spans) exportSpans(context?.traceparent, spans);
      return globalThis.structuredClone(response);
    },
  };
  // is-valid-openai-function-call asks the provider to validate: an OpenAI chat provider's own method.
  if (c.tools) {
    const openai = await loadApiProvider('openai:chat:gpt-4o-mini', { options: { config: provider.config } });
    provider.validateFunctionToolCall = (output, vars) => openai.validateFunctionToolCall(output, vars);
  }
  let record;
  try {
    record = await evaluate(
      { prompts: [PROMPT], providers: [provider], tests: [test], writeLatestResults: false },
      { cache: false, maxConcurrency: 1, silent: true },
    );
  } catch (error) {
    // The whole eval stopped (an assert its config check let through but its
    // evaluator cannot handle): `promptfoo eval` exits with this error.
    return { verdict: 'error', score: 0, reason: clean(String(error)), components: [], namedScores: {} };
  }
  const { results } = await record.toEvaluateSummary();
  if (results.length !== 1) throw new Error(`case ${c.id}: promptfoo returned ${results.length} results`);
  const [result] = results;
  const grading = result.gradingResult;
  return {
    verdict: verdictOf(result),
    score: result.score,
    reason: clean(grading?.reason ?? result.error ?? ''),
    components: (grading?.componentResults ?? []).map((r) => ({
      type: r.assertion?.type ?? null,
      pass: r.pass,
      score: r.score,
      reason: clean(r.reason),
    })),
    namedScores: result.namedScores ?? {},
  };
}

/** The verdicts as promptfoo intends of the cases a bug of INTENDED touches, from a child process with the hooks. */
function runIntended(family, ids) {
  const out = path.join(scratch, `${family}-intended.json`);
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), family], {
    env: { ...process.env, PROMPTFOO_ORACLE_INTENDED_OUT: out, PROMPTFOO_ORACLE_INTENDED_IDS: ids.join('\n') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (child.status !== 0) fail(`the intended run of ${family} exited with ${child.status ?? child.signal}`);
  return JSON.parse(readFileSync(out, 'utf8'));
}

// A different reason alone (an unknown type, or the invariant the fixed run reaches) is no different verdict.
const sameVerdict = (a, b) => a.verdict === b.verdict && a.score === b.score;

const available = readdirSync(CORPUS_DIR)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => f.slice(0, -'.yaml'.length))
  .sort();
const families = process.argv.length > 2 ? process.argv.slice(2) : available;
for (const family of families)
  if (!available.includes(family)) fail(`no corpus file ${family}.yaml in ${CORPUS_DIR} (there are: ${available.join(', ')})`);

try {
  for (const family of families) {
    const file = path.join(CORPUS_DIR, `${family}.yaml`);
    const cases = parseYaml(readFileSync(file, 'utf8'));
    if (!Array.isArray(cases)) fail(`${file}: must be a YAML list of cases`);
    const ids = new Set();
    for (const c of cases) checkCase(c, `corpus/${family}.yaml`, ids);
    if (intendedOut) {
      const ids = new Set(process.env.PROMPTFOO_ORACLE_INTENDED_IDS.split('\n'));
      const intended = {};
      for (const c of cases) if (ids.has(c.id)) intended[c.id] = await runCase(c);
      writeFileSync(intendedOut, JSON.stringify(intended));
      continue;
    }
    const verdicts = {};
    for (const c of cases) verdicts[c.id] = await runCase(c);
    const touched = cases.filter((c) => intendedBecause(c.assert)).map((c) => c.id);
    if (touched.length > 0) {
      const intended = runIntended(family, touched);
      for (const id of touched) {
        const actual = verdicts[id];
        if (sameVerdict(actual, intended[id])) continue;
        verdicts[id] = {
          ...intended[id],
          oracle: 'promptfoo-intended',
          intendedBecause: intendedBecause(cases.find((c) => c.id === id).assert),
          promptfooActual: { verdict: actual.verdict, score: actual.score, reason: actual.reason },
        };
      }
    }
    const out = { promptfoo: PROMPTFOO_VERSION, generatedBy: 'scripts/promptfoo-oracle.mjs', cases: verdicts };
    writeFileSync(path.join(VERDICTS_DIR, `${family}.json`), `${JSON.stringify(sortedJson(out), null, 2)}\n`);
    const counts = { pass: 0, fail: 0, error: 0 };
    for (const v of Object.values(verdicts)) counts[v.verdict] += 1;
    const intendedCount = Object.values(verdicts).filter((v) => v.oracle).length;
    process.stdout.write(
      `${family}: ${cases.length} cases (${counts.pass} pass, ${counts.fail} fail, ${counts.error} error; ${intendedCount} as promptfoo intends)\n`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
