#!/usr/bin/env node
// Runs the promptfoo config corpus through promptfoo itself and records its
// verdicts: test/parity/promptfoo-configs/corpus/<name>/promptfooconfig.yaml
// (and corpus-bedrock/<name>/) in, verdicts/<name>.json out. The contract is
// in test/parity/promptfoo-configs/README.md.
//
//   PROMPTFOO_DIR=/tmp/pf-oracle/node_modules/promptfoo node scripts/promptfoo-config-oracle.mjs [name...]
//
// Run by hand, never in CI: promptfoo (0.121.20, the version the verdicts
// name) is installed outside the repo (`cd /tmp/pf-oracle && npm install
// promptfoo@0.121.20`); PROMPTFOO_DIR defaults to that install. Without names
// every config of both corpora runs.
//
// Each config is run once as a user runs it: promptfoo's CLI, `promptfoo eval
// -c promptfooconfig.yaml -o <tmp>.json --no-cache --no-write --no-table`, in
// the config's folder, in a child process whose environment is built from
// nothing (HOME and promptfoo's folders in a temporary directory, telemetry,
// sharing and updates off, no AWS settings of this machine). Its exit code and
// its JSON output make the verdicts file. Configs in PASS_RATE_RUNS are run
// again with PROMPTFOO_PASS_RATE_THRESHOLD set, and only the exit code kept.
//
// The Bedrock corpus runs against a fake Bedrock Runtime on 127.0.0.1 started
// here (promptfoo's Bedrock client speaks HTTP/1.1, which test/fakes/bedrock.ts,
// an h2c server, does not), reached through the AWS SDK's
// AWS_ENDPOINT_URL_BEDROCK_RUNTIME with fake static credentials, so the configs
// stay as a user writes them. The fake's answer rule is FAKE_ANSWER below; the
// requests it received are recorded in the verdicts file.
//
// The OpenAI corpus runs against a fake OpenAI-compatible server on
// 127.0.0.1:47047 (OPENAI_CONFIG_PORT), the address its configs' apiBaseUrl
// names as a user's gateway would be, with a fake OPENAI_API_KEY; it answers
// "echo: " and the last user message, and the requests are recorded as the
// Bedrock leg's are.
//
// The Anthropic corpus's configs name OpenAI and Anthropic models: it runs
// against that fake OpenAI server and a fake Anthropic Messages API on
// 127.0.0.1:47048 (ANTHROPIC_CONFIG_PORT), the address their apiBaseUrl
// names, with a fake ANTHROPIC_API_KEY; it answers as the others do, and its
// requests (with their anthropic-version header) are recorded too.
//
// The output is deterministic: keys sorted where order means nothing, no
// timestamps, ids or latencies, absolute paths replaced by <config>,
// <promptfoo>, <repo> and <tmp>.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isolatePromptfoo, sortedJson } from './promptfoo-oracle/environment.mjs';

const PROMPTFOO_VERSION = '0.121.20';
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PARITY_DIR = path.join(REPO, 'test/parity/promptfoo-configs');
const CORPORA = { corpus: 'echo', 'corpus-bedrock': 'bedrock', 'corpus-openai': 'openai', 'corpus-anthropic': 'anthropic' };
/** Where the OpenAI corpus's apiBaseUrl points (test/parity/promptfoo-configs.test.ts serves it there too). */
const OPENAI_CONFIG_PORT = 47047;
const FAKE_OPENAI_KEY = 'sk-fake-openai-key-for-the-oracle-0000';
/** Where the Anthropic corpus's apiBaseUrl points for its anthropic: models. */
const ANTHROPIC_CONFIG_PORT = 47048;
const FAKE_ANTHROPIC_KEY = 'sk-ant-api03-fake-key-for-the-oracle-0000';
const VERDICTS_DIR = path.join(PARITY_DIR, 'verdicts');
const CONFIG_FILE = 'promptfooconfig.yaml';
/** Configs also run with PROMPTFOO_PASS_RATE_THRESHOLD at these values (percent). */
const PASS_RATE_RUNS = {
  'several-prompts': ['50', '60', '90'],
  'two-providers': ['50', '75', '100'],
  'csv-expected': ['0', '50', '90'],
};
/** promptfoo's ResultFailureReason.ERROR: the provider or the grading threw (1 is a failed assertion). */
const ERROR_FAILURE = 2;
const FAKE_ACCESS_KEY = 'AKIAFAKEFAKEFAKEFAKE';

