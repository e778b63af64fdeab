export const id = 972;
export const ids = [972,763];
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
/* harmony export */   l: () => (/* binding */ PG_SCHEMA_QUERY),
/* harmony export */   t: () => (/* binding */ schemaText)
/* harmony export */ });
// The schema of a Postgres database as CREATE statements, for the model's
// prompt. PostgreSQL keeps no statement text (SQLite does, and the sqlite
// engine shows it as written), so one catalog query writes a statement per
// enum type, table, view and index of the user's schemas, in creation order;
// PGlite and the server engine run the same query, so both describe a
// database alike.
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

/***/ 48763:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_RESULT_ROWS: () => (/* binding */ MAX_RESULT_ROWS),
  openSqliteEngine: () => (/* binding */ openSqliteEngine)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: ./lib/sql/engine.js
var engine = __webpack_require__(89588);
;// CONCATENATED MODULE: ./lib/sql/sqlite-worker.js
/** Runs in the worker: opens the database and answers requests until terminated. */
async function sqliteWorkerMain(port, initSqlJs, data, maxRows) {
    const SQL = await initSqlJs({
        // Emscripten's hook: instantiate the module compiled by the engine instead of fetching and compiling the file again.
        instantiateWasm(imports, receive) {
            const wasm = globalThis.WebAssembly;
            void wasm.instantiate(data.wasm, imports).then((instance) => {
                receive(instance, data.wasm);
            });
            return {};
        },
    });
    const db = data.image ? new SQL.Database(data.image) : new SQL.Database();
    // Blobs as hex text, so every cell is plain JSON and two equal blobs compare equal.
    const cell = (value) => value instanceof Uint8Array ? Array.from(value, (byte) => byte.toString(16).padStart(2, '0')).join('') : value;
    port.on('message', (request) => {
        try {
            if (request.op === 'export') {
                const image = db.export();
                port.postMessage({ id: request.id, ok: true, image }, [image.buffer]);
                return;
            }
            let columns = [];
            let rows = [];
            // Every statement in order; the answer is the last one's (db.exec would drop a last statement that returns no rows).
            for (const statement of db.iterateStatements(request.sql)) {
                try {
                    columns = statement.getColumnNames();
                    rows = [];
                    while (statement.step()) {
                        if (rows.length === maxRows)
                            throw new Error(`returned more than ${maxRows} rows, the most a statement may return here`);
                        rows.push(statement.get().map(cell));
                    }
                }
                finally {
                    statement.free();
                }
            }
            port.postMessage({ id: request.id, ok: true, columns, rows });
        }
        catch (error) {
            port.postMessage({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) });
        }
    });
    port.postMessage({ ready: true });
}

;// CONCATENATED MODULE: ./lib/sql/sqlite.js
// SQLite in-process through sql.js (SQLite compiled to WebAssembly): no server,
// no native build. The dataset's setup files run once; the database is then
// kept as bytes, and every session opens its own copy in its own worker
// thread, so nothing one session does reaches another, and a statement past
// the time limit is stopped by terminating its worker (sql.js never yields
// to the event loop while a statement runs).








