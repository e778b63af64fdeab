export const id = 261;
export const ids = [261];
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

/***/ 11261:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openPostgresEngine: () => (/* binding */ openPostgresEngine)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var pg__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83849);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89588);
/* harmony import */ var _pg_cells_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(75539);
/* harmony import */ var _pg_schema_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(89395);
/* harmony import */ var _pg_transaction_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25358);
/* harmony import */ var _setup_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86999);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(41117);
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
// would reach beyond the copy (DROP DATABASE, ALTER SYSTEM) and roles changed
// by the SQL are rolled back. A COMMIT in the SQL commits to the session's copy
// only, which is dropped when the session closes. Sessions run in parallel.
// The URL's own database is never written to. The URL's user needs CREATEDB.
//
// Time limit: the server's statement_timeout, and, because the SQL can turn it
// off (SET statement_timeout = 0), a timer of our own that terminates the
// session's backend.








/** Past the statement's limit, how long the server gets to cancel it itself before the backend is terminated. */
const GRACE_MS = 2_000;
/** The setup files build the whole database; each gets at least this long. */
const SETUP_TIMEOUT_MS = 60_000;
/** Connecting to the server. */
const CONNECT_TIMEOUT_MS = 60_000;
/** Closed sessions' databases waiting to be dropped before a new session waits for them. */
const MAX_DROP_BACKLOG = 8;
/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';
/** SQLSTATE class 57P: the server ended the backend (admin_shutdown, crash_shutdown, database_dropped...). */
const CONNECTION_ENDED_CLASS = '57P';
/** Every value as PostgreSQL's text: cells are converted by type in one place for both Postgres engines (src/sql/pg-cells.ts). */
const TEXT_TYPES = { getTypeParser: () => (value) => value };
const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;
/** The URL with another database in its path. */
function withDatabase(url, database) {
    const parsed = new URL(url);
    parsed.pathname = `/${encodeURIComponent(database)}`;
    return parsed.toString();
}
/** The database the URL names (pg's default: the user's name). */
function databaseOf(url) {
    const parsed = new URL(url);
    const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    return name !== '' ? name : decodeURIComponent(parsed.username) || 'postgres';
}
/** One connection, with every message cleaned of the URL's password. */
class Connection {
    client;
    url;
    /** Why the connection is gone (the backend was terminated, the socket closed); null while it serves. */
    lost = null;
    constructor(client, url) {
        this.client = client;
        this.url = url;
        // A terminated backend or a dropped socket: later queries fail with this instead of the process crashing on an unhandled 'error'.
        client.on('error', (error) => (this.lost = this.clean(error.message)));
    }
    static async open(url) {
        const client = new pg__WEBPACK_IMPORTED_MODULE_1__/* ["default"].Client */ .Ay.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
        const connection = new Connection(client, url);
        try {
            await client.connect();
        }
        catch (error) {
            await client.end().catch(() => undefined);
            throw new _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L(`could not connect to ${(0,_url_js__WEBPACK_IMPORTED_MODULE_5__/* .redactUrl */ .B)(url)}: ${connection.clean(error.message)}`);
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
    exec(sql, onTooMany) {
        if (this.lost !== null)
            return Promise.reject(new _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L(`the connection was lost: ${this.lost}`));
        return new Promise((resolve, reject) => {
            // rowMode is the driver's (lib/query.js), missing from its type declarations.
            const config = { text: sql, rowMode: 'array', types: TEXT_TYPES };
            const query = new pg__WEBPACK_IMPORTED_MODULE_1__/* ["default"].Query */ .Ay.Query(config);
            let rows = [];
            let current = null;
            let tooMany = false;
            query.on('row', (row, result) => {
                if (result !== current) {
                    current = result;
                    rows = [];
                }
                if (tooMany)
                    return;
                if (rows.length === _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RESULT_ROWS */ .Z) {
                    tooMany = true;
                    rows = [];
                    onTooMany?.();
                    return;
                }
                rows.push(row);
            });
            query.on('error', (error) => {
                // The backend was ended (another session's pg_terminate_backend, a shutdown): the client's 'error'
                // event may only come after this, so the connection is marked lost here, for AdminLink to reconnect.
                if (error.code?.startsWith(CONNECTION_ENDED_CLASS))
                    this.lost ??= this.clean(error.message);
                if (tooMany)
                    reject(new _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L(`returned more than ${_engine_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RESULT_ROWS */ .Z} rows, the most a statement may return here`));
                else if (error.code === QUERY_CANCELED && /statement timeout/.test(error.message))
                    reject(new _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L(this.clean(error.message), 'timeout'));
                else
                    reject(new _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L(this.clean(error.message)));
            });
            query.on('end', (ended) => {
                if (tooMany) {
                    reject(new _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L(`returned more than ${_engine_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RESULT_ROWS */ .Z} rows, the most a statement may return here`));
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
    async close() {
        await this.client.end().catch(() => undefined);
    }
    /** The message without the URL or its password (a driver message may quote either). */
    clean(message) {
        let text = message.replaceAll(this.url, (0,_url_js__WEBPACK_IMPORTED_MODULE_5__/* .redactUrl */ .B)(this.url));
        try {
            const password = decodeURIComponent(new URL(this.url).password);
            if (password !== '')
                text = text.replaceAll(password, '***');
        }
        catch {
            // A URL that does not parse was refused before connecting.
        }
        return text;
    }
}
/**
 * A connection for the engine's own statements (creating, dropping, ending
 * backends), made again when lost: a model's SQL may terminate the other
 * backends of its user, and these statements are safe to repeat.
 */
class AdminLink {
    url;
    /** Opened on first use, and again when lost. */
    connection;
    constructor(url, connection = null) {
        this.url = url;
        this.connection = connection ? Promise.resolve(connection) : null;
    }
    async exec(sql) {
        let connection = await this.current();
        try {
            return await connection.exec(sql);
        }
        catch (error) {
            if (connection.lost === null)
                throw error;
            connection = await this.current();
            return connection.exec(sql);
        }
    }
    async close() {
        await (await this.connection?.catch(() => null))?.close();
    }
    async current() {
        const connection = await this.connection?.catch(() => null);
        if (connection && connection.lost === null)
            return connection;
        await connection?.close();
        this.connection = Connection.open(this.url);
        return this.connection;
    }
}
class PostgresSession {
    engine;
    database;
    connection;
    transaction;
    closing = null;
    timedOut = false;
    constructor(engine, database, connection, transaction) {
        this.engine = engine;
        this.database = database;
        this.connection = connection;
        this.transaction = transaction;
    }
    run(sql) {
        if (this.closing)
            return Promise.reject(new _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L('the session is closed'));
        if (this.timedOut)
            return Promise.reject(new _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L(`a statement ran past the ${this.engine.timeoutMs} ms time limit, so the session was ended`));
        return this.transaction.run(sql).catch((error) => {
            if (error instanceof _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L && error.kind === 'timeout')
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
            this.engine.release(this.database);
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
    schema = null;
    sessions = 0;
    /** Creates the session databases and ends backends. */
    admin;
    /** Drops closed sessions' databases, one after another, on a connection of its own: with fsync on, a DROP DATABASE takes about a second (a CREATE from the template 0.2 s), and need not hold up the next session. */
    reaper;
    reaping = Promise.resolve();
    backlog = 0;
    constructor(url, admin, adminUrl, 
    /** Names of the databases this engine makes: `<prefix>_template`, `<prefix>_s<n>`. */
    prefix, timeoutMs) {
        this.url = url;
        this.prefix = prefix;
        this.timeoutMs = timeoutMs;
        this.label = `postgres (${(0,_url_js__WEBPACK_IMPORTED_MODULE_5__/* .redactUrl */ .B)(url)})`;
        this.admin = new AdminLink(adminUrl, admin);
        this.reaper = new AdminLink(adminUrl);
    }
    get template() {
        return `${this.prefix}_template`;
    }
    async session() {
        const database = `${this.prefix}_s${++this.sessions}`;
        // Copies waiting to be dropped take disk space: past a few, new sessions wait for them.
        while (this.backlog >= MAX_DROP_BACKLOG)
            await this.reaping;
        await this.adminExec(`CREATE DATABASE ${quoteIdent(database)} TEMPLATE ${quoteIdent(this.template)}`);
        let connection = null;
        try {
            connection = await Connection.open(withDatabase(this.url, database));
            const open = connection;
            await open.exec(`${_pg_cells_js__WEBPACK_IMPORTED_MODULE_6__/* .PG_SESSION_SETTINGS */ .$}; SET statement_timeout = ${this.timeoutMs}`);
            let session = null;
            const exec = (sql) => this.timed(open, sql, () => session?.end());
            const transaction = await _pg_transaction_js__WEBPACK_IMPORTED_MODULE_3__/* .PgTransaction */ .y.begin(exec);
            session = new PostgresSession(this, database, open, transaction);
            return session;
        }
        catch (error) {
            await connection?.close();
            await this.drop(database);
            throw error;
        }
    }
    describeSchema() {
        this.schema ??= (0,_pg_schema_js__WEBPACK_IMPORTED_MODULE_7__/* .describePgSchema */ .S)(this);
        return this.schema;
    }
    async close() {
        await this.reaping;
        await this.drop(this.template);
        await Promise.all([this.admin.close(), this.reaper.close()]);
    }
    /** A closed session's database, dropped in the background (close() waits for every drop). */
    release(database) {
        this.backlog++;
        this.reaping = this.reaping.then(() => this.drop(database, this.reaper)).finally(() => this.backlog--);
    }
    /** Drops one of this engine's databases, ending whatever is still connected to it. Never rejects. */
    async drop(database, link = this.admin) {
        await link
            .exec(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}' AND pid <> pg_backend_pid()`)
            .catch(() => undefined);
        await link.exec(`DROP DATABASE IF EXISTS ${quoteIdent(database)}`).catch(() => undefined);
    }
    /** Ends a session's backend (its statement ran past the limit, perhaps with statement_timeout turned off). Never rejects. */
    async terminate(processId) {
        if (processId !== null)
            await this.adminExec(`SELECT pg_terminate_backend(${processId})`).catch(() => undefined);
    }
    adminExec(sql) {
        return this.admin.exec(sql);
    }
    /** A statement under the time limit: the server's statement_timeout first, then our own timer, which ends the backend. */
    timed(connection, sql, onTimeout) {
        const limitMs = this.timeoutMs;
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
                onTimeout();
                void this.terminate(connection.processId);
                reject(new _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L(`ran past the statement time limit of ${limitMs} ms`, 'timeout'));
            }, limitMs + GRACE_MS);
            connection
                .exec(sql, () => void this.cancel(connection.processId))
                .then(resolve, (error) => {
                if (error instanceof _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L && error.kind === 'timeout')
                    reject(new _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L(`ran past the statement time limit of ${limitMs} ms`, 'timeout'));
                else
                    reject(error instanceof Error ? error : new _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L(String(error)));
            })
                .finally(() => clearTimeout(timer));
        });
    }
    /** Cancels a backend's statement (one streaming more rows than a result may hold). */
    async cancel(processId) {
        if (processId !== null)
            await this.adminExec(`SELECT pg_cancel_backend(${processId})`).catch(() => undefined);
    }
}
/** Connects to the server and makes the dataset's template database (see the top of this file). */
async function openPostgresEngine(options) {
    const url = options.url;
    if (url === undefined)
        throw new _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L('a PostgreSQL server engine needs the URL');
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        throw new _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L(`${(0,_url_js__WEBPACK_IMPORTED_MODULE_5__/* .redactUrl */ .B)(url)}: not a PostgreSQL URL`);
    }
    if (parsed.hostname === '')
        throw new _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L(`${(0,_url_js__WEBPACK_IMPORTED_MODULE_5__/* .redactUrl */ .B)(url)}: the URL names no host`);
    const prefix = `supereval_${process.pid}_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}`;
    const template = `${prefix}_template`;
    const fromUrl = options.setupFiles.length === 0;
    // Copying the URL's database needs a connection to another one: the server's maintenance database.
    const adminUrl = fromUrl ? withDatabase(url, 'postgres') : url;
    const admin = await Connection.open(adminUrl);
    const engine = new PostgresEngine(url, admin, adminUrl, prefix, options.statementTimeoutMs);
    try {
        const source = fromUrl ? ` TEMPLATE ${quoteIdent(databaseOf(url))}` : '';
        await admin.exec(`CREATE DATABASE ${quoteIdent(template)}${source}`).catch((error) => {
            const message = error.message;
            throw new _engine_js__WEBPACK_IMPORTED_MODULE_2__/* .SqlError */ .L(`${(0,_url_js__WEBPACK_IMPORTED_MODULE_5__/* .redactUrl */ .B)(url)}: could not create the dataset's database (each session runs on a copy, so the user needs CREATEDB${fromUrl ? `, and nobody else may be connected to ${databaseOf(url)} while it is copied` : ''}): ${message}`);
        });
        if (!fromUrl) {
            const builder = await Connection.open(withDatabase(url, template));
            try {
                await builder.exec(`SET statement_timeout = ${Math.max(options.statementTimeoutMs, SETUP_TIMEOUT_MS)}`);
                await (0,_setup_files_js__WEBPACK_IMPORTED_MODULE_4__/* .runSetupFiles */ .k)(options.setupFiles, (sql) => builder.exec(sql));
            }
            finally {
                await builder.close();
            }
        }
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
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89588);
// A dataset's setup files (database.setup), as every engine runs them: each
// read and run whole, in order, and an error naming the file that failed.


/** Runs each file's SQL with `run`; a file that cannot be read, or whose SQL fails, rejects with its name in front. */
async function runSetupFiles(files, run) {
    for (const file of files) {
        const sql = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8').catch((error) => {
            const e = error;
            throw new _engine_js__WEBPACK_IMPORTED_MODULE_1__/* .SqlError */ .L(`${file}: cannot read: ${e.code ?? e.message}`);
        });
        await run(sql).catch((error) => {
            const e = error;
            throw new _engine_js__WEBPACK_IMPORTED_MODULE_1__/* .SqlError */ .L(`${file}: ${e.message}`, e.kind);
        });
    }
}


/***/ })

};