function fail(message) {
  process.stderr.write(`promptfoo-config-oracle: ${message}\n`);
  process.exit(1);
}

const promptfooDir = path.resolve(process.env.PROMPTFOO_DIR ?? '/tmp/pf-oracle/node_modules/promptfoo');
const pkgFile = path.join(promptfooDir, 'package.json');
if (!existsSync(pkgFile)) fail(`no promptfoo at ${promptfooDir}: set PROMPTFOO_DIR to the promptfoo package folder`);
const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
if (pkg.version !== PROMPTFOO_VERSION) fail(`${promptfooDir} holds promptfoo ${pkg.version}; the verdicts are promptfoo ${PROMPTFOO_VERSION}'s`);
const cli = path.join(promptfooDir, typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.promptfoo);

/** Every file under `dir`, as sorted paths relative to it (forward slashes). */
function filesUnder(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      // Python's bytecode cache, written by whichever tool ran a config's Python last, is no part of it.
      if (entry.isDirectory() && entry.name === '__pycache__') return [];
      return entry.isDirectory() ? filesUnder(dir, rel) : [rel];
    })
    .sort();
}

/** sha256 over every file of a config's folder: each relative path, a NUL, its bytes, a NUL (the check test computes the same). */
function configSha256(dir) {
  const hash = createHash('sha256');
  for (const rel of filesUnder(dir)) {
    hash.update(`${rel}\0`);
    hash.update(readFileSync(path.join(dir, rel)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const available = Object.entries(CORPORA).flatMap(([folder, leg]) =>
  existsSync(path.join(PARITY_DIR, folder))
    ? readdirSync(path.join(PARITY_DIR, folder))
        .filter((name) => existsSync(path.join(PARITY_DIR, folder, name, CONFIG_FILE)))
        .map((name) => ({ name, leg, folder, dir: path.join(PARITY_DIR, folder, name) }))
    : [],
);
const names = process.argv.slice(2);
for (const name of names)
  if (!available.some((c) => c.name === name)) fail(`no config named ${name} (there are: ${available.map((c) => c.name).join(', ')})`);
const chosen = (names.length ? available.filter((c) => names.includes(c.name)) : available).sort((a, b) => a.name.localeCompare(b.name));
const seen = new Set();
for (const c of available) {
  if (seen.has(c.name)) fail(`two configs are named ${c.name}: names are unique over both corpora (the verdicts folder is shared)`);
  seen.add(c.name);
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'promptfoo-config-oracle-'));
// promptfoo's settings, fixed (the same as the assertion oracle's), for the child's environment.
isolatePromptfoo(scratch, new Set());
const promptfooEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('PROMPTFOO_') || k === 'LOG_LEVEL'));

/** The child's environment, from nothing: no AWS_*, no inherited PROMPTFOO_* or proxies. */
function childEnv(extra) {
  const home = path.join(scratch, 'home');
  mkdirSync(home, { recursive: true });
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    TMPDIR: scratch,
    NODE_NO_WARNINGS: '1',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    ...promptfooEnv,
    // The CLI reads no .env from the config's folder; AWS reads no profile of this machine.
    AWS_CONFIG_FILE: path.join(home, 'no-aws-config'),
    AWS_SHARED_CREDENTIALS_FILE: path.join(home, 'no-aws-credentials'),
    ...extra,
  };
}