/** sql.js's glue and WebAssembly as scripts/bundle.mjs copies them beside the bundle (.cjs: dist/ is an ES module package). */
const BUNDLED_GLUE = 'sql-wasm.cjs';
const WASM = 'sql-wasm.wasm';
/** Rows one statement may return: a query that streams rows without end is stopped here rather than when memory runs out. */
const MAX_RESULT_ROWS = 100_000;
/** A worker's JavaScript heap: what a result of MAX_RESULT_ROWS wide rows needs, with room. */
const WORKER_HEAP_MB = 512;
/** Starting a worker and opening the database copy takes milliseconds; this only guards against a worker that never answers. */
const START_TIMEOUT_MS = 30_000;
/** The dataset's setup files build the whole database; each gets at least this long. */
const SETUP_TIMEOUT_MS = 60_000;
/** In dist/ beside the action's bundle (the CLI's, in dist/cli/, looks one folder up), else sql.js's own files (a checkout with node_modules: tests, lib/). */
function sqlJsFiles() {
    const here = external_node_path_.dirname((0,external_node_url_.fileURLToPath)(import.meta.url));
    for (const dir of [here, external_node_path_.dirname(here)]) {
        const bundled = external_node_path_.join(dir, BUNDLED_GLUE);
        if ((0,external_node_fs_.existsSync)(bundled))
            return { glue: bundled, wasm: external_node_path_.join(dir, WASM) };
    }
    // The specifier is built at run time so that the bundler leaves this require alone.
    const glue = (0,external_node_module_.createRequire)(import.meta.url).resolve(['sql.js', 'dist', 'sql-wasm.js'].join('/'));
    return { glue, wasm: external_node_path_.join(external_node_path_.dirname(glue), WASM) };
}
let compiled = null;
/** sql.js's WebAssembly, compiled once per process and shared with every worker. */
function sqlJs() {
    compiled ??= (async () => {
        const files = sqlJsFiles();
        const wasm = globalThis.WebAssembly;
        return { glue: files.glue, wasm: await wasm.compile(await (0,promises_.readFile)(files.wasm)) };
    })();
    compiled.catch(() => (compiled = null));
    return compiled;
}
const WORKER_SOURCE = [
    "const { parentPort, workerData } = require('node:worker_threads');",
    `(${sqliteWorkerMain.toString()})(parentPort, require(workerData.sqlJsFile), workerData, ${MAX_RESULT_ROWS});`,
].join('\n');
/** One worker holding one database copy. */
class SqliteSession {
    worker;
    timeoutMs;
    pending = new Map();
    nextId = 1;
    /** Why the session can run nothing more (closed, timed out, the worker died); null while it can. */
    ended = null;
    constructor(worker, 
    /** Each statement's time limit unless a call gives its own. */
    timeoutMs) {
        this.worker = worker;
        this.timeoutMs = timeoutMs;
        worker.on('message', (reply) => {
            if (!('id' in reply))
                return;
            const pending = this.pending.get(reply.id);
            if (!pending)
                return;
            this.pending.delete(reply.id);
            clearTimeout(pending.timer);
            pending.resolve(reply);
        });
        worker.on('error', (error) => this.end(`the database worker failed: ${error.message}`));
        worker.on('exit', () => this.end('the database worker stopped'));
    }
    static async open(image, what, timeoutMs) {
        const { glue, wasm } = await sqlJs();
        const workerData = { sqlJsFile: glue, wasm, image };
        const worker = new external_node_worker_threads_.Worker(WORKER_SOURCE, { eval: true, workerData, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
        await new Promise((resolve, reject) => {
            const settle = (message) => {
                clearTimeout(timer);
                // Only these listeners: Worker keeps internal ones of its own.
                worker.off('message', ready).off('error', failed).off('exit', exited);
                if (message === null)
                    resolve();
                else {
                    void worker.terminate();
                    reject(new engine/* SqlError */.L(`could not open ${what}: ${message}`));
                }
            };
            const ready = () => settle(null);
            const failed = (error) => settle(error.message);
            const exited = (code) => settle(`the worker exited (code ${code})`);
            const timer = setTimeout(() => settle(`no answer within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
            worker.on('message', ready).on('error', failed).on('exit', exited);
        });
        return new SqliteSession(worker, timeoutMs);
    }
    async run(sql) {
        const reply = await this.request({ op: 'run', sql });
        if (!reply.ok)
            throw new engine/* SqlError */.L(reply.error);
        if (!('rows' in reply))
            throw new engine/* SqlError */.L('the database worker gave no rows');
        return { columns: reply.columns, rows: reply.rows };
    }
    async export() {
        const reply = await this.request({ op: 'export' }, START_TIMEOUT_MS);
        if (!reply.ok)
            throw new engine/* SqlError */.L(reply.error);
        if (!('image' in reply))
            throw new engine/* SqlError */.L('the database worker gave no database');
        return reply.image;
    }
    async close() {
        this.end('the session is closed');
        await this.worker.terminate().catch(() => undefined);
    }
    request(body, timeoutMs = this.timeoutMs) {
        if (this.ended !== null)
            return Promise.reject(new engine/* SqlError */.L(this.ended));
        const id = this.nextId++;
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
                // The only way to stop sql.js mid-statement: end the thread it runs on, and with it this session's database.
                this.pending.delete(id);
                this.end(`a statement ran past the ${timeoutMs} ms time limit, so the session was ended`);
                void this.worker.terminate();
                reject(new engine/* SqlError */.L(`ran past the statement time limit of ${timeoutMs} ms`, 'timeout'));
            }, timeoutMs);
            this.pending.set(id, { resolve, reject, timer });
            const request = { id, ...body };
            this.worker.postMessage(request);
        });
    }
    end(reason) {
        this.ended ??= reason;
        for (const [id, pending] of this.pending) {
            clearTimeout(pending.timer);
            pending.reject(new engine/* SqlError */.L(reason));
            this.pending.delete(id);
        }
    }
}
/** The schema as SQLite keeps it: each table's, view's, index's and trigger's CREATE statement, in creation order. */
const SCHEMA_QUERY = "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY rowid";
class SqliteEngine {
    image;
    timeoutMs;
    dialect = 'sqlite';
    label;
    schema = null;
    constructor(image, timeoutMs, files) {
        this.image = image;
        this.timeoutMs = timeoutMs;
        this.label = `sqlite (sql.js, in-process${files.length > 0 ? `, from ${files.map((f) => external_node_path_.basename(f)).join(', ')}` : ''})`;
    }
    async session() {
        return SqliteSession.open(this.image, 'a SQLite session', this.timeoutMs);
    }
    describeSchema() {
        this.schema ??= (async () => {
            const session = await this.session();
            try {
                const { rows } = await session.run(SCHEMA_QUERY);
                return rows.map((row) => `${String(row[0])};`).join('\n\n');
            }
            finally {
                await session.close();
            }
        })();
        return this.schema;
    }
    async close() {
        // Sessions own their workers; the engine holds only the database's bytes.
    }
}
/** Builds the dataset's database from its setup files (each run whole, in order) and keeps it for the sessions. */
async function openSqliteEngine(options) {
    if (options.url !== undefined)
        throw new engine/* SqlError */.L('the sqlite dialect runs in-process: it takes setup files, not a URL');
    const builder = await SqliteSession.open(null, 'SQLite', Math.max(options.statementTimeoutMs, SETUP_TIMEOUT_MS));
    try {
        for (const file of options.setupFiles) {
            const sql = await (0,promises_.readFile)(file, 'utf8').catch((error) => {
                const e = error;
                throw new engine/* SqlError */.L(`${file}: cannot read: ${e.code ?? e.message}`);
            });
            await builder.run(sql).catch((error) => {
                const e = error;
                throw new engine/* SqlError */.L(`${file}: ${e.message}`, e.kind);
            });
        }
        return new SqliteEngine(await builder.export(), options.statementTimeoutMs, options.setupFiles);
    }
    finally {
        await builder.close();
    }
}


/***/ })

};
