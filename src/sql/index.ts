// Opens the database an NL2SQL dataset runs on: a server when a URL is given
// (chosen by its scheme), else the dialect's in-process engine. Each engine
// is imported only when a dataset needs it (sql.js and PGlite carry their
// WebAssembly), so a run without NL2SQL datasets loads none of them.
import { SqlError, type SqlDialect, type SqlEngine, type SqlEngineOptions } from './engine.js';
import { shownUrl } from './url.js';

type EngineLoader = (options: SqlEngineOptions) => Promise<SqlEngine>;

/** The in-process engine of each dialect, used when no URL is given. */
export const EMBEDDED_ENGINES: Partial<Record<SqlDialect, EngineLoader>> = {
  sqlite: async (options) => (await import('./sqlite.js')).openSqliteEngine(options),
  postgres: async (options) => (await import('./pglite.js')).openPgliteEngine(options),
};

/** Server engines by URL scheme (without the colon), and the dialect each serves. */
const openPostgres: EngineLoader = async (options) => (await import('./postgres.js')).openPostgresEngine(options);
export const SERVER_ENGINES: Record<string, { dialect: SqlDialect; open: EngineLoader }> = {
  postgres: { dialect: 'postgres', open: openPostgres },
  postgresql: { dialect: 'postgres', open: openPostgres },
};

export async function openSqlEngine(options: SqlEngineOptions): Promise<SqlEngine> {
  if (options.url !== undefined) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(options.url)?.[1]?.toLowerCase() ?? '';
    const server = SERVER_ENGINES[scheme];
    if (!server) {
      const known = Object.keys(SERVER_ENGINES);
      throw new SqlError(
        `${shownUrl(options.url)}: no database server engine for "${scheme}:" URLs${known.length > 0 ? ` (known: ${known.map((s) => `${s}:`).join(', ')})` : ''}`,
      );
    }
    if (server.dialect !== options.dialect) {
      throw new SqlError(`${shownUrl(options.url)}: a ${server.dialect} server, but the dataset's dialect is ${options.dialect}`);
    }
    return server.open(options);
  }
  const embedded = EMBEDDED_ENGINES[options.dialect];
  if (!embedded) throw new SqlError(`no in-process engine for the ${options.dialect} dialect; give the database's URL`);
  return embedded(options);
}

export type { QueryResult, SqlDialect, SqlEngine, SqlSession } from './engine.js';
export { extractSql, splitStatements } from './extract.js';
export { withoutUrl } from './url.js';
