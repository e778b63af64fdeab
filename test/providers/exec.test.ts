import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createExecProvider, EXEC_MAX_OUTPUT_BYTES } from '../../src/providers/exec.js';
import { parseModelSpec } from '../../src/providers/spec.js';
import { ProviderError } from '../../src/providers/types.js';
import { stillRunning } from '../helpers/processes.js';
import { nodeCommand, tempDir } from '../helpers/tmp.js';

const provider = (script: string, timeoutMs?: number) =>
  createExecProvider(parseModelSpec(`exec:${nodeCommand(script)}`), timeoutMs ? { timeoutMs } : {});

describe('exec provider', () => {
  it('sends the prompt on stdin and the case in SUPEREVAL_CASE; stdout is the output', async () => {
    const p = provider(`
      let s = ''; process.stdin.on('data', d => s += d).on('end', () => {
        const c = JSON.parse(process.env.SUPEREVAL_CASE);
        process.stdout.write(s.toUpperCase() + ' for ' + c.id + ' ' + process.env.SUPEREVAL_CASE_ID + '\\n');
      });`);
    const r = await p.call({ prompt: 'hello', caseId: 'c1', caseData: { id: 'c1', input: {} } });
    expect(r.output).toBe('HELLO for c1 c1');
    expect(r.latency_ms).toBeGreaterThanOrEqual(0);
    expect(r.cost_usd).toBeNull();
  });

  it('turns a non-zero exit into an error carrying the tail of stderr', async () => {
    const p = provider(`console.error('x'.repeat(5000) + ' the real cause'); process.exit(3)`);
    const error = (await p.call({ prompt: '', caseId: 'c' }).catch((e: unknown) => e)) as ProviderError;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.code).toBe('ExecFailed');
    expect(error.message).toContain('exited with code 3');
    expect(error.message).toContain('the real cause');
    expect(error.message.length).toBeLessThan(1000);
  });

  it('times out a command that never answers, and kills it', async () => {
    const p = provider(`console.error('thinking'); setInterval(() => {}, 1000)`, 3000);
    const error = (await p.call({ prompt: '', caseId: 'c' }).catch((e: unknown) => e)) as ProviderError;
    expect(error.code).toBe('ExecTimeout');
    expect(error.message).toContain('no answer within 3000 ms');
    expect(error.message).toContain('thinking');
  });

  it('stops a command printing without end at the stdout limit: an error naming the limit, not an aborted process', async () => {
    // 1 MiB at a time, for as long as the pipe takes it: 300 MB and more.
    const p = provider(
      `const b = Buffer.alloc(1 << 20, 120); const w = () => { while (process.stdout.write(b)); process.stdout.once('drain', w); }; w();`,
      60_000,
    );
    const started = performance.now();
    const error = (await p.call({ prompt: '', caseId: 'c' }).catch((e: unknown) => e)) as ProviderError;
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.code).toBe('ExecOutputTooLarge');
    expect(error.message).toBe('exec: the command printed more than the 32 MiB limit of an answer on stdout; it was stopped');
    expect(EXEC_MAX_OUTPUT_BYTES).toBe(32 * 1024 * 1024);
  }, 60_000);

  it('keeps an answer just under the limit whole', async () => {
    const p = provider(`process.stdout.write('y'.repeat(${EXEC_MAX_OUTPUT_BYTES - 1}))`);
    expect((await p.call({ prompt: '', caseId: 'c' })).output.length).toBe(EXEC_MAX_OUTPUT_BYTES - 1);
  });

  it('reports a command that cannot be found', async () => {
    const p = createExecProvider(parseModelSpec('exec:/nonexistent/command-xyz'));
    const error = (await p.call({ prompt: '', caseId: 'c' }).catch((e: unknown) => e)) as ProviderError;
    expect(error.code).toBe('ExecFailed');
    expect(error.message).toMatch(/exited with code 127|cannot start/);
  });

  describe('ends everything the program started when the case ends', () => {
    const dir = tempDir();
    const shell = (command: string, timeoutMs = 20_000) => createExecProvider(parseModelSpec(`exec:${command}`), { timeoutMs });

    it('kills a background process left running after a normal exit', async () => {
      const pidFile = path.join(dir, 'quiet.pid');
      const r = await shell(`sleep 300 >/dev/null 2>&1 & echo $! > '${pidFile}'; echo yes`).call({ prompt: '', caseId: 'c' });
      expect(r.output).toBe('yes');
      expect(await stillRunning([Number(readFileSync(pidFile, 'utf8'))])).toEqual([]);
    });

    it('answers when the program exits, though a background process still holds its stdout', async () => {
      const pidFile = path.join(dir, 'holding.pid');
      const started = performance.now();
      const r = await shell(`sleep 300 & echo $! > '${pidFile}'; echo yes`).call({ prompt: '', caseId: 'c' });
      expect(r.output).toBe('yes');
      // Not the 20 s timeout: the answer is there when the program exits.
      expect(performance.now() - started).toBeLessThan(5000);
      expect(await stillRunning([Number(readFileSync(pidFile, 'utf8'))])).toEqual([]);
    });

    it('kills the background processes of a program that failed', async () => {
      const pidFile = path.join(dir, 'failed.pid');
      const error = await shell(`sleep 300 >/dev/null 2>&1 & echo $! > '${pidFile}'; exit 4`)
        .call({ prompt: '', caseId: 'c' })
        .catch((e: unknown) => e);
      expect((error as ProviderError).message).toContain('exited with code 4');
      expect(await stillRunning([Number(readFileSync(pidFile, 'utf8'))])).toEqual([]);
    });
  });
});
