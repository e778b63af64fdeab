export const id = 2893;
export const ids = [2893];
export const modules = {

/***/ 75539:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ PG_SESSION_SETTINGS),
/* harmony export */   G: () => (/* binding */ pgCell)
/* harmony export */ });
// How a PostgreSQL cell becomes a plain JSON value, the same for PGlite and a
// real server: both engines read every column as PostgreSQL's text output and
// convert it here by the column's type, so a golden and a generated result
// render identically whichever engine ran them (the SQL scorers compare them).
//
// Numbers become numbers wherever a JavaScript number holds the value exactly
// as PostgreSQL wrote it; everything else keeps PostgreSQL's text (dates and
// times in ISO style, UTC: see PG_SESSION_SETTINGS).
/** Type OIDs from PostgreSQL's pg_type.dat (fixed across versions). */
const BOOL = 16;
const BYTEA = 17;
const INT8 = 20;
const INT2 = 21;
const INT4 = 23;
const OID = 26;
const FLOAT4 = 700;
const FLOAT8 = 701;
const NUMERIC = 1700;
/**
 * The settings every session runs with, so the text output of dates, times,
 * intervals, floats and bytes does not depend on the server's configuration.
 */
const PG_SESSION_SETTINGS = "SET TimeZone = 'UTC'; SET DateStyle = 'ISO, MDY'; SET IntervalStyle = 'postgres'; SET extra_float_digits = 1; SET bytea_output = 'hex'";
/** A decimal's value as sign, significant digits and exponent, whatever its notation ("1.50", "1.5", "15e-1" agree). */
function decimalKey(text) {
    const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
    if (!match)
        return null;
    const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
    let digits = (whole + fraction).replace(/^0+/, '');
    let power = Number(exponent) - fraction.length;
    if (digits === '')
        return '0';
    const trailing = /0*$/.exec(digits)?.[0].length ?? 0;
    digits = digits.slice(0, digits.length - trailing);
    power += trailing;
    return `${sign === '-' ? '-' : ''}${digits}e${power}`;
}
/** numeric: a number when the double prints back as the same decimal (12.50 gives 12.5), else PostgreSQL's text (more digits than a double holds, NaN). */
function numericCell(text) {
    const value = Number(text);
    if (!Number.isFinite(value))
        return text;
    return decimalKey(String(value)) === decimalKey(text) ? value : text;
}
/** One cell: PostgreSQL's text output of a value of the type `typeOid`, or null for SQL NULL. */
function pgCell(typeOid, text) {
    if (text === null)
        return null;
    switch (typeOid) {
        case BOOL:
            return text === 't';
        case INT2:
        case INT4:
        case OID:
            return Number(text);
        case INT8: {
            // count(*) and sum() of integers are bigint: a number while it is exact, else the digits.
            const value = Number(text);
            return Number.isSafeInteger(value) ? value : text;
        }
        case FLOAT4:
        case FLOAT8: {
            // NaN and Infinity have no JSON form: they stay as PostgreSQL writes them.
            const value = Number(text);
            return Number.isFinite(value) ? value : text;
        }
        case NUMERIC:
            return numericCell(text);
        case BYTEA:
            // Hex without the \x prefix, as the sqlite engine renders blobs.
            return text.startsWith('\\x') ? text.slice(2) : text;
        default:
            return text;
    }
}


/***/ }),

/***/ 89395:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ describePgSchema)
/* harmony export */ });
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
function schemaText(rows) {
    return rows.map((row) => String(row[0])).join('\n\n');
}
/** The schema of a Postgres engine's database, read in a session of its own. */
async function describePgSchema(engine) {
    const session = await engine.session();
    try {
        return schemaText((await session.run(PG_SCHEMA_QUERY)).rows);
    }
    finally {
        await session.close();
    }
}


/***/ }),

