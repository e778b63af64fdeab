import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatasetError } from '../../src/base/errors.js';
import { createProvider } from '../../src/providers/index.js';
import { createReplayProvider } from '../../src/providers/replay.js';
import { parseModelSpec } from '../../src/providers/spec.js';
import { ProviderError } from '../../src/providers/types.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const dir = tempDir();

describe('replay provider', () => {
  it('answers from the recorded file, with latency and usage', async () => {
    writeTree(dir, {
      'ok.jsonl': [
        { id: 'a', output: 'A!', latency_ms: 12, usage: { input_tokens: 3, output_tokens: 4 } },
        { id: 7, output: 'seven' },
      ],
    });
    const p = await createReplayProvider(parseModelSpec(`replay:${path.join(dir, 'ok.jsonl')}`));
    expect(p.deterministic).toBe(true);
    await expect(p.call({ prompt: '', caseId: 'a' })).resolves.toEqual({
      output: 'A!',
      latency_ms: 12,
      usage: { input_tokens: 3, output_tokens: 4 },
      cost_usd: null,
    });
    const seven = await p.call({ prompt: '', caseId: '7' });
    expect(seven.output).toBe('seven');
    // Not recorded: unknown, not 0 ms (which would pull p95 down).
    expect(seven.latency_ms).toBeNull();
  });

  it('tells large numeric ids apart as the dataset loader does (their source text, not the rounded float)', async () => {
    writeTree(dir, { 'big.jsonl': '{"id": 12345678901234567890, "output": "first"}\n{"id": 12345678901234567891, "output": "second"}\n' });
    const p = await createReplayProvider(parseModelSpec(`replay:${path.join(dir, 'big.jsonl')}`));
    expect((await p.call({ prompt: '', caseId: '12345678901234567891' })).output).toBe('second');
    expect((await p.call({ prompt: '', caseId: '12345678901234567890' })).output).toBe('first');
  });

  it('refuses a FIFO at once instead of waiting for a writer', async () => {
    const fifo = path.join(dir, 'fifo.jsonl');
    execFileSync('mkfifo', [fifo]);
    await expect(createReplayProvider(parseModelSpec(`replay:${fifo}`))).rejects.toThrow(
      `${fifo}: (file): is a FIFO, not a regular file; give a regular file`,
    );
  });

  it('in the action, refuses a file outside the workspace, named or linked, without reading it; the CLI reads any path', async () => {
    const workspace = tempDir('supereval-replay-ws-');
    const elsewhere = writeTree(tempDir('supereval-replay-outside-'), { 'answers.jsonl': [{ id: 'a', output: 'hunter2' }] });
    const outside = path.join(elsewhere, 'answers.jsonl');
    writeTree(workspace, { 'inside.jsonl': [{ id: 'a', output: 'inside' }] });
    symlinkSync(outside, path.join(workspace, 'linked.jsonl'));
    const refusal = (file: string) =>
      `${file}: (file): leads outside the workspace (a link to a file elsewhere); the action reads dataset files only inside the repository, so copy the file in`;
    for (const file of [outside, path.join(workspace, 'linked.jsonl')]) {
      const error = await createProvider(`replay:${file}`, { within: workspace }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatasetError);
      expect((error as DatasetError).message).toBe(refusal(file));
    }
    const inside = await createProvider(`replay:${path.join(workspace, 'inside.jsonl')}`, { within: workspace });
    expect((await inside.call({ prompt: '', caseId: 'a' })).output).toBe('inside');
    expect((await (await createProvider(`replay:${outside}`)).call({ prompt: '', caseId: 'a' })).output).toBe('hunter2');
  });

  it('makes a case missing from the file an error, never a pass', async () => {
    writeTree(dir, { 'one.jsonl': [{ id: 'a', output: 'x' }] });
    const p = await createReplayProvider(parseModelSpec(`replay:${path.join(dir, 'one.jsonl')}`));
    const error = await p.call({ prompt: '', caseId: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).toContain('no recorded output for case "b"');
    expect((error as ProviderError).retryable).toBe(false);
  });

  it('rejects a malformed file with the line and field', async () => {
    writeTree(dir, { 'bad.jsonl': `${JSON.stringify({ id: 'a', output: 'x' })}\n{"id": "b"}\n${JSON.stringify({ id: 'a', output: 'y' })}\n` });
    const file = path.join(dir, 'bad.jsonl');
    const error = await createReplayProvider(parseModelSpec(`replay:${file}`)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatasetError);
    expect((error as DatasetError).message.split('\n')).toEqual([
      `${file}:2: output: required (string)`,
      `${file}:3: id: duplicate: "a" is recorded twice`,
    ]);
  });

  it('names a missing file', async () => {
    await expect(createReplayProvider(parseModelSpec('replay:/nonexistent/x.jsonl'))).rejects.toThrow('/nonexistent/x.jsonl: (file): file not found');
  });
});