function runCli(configDir, outFile, env) {
  return new Promise((resolve, reject) => {
    const args = [cli, 'eval', '-c', CONFIG_FILE, '--no-cache', '--no-write', '--no-table', '--no-progress-bar', '-j', '1'];
    if (outFile) args.push('-o', outFile);
    const child = spawn(process.execPath, args, { cwd: configDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? signal, output }));
  });
}

// ---- the fake Bedrock Runtime (HTTP/1.1) ----

/**
 * The fake's answer to a request: "echo: " and the text of the request's last
 * user message (its first text block), exactly test/fakes/bedrock.ts's
 * echoHandler. A JSON chat prompt's last user turn is that message's content;
 * a plain prompt is one user message.
 */
function fakeAnswer(body) {
  const messages = Array.isArray(body?.messages) ? body.messages : [];
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i];
    if (m?.role !== 'user') continue;
    if (typeof m.content === 'string') return `echo: ${m.content}`;
    const block = Array.isArray(m.content) ? m.content.find((b) => typeof b?.text === 'string') : undefined;
    if (block) return `echo: ${block.text}`;
  }
  return 'echo: ';
}

async function startFakeBedrock() {
  const requests = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const match = /^\/model\/([^/]+)\/(converse|invoke)$/.exec(req.url.split('?')[0]);
      const send = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || !match) return send(404, { message: `no route for ${req.method} ${req.url}` });
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(400, { message: 'body is not JSON' });
      }
      const [, rawModel, operation] = match;
      const modelId = decodeURIComponent(rawModel);
      requests.push({ operation, modelId, body });
      const text = fakeAnswer(body);
      if (operation === 'converse')
        return send(200, {
          output: { message: { role: 'assistant', content: [{ text }] } },
          stopReason: 'end_turn',
          usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 },
          metrics: { latencyMs: 0 },
        });
      // InvokeModel of an Anthropic model: the Messages API's reply.
      return send(200, {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model: modelId,
        content: [{ type: 'text', text }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 5 },
      });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, requests, close: () => new Promise((r) => server.close(r)) };
}

// ---- the fake OpenAI-compatible server ----

/** Chat Completions at /v1/chat/completions: "echo: " and the last user message's text, as test/fakes/openai.ts's echoHandler. */
async function startFakeOpenAI() {
  const requests = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const send = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url.split('?')[0] !== '/v1/chat/completions')
        return send(404, { error: { message: `Invalid URL (${req.method} ${req.url})`, type: 'invalid_request_error' } });
      if (req.headers.authorization !== `Bearer ${FAKE_OPENAI_KEY}`)
        return send(401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(400, { error: { message: 'body is not JSON', type: 'invalid_request_error' } });
      }
      requests.push({ operation: 'chat', modelId: body.model, body });
      send(200, {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 0,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: fakeAnswer(body), refusal: null }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15, prompt_tokens_details: { cached_tokens: 0 } },
      });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(OPENAI_CONFIG_PORT, '127.0.0.1', resolve);
  });
  return { requests, close: () => new Promise((r) => server.close(r)) };
}

/** The Messages API at /v1/messages: "echo: " and the last user message's text, in Anthropic's reply shape. */
async function startFakeAnthropic() {
  const requests = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const send = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const error = (status, type, message) => send(status, { type: 'error', error: { type, message } });
      if (req.method !== 'POST' || req.url.split('?')[0] !== '/v1/messages') return error(404, 'not_found_error', 'Not Found');
      const key = req.headers['x-api-key'] ?? /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (key !== FAKE_ANTHROPIC_KEY) return error(401, 'authentication_error', 'invalid x-api-key');
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return error(400, 'invalid_request_error', 'body is not JSON');
      }
      requests.push({ operation: 'messages', modelId: body.model, version: req.headers['anthropic-version'] ?? null, body });
      send(200, {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model: body.model,
        content: [{ type: 'text', text: fakeAnswer(body) }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 5, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
      });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(ANTHROPIC_CONFIG_PORT, '127.0.0.1', resolve);
  });
  return { requests, close: () => new Promise((r) => server.close(r)) };
}