/***/ 25358:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ PgTransaction)
/* harmony export */ });
/* unused harmony export toQueryResult */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89588);
/* harmony import */ var _pg_cells_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75539);
// A Postgres session as one transaction, shared by PGlite and the server
// engine. Everything a session runs (setup_sql, the golden or generated SQL,
// the eval_query, cleanup_sql) happens inside a transaction the engine opened
// and later rolls back, and each run() inside a savepoint of its own, so a
// statement that fails leaves the session usable, as in the sqlite engine.
//
// Running inside a transaction also makes PostgreSQL itself refuse what no
// rollback could undo: DROP DATABASE, CREATE DATABASE, ALTER SYSTEM, VACUUM,
// tablespaces ("cannot run inside a transaction block").
//
// The generated SQL is untrusted and DML/DDL runs whole, so it may end the
// transaction itself (COMMIT, ROLLBACK, END; a correct answer often is
// "BEGIN; UPDATE ...; COMMIT;"). That is let happen, as it would on a fresh
// database, and detected: after every run the transaction's id is compared
// with the one the session began with. A session whose transaction was ended
// is marked `escaped`, and a new transaction is opened for what follows; the
// engine then discards what the escape committed (PGlite rebuilds its
// database from the dataset's image; the server drops the session's copy).



/** The raw result as the engine interface gives it: cells converted by type (src/sql/pg-cells.ts). */
function toQueryResult(raw) {
    return {
        columns: raw.columns.map((c) => c.name),
        rows: raw.rows.map((row) => row.map((text, i) => (0,_pg_cells_js__WEBPACK_IMPORTED_MODULE_2__/* .pgCell */ .G)(raw.columns[i]?.typeOid ?? 0, text))),
    };
}
/** The current transaction's id (assigned on first call; PostgreSQL 9.4 and later). */
const CURRENT_XID = 'SELECT txid_current()::text';
class PgTransaction {
    exec;
    /** True once the session's SQL ended the transaction the engine opened (its changes may have been committed). */
    escaped = false;
    xid = null;
    /** A savepoint name the SQL cannot know in advance, so it cannot release or roll back to ours. */
    savepoint = `supereval_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}`;
    constructor(exec) {
        this.exec = exec;
    }
    /** Opens the session's transaction. */
    static async begin(exec) {
        const transaction = new PgTransaction(exec);
        await transaction.open();
        return transaction;
    }
    async run(sql) {
        await this.exec(`SAVEPOINT ${this.savepoint}`);
        let raw;
        try {
            raw = await this.exec(sql);
        }
        catch (error) {
            // A timeout ends the session (the engine stops the statement's connection or worker): nothing to undo here.
            if (error instanceof _engine_js__WEBPACK_IMPORTED_MODULE_1__/* .SqlError */ .L && error.kind === 'timeout')
                throw error;
            // Undo the failed statement only, so the session goes on; if the savepoint is gone, the SQL ended the transaction before failing.
            const undone = await this.exec(`ROLLBACK TO SAVEPOINT ${this.savepoint}`).then(() => true, () => false);
            if (undone)
                await this.exec(`RELEASE SAVEPOINT ${this.savepoint}`).catch(() => this.reopen('ROLLBACK'));
            else
                await this.reopen('ROLLBACK');
            throw error;
        }
        if ((await this.currentXid()) !== this.xid) {
            // Ended (and perhaps a new one begun) by the SQL: commit what it left open, as its eval_query would see it, and start over.
            await this.reopen('COMMIT');
        }
        else {
            await this.exec(`RELEASE SAVEPOINT ${this.savepoint}`).catch(() => this.reopen('ROLLBACK'));
        }
        return toQueryResult(raw);
    }
    async open() {
        await this.exec('BEGIN');
        this.xid = await this.currentXid();
        if (this.xid === null)
            throw new _engine_js__WEBPACK_IMPORTED_MODULE_1__/* .SqlError */ .L('could not open the session transaction');
    }
    async currentXid() {
        return this.exec(CURRENT_XID).then((result) => result.rows[0]?.[0] ?? null, () => null);
    }
    async reopen(end) {
        this.escaped = true;
        // Outside a transaction, COMMIT and ROLLBACK only warn.
        await this.exec(end).catch(() => undefined);
        await this.open();
    }
}


/***/ }),

/***/ 92893:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openPostgresEngine: () => (/* binding */ openPostgresEngine)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./lib/sql/engine.js
var sql_engine = __webpack_require__(89588);
// EXTERNAL MODULE: ./lib/sql/pg-cells.js
var pg_cells = __webpack_require__(75539);
// EXTERNAL MODULE: ./node_modules/pg/esm/index.mjs
var esm = __webpack_require__(83849);
// EXTERNAL MODULE: ./lib/sql/url.js
var sql_url = __webpack_require__(41117);
;// CONCATENATED MODULE: ./lib/sql/pg-connection.js
// Connections to a PostgreSQL server for the server engine (src/sql/postgres.ts).
// Every step has a deadline: connecting (with authentication), each statement,
// and closing. A model's SQL or a server that stops answering can end a
// backend or leave a socket silent; the engine's work must still end, and no
// socket may be left open, or the process would never exit.



