#!/usr/bin/env node
// Records promptfoo's verdicts on its model-graded assertions for given grader
// replies: test/parity/promptfoo/graded/cases.yaml in,
// test/parity/promptfoo/graded/verdicts.json out (test/parity/model-graded-parity.test.ts
// runs ours with a judge that gives the same replies, and compares both the
// verdicts and the prompts the judge was sent).
//
//   PROMPTFOO_DIR=/tmp/pf-oracle/node_modules/promptfoo node scripts/promptfoo-oracle-graded.mjs
//   npx prettier --write test/parity/promptfoo/graded/verdicts.json
//
// Run by hand, never in CI (promptfoo 0.121.20 lives outside the repo; see
// scripts/promptfoo-oracle.mjs). Each case is one call of promptfoo's own
// runAssertion (its node API `assertions.runAssertion`) with the case's
// assertion, whose `provider` is an in-process grader that answers with the
// case's `replies` in order and records each prompt it is sent.
//
// A case: { id, note, type, value?, threshold?, rubricPrompt?, config?,
//           contextTransform?, prompt?, output, vars?, options?, trajectory?,
//           replies, expect? }
//   prompt      what the model was asked (default "parity prompt").
//   options     promptfoo's test.options (ours: dataset.json's defaultTest.options),
//               e.g. { factuality: { subset: 0 } } or { rubricPrompt }.
//   trajectory  an agent's steps [{thought} | {tool, args?} | {answer}], given
//               to promptfoo as the trace of a traced agent (as scripts/promptfoo-oracle.mjs does).
//   replies     the grader's replies, one per call.
//   expect      "error" where supereval reports an error for a reply promptfoo
//               fails (a reply off the grader's contract); the test then
//               checks that promptfoo failed it with score 0.
// Verdict: { pass, score, reason, prompts: [what the grader was sent, in order] }.
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { isolatePromptfoo, sortedJson } from './promptfoo-oracle/environment.mjs';

const PROMPTFOO_VERSION = '0.121.20';
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIR = path.join(REPO, 'test/parity/promptfoo/graded');
const PROMPT = 'parity prompt';
const CASE_KEYS = new Set([
  'id',
  'note',
  'type',
  'value',
  'threshold',
  'rubricPrompt',
  'config',
  'contextTransform',
  'prompt',
  'output',
  'vars',
  'options',
  'trajectory',
  'replies',
  'expect',
]);

function fail(message) {
  process.stderr.write(`promptfoo-oracle-graded: ${message}\n`);
  process.exit(1);
}

const promptfooDir = process.env.PROMPTFOO_DIR ? path.resolve(process.env.PROMPTFOO_DIR) : null;
if (!promptfooDir) fail('set PROMPTFOO_DIR to the promptfoo package folder, e.g. /tmp/pf-oracle/node_modules/promptfoo');
const pkg = JSON.parse(readFileSync(path.join(promptfooDir, 'package.json'), 'utf8'));
if (pkg.version !== PROMPTFOO_VERSION) fail(`${promptfooDir} holds promptfoo ${pkg.version}; the verdicts are promptfoo ${PROMPTFOO_VERSION}'s`);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'promptfoo-oracle-graded-'));
isolatePromptfoo(scratch, new Set(['PROMPTFOO_DIR']));
// No network: the grader is in-process.
globalThis.fetch = () => Promise.reject(new Error('promptfoo-oracle-graded: network disabled'));

const entry = path.join(promptfooDir, pkg.exports?.['.']?.import ?? pkg.main);
const { assertions } = await import(pathToFileURL(entry).href);

/** An agent's steps as the spans a traced agent reports (scripts/promptfoo-oracle.mjs's trajectorySpans). */
function trajectorySpans(steps) {
  return steps.map((step, i) => {
    const base = { spanId: `span-${i}`, startTime: i, endTime: i + 1 };
    if (typeof step.thought === 'string') return { ...base, name: 'reasoning', attributes: { text: step.thought } };
    if (typeof step.tool === 'string')
      return { ...base, name: step.tool, attributes: { 'tool.name': step.tool, 'tool.arguments': JSON.stringify(step.args ?? {}) } };
    if (typeof step.answer === 'string') return { ...base, name: 'agent response', attributes: { output: step.answer } };
    throw new Error(`a trajectory step is {thought}, {tool, args?} or {answer}, not ${JSON.stringify(step)}`);
  });
}

async function runCase(c) {
  const prompts = [];
  let next = 0;
  const grader = {
    id: () => 'scripted-grader',
    callApi: async (prompt) => {
      prompts.push(prompt);
      const output = c.replies[next++];
      return output === undefined ? { error: 'scripted grader: no reply left' } : { output };
    },
  };
  const assertion = { type: c.type, provider: grader };
  for (const key of ['value', 'threshold', 'rubricPrompt', 'config', 'contextTransform']) if (c[key] !== undefined) assertion[key] = c[key];
  const trace = c.trajectory ? { traceId: 'oracle', traceData: { spans: trajectorySpans(c.trajectory) } } : {};
  let result;
  try {
    result = await assertions.runAssertion({
      prompt: c.prompt ?? PROMPT,
      assertion,
      test: { vars: c.vars ?? {}, options: c.options ?? {}, assert: [assertion] },
      providerResponse: { output: c.output },
      ...trace,
    });
  } catch (error) {
    return { threw: String(error.message ?? error).split('\n')[0], prompts };
  }
  return { pass: result.pass, score: result.score, reason: result.reason, prompts };
}

try {
  const cases = parseYaml(readFileSync(path.join(DIR, 'cases.yaml'), 'utf8'));
  if (!Array.isArray(cases)) fail('cases.yaml must be a YAML list');
  const ids = new Set();
  const verdicts = {};
  for (const c of cases) {
    if (typeof c?.id !== 'string' || ids.has(c.id)) fail(`every case needs a unique id (${JSON.stringify(c?.id)})`);
    ids.add(c.id);
    for (const key of Object.keys(c)) if (!CASE_KEYS.has(key)) fail(`${c.id}: unknown field "${key}"`);
    if (!Array.isArray(c.replies)) fail(`${c.id}: replies must be a list`);
    verdicts[c.id] = await runCase(c);
  }
  const out = { promptfoo: PROMPTFOO_VERSION, generatedBy: 'scripts/promptfoo-oracle-graded.mjs', cases: verdicts };
  writeFileSync(path.join(DIR, 'verdicts.json'), `${JSON.stringify(sortedJson(out), null, 2)}\n`);
  const passed = Object.values(verdicts).filter((v) => v.pass).length;
  process.stdout.write(`graded: ${cases.length} cases (${passed} pass)\n`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
