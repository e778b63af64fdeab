// Captures what the CLI writes, for in-process runs of main() (runCli, helpers/cli.ts).
import { Writable } from 'node:stream';

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