/** Connecting to the server, authentication included. */
const CONNECT_TIMEOUT_MS = 30_000;
/** Ending a connection: past this the socket is closed without the server's goodbye. */
const CLOSE_TIMEOUT_MS = 5_000;
/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';
/** SQLSTATE class 57P: the server ended the backend (admin_shutdown, crash_shutdown, database_dropped...). */
const CONNECTION_ENDED_CLASS = '57P';
/** What the server's pg_stat_activity shows for supereval's connections. */
const APPLICATION_NAME = 'supereval';
/** Every value as PostgreSQL's text: cells are converted by type in one place for both Postgres engines (src/sql/pg-cells.ts). */
const TEXT_TYPES = { getTypeParser: () => (value) => value };
const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text) => `'${text.replaceAll("'", "''")}'`;
/** The URL with another database in its path, and, when given, another user and password. */
function urlFor(url, database, login) {
    const parsed = new URL(url);
    parsed.pathname = `/${encodeURIComponent(database)}`;
    if (login) {
        parsed.username = encodeURIComponent(login.user);
        parsed.password = encodeURIComponent(login.password);
    }
    return parsed.toString();
}
/** One connection, with every message cleaned of the URL's private parts. */
class Connection {
    client;
    url;
    /** Why the connection is gone (the backend was terminated, the socket closed, a deadline passed); null while it serves. */
    lost = null;
    constructor(client, url) {
        this.client = client;
        this.url = url;
        // A terminated backend or a dropped socket: later queries fail with this instead of the process crashing on an unhandled 'error'.
        client.on('error', (error) => (this.lost ??= this.clean(error.message)));
        client.on('end', () => (this.lost ??= 'the server closed the connection'));
    }
    /** Connects, within CONNECT_TIMEOUT_MS; `role` names who logs in, for the error. */
    static async open(url, role = "the URL's user") {
        const client = new esm/* default.Client */.Ay.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, application_name: APPLICATION_NAME });
        const connection = new Connection(client, url);
        try {
            await client.connect();
        }
        catch (error) {
            connection.destroy('could not connect');
            const message = connection.clean(error.message);
            const why = message === 'timeout expired' ? `no answer within ${CONNECT_TIMEOUT_MS / 1000} s` : message;
            throw new sql_engine/* SqlError */.L(`could not connect to ${(0,sql_url/* shownUrl */.z)(url)} as ${role}: ${why}`);
        }
        return connection;
    }
    get processId() {
        return this.client.processID;
    }
    /**
     * Runs SQL as a simple query and returns the last statement's result, its cells as text. Rows are
     * counted as they arrive, so a query that streams without end is stopped at MAX_RESULT_ROWS.
     */
    exec(sql, options) {
        if (this.lost !== null)
            return Promise.reject(new sql_engine/* SqlError */.L(`the connection was lost: ${this.lost}`));
        return new Promise((resolve, reject) => {
            // rowMode is the driver's (lib/query.js), missing from its type declarations.
            const config = { text: sql, rowMode: 'array', types: TEXT_TYPES };
            const query = new esm/* default.Query */.Ay.Query(config);
            let rows = [];
            let current = null;
            let tooMany = false;
            const tooManyError = () => new sql_engine/* SqlError */.L(`returned more than ${sql_engine/* MAX_RESULT_ROWS */.Z} rows, the most a statement may return here`);
            const deadline = setTimeout(() => {
                this.destroy(`no answer within ${options.deadlineMs} ms`);
                reject(new sql_engine/* SqlError */.L(`the server did not answer within ${options.deadlineMs} ms`, 'timeout'));
            }, options.deadlineMs);
            query.on('row', (row, result) => {
                if (result !== current) {
                    current = result;
                    rows = [];
                }
                if (tooMany)
                    return;
                if (rows.length === sql_engine/* MAX_RESULT_ROWS */.Z) {
                    tooMany = true;
                    rows = [];
                    options.onTooMany?.();
                    return;
                }
                rows.push(row);
            });
            query.on('error', (error) => {
                clearTimeout(deadline);
                // The backend was ended (another session's pg_terminate_backend, a shutdown): the client's 'error'
                // event may only come after this, so the connection is marked lost here, for AdminLink to reconnect.
                if (error.code?.startsWith(CONNECTION_ENDED_CLASS))
                    this.lost ??= this.clean(error.message);
                if (tooMany)
                    reject(tooManyError());
                else if (error.code === QUERY_CANCELED && /statement timeout/.test(error.message))
                    reject(new sql_engine/* SqlError */.L(this.clean(error.message), 'timeout'));
                else
                    reject(new sql_engine/* SqlError */.L(this.clean(error.message)));
            });
            query.on('end', (ended) => {
                clearTimeout(deadline);
                if (tooMany) {
                    reject(tooManyError());
                    return;
                }
                // One result, or one per statement of a multi-statement query.
                const results = ended;
                const last = Array.isArray(results) ? results[results.length - 1] : results;
                const fields = last?.fields ?? [];
                resolve({
                    columns: fields.map((f) => ({ name: f.name, typeOid: f.dataTypeID })),
                    rows: last !== undefined && last === current ? rows : [],
                });
            });
            this.client.query(query);
        });
    }
    /** Ends the connection, within CLOSE_TIMEOUT_MS. Never rejects. */
    async close() {
        let timer;
        const late = new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_TIMEOUT_MS)));
        await Promise.race([this.client.end().catch(() => undefined), late]);
        clearTimeout(timer);
        this.destroy('closed');
    }
    /** Closes the socket at once (the driver has no public call for it), failing whatever is in flight. */
    destroy(reason) {
        this.lost ??= reason;
        this.client.connection?.stream?.destroy();
    }
    /** The message without the URL or its private parts: a driver message may quote the URL, its user, password or database. */
    clean(message) {
        return (0,sql_url/* withoutUrl */.G)(message, this.url);
    }
}
/**
 * A connection for the engine's own statements (creating and dropping
 * databases and roles, ending backends), opened on first use and again when
 * lost: these statements are safe to repeat. Statements run one at a time, in
 * the order given, each within `deadlineMs` (the server's statement_timeout
 * a little before it), so no caller waits on a connection that will not
 * answer, and there is never more than one connection to close.
 */
