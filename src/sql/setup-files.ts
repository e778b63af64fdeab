// A dataset's setup files (database.setup), as every engine runs them: each
// read and run whole, in order, and an error naming the file that failed.
// A `.csv` file is an EvalBench setup_directory's `data/<table>.csv`: each
// row's cells are SQL literals as written, inserted into the table the file
// is named after (EvalBench's util/config.py load_db_data_from_csvs and its
// databases' insert_data: `INSERT INTO <table> VALUES (<cells>)`, no header).
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { decodeUtf8, MAX_DATASET_FILE_MIB, readBoundedFile } from '../base/index.js';
import { SqlError } from './engine.js';

/** Runs each file's SQL with `run`; a file that cannot be read, or whose SQL fails, rejects with its name in front. */
export async function runSetupFiles(files: readonly string[], run: (sql: string) => Promise<unknown>): Promise<void> {
  for (const file of files) {
    // A dataset file like the others: regular, and within their size limit.
    const read = await readBoundedFile(file, { maxBytes: MAX_DATASET_FILE_MIB * 1024 * 1024 });
    if ('refused' in read) throw new SqlError(`${file}: ${read.refused.message}`);
    const text = decodeUtf8(read.bytes);
    let sql: string;
    try {
      sql = file.toLowerCase().endsWith('.csv') ? csvInserts(path.basename(file).slice(0, -'.csv'.length), text) : text;
    } catch (error) {
      throw new SqlError(`${file}: not valid CSV (${(error as Error).message})`);
    }
    if (sql.trim() === '') continue;
    await run(sql).catch((error: unknown) => {
      const e = error as SqlError;
      throw new SqlError(`${file}: ${e.message}`, e.kind);
    });
  }
}

/** One INSERT per CSV row, its cells joined as written (Python's csv.reader, as EvalBench reads them). */
function csvInserts(table: string, text: string): string {
  const rows: string[][] = parse(text, { relax_column_count: true, skip_empty_lines: true });
  const name = `"${table.replace(/"/g, '""')}"`;
  return rows.map((row) => `INSERT INTO ${name} VALUES (${row.join(', ')});`).join('\n');
}
