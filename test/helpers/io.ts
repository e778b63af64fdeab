// Captures what the CLI writes, for in-process runs of main().
import { Writable } from 'node:stream';
import { main } from '../../src/cli/main.js';

export function capture(): { stream: Writable & { isTTY?: boolean }; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** Runs the CLI in-process, as `supereval <args>` would, and returns what it wrote. */
export async function runCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = capture();
  const err = capture();
  const code = await main(args, { stdout: out.stream, stderr: err.stream });
  return { code, stdout: out.text(), stderr: err.text() };
}