class AdminLink {
    url;
    deadlineMs;
    connection;
    queue = Promise.resolve();
    closed = false;
    constructor(url, deadlineMs, connection = null) {
        this.url = url;
        this.deadlineMs = deadlineMs;
        this.connection = connection ? Promise.resolve(connection) : null;
    }
    exec(sql) {
        const run = this.queue.then(() => this.execNow(sql));
        this.queue = run.catch(() => undefined);
        return run;
    }
    /** Closes the connection; later statements are refused. */
    async close() {
        this.closed = true;
        await this.queue;
        await (await this.connection?.catch(() => null))?.close();
    }
    async execNow(sql) {
        let connection = await this.current();
        try {
            return await connection.exec(sql, { deadlineMs: this.deadlineMs });
        }
        catch (error) {
            if (connection.lost === null || (error instanceof sql_engine/* SqlError */.L && error.kind === 'timeout'))
                throw error;
            connection = await this.current();
            return connection.exec(sql, { deadlineMs: this.deadlineMs });
        }
    }
    async current() {
        if (this.closed)
            throw new sql_engine/* SqlError */.L('the engine is closed');
        const connection = await this.connection?.catch(() => null);
        if (connection && connection.lost === null)
            return connection;
        connection?.destroy('lost');
        this.connection = Connection.open(this.url).then(async (opened) => {
            // The server ends a statement a little before our own deadline gives the connection up.
            await opened.exec(`SET statement_timeout = ${Math.max(1, this.deadlineMs - 1_000)}`, { deadlineMs: this.deadlineMs });
            return opened;
        });
        return this.connection;
    }
}

;// CONCATENATED MODULE: ./lib/sql/pg-roles.js
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




