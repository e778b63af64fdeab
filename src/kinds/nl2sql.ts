// NL2SQL: EvalBench's evaluation items, unchanged. Each model writes SQL for
// a natural-language request; the golden and the generated SQL run on the
// dataset's database (src/sql/), and EvalBench's SQL scorers compare what
// they gave (src/score/evalbench/nl2sql/). The database is opened once per dataset run
// (the kind's resources) so the prompt can show its schema.
import path from 'node:path';
import { realpath } from 'node:fs/promises';
import { z } from 'zod';
import { CaseCommon, type CaseLine, modelResult, type DatasetMeta, SQL_SCORERS, enabledSqlScorers } from '../config/index.js';
import {
  type Nl2SqlExecution,
  type SqlRun,
  exactMatchConsistency,
  type SqlTrial,
  scoreSqlRun,
  sqlCaseVerdict,
  sqlScoring,
  verdictRow,
  type SqlScoring,
  sqlContext,
  executeCase,
  runSide,
  type CaseSql,
} from '../score/index.js';
import { type SqlDialect, type SqlEngine, openSqlEngine, withoutUrl } from '../sql/index.js';
import { LLM_BASELINE } from './python-baseline.js';
import { noIssues } from './shared.js';
import type { DatasetEnvironment, DatasetKind, DatasetResources, KindCase, NoThresholds } from './types.js';
import type { Dataset } from '../dataset/index.js';

/**
 * {dialect: [sql, ...]}: EvalBench's shape for golden_sql, eval_query,
 * setup_sql and cleanup_sql. An entry may be null (EvalBench's db_blog DQL
 * items write `"eval_query": {"sqlite": [null]}`): no statement.
 */
const SqlByDialect = z.record(z.string(), z.array(z.string().nullable()));

/** One EvalBench evaluation item (its docs/configs/dataset-config.md). */
export const Nl2SqlItemSchema = z.looseObject({
  ...CaseCommon,
  // EvalBench uses numbers; strings are accepted too.
  id: z.union([z.string().min(1), z.number()]),
  nl_prompt: z.string().min(1),
  // EvalBench lower-cases it (dataset/dataset.py load_dataset_from_newFormat).
  query_type: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['dql', 'dml', 'ddl'])),
  database: z.string(),
  dialects: z.array(z.string().min(1)).min(1),
  golden_sql: SqlByDialect,
  eval_query: SqlByDialect.nullish(),
  setup_sql: SqlByDialect.nullish(),
  cleanup_sql: SqlByDialect.nullish(),
  tags: z.array(z.string()).nullish(),
  other: z.record(z.string(), z.unknown()).nullish(),
});
export type Nl2SqlItem = z.infer<typeof Nl2SqlItemSchema>;

/** The item as the loader and the reports read a case: the request as input, the SQL by dialect as expected. */
const Nl2SqlCaseSchema = Nl2SqlItemSchema.transform((item): CaseLine => ({
  ...item,
  input: { nl_prompt: item.nl_prompt, query_type: item.query_type, database: item.database },
  expected: { golden_sql: item.golden_sql, ...(item.eval_query ? { eval_query: item.eval_query } : {}) },
}));

export const DIALECTS = ['sqlite', 'postgres'] as const satisfies readonly SqlDialect[];
/** Each statement's time limit when dataset.json gives none. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

/** dataset.json's NL2SQL fields: the dialect, where the database is, and (optionally) an EvalBench items file. */
export const Nl2SqlMetaSchema = z
  .looseObject({
    dialect: z.enum(DIALECTS),
    database: z
      .strictObject({
        /** SQL files, relative to the dataset, run in order to build the database (the embedded engines). */
        setup: z.array(z.string().min(1)).min(1).optional(),
        /** The environment variable holding a database server's URL. */
        url_env: z
          .string()
          .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: 'must be the name of an environment variable' })
          .optional(),
        statement_timeout_ms: z.number().int().positive().optional(),
      })
      .superRefine((database, ctx) => {
        if (database.setup === undefined && database.url_env === undefined) {
          ctx.addIssue({
            code: 'custom',
            message: 'give `setup` (SQL files that build the database) or `url_env` (the variable holding a server URL)',
          });
        }
      }),
    items: z.string().min(1).nullish(),
    /** The SQL scorers that must give full marks for a case to pass (default: src/config/sql-scorers.ts defaultPassOn). */
    pass_on: z.array(z.enum(SQL_SCORERS)).min(1, { error: 'name at least one scorer (or leave pass_on out for the default)' }).nullish(),
  })
  .superRefine((meta, ctx) => {
    const enabled = enabledSqlScorers(meta['scorers'] as Record<string, unknown> | null | undefined);
    (meta.pass_on ?? []).forEach((name, i) => {
      if (!enabled.includes(name)) {
        const message = `${name} is not enabled: add it to \`scorers\` (enabled: ${enabled.join(', ')})`;
        ctx.addIssue({ code: 'custom', path: ['pass_on', i], message });
      }
    });
  });
