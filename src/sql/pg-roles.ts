// The roles a real PostgreSQL server's SQL runs as (src/sql/postgres.ts).
// Neither the model's SQL nor the dataset's (setup files, golden SQL) ever
// runs as the URL's user: each run makes an owner role, NOLOGIN, which owns
// the dataset's tables, and each session (and the setup) a LOGIN role of its
// own, a member of the owner role, with a random password. None is a
// superuser, creates databases or roles, or belongs to
// pg_execute_server_program, pg_read_server_files or pg_write_server_files,
// so COPY ... PROGRAM, reading server files and CREATE ROLE fail. What a
// session's SQL does to its own role (ALTER ROLE CURRENT_USER PASSWORD,
// ... SET) dies with the role at the end of the session, and it may end only
// its own backends (pg_terminate_backend needs the other backend's role).
//
// The URL's user makes and drops them, so it needs CREATEROLE as well as
// CREATEDB, and becomes a member of each role it makes (to create a database
// owned by it and end its backends; membership runs that way only: the roles
// get none of the URL user's rights).
import { randomBytes } from 'node:crypto';
import { SqlError } from './engine.js';
import { quoteIdent, quoteLiteral, type AdminLink } from './pg-connection.js';
import { shownUrl } from './url.js';

/** What every role the engine makes is not: a superuser, a maker of databases or roles, a replication or RLS-bypassing role. */
const UNPRIVILEGED = 'NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';

export interface Login {
  user: string;
  password: string;
}

/** Refuses a URL whose user cannot make the databases and roles the engine needs, naming what it lacks. */
export async function checkUrlUser(admin: AdminLink, url: string): Promise<void> {
  const { rows } = await admin.exec('SELECT rolsuper::text, rolcreatedb::text, rolcreaterole::text FROM pg_roles WHERE rolname = current_user');
  const [superuser, createdb, createrole] = rows[0] ?? [];
  if (superuser === 'true') return;
  const missing = [createdb === 'true' ? null : 'CREATEDB', createrole === 'true' ? null : 'CREATEROLE'].filter((x) => x !== null);
  if (missing.length === 0) return;
  throw new SqlError(
    `${shownUrl(url)}: the URL's user needs CREATEDB and CREATEROLE and lacks ${missing.join(' and ')} ` +
      '(every case runs on a database and as a role of its own, which supereval makes and drops; ' +
      `grant them with ALTER ROLE <user> CREATEDB CREATEROLE)`,
  );
}

/** The run's owner role: owns the dataset's tables; nobody logs in as it. */
export async function createOwnerRole(admin: AdminLink, name: string): Promise<void> {
  await admin.exec(`CREATE ROLE ${quoteIdent(name)} NOLOGIN ${UNPRIVILEGED}; GRANT ${quoteIdent(name)} TO CURRENT_USER`);
}

/** A LOGIN role for one session (or the setup), with the owner role's rights and a random password. */
export async function createLoginRole(admin: AdminLink, name: string, owner: string): Promise<Login> {
  const password = randomBytes(24).toString('base64url');
  const role = quoteIdent(name);
  await admin.exec(
    `CREATE ROLE ${role} LOGIN INHERIT ${UNPRIVILEGED} PASSWORD ${quoteLiteral(password)}; ` +
      `GRANT ${quoteIdent(owner)} TO ${role}; GRANT ${role} TO CURRENT_USER`,
  );
  return { user: name, password };
}

/** Drops one of the engine's roles (after the databases it owns). Never rejects. */
export async function dropRole(admin: AdminLink, name: string): Promise<void> {
  await admin.exec(`DROP ROLE IF EXISTS ${quoteIdent(name)}`).catch(() => undefined);
}

/**
 * Run in a copy of the URL's database, as the URL's user: what the URL's
 * user owns there (schemas, tables, views, sequences, types, functions)
 * passes to the owner role, so the sessions' roles may change it as the URL's
 * user could. Indexes and a column's sequences follow their table; what
 * other roles own stays theirs. The copy's database itself stays the URL
 * user's.
 */
export function handOverSql(owner: string): string {
  return `DO $handover$
DECLARE
  item record;
BEGIN
  FOR item IN
    SELECT format('ALTER SCHEMA %I OWNER TO %I', n.nspname, ${quoteLiteral(owner)}) AS sql
      FROM pg_namespace n
     WHERE n.nspowner = (SELECT oid FROM pg_roles WHERE rolname = current_user)
       AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
    UNION ALL
    SELECT format('ALTER %s %s OWNER TO %I',
             CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
             c.oid::regclass, ${quoteLiteral(owner)})
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relowner = (SELECT oid FROM pg_roles WHERE rolname = current_user)
       AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
       AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d
                        WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
                          AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i'))
    UNION ALL
    SELECT format('ALTER TYPE %s OWNER TO %I', t.oid::regtype, ${quoteLiteral(owner)})
      FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
     WHERE t.typowner = (SELECT oid FROM pg_roles WHERE rolname = current_user)
       AND (t.typtype IN ('e', 'd', 'r') OR (t.typtype = 'c' AND EXISTS (SELECT 1 FROM pg_class WHERE oid = t.typrelid AND relkind = 'c')))
       AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
    UNION ALL
    SELECT format('ALTER ROUTINE %s OWNER TO %I', p.oid::regprocedure, ${quoteLiteral(owner)})
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE p.proowner = (SELECT oid FROM pg_roles WHERE rolname = current_user)
       AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE item.sql;
  END LOOP;
END
$handover$`;
}
