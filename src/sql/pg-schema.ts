// The schema of a Postgres database as CREATE statements, for the model's
// prompt. PostgreSQL keeps no statement text (SQLite does, and the sqlite
// engine shows it as written), so one catalog query writes a statement per
// enum type, table, view and index of the user's schemas, in creation order;
// PGlite and the server engine run the same query, so both describe a
// database alike.
import type { SqlEngine } from './engine.js';

/** Rows of (oid, statement); a name outside the public schema is qualified. */
const PG_SCHEMA_QUERY = `
WITH rel AS (
  SELECT c.oid, c.relkind,
         CASE WHEN n.nspname = 'public' THEN '' ELSE quote_ident(n.nspname) || '.' END || quote_ident(c.relname) AS name
    FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f')
     AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
),
line AS (
  SELECT a.attrelid AS oid, 1 AS part, a.attnum AS pos, ''::text AS tie,
         quote_ident(a.attname) || ' ' || pg_catalog.format_type(a.atttypid, a.atttypmod)
           || CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE '' END
           || coalesce(' DEFAULT ' || pg_catalog.pg_get_expr(d.adbin, d.adrelid), '') AS text
    FROM pg_catalog.pg_attribute a
    LEFT JOIN pg_catalog.pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
   WHERE a.attnum > 0 AND NOT a.attisdropped AND a.attrelid IN (SELECT oid FROM rel WHERE relkind IN ('r', 'p', 'f'))
  UNION ALL
  SELECT k.conrelid, 2, strpos('pufcx', k.contype::text), k.conname::text,
         'CONSTRAINT ' || quote_ident(k.conname) || ' ' || pg_catalog.pg_get_constraintdef(k.oid)
    FROM pg_catalog.pg_constraint k
   WHERE k.contype IN ('p', 'u', 'f', 'c', 'x') AND k.conrelid IN (SELECT oid FROM rel)
),
statement AS (
  SELECT r.oid,
         CASE WHEN r.relkind IN ('v', 'm')
           THEN 'CREATE ' || CASE r.relkind WHEN 'm' THEN 'MATERIALIZED ' ELSE '' END || 'VIEW ' || r.name || ' AS '
                || rtrim(btrim(pg_catalog.pg_get_viewdef(r.oid, true)), ';') || ';'
           ELSE 'CREATE TABLE ' || r.name || ' (' || coalesce(E'\\n' || (
                  SELECT string_agg('  ' || l.text, E',\\n' ORDER BY l.part, l.pos, l.tie) FROM line l WHERE l.oid = r.oid
                ) || E'\\n', '') || ');'
         END AS text
    FROM rel r
  UNION ALL
  SELECT i.indexrelid, pg_catalog.pg_get_indexdef(i.indexrelid) || ';'
    FROM pg_catalog.pg_index i
   WHERE i.indrelid IN (SELECT oid FROM rel)
     AND NOT EXISTS (SELECT 1 FROM pg_catalog.pg_constraint k WHERE k.conindid = i.indexrelid)
  UNION ALL
  SELECT t.oid, 'CREATE TYPE ' || CASE WHEN n.nspname = 'public' THEN '' ELSE quote_ident(n.nspname) || '.' END || quote_ident(t.typname)
                || ' AS ENUM (' || (SELECT string_agg(quote_literal(e.enumlabel), ', ' ORDER BY e.enumsortorder) FROM pg_catalog.pg_enum e WHERE e.enumtypid = t.oid) || ');'
    FROM pg_catalog.pg_type t JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace
   WHERE t.typtype = 'e' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
)
SELECT text FROM statement ORDER BY oid`;

/** The statements, one paragraph each, as the sqlite engine writes its schema. */
function schemaText(rows: unknown[][]): string {
  return rows.map((row) => String(row[0])).join('\n\n');
}

/** The schema of a Postgres engine's database, read in a session of its own. */
export async function describePgSchema(engine: SqlEngine): Promise<string> {
  const session = await engine.session();
  try {
    return schemaText((await session.run(PG_SCHEMA_QUERY)).rows);
  } finally {
    await session.close();
  }
}
