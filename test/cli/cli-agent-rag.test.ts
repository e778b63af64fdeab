// Agent and RAG datasets in supereval's own format, through the same CLI.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { EvalResults } from '../../src/results/results.js';
import { runCli } from '../helpers/cli.js';
import { nodeCommand, shellQuote, tempDir, writeTree } from '../helpers/tmp.js';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/supereval');
const echoAgent = path.resolve(import.meta.dirname, '../../examples/agents/echo-agent.mjs');
const root = tempDir();

const cli = runCli;

describe('agent datasets', () => {
  it('runs an exec agent over the mock tools and scores each case with seed 000 dimensions', async () => {
    const r = await cli(
      'run',
      path.join(fixtures, 'agents/cloud-support'),
      '--agent',
      `exec:${shellQuote(process.execPath)} ${shellQuote(echoAgent)}`,
      '--format',
      'json',
      '-q',
    );
    const results = JSON.parse(r.stdout) as EvalResults;
    expect(results.dataset.type).toBe('agent');
    expect(results.models).toEqual([`exec:${shellQuote(process.execPath)} ${shellQuote(echoAgent)}`]);
    const first = results.cases.find((c) => c.id === 'max-object-size')!;
    // The echo agent calls search_docs with the task as query and echoes "5 TB" back.
    expect(first.status).toBe('pass');
    expect(first.results[0]!.scores).toMatchObject({ answer_score: 1, tool_score: 1 });
    // thought, tool call, observation, answer: 4 steps of max_steps 4.
    expect(first.results[0]!.scores!['efficiency_score']).toBe(0);
    expect(first.results[0]!.scores!['step_count']).toBe(4);
    for (const c of results.cases) {
      expect(Object.keys(c.results[0]!.scores ?? {})).toEqual(
        expect.arrayContaining(['answer_score', 'tool_score', 'efficiency_score', 'composite_score']),
      );
    }
    expect([EXIT.passed, EXIT.blocked]).toContain(r.code);
  });

  it('an agent that crashes makes its cases errors, and the run goes on', async () => {
    const crash = `exec:${nodeCommand("console.error('segfault-ish'); process.exit(7)")}`;
    const r = await cli('run', path.join(fixtures, 'agents/cloud-support'), '--agent', crash, '--format', 'json', '-q');
    const results = JSON.parse(r.stdout) as EvalResults;
    expect(results.cases.every((c) => c.status === 'error')).toBe(true);
    expect(results.cases[0]!.results[0]!.error).toContain('segfault-ish');
    expect(r.code).toBe(EXIT.blocked);
  });

  it('rejects an --agent that is not exec:', async () => {
    const r = await cli('run', path.join(fixtures, 'agents/cloud-support'), '--agent', 'python agent.py');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain('expected exec:<command>');
  });
});

describe('rag datasets', () => {
  it('scores contains and, without a judge, shows faithfulness as not measured (n/a)', async () => {
    writeTree(root, {
      'rag.jsonl': [
        { id: 'sqs-max-message', output: 'Up to 256 KB.' },
        { id: 'sqs-retention', output: 'Two weeks.' },
      ],
    });
    const r = await cli('run', path.join(fixtures, 'rag/sqs-docs'), '-m', `replay:${path.join(root, 'rag.jsonl')}`, '--format', 'json', '-q');
    const results = JSON.parse(r.stdout) as EvalResults;
    const [a, b] = results.cases;
    expect(a!.status).toBe('pass');
    expect(a!.results[0]!.scores).toMatchObject({ contains_score: 1, answer_correctness_score: 1, faithfulness_score: null, composite_score: 1 });
    expect(b!.status).toBe('fail');
    expect(b!.results[0]!.scores).toMatchObject({ contains_score: 0, answer_correctness_score: 0 });
    expect(results.summary.skipped_asserts).toBeGreaterThan(0);
    const md = await cli('run', path.join(fixtures, 'rag/sqs-docs'), '-m', `replay:${path.join(root, 'rag.jsonl')}`, '--format', 'markdown', '-q');
    expect(md.stdout).toContain('| contains_score | 0.50 | 0.00 | 2 |');
    expect(md.stdout).toContain('| composite_score | 0.50 | 0.00 | 2 |');
    // Measured by no one: n/a with no results counted, never the Python tool's 1.00.
    expect(md.stdout).toContain('| faithfulness_score | n/a | n/a | 0 |');
    const text = await cli('run', path.join(fixtures, 'rag/sqs-docs'), '-m', `replay:${path.join(root, 'rag.jsonl')}`);
    expect(text.stdout).toContain('scores (mean): contains_score 0.50, answer_correctness_score 0.50, faithfulness_score n/a, composite_score 0.50');
  });
});