/** An Anthropic request as the fake received it: the Bedrock leg's shape (a Messages body), with the version header. */
function recordedAnthropicRequest({ version, ...request }) {
  return { ...recordedRequest({ ...request, operation: 'invoke' }), operation: 'messages', version };
}

/** An OpenAI request as the fake received it, and the parts the legs share. */
function recordedOpenAIRequest({ operation, modelId, body }) {
  const messages = body.messages ?? [];
  const system = messages.filter((m) => m.role === 'system').map((m) => m.content);
  return {
    operation,
    modelId,
    body,
    common: {
      system: system.length ? system.join('\n') : null,
      messages: messages.filter((m) => m.role !== 'system').map((m) => ({ role: m.role, text: m.content })),
      temperature: body.temperature ?? null,
      maxTokens: body.max_tokens ?? null,
    },
  };
}

// ---- verdicts ----

function cleaner(configDir) {
  const paths = [
    [configDir, '<config>'],
    [promptfooDir, '<promptfoo>'],
    [REPO, '<repo>'],
    [scratch, '<tmp>'],
    [os.tmpdir(), '<tmp>'],
  ].sort((a, b) => b[0].length - a[0].length);
  const clean = (text) => {
    if (typeof text !== 'string') return text;
    const lines = text.split('\n');
    const stackAt = lines.findIndex((l) => /^\s+at /.test(l));
    let kept = (stackAt === -1 ? lines : lines.slice(0, stackAt)).join('\n').trimEnd();
    for (const [from, to] of paths) kept = kept.split(from).join(to);
    return kept;
  };
  const deep = (value) => {
    if (typeof value === 'string') return clean(value);
    if (Array.isArray(value)) return value.map(deep);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deep(v)]));
    return value;
  };
  return { clean, deep };
}

/** promptfoo's results grouped into tests (testIdx order), each with its cells in promptfoo's column order (promptIdx). */
function testsOf(results, { clean, deep }) {
  const byTest = new Map();
  for (const r of results) {
    if (!byTest.has(r.testIdx)) byTest.set(r.testIdx, []);
    byTest.get(r.testIdx).push(r);
  }
  return [...byTest.keys()]
    .sort((a, b) => a - b)
    .map((testIdx) => {
      const rows = byTest.get(testIdx).sort((a, b) => a.promptIdx - b.promptIdx);
      const first = rows[0];
      const cells = rows.map((r) => ({
        promptIdx: r.promptIdx,
        prompt: r.prompt?.label ?? null,
        provider: r.provider?.label || r.provider?.id || null,
        pass: r.success === true,
        score: r.score,
        output: deep(r.response?.output ?? null),
        // promptfoo also puts a failed assertion's reason in `error`; only an error (failureReason 2) is one here.
        error: r.failureReason === ERROR_FAILURE ? clean(String(r.error ?? '')) : null,
        reason: clean(r.gradingResult?.reason ?? null),
      }));
      return {
        index: testIdx,
        description: first.testCase?.description ?? null,
        vars: deep(first.testCase?.vars ?? {}),
        pass: cells.every((c) => c.pass),
        cells,
      };
    });
}

/** A request as the fake received it, and the parts both Bedrock APIs share. */
function recordedRequest({ operation, modelId, body }) {
  const text = (content) =>
    typeof content === 'string' ? content : (content ?? []).map((b) => (typeof b?.text === 'string' ? b.text : JSON.stringify(b))).join('');
  const system =
    operation === 'converse'
      ? body.system?.map((b) => b.text).join('')
      : typeof body.system === 'string'
        ? body.system
        : body.system && text(body.system);
  return {
    operation,
    modelId,
    body,
    common: {
      system: system ?? null,
      messages: (body.messages ?? []).map((m) => ({ role: m.role, text: text(m.content) })),
      temperature: (operation === 'converse' ? body.inferenceConfig?.temperature : body.temperature) ?? null,
      maxTokens: (operation === 'converse' ? body.inferenceConfig?.maxTokens : body.max_tokens) ?? null,
    },
  };
}

