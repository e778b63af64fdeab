// A dataset's setup files (database.setup), as every engine runs them: each
// read and run whole, in order, and an error naming the file that failed.
import { decodeUtf8, MAX_DATASET_FILE_MIB, readBoundedFile } from '../base/index.js';
import { SqlError } from './engine.js';

/** Runs each file's SQL with `run`; a file that cannot be read, or whose SQL fails, rejects with its name in front. */
export async function runSetupFiles(files: readonly string[], run: (sql: string) => Promise<unknown>): Promise<void> {
  for (const file of files) {
    // A dataset file like the others: regular, and within their size limit.
    const read = await readBoundedFile(file, { maxBytes: MAX_DATASET_FILE_MIB * 1024 * 1024 });
    if ('refused' in read) throw new SqlError(`${file}: ${read.refused.message}`);
    const sql = decodeUtf8(read.bytes);
    await run(sql).catch((error: unknown) => {
      const e = error as SqlError;
      throw new SqlError(`${file}: ${e.message}`, e.kind);
    });
  }
}
