// Runs one NL2SQL case's SQL as EvalBench's SQLExecWork does
// (evalbench/work/sqlexecwork.py): the golden and the generated SQL each in
// a session of their own, after the case's setup_sql; a DQL statement's own
// result is compared, a DML or DDL statement's effect through the eval_query
// run after it; cleanup_sql last. The session is then discarded, so nothing a
// case runs reaches another case.
import type { Nl2SqlExecution, QueryType, SqlRun } from './execution.js';
import { type SqlEngine, type SqlSession, extractSql, splitStatements } from '../../../sql/index.js';

/** One case's SQL for the dataset's dialect. */
export interface CaseSql {
  queryType: QueryType;
  /** The golden statement(s): EvalBench runs the first entry of golden_sql. */
  golden: string;
  /** The query that reads a DML or DDL statement's effect (the first entry of eval_query); null for DQL. */
  evalQuery: string | null;
  /** setup_sql's entries, run in order before the statement. */
  setup: string[];
  /** cleanup_sql's entries, run in order after the evaluation. */
  cleanup: string[];
}

export const NO_SQL = "no SQL found in the model's output";

/**
 * Runs one side. DQL runs only its first statement, as EvalBench does
 * (sqlparse.split(query)[0]): a query followed by a DROP TABLE gives the
 * query's rows, and the DROP never runs. DML and DDL run whole, then the
 * eval_query gives the result.
 */
export async function runSide(engine: SqlEngine, sql: string, caseSql: CaseSql): Promise<SqlRun> {
  if (sql.trim() === '') return { sql, result: null, error: NO_SQL };
  let session: SqlSession;
  try {
    session = await engine.session();
  } catch (error) {
    return { sql, result: null, error: `could not open a session: ${(error as Error).message}` };
  }
  try {
    for (const [index, setup] of caseSql.setup.entries()) {
      try {
        await session.run(setup);
      } catch (error) {
        return { sql, result: null, error: `setup_sql[${index}] failed: ${(error as Error).message}` };
      }
    }
    try {
      let result;
      if (caseSql.queryType === 'dql') {
        result = await session.run(splitStatements(sql)[0]?.text ?? sql);
      } else {
        await session.run(sql);
        result = await session.run(caseSql.evalQuery ?? '');
      }
      return { sql, result, error: null };
    } catch (error) {
      return { sql, result: null, error: (error as Error).message };
    } finally {
      // The session is discarded next; cleanup_sql runs as the dataset asks, and its failures change nothing.
      for (const cleanup of caseSql.cleanup) await session.run(cleanup).catch(() => undefined);
    }
  } finally {
    await session.close();
  }
}

/** The golden SQL's run and the model's, side by side (the golden may be a cached run shared by the case's models and trials). */
export async function executeCase(
  engine: SqlEngine,
  caseSql: CaseSql,
  output: string,
  golden: Promise<SqlRun> = runSide(engine, caseSql.golden, caseSql),
): Promise<Nl2SqlExecution> {
  const generatedSql = extractSql(output, engine.dialect);
  const [goldenRun, generated] = await Promise.all([golden, runSide(engine, generatedSql, caseSql)]);
  return { queryType: caseSql.queryType, dialect: engine.dialect, output, golden: goldenRun, generated };
}