type Nl2SqlMeta = z.infer<typeof Nl2SqlMetaSchema>;

const settingsOf = (meta: DatasetMeta): Nl2SqlMeta => Nl2SqlMetaSchema.parse(meta);

const DIALECT_NAMES: Record<SqlDialect, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** A {dialect: [sql...]} entry's statements for the dialect (EvalBench: `.get(dialect, [])`). */
function forDialect(map: Record<string, (string | null)[]> | null | undefined, dialect: string): string[] {
  return (map?.[dialect] ?? []).filter((sql): sql is string => typeof sql === 'string' && sql.trim() !== '');
}

/** The case's SQL for the dataset's dialect: the first golden_sql and eval_query entry, as EvalBench runs them. */
export function caseSqlOf(item: Nl2SqlItem, dialect: string): CaseSql {
  return {
    queryType: item.query_type,
    golden: forDialect(item.golden_sql, dialect)[0] ?? '',
    evalQuery: forDialect(item.eval_query, dialect)[0] ?? null,
    setup: forDialect(item.setup_sql, dialect),
    cleanup: forDialect(item.cleanup_sql, dialect),
  };
}

/** What an NL2SQL dataset's run holds open: its database, each case's golden run (shared by its models and trials), and how it scores. */
export interface Nl2SqlResources extends DatasetResources {
  engine: SqlEngine;
  /** The case's golden and generated runs for one reply (the same reply is run once: trials that agree share it). */
  execute(testCase: { id: string; data: Record<string, unknown> }, output: string): Promise<Nl2SqlExecution>;
  scoring: SqlScoring;
}

/** The setup files, each checked to stay inside the dataset's folder once links are resolved. */
async function setupFiles(dataset: Dataset, setup: string[]): Promise<string[]> {
  const root = await realpath(dataset.dir);
  return Promise.all(
    setup.map(async (file) => {
      const real = await realpath(path.resolve(dataset.dir, file)).catch(() => path.resolve(dataset.dir, file));
      const relative = path.relative(root, real);
      if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`database.setup: ${file} leads outside the dataset's folder`);
      return real;
    }),
  );
}

/** The server URL the dataset names by `database.url_env`: only a variable the run lets datasets read (database-url-env). */
function serverUrl(variable: string | undefined, environment: DatasetEnvironment): string | undefined {
  if (variable === undefined) return undefined;
  // Checked before the run (src/app/dataset-env.ts); kept here so nothing else is ever read.
  if (!environment.names.includes(variable))
    throw new Error(`database.url_env: ${variable} is not a variable this run lets datasets read (${environment.names.join(', ')})`);
  const url = environment.values[variable];
  if (url === undefined || url.trim() === '') throw new Error(`database.url_env: the environment variable ${variable} is not set`);
  return url;
}

async function openResources(dataset: Dataset, environment: DatasetEnvironment): Promise<Nl2SqlResources> {
  const settings = settingsOf(dataset.meta);
  const { database } = settings;
  const url = serverUrl(database.url_env, environment);
  const engine = await openSqlEngine({
    dialect: settings.dialect,
    setupFiles: await setupFiles(dataset, database.setup ?? []),
    ...(url !== undefined ? { url } : {}),
    statementTimeoutMs: database.statement_timeout_ms ?? DEFAULT_STATEMENT_TIMEOUT_MS,
  }).catch((error: unknown) => {
    const message = (error as Error).message;
    throw new Error(`the ${settings.dialect} database: ${url !== undefined ? withoutUrl(message, url) : message}`);
  });
  let schema: string;
  try {
    schema = await engine.describeSchema();
  } catch (error) {
    await engine.close();
    throw error;
  }
  const goldens = new Map<string, Promise<SqlRun>>();
  const executions = new Map<string, Promise<Nl2SqlExecution>>();
  return {
    engine,
    templateVars: { dialect: settings.dialect, dialect_name: DIALECT_NAMES[settings.dialect], schema },
    execute(testCase, output) {
      const key = JSON.stringify([testCase.id, output]);
      const known = executions.get(key);
      if (known) return known;
      const caseSql = caseSqlOf(testCase.data as Nl2SqlItem, settings.dialect);
      let golden = goldens.get(testCase.id);
      if (!golden) {
        golden = runSide(engine, caseSql.golden, caseSql);
        goldens.set(testCase.id, golden);
      }
      const execution = executeCase(engine, caseSql, output, golden);
      executions.set(key, execution);
      return execution;
    },
    scoring: sqlScoring(dataset.meta.scorers, settings.pass_on),
    close: () => engine.close(),
  };
}

