// What running one NL2SQL case produced, as the SQL scorers read it
// (src/score/evalbench/nl2sql/). The nl2sql kind (src/kinds/nl2sql.ts) fills it in:
// it extracts the model's SQL, runs the golden and the generated SQL each in
// its own session after the case's setup_sql, and for DML and DDL runs the
// eval_query afterwards. Scorers are pure functions of this record.
import type { QueryResult } from '../../../sql/index.js';

export type QueryType = 'dql' | 'dml' | 'ddl';

/** One side (golden or generated): the SQL that ran and what it gave. */
export interface SqlRun {
  /** The SQL that ran: the golden statements, or the SQL extracted from the model's output ('' when none was found). */
  sql: string;
  /** DQL: the statement's result; DML/DDL: the eval_query's result after the statement. Null when it failed. */
  result: QueryResult | null;
  /** Why it failed (the database's message, or a time-out); null when it ran. */
  error: string | null;
}

export interface Nl2SqlExecution {
  queryType: QueryType;
  dialect: string;
  /** The model's whole reply, before the SQL was extracted from it. */
  output: string;
  golden: SqlRun;
  generated: SqlRun;
}