async function runConfig(c) {
  const outFile = path.join(scratch, `${c.name}.json`);
  rmSync(outFile, { force: true });
  const fake = c.leg === 'bedrock' ? await startFakeBedrock() : null;
  const openai = c.leg === 'openai' || c.leg === 'anthropic' ? await startFakeOpenAI() : null;
  const anthropic = c.leg === 'anthropic' ? await startFakeAnthropic() : null;
  const awsEnv = openai
    ? { OPENAI_API_KEY: FAKE_OPENAI_KEY, ...(anthropic ? { ANTHROPIC_API_KEY: FAKE_ANTHROPIC_KEY } : {}) }
    : fake
      ? {
          AWS_ENDPOINT_URL_BEDROCK_RUNTIME: fake.url,
          AWS_ACCESS_KEY_ID: FAKE_ACCESS_KEY,
          AWS_SECRET_ACCESS_KEY: 'fake-secret',
          AWS_REGION: 'us-east-1',
        }
      : {};
  try {
    const run = await runCli(c.dir, outFile, childEnv(awsEnv));
    const tools = cleaner(c.dir);
    if (!existsSync(outFile)) fail(`${c.folder}/${c.name}: promptfoo wrote no results (exit ${run.code}):\n${tools.clean(run.output)}`);
    const results = JSON.parse(readFileSync(outFile, 'utf8')).results.results;
    const verdict = {
      promptfoo: PROMPTFOO_VERSION,
      generatedBy: 'scripts/promptfoo-config-oracle.mjs',
      config: `${c.folder}/${c.name}/${CONFIG_FILE}`,
      configSha256: configSha256(c.dir),
      leg: c.leg,
      exitCode: run.code,
      tests: testsOf(results, tools),
    };
    if (fake) verdict.bedrockRequests = fake.requests.map(recordedRequest);
    if (openai) verdict.openaiRequests = openai.requests.map(recordedOpenAIRequest);
    if (anthropic) verdict.anthropicRequests = anthropic.requests.map(recordedAnthropicRequest);
    const thresholds = PASS_RATE_RUNS[c.name];
    if (thresholds) {
      verdict.exitCodeWithPassRateThreshold = {};
      for (const t of thresholds) {
        const again = await runCli(c.dir, null, childEnv({ ...awsEnv, PROMPTFOO_PASS_RATE_THRESHOLD: t }));
        verdict.exitCodeWithPassRateThreshold[t] = again.code;
      }
    }
    return verdict;
  } finally {
    await fake?.close();
    await openai?.close();
    await anthropic?.close();
  }
}

try {
  mkdirSync(VERDICTS_DIR, { recursive: true });
  for (const c of chosen) {
    const verdict = await runConfig(c);
    // Lists (tests, cells, requests) keep promptfoo's order; every object's keys are sorted.
    writeFileSync(path.join(VERDICTS_DIR, `${c.name}.json`), `${JSON.stringify(sortedJson(verdict), null, 2)}\n`);
    const cells = verdict.tests.flatMap((t) => t.cells);
    const passed = verdict.tests.filter((t) => t.pass).length;
    process.stdout.write(
      `${c.folder}/${c.name}: exit ${verdict.exitCode}, ${verdict.tests.length} tests (${passed} pass, ${verdict.tests.length - passed} fail), ${cells.length} cells (${cells.filter((x) => x.pass).length} pass)${verdict.exitCodeWithPassRateThreshold ? `, with PROMPTFOO_PASS_RATE_THRESHOLD ${JSON.stringify(verdict.exitCodeWithPassRateThreshold)}` : ''}\n`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