/** A case's golden SQL by dialect, one line each, for the reports. */
function goldenSummary({ expected }: KindCase): string | null {
  const golden = expected['golden_sql'] as Record<string, string[]> | undefined;
  if (!golden) return null;
  const lines = Object.entries(golden).flatMap(([dialect, sql]) => (sql[0] ? [`${dialect}: ${sql[0]}`] : []));
  return lines.length > 0 ? lines.join('\n') : null;
}

export const nl2sql: DatasetKind<NoThresholds> = {
  type: 'nl2sql',
  // EvalBench's SQL scorers read a case's SQL.
  scorerFamilies: ['sql'],
  folder: 'sql',
  caseSchema: Nl2SqlCaseSchema,
  thresholds: {},
  toolsFile: null,
  caseVars: (input) => input,
  templateVars: () => ({}),
  defaultPrompt:
    'You are an expert in {{dialect_name}} SQL. The database has this schema:\n\n{{schema}}\n\n' +
    'Write the {{dialect_name}} SQL that carries out the request below. ' +
    'Reply with the SQL only, in one ```sql code block.\n\nRequest: {{nl_prompt}}',
  builtInAssertions: () => [],
  caseWarnings: ({ input, expected }, meta) => {
    const parsed = Nl2SqlMetaSchema.safeParse(meta);
    if (!parsed.success || input['query_type'] === 'dql') return [];
    const { dialect } = parsed.data;
    if (forDialect(expected['eval_query'] as Record<string, string[]> | undefined, dialect).length > 0) return [];
    const message = `a ${String(input['query_type'])} case needs an eval_query for ${dialect} (the query that reads what the statement changed); without one it errs`;
    return [{ field: 'eval_query', message }];
  },
  scoringProblems: noIssues,
  inputField: 'nl_prompt',
  expectedSummary: goldenSummary,
  baseline: LLM_BASELINE,
  metaSchema: Nl2SqlMetaSchema,
  itemsFile: (meta) => {
    const items = settingsOf(meta).items;
    return items ? { field: 'items', path: items } : null;
  },
  dataFiles: (meta) => (settingsOf(meta).database.setup ?? []).map((file, i) => ({ field: `database.setup.${i}`, path: file })),
  // An items file may serve several dialects; this dataset runs the items written for its own (EvalBench would run the others with no golden SQL).
  excludeCase: ({ data }, meta) => {
    const item = data as Nl2SqlItem;
    const { dialect } = settingsOf(meta);
    if (!item.dialects.includes(dialect)) return `its dialects (${item.dialects.join(', ')}) do not include ${dialect}, the dataset's dialect`;
    if (forDialect(item.golden_sql, dialect).length === 0) return `golden_sql has no ${dialect} entry`;
    return null;
  },
  resources: {
    what: 'database',
    fix: "make the dataset's database open: its setup SQL files, or the server its database.url_env names (reachable, the URL's user with CREATEDB and CREATEROLE)",
    vars: ['dialect', 'dialect_name', 'schema'],
    reads: (meta) => {
      const variable = Nl2SqlMetaSchema.safeParse(meta).data?.database.url_env;
      return variable === undefined ? [] : [{ field: 'database.url_env', name: variable }];
    },
    open: openResources,
  },
  scorer: {
    runs: 'prompt',
    async score(response, { model, testCase, resources, judge, signal, limits }) {
      const sql = resources as Nl2SqlResources;
      const { scoring } = sql;
      const execution = await sql.execute(testCase, response.output);
      const nlPrompt = (testCase.data as Nl2SqlItem).nl_prompt;
      const rows = await scoreSqlRun(execution, scoring, {
        judge,
        nlPrompt,
        caseId: testCase.id,
        ...(signal ? { signal } : {}),
        ...(limits ? { limits } : {}),
      });
      // The case's result: its SQL scorers' rows, decided by pass_on (src/score/evalbench/nl2sql/index.ts).
      const verdict = sqlCaseVerdict(execution, rows, scoring);
      return modelResult(model, response, verdict.status, verdict.score, rows, verdict.error);
    },
  },
  // Script scorers get the SQL and its results as EvalBench's python_scorer does (the run is memoised: no second execution).
  scriptContext: async (testCase, output, resources) => (resources ? sqlContext(await (resources as Nl2SqlResources).execute(testCase, output)) : {}),
  compareTrials: async (trials, { testCase, resources }) => {
    const sql = resources as Nl2SqlResources;
    const { scoring } = sql;
    if (!scoring.enabled.includes('exact_match_consistency')) return null;
    const runs = await Promise.all(
      trials.map(async (trial): Promise<SqlTrial> => {
        if (trial.output === null) return { result: null, error: trial.error ?? 'no answer' };
        const { generated } = await sql.execute(testCase, trial.output);
        return { result: generated.result, error: generated.error };
      }),
    );
    return verdictRow('exact_match_consistency', exactMatchConsistency(runs), scoring);
  },
};
