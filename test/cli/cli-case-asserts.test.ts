// A case's own `assert` list on agent and RAG datasets: it runs next to the
// kind's dimension scores, on the final answer (an agent's) or the answer (a
// RAG case's); a failing one fails the case and says why, in the results and
// in every report.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { EvalResults } from '../../src/results/results.js';
import { examplesDir, exampleWithAsserts } from '../helpers/example-copy.js';
import { runCli } from '../helpers/cli.js';
import { shellQuote, tempDir } from '../helpers/tmp.js';

const root = tempDir();
const echoAgent = `exec:${shellQuote(process.execPath)} ${shellQuote(path.join(examplesDir, 'agents/echo-agent.mjs'))}`;
const ragReplay = `replay:${path.join(examplesDir, 'outputs/sqs-docs.jsonl')}`;
const neverPresent = { type: 'contains', value: 'never-present' };
let n = 0;
const copy = (example: string, asserts: Record<string, object[]>) =>
  exampleWithAsserts(example, path.join(root, `${++n}`, path.basename(example)), asserts);

async function runJson(dir: string, ...args: string[]): Promise<{ code: number; results: EvalResults }> {
  const r = await runCli('run', dir, ...args, '--format', 'json', '-q');
  return { code: r.code, results: JSON.parse(r.stdout) as EvalResults };
}
const caseOf = (results: EvalResults, id: string) => results.cases.find((c) => c.id === id)!;

describe("agent cases' own asserts", () => {
  it('a failing contains fails a case the dimensions pass, and the results and reports say why', async () => {
    const plain = await runJson(path.join(examplesDir, 'datasets/agents/cloud-support'), '--agent', echoAgent);
    expect(caseOf(plain.results, 'max-object-size').status).toBe('pass');

    const dir = copy('agents/cloud-support', { 'max-object-size': [neverPresent] });
    const { code, results } = await runJson(dir, '--agent', echoAgent);
    const c = caseOf(results, 'max-object-size');
    expect(c.status).toBe('fail');
    expect(code).toBe(EXIT.blocked);
    const row = c.results[0]!.asserts.find((a) => a.type === 'contains');
    expect(row).toMatchObject({ status: 'fail', pass: false, score: 0, reason: 'output does not contain "never-present"' });
    // The dimensions are still there, and the score is still their composite.
    expect(c.results[0]!.scores).toMatchObject({ answer_score: 1, tool_score: 1 });
    expect(c.score).toBe(caseOf(plain.results, 'max-object-size').score);

    const text = await runCli('run', dir, '--agent', echoAgent);
    expect(text.stdout).toMatch(/max-object-size[\s\S]*contains: output does not contain "never-present"/);
    const md = await runCli('run', dir, '--agent', echoAgent, '--format', 'markdown', '-q');
    expect(md.stdout).toContain('contains: output does not contain "never-present"');
  });

  it('see the final answer as their output, not the trajectory; passing ones leave the verdict and score alone', async () => {
    // The echo agent's thought says "I will ask search_docs about: ..."; its
    // final answer echoes the tool's result, which holds "5 TB".
    const dir = copy('agents/cloud-support', {
      'max-object-size': [
        { type: 'contains', value: '5 TB' },
        { type: 'not-contains', value: 'I will ask' },
      ],
    });
    const plain = await runJson(path.join(examplesDir, 'datasets/agents/cloud-support'), '--agent', echoAgent);
    const { results } = await runJson(dir, '--agent', echoAgent);
    const c = caseOf(results, 'max-object-size');
    expect(c.results[0]!.asserts.filter((a) => a.type.includes('contains')).map((a) => [a.type, a.status])).toEqual([
      ['contains', 'pass'],
      ['not-contains', 'pass'],
    ]);
    expect(c.status).toBe('pass');
    expect(c.score).toBe(caseOf(plain.results, 'max-object-size').score);

    const thought = copy('agents/cloud-support', { 'max-object-size': [{ type: 'contains', value: 'I will ask' }] });
    const seen = caseOf((await runJson(thought, '--agent', echoAgent)).results, 'max-object-size');
    expect(seen.status).toBe('fail');
    expect(seen.results[0]!.asserts.at(-1)).toMatchObject({ type: 'contains', status: 'fail' });
  });
});

describe("RAG cases' own asserts", () => {
  it('a failing contains fails a case the dimensions pass; a passing one changes nothing', async () => {
    const plain = await runJson(path.join(examplesDir, 'datasets/rag/sqs-docs'), '-m', ragReplay);
    expect(plain.results.cases.map((c) => c.status)).toEqual(['pass', 'pass']);

    const dir = copy('rag/sqs-docs', { 'sqs-max-message': [neverPresent], 'sqs-retention': [{ type: 'icontains', value: '4 DAYS' }] });
    const { code, results } = await runJson(dir, '-m', ragReplay);
    const failing = caseOf(results, 'sqs-max-message');
    expect(failing.status).toBe('fail');
    expect(failing.results[0]!.asserts.at(-1)).toMatchObject({ type: 'contains', status: 'fail', reason: 'output does not contain "never-present"' });
    expect(failing.results[0]!.scores).toMatchObject({ contains_score: 1, composite_score: 1 });
    expect(failing.score).toBe(1);
    const passing = caseOf(results, 'sqs-retention');
    expect(passing.status).toBe('pass');
    expect(passing.results[0]!.asserts.at(-1)).toMatchObject({ type: 'icontains', status: 'pass' });
    expect(results.summary).toMatchObject({ passed: 1, failed: 1 });
    expect(code).toBe(EXIT.blocked);

    const md = await runCli('run', dir, '-m', ragReplay, '--format', 'markdown', '-q');
    expect(md.stdout).toContain('contains: output does not contain "never-present"');
  });

  it('see the answer: an assertion on a retrieved passage that the answer leaves out fails', async () => {
    // The second passage ("Messages larger than 256 KB can be sent using the
    // Extended Client Library...") is in the prompt, not in the answer's words.
    const dir = copy('rag/sqs-docs', { 'sqs-max-message': [{ type: 'contains', value: 'Messages larger than 256 KB' }] });
    const c = caseOf((await runJson(dir, '-m', ragReplay)).results, 'sqs-max-message');
    expect(c.status).toBe('fail');
  });
});