/** What every role the engine makes is not: a superuser, a maker of databases or roles, a replication or RLS-bypassing role. */
const UNPRIVILEGED = 'NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';
/** Refuses a URL whose user cannot make the databases and roles the engine needs, naming what it lacks. */
async function checkUrlUser(admin, url) {
    const { rows } = await admin.exec('SELECT rolsuper::text, rolcreatedb::text, rolcreaterole::text FROM pg_roles WHERE rolname = current_user');
    const [superuser, createdb, createrole] = rows[0] ?? [];
    if (superuser === 'true')
        return;
    const missing = [createdb === 'true' ? null : 'CREATEDB', createrole === 'true' ? null : 'CREATEROLE'].filter((x) => x !== null);
    if (missing.length === 0)
        return;
    throw new sql_engine/* SqlError */.L(`${(0,sql_url/* shownUrl */.z)(url)}: the URL's user needs CREATEDB and CREATEROLE and lacks ${missing.join(' and ')} ` +
        '(every case runs on a database and as a role of its own, which supereval makes and drops; ' +
        `grant them with ALTER ROLE <user> CREATEDB CREATEROLE)`);
}
/** The run's owner role: owns the dataset's tables; nobody logs in as it. */
async function createOwnerRole(admin, name) {
    await admin.exec(`CREATE ROLE ${quoteIdent(name)} NOLOGIN ${UNPRIVILEGED}; GRANT ${quoteIdent(name)} TO CURRENT_USER`);
}
/** A LOGIN role for one session (or the setup), with the owner role's rights and a random password. */
async function createLoginRole(admin, name, owner) {
    const password = (0,external_node_crypto_.randomBytes)(24).toString('base64url');
    const role = quoteIdent(name);
    await admin.exec(`CREATE ROLE ${role} LOGIN INHERIT ${UNPRIVILEGED} PASSWORD ${quoteLiteral(password)}; ` +
        `GRANT ${quoteIdent(owner)} TO ${role}; GRANT ${role} TO CURRENT_USER`);
    return { user: name, password };
}
/** Drops one of the engine's roles (after the databases it owns). Never rejects. */
async function dropRole(admin, name) {
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
function handOverSql(owner) {
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

// EXTERNAL MODULE: ./lib/sql/pg-schema.js
var pg_schema = __webpack_require__(89395);
// EXTERNAL MODULE: ./lib/sql/pg-transaction.js
var pg_transaction = __webpack_require__(25358);
// EXTERNAL MODULE: ./lib/sql/setup-files.js
var setup_files = __webpack_require__(86999);
;// CONCATENATED MODULE: ./lib/sql/postgres.js
// A real PostgreSQL server by URL (postgres://user:pass@host:5432/db), through
// the pg driver.
//
// The dataset's database is a template the engine makes on the server:
// - with setup files, a new database built by them;
// - without, a copy of the URL's database, which then already holds the
//   schema and data (PostgreSQL copies a database only while nobody is
//   connected to it, so the copy is made once, at the start, over a
//   connection to the server's `postgres` database).
// Every session is a database of its own, copied from the template
// (CREATE DATABASE ... TEMPLATE: 0.2 s for a small database with fsync on,
// 30 ms without; dropped after the session in the background), and inside
// it one transaction (src/sql/pg-transaction.ts), so PostgreSQL refuses what
// would reach beyond the copy (DROP DATABASE, ALTER SYSTEM). A COMMIT in the
// SQL commits to the session's copy only, which is dropped when the session
// closes. Sessions run in parallel. The URL's own database is never written to.
//
// No SQL of the dataset's or the model's runs as the URL's user: the setup
// and each session log in as a role of their own, made and dropped by the
// engine (src/sql/pg-roles.ts), so what a COMMIT lets out of the transaction
// (ALTER ROLE CURRENT_USER ..., CREATE ROLE, COPY ... PROGRAM) is refused or
// dies with the session. The URL's user needs CREATEDB and CREATEROLE.
//
// Time limit: the server's statement_timeout, and, because the SQL can turn it
// off (SET statement_timeout = 0), a timer of our own that terminates the
// session's backend. Every connection has a deadline besides
// (src/sql/pg-connection.ts), so the run ends whatever the SQL did to the
// server's backends.









/** Past the statement's limit, how long the server gets to cancel it itself before the backend is terminated. */
const GRACE_MS = 2_000;
/** Past our own timer, how long a connection waits for any answer before its socket is closed (a server that stopped answering). */
const SILENT_MS = 5_000;
/** The setup files build the whole database; each gets at least this long. */
const SETUP_TIMEOUT_MS = 60_000;
/** The engine's own statements: copying a large database takes a while, but not for ever. */
const ADMIN_DEADLINE_MS = 120_000;
/** Closed sessions' databases waiting to be dropped before a new session waits for them. */
const MAX_DROP_BACKLOG = 8;
/** The database the URL names (pg's default: the user's name). */
function databaseOf(url) {
    const parsed = new URL(url);
    const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    return name !== '' ? name : decodeURIComponent(parsed.username) || 'postgres';
}
class PostgresSession {
    engine;
    name;
    connection;
    transaction;
    closing = null;
    timedOut = false;
    constructor(engine, 
    /** The session's database and role (the same name). */
    name, connection, transaction) {
        this.engine = engine;
        this.name = name;
        this.connection = connection;
        this.transaction = transaction;
    }
    run(sql) {
        if (this.closing)
            return Promise.reject(new sql_engine/* SqlError */.L('the session is closed'));
        if (this.timedOut)
            return Promise.reject(new sql_engine/* SqlError */.L(`a statement ran past the ${this.engine.timeoutMs} ms time limit, so the session was ended`));
        return this.transaction.run(sql).catch((error) => {
            if (error instanceof sql_engine/* SqlError */.L && error.kind === 'timeout')
                this.end();
            throw error;
        });
    }
    /** After a timeout, as the in-process engines do: the session is over. */
    end() {
        if (this.timedOut)
            return;
        this.timedOut = true;
        void this.engine.terminate(this.connection.processId);
    }
    close() {
        this.closing ??= (async () => {
            await this.connection.close();
            this.engine.release(this.name);
        })().catch(() => undefined);
        return this.closing;
    }
}
class PostgresEngine {
    url;
    prefix;
    timeoutMs;
    dialect = 'postgres';
    label;
    /** Creates the databases and roles and ends backends. */
    admin;
    schema = null;
    sessions = 0;
    /** Drops closed sessions' databases and roles, one after another, on a connection of its own: with fsync on, a DROP DATABASE takes about a second (a CREATE from the template 0.2 s), and need not hold up the next session. */
    reaper;
    reaping = Promise.resolve();
    backlog = 0;
    /** What close() drops: set before the statement that makes it, whose answer may be lost. */
    made = { owner: false, template: false };
    constructor(url, adminUrl, 
    /** Names of the databases and roles this engine makes: `<prefix>_template`, `<prefix>_owner`, `<prefix>_setup`, `<prefix>_s<n>`. */
    prefix, timeoutMs) {
        this.url = url;
        this.prefix = prefix;
        this.timeoutMs = timeoutMs;
        this.label = `postgres (${(0,sql_url/* shownUrl */.z)(url)})`;
        this.admin = new AdminLink(adminUrl, ADMIN_DEADLINE_MS);
        this.reaper = new AdminLink(adminUrl, ADMIN_DEADLINE_MS);
    }
    get template() {
        return `${this.prefix}_template`;
    }
    get owner() {
        return `${this.prefix}_owner`;
    }
    /** Makes the owner role and the template: built by the setup files (run as a role of their own), or copied from the URL's database. */
    async build(setupFiles) {
        this.made.owner = true;
        await createOwnerRole(this.admin, this.owner);
        this.made.template = true;
        // Owned by the owner role while it is built, so what is made in its public schema can be the owner role's.
        if (setupFiles.length === 0)
            await this.copyUrlDatabase();
        else
            await this.runSetup(setupFiles);
        // Then the URL's user's again: a session's role, a member of the owner role, must not own the template.
        await this.admin.exec(`ALTER DATABASE ${quoteIdent(this.template)} OWNER TO CURRENT_USER`);
    }
    async session() {
        const name = `${this.prefix}_s${++this.sessions}`;
        // Copies waiting to be dropped take disk space: past a few, new sessions wait for them.
        while (this.backlog >= MAX_DROP_BACKLOG)
            await this.reaping;
        let connection = null;
        try {
            const login = await createLoginRole(this.admin, name, this.owner);
            // Owned by the session's role, so its SQL may create tables in the copy's public schema.
            await this.admin.exec(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(this.template)} OWNER ${quoteIdent(name)}`);
            connection = await Connection.open(urlFor(this.url, name, login), "the session's role");
            const open = connection;
            await open.exec(`${pg_cells/* PG_SESSION_SETTINGS */.$}; SET statement_timeout = ${this.timeoutMs}`, this.execOptions(open));
            let session = null;
            const exec = (sql) => this.timed(open, sql, () => session?.end());
            const transaction = await pg_transaction/* PgTransaction */.y.begin(exec);
            session = new PostgresSession(this, name, open, transaction);
            return session;
        }
        catch (error) {
            await connection?.close();
            this.release(name);
            throw error;
        }
    }
    describeSchema() {
        this.schema ??= (0,pg_schema/* describePgSchema */.S)(this);
        return this.schema;
    }
    async close() {
        await this.reaping;
        if (this.made.template)
            await this.drop(this.template);
        if (this.made.owner)
            await dropRole(this.admin, this.owner);
        await Promise.all([this.admin.close(), this.reaper.close()]);
    }
    /** A closed session's database and role, dropped in the background (close() waits for every drop). */
    release(name) {
        this.backlog++;
        this.reaping = this.reaping
            .then(async () => {
            await this.drop(name, this.reaper);
            await dropRole(this.reaper, name);
        })
            .finally(() => this.backlog--);
    }
    /** Drops one of this engine's databases, ending whatever is still connected to it. Never rejects. */
    async drop(database, link = this.admin) {
        await link
            .exec(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${quoteLiteral(database)} AND pid <> pg_backend_pid()`)
            .catch(() => undefined);
        await link.exec(`DROP DATABASE IF EXISTS ${quoteIdent(database)}`).catch(() => undefined);
    }
    /** Ends a session's backend (its statement ran past the limit, perhaps with statement_timeout turned off). Never rejects. */
    async terminate(processId) {
        if (processId !== null)
            await this.admin.exec(`SELECT pg_terminate_backend(${processId})`).catch(() => undefined);
    }
    async copyUrlDatabase() {
        const source = databaseOf(this.url);
        const create = `CREATE DATABASE ${quoteIdent(this.template)} TEMPLATE ${quoteIdent(source)} OWNER ${quoteIdent(this.owner)}`;
        await this.admin.exec(create).catch((error) => {
            // The admin link cleans its own URL's parts; the database copied is this URL's.
            const message = (0,sql_url/* withoutUrl */.G)(error.message, this.url);
            throw new sql_engine/* SqlError */.L(`${(0,sql_url/* shownUrl */.z)(this.url)}: could not copy the URL's database (each session runs on a copy; nobody else may be connected to it while it is copied): ${message}`);
        });
        // The copy's objects pass from the URL's user to the owner role, whose members the sessions' roles are.
        const handing = await Connection.open(urlFor(this.url, this.template));
        try {
            await handing.exec(handOverSql(this.owner), { deadlineMs: ADMIN_DEADLINE_MS });
        }
        finally {
            await handing.close();
        }
    }
    async runSetup(setupFiles) {
        await this.admin.exec(`CREATE DATABASE ${quoteIdent(this.template)} OWNER ${quoteIdent(this.owner)}`).catch((error) => {
            throw new sql_engine/* SqlError */.L(`${(0,sql_url/* shownUrl */.z)(this.url)}: could not create the dataset's database: ${(0,sql_url/* withoutUrl */.G)(error.message, this.url)}`);
        });
        const role = `${this.prefix}_setup`;
        try {
            const login = await createLoginRole(this.admin, role, this.owner);
            const builder = await Connection.open(urlFor(this.url, this.template, login), "the setup's role");
            const limitMs = Math.max(this.timeoutMs, SETUP_TIMEOUT_MS);
            const options = { deadlineMs: limitMs + GRACE_MS + SILENT_MS };
            try {
                await builder.exec(`SET statement_timeout = ${limitMs}`, options);
                await (0,setup_files/* runSetupFiles */.k)(setupFiles, (sql) => builder.exec(sql, options));
                // What the setup made passes to the owner role, so the setup's role can be dropped.
                await builder.exec(`RESET ROLE; REASSIGN OWNED BY ${quoteIdent(role)} TO ${quoteIdent(this.owner)}; DROP OWNED BY ${quoteIdent(role)}`, options);
            }
            finally {
                await builder.close();
            }
        }
        finally {
            await dropRole(this.admin, role);
        }
    }
    execOptions(connection) {
        return { deadlineMs: this.timeoutMs + GRACE_MS + SILENT_MS, onTooMany: () => void this.cancel(connection.processId) };
    }
    /** A statement under the time limit: the server's statement_timeout first, then our own timer, which ends the backend. */
    timed(connection, sql, onTimeout) {
        const limitMs = this.timeoutMs;
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
                onTimeout();
                void this.terminate(connection.processId);
                reject(new sql_engine/* SqlError */.L(`ran past the statement time limit of ${limitMs} ms`, 'timeout'));
            }, limitMs + GRACE_MS);
            connection
                .exec(sql, this.execOptions(connection))
                .then(resolve, (error) => {
                if (error instanceof sql_engine/* SqlError */.L && error.kind === 'timeout')
                    reject(new sql_engine/* SqlError */.L(`ran past the statement time limit of ${limitMs} ms`, 'timeout'));
                else
                    reject(error instanceof Error ? error : new sql_engine/* SqlError */.L(String(error)));
            })
                .finally(() => clearTimeout(timer));
        });
    }
    /** Cancels a backend's statement (one streaming more rows than a result may hold). */
    async cancel(processId) {
        if (processId !== null)
            await this.admin.exec(`SELECT pg_cancel_backend(${processId})`).catch(() => undefined);
    }
}
/** Connects to the server, checks the URL's user, and makes the dataset's template database (see the top of this file). */
async function openPostgresEngine(options) {
    const url = options.url;
    if (url === undefined)
        throw new sql_engine/* SqlError */.L('a PostgreSQL server engine needs the URL');
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        throw new sql_engine/* SqlError */.L(`${(0,sql_url/* shownUrl */.z)(url)}: not a PostgreSQL URL`);
    }
    if (parsed.hostname === '')
        throw new sql_engine/* SqlError */.L(`${(0,sql_url/* shownUrl */.z)(url)}: the URL names no host`);
    const prefix = `supereval_${process.pid}_${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
    // Copying the URL's database needs a connection to another one: the server's maintenance database.
    const adminUrl = options.setupFiles.length === 0 ? urlFor(url, 'postgres') : url;
    const engine = new PostgresEngine(url, adminUrl, prefix, options.statementTimeoutMs);
    try {
        await checkUrlUser(engine.admin, url);
        await engine.build(options.setupFiles);
        return engine;
    }
    catch (error) {
        await engine.close();
        throw error;
    }
}


/***/ }),

/***/ 86999:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ runSetupFiles)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var csv_parse_sync__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25175);
/* harmony import */ var _base_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88986);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89588);
// A dataset's setup files (database.setup), as every engine runs them: each
// read and run whole, in order, and an error naming the file that failed.
// A `.csv` file is an EvalBench setup_directory's `data/<table>.csv`: each
// row's cells are SQL literals as written, inserted into the table the file
// is named after (EvalBench's util/config.py load_db_data_from_csvs and its
// databases' insert_data: `INSERT INTO <table> VALUES (<cells>)`, no header).




/** Runs each file's SQL with `run`; a file that cannot be read, or whose SQL fails, rejects with its name in front. */
async function runSetupFiles(files, run) {
    for (const file of files) {
        // A dataset file like the others: regular, and within their size limit.
        const read = await (0,_base_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readBoundedFile */ .Mv)(file, { maxBytes: _base_index_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_DATASET_FILE_MIB */ .qL * 1024 * 1024 });
        if ('refused' in read)
            throw new _engine_js__WEBPACK_IMPORTED_MODULE_3__/* .SqlError */ .L(`${file}: ${read.refused.message}`);
        const text = (0,_base_index_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeUtf8 */ ._6)(read.bytes);
        let sql;
        try {
            sql = file.toLowerCase().endsWith('.csv') ? csvInserts(node_path__WEBPACK_IMPORTED_MODULE_0__.basename(file).slice(0, -'.csv'.length), text) : text;
        }
        catch (error) {
            throw new _engine_js__WEBPACK_IMPORTED_MODULE_3__/* .SqlError */ .L(`${file}: not valid CSV (${error.message})`);
        }
        if (sql.trim() === '')
            continue;
        await run(sql).catch((error) => {
            const e = error;
            throw new _engine_js__WEBPACK_IMPORTED_MODULE_3__/* .SqlError */ .L(`${file}: ${e.message}`, e.kind);
        });
    }
}
/** One INSERT per CSV row, its cells joined as written (Python's csv.reader, as EvalBench reads them). */
function csvInserts(table, text) {
    const rows = (0,csv_parse_sync__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text, { relax_column_count: true, skip_empty_lines: true });
    const name = `"${table.replace(/"/g, '""')}"`;
    return rows.map((row) => `INSERT INTO ${name} VALUES (${row.join(', ')});`).join('\n');
}


/***/ })

};
