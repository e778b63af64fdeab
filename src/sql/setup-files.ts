// A dataset's setup files (database.setup), as every engine runs them: each
// read and run whole, in order, and an error naming the file that failed.
import { readFile } from 'node:fs/promises';
import { SqlError } from './engine.js';

/** Runs each file's SQL with `run`; a file that cannot be read, or whose SQL fails, rejects with its name in front. */
export async function runSetupFiles(files: readonly string[], run: (sql: string) => Promise<unknown>): Promise<void> {
  for (const file of files) {
    const sql = await readFile(file, 'utf8').catch((error: unknown) => {
      const e = error as NodeJS.ErrnoException;
      throw new SqlError(`${file}: cannot read: ${e.code ?? e.message}`);
    });
    await run(sql).catch((error: unknown) => {
      const e = error as SqlError;
      throw new SqlError(`${file}: ${e.message}`, e.kind);
    });
  }
}
