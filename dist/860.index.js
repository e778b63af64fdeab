export const id = 860;
export const ids = [860];
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

/***/ 10860:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openPgliteEngine: () => (/* binding */ openPgliteEngine)
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
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./lib/sql/engine.js
var engine = __webpack_require__(89588);
// EXTERNAL MODULE: ./lib/sql/pg-cells.js
var pg_cells = __webpack_require__(75539);
// EXTERNAL MODULE: ./lib/sql/pg-schema.js
var pg_schema = __webpack_require__(89395);
// EXTERNAL MODULE: ./lib/sql/pg-transaction.js
var pg_transaction = __webpack_require__(25358);
;// CONCATENATED MODULE: ./lib/sql/pglite-worker.js
/** Runs in the worker: starts PostgreSQL and answers requests until terminated. */
async function pgliteWorkerMain(port, pglite, data, maxRows) {
    const db = await pglite.PGlite.create({
        pgliteWasmModule: data.pgliteWasm,
        initdbWasmModule: data.initdbWasm,
        fsBundle: new Blob([data.fsBundle]),
        ...(data.image ? { loadDataDir: new Blob([data.image]) } : {}),
    });
    const encoder = new TextEncoder();
    const decoder = new TextDecoder();
    /** A simple-query ('Q') message. */
    const queryMessage = (sql) => {
        const body = encoder.encode(`${sql}\0`);
        const message = new Uint8Array(5 + body.length);
        message[0] = 0x51;
        new DataView(message.buffer).setInt32(1, 4 + body.length);
        message.set(body, 5);
        return message;
    };
    /** Reads the backend's messages: the last statement's columns and rows, or the error. */
    const readReply = (bytes) => {
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        let last = { columns: [], rows: [] };
        let current = null;
        let failure = null;
        let offset = 0;
        const cstring = (at) => {
            const end = bytes.indexOf(0, at);
            return [decoder.decode(bytes.subarray(at, end)), end + 1];
        };
        while (offset + 5 <= bytes.length) {
            const type = String.fromCharCode(bytes[offset] ?? 0);
            const length = view.getInt32(offset + 1);
            let at = offset + 5;
            const next = offset + 1 + length;
            if (type === 'T') {
                const count = view.getInt16(at);
                at += 2;
                const columns = [];
                for (let i = 0; i < count; i++) {
                    const [name, after] = cstring(at);
                    columns.push({ name, typeOid: view.getUint32(after + 6) });
                    at = after + 18;
                }
                current = { columns, rows: [] };
            }
            else if (type === 'D' && current && failure === null) {
                if (current.rows.length === maxRows) {
                    failure = { error: `returned more than ${maxRows} rows, the most a statement may return here`, code: null };
                }
                else {
                    const count = view.getInt16(at);
                    at += 2;
                    const row = [];
                    for (let i = 0; i < count; i++) {
                        const size = view.getInt32(at);
                        at += 4;
                        if (size < 0)
                            row.push(null);
                        else {
                            row.push(decoder.decode(bytes.subarray(at, at + size)));
                            at += size;
                        }
                    }
                    current.rows.push(row);
                }
            }
            else if (type === 'C' || type === 'I') {
                // A statement ended: its result (no columns if it returned no rows) is the answer so far.
                last = current ?? { columns: [], rows: [] };
                current = null;
            }
            else if (type === 'E' && failure === null) {
                const fields = new Map();
                while (at < next && bytes[at] !== 0) {
                    const code = String.fromCharCode(bytes[at] ?? 0);
                    const [value, after] = cstring(at + 1);
                    fields.set(code, value);
                    at = after;
                }
                failure = { error: fields.get('M') ?? 'the statement failed', code: fields.get('C') ?? null };
            }
            offset = next;
        }
        return failure ? { ok: false, ...failure } : { ok: true, result: last };
    };
    port.on('message', (request) => {
        void (async () => {
            try {
                if (request.op === 'dump') {
                    const file = await db.dumpDataDir('none');
                    const image = new Uint8Array(await file.arrayBuffer());
                    port.postMessage({ id: request.id, ok: true, image }, [image.buffer]);
                    return;
                }
                const reply = readReply(await db.execProtocolRaw(queryMessage(request.sql)));
                if (reply.ok)
                    port.postMessage({ id: request.id, ok: true, ...reply.result });
                else
                    port.postMessage({ id: request.id, ok: false, error: reply.error, code: reply.code });
            }
            catch (error) {
                port.postMessage({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error), code: null });
            }
        })();
    });
    port.postMessage({ ready: true });
}

// EXTERNAL MODULE: ./lib/sql/setup-files.js
var setup_files = __webpack_require__(86999);
// EXTERNAL MODULE: ./lib/sql/worker-channel.js
var worker_channel = __webpack_require__(47894);
;// CONCATENATED MODULE: ./lib/sql/pglite.js
// Postgres in-process through PGlite (PostgreSQL compiled to WebAssembly): the
// embedded default of the postgres dialect, no server needed.
//
// One PGlite instance, in a worker thread (PGlite ignores statement_timeout and
// blocks its thread while a statement runs: see pglite-worker.ts), holds the
// dataset's database. Sessions take turns on it (PGlite has one connection):
// each is a transaction rolled back at its end (src/sql/pg-transaction.ts),
// after which the sequences are set back to where the dataset left them
// (nextval is not undone by a rollback) and session state a rollback keeps
// (prepared statements, advisory locks) is dropped.
//
// What a rollback cannot undo is undone by rebuilding: the data directory is
// kept as an image once the setup files have run, and the instance is started
// again from it after a session whose SQL ended the transaction itself
// (COMMIT), after a timeout (the worker is terminated), and after the worker
// dies. A clone per session would isolate as well, but costs about a second a
// session (measured: 0.9-1.9 s to start PGlite from an image, against about
// 10 ms for a transaction), so the transaction is the rule and the rebuild
// the exception.














/** Where scripts/bundle.mjs puts PGlite's files beside the bundle: dist/pglite/. */
const BUNDLED_DIR = 'pglite';
const GLUE = 'index.cjs';
const FILES = { pgliteWasm: 'pglite.wasm', initdbWasm: 'initdb.wasm', fsBundle: 'pglite.data' };
const gunzipAsync = (0,external_node_util_.promisify)(external_node_zlib_.gunzip);
/** A new cluster (initdb) takes 6-10 s on a loaded 2-core machine; starting from an image about 1-2 s. */
const START_TIMEOUT_MS = 120_000;
/** The dataset's setup files build the whole database; each gets at least this long. */
const SETUP_TIMEOUT_MS = 60_000;
/**
 * PGlite's glue (index.cjs) and a reader of its WebAssembly and data files.
 * Beside the bundle they are gzipped (scripts/bundle.mjs: 15 MB become 5 MB of
 * dist/), and unzipped once a process first starts the engine.
 */
function pgliteFiles() {
    const bundled = external_node_path_.join(external_node_path_.dirname((0,external_node_url_.fileURLToPath)(import.meta.url)), BUNDLED_DIR);
    if ((0,external_node_fs_.existsSync)(external_node_path_.join(bundled, GLUE))) {
        return { glue: external_node_path_.join(bundled, GLUE), read: async (file) => gunzipAsync(await (0,promises_.readFile)(external_node_path_.join(bundled, `${file}.gz`))) };
    }
    // A checkout with node_modules (tests, lib/); the specifier is built at run time so that the bundler leaves this require alone.
    const glue = (0,external_node_module_.createRequire)(import.meta.url).resolve(['@electric-sql', 'pglite'].join('/'));
    return { glue, read: (file) => (0,promises_.readFile)(external_node_path_.join(external_node_path_.dirname(glue), file)) };
}
let assets = null;
/** PGlite's WebAssembly compiled, and its data file read, once per process and shared with every worker. */
function pgliteAssets() {
    assets ??= (async () => {
        const { glue, read } = pgliteFiles();
        const wasm = globalThis.WebAssembly;
        const [pgliteWasm, initdbWasm, fsBundle] = await Promise.all([
            read(FILES.pgliteWasm).then((bytes) => wasm.compile(bytes)),
            read(FILES.initdbWasm).then((bytes) => wasm.compile(bytes)),
            read(FILES.fsBundle),
        ]);
        return { pgliteFile: glue, pgliteWasm, initdbWasm, fsBundle: new Uint8Array(fsBundle) };
    })();
    assets.catch(() => (assets = null));
    return assets;
}
const WORKER_SOURCE = [
    "const { parentPort, workerData } = require('node:worker_threads');",
    `(${pgliteWorkerMain.toString()})(parentPort, require(workerData.pgliteFile), workerData, ${engine/* MAX_RESULT_ROWS */.Z});`,
].join('\n');
/** One worker running one PGlite instance; a statement past its time limit ends it (the engine starts it again from the image). */
class PgliteInstance {
    worker;
    constructor(worker) {
        this.worker = worker;
    }
    /** Starts PostgreSQL from an image (null: a new cluster) with the session settings applied. */
    static async start(image) {
        const workerData = { ...(await pgliteAssets()), image };
        const worker = await worker_channel/* WorkerChannel */.Q.start(WORKER_SOURCE, workerData, START_TIMEOUT_MS, 'could not start PGlite');
        const instance = new PgliteInstance(worker);
        await instance.exec(pg_cells/* PG_SESSION_SETTINGS */.$, START_TIMEOUT_MS);
        return instance;
    }
    /** Why the instance can run nothing more (stopped, timed out, the worker died); null while it can. */
    get ended() {
        return this.worker.ended;
    }
    async exec(sql, timeoutMs) {
        const reply = await this.worker.request({ op: 'run', sql }, timeoutMs);
        if (!reply.ok)
            throw new engine/* SqlError */.L(reply.error);
        if (!('rows' in reply))
            throw new engine/* SqlError */.L('the database worker gave no rows');
        return { columns: reply.columns, rows: reply.rows };
    }
    async dump() {
        const reply = await this.worker.request({ op: 'dump' }, START_TIMEOUT_MS);
        if (!reply.ok)
            throw new engine/* SqlError */.L(reply.error);
        if (!('image' in reply))
            throw new engine/* SqlError */.L('the database worker gave no image');
        return reply.image;
    }
    stop() {
        return this.worker.close('the database is closed');
    }
}
/** The state a rollback leaves behind, cleared before every session; the sequences' reset is appended per dataset. */
const SESSION_RESET = 'DEALLOCATE ALL; SELECT pg_advisory_unlock_all()';
/** One statement setting every sequence back to its state in the image (setval is not transactional, so it outlives the rollback). */
const SEQUENCE_RESET_QUERY = `
SELECT string_agg(format('SELECT pg_catalog.setval(%L, %s, %s)', format('%I.%I', schemaname, sequencename),
                         coalesce(last_value, start_value), CASE WHEN last_value IS NULL THEN 'false' ELSE 'true' END), '; ')
  FROM pg_catalog.pg_sequences`;
/** An empty cluster's image, made by the first engine of the process: initdb runs once, later engines start from it. */
let freshCluster = null;
class PgliteEngine {
    image;
    reset;
    timeoutMs;
    dialect = 'postgres';
    label;
    schema = null;
    /** The instance sessions run on; a promise while it (re)starts from the image. */
    instance;
    /** Sessions take turns: each waits for the one before it to close. */
    turn = Promise.resolve();
    closed = false;
    constructor(instance, image, 
    /** Run before every session: session state and sequences back to the image's. */
    reset, timeoutMs, files) {
        this.image = image;
        this.reset = reset;
        this.timeoutMs = timeoutMs;
        this.instance = Promise.resolve(instance);
        this.label = `postgres (PGlite, in-process${files.length > 0 ? `, from ${files.map((f) => external_node_path_.basename(f)).join(', ')}` : ''})`;
    }
    async session() {
        if (this.closed)
            throw new engine/* SqlError */.L('the database is closed');
        let release;
        const previous = this.turn;
        this.turn = new Promise((resolve) => (release = resolve));
        await previous;
        try {
            let instance = await this.instance;
            if (instance.ended !== null)
                instance = await this.restart();
            const exec = (sql) => instance.exec(sql, this.timeoutMs);
            // Before the transaction, not after the rollback: an instance started from the image has its sequences ahead
            // (PostgreSQL logs them 32 values ahead, and the image is read as after a crash).
            await exec(this.reset);
            const transaction = await pg_transaction/* PgTransaction */.y.begin(exec);
            return new PgliteSession(transaction, async () => {
                const clean = instance.ended === null &&
                    !transaction.escaped &&
                    (await exec('ROLLBACK').then(() => true, () => false));
                // Anything else (an escaped transaction, a timeout, a dead worker, a failed reset): the instance starts again from the image.
                if (!clean)
                    void this.restart().catch(() => undefined);
                release();
            });
        }
        catch (error) {
            release();
            void this.restart().catch(() => undefined);
            throw error;
        }
    }
    describeSchema() {
        this.schema ??= (0,pg_schema/* describePgSchema */.S)(this);
        return this.schema;
    }
    async close() {
        this.closed = true;
        const instance = await this.instance.catch(() => null);
        await instance?.stop();
    }
    /** Stops the current instance and starts a new one from the image. */
    restart() {
        if (this.closed)
            return Promise.reject(new engine/* SqlError */.L('the database is closed'));
        const previous = this.instance;
        this.instance = (async () => {
            await (await previous.catch(() => null))?.stop();
            return PgliteInstance.start(this.image);
        })();
        return this.instance;
    }
}
class PgliteSession {
    transaction;
    finish;
    closing = null;
    constructor(transaction, finish) {
        this.transaction = transaction;
        this.finish = finish;
    }
    run(sql) {
        if (this.closing)
            return Promise.reject(new engine/* SqlError */.L('the session is closed'));
        return this.transaction.run(sql);
    }
    close() {
        this.closing ??= this.finish().catch(() => undefined);
        return this.closing;
    }
}
/** A new cluster: initdb once per process, then copies of its image. */
async function newCluster() {
    if (freshCluster) {
        const image = await freshCluster.catch(() => null);
        if (image)
            return PgliteInstance.start(image);
    }
    const instance = await PgliteInstance.start(null);
    freshCluster = instance.dump();
    freshCluster.catch(() => (freshCluster = null));
    await freshCluster.catch(() => undefined);
    return instance;
}
/** Builds the dataset's database from its setup files (each run whole, in order) and keeps its image for restarts. */
async function openPgliteEngine(options) {
    if (options.url !== undefined)
        throw new engine/* SqlError */.L('PGlite runs in-process: it takes setup files, not a URL');
    const instance = await newCluster();
    try {
        await (0,setup_files/* runSetupFiles */.k)(options.setupFiles, (sql) => instance.exec(sql, Math.max(options.statementTimeoutMs, SETUP_TIMEOUT_MS)));
        const sequences = (await instance.exec(SEQUENCE_RESET_QUERY, SETUP_TIMEOUT_MS)).rows[0]?.[0] ?? null;
        const image = await instance.dump();
        return new PgliteEngine(instance, image, sequences ? `${SESSION_RESET}; ${sequences}` : SESSION_RESET, options.statementTimeoutMs, options.setupFiles);
    }
    catch (error) {
        await instance.stop();
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


/***/ }),

/***/ 47894:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ WorkerChannel)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89588);
// The worker thread an in-process engine's database runs on (sqlite.ts,
// pglite.ts), and the request/reply channel to it. sql.js and PGlite both run
// a statement on the calling thread without ever yielding, so a runaway
// statement can only be stopped by terminating its thread: each database
// lives in a worker, started from source text (Worker `eval`, so the bundle
// needs no separate worker file), and a request past its time limit ends the
// worker and every request still waiting on it.


/** A worker's JavaScript heap (the database's own memory is WebAssembly memory outside it): a result of MAX_RESULT_ROWS wide rows, with room. */
const WORKER_HEAP_MB = 512;
/**
 * One worker and its requests: each carries an id, and the worker answers
 * it with a reply of the same id. Its first message (not a reply) says it is
 * ready.
 */
class WorkerChannel {
    worker;
    pending = new Map();
    nextId = 1;
    /** Why the worker can answer nothing more (closed, timed out, died); null while it can. */
    endedBy = null;
    constructor(worker) {
        this.worker = worker;
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
    /** Starts the worker and waits for its first message; `failure` begins the error when it does not come ("could not start PGlite"). */
    static async start(source, workerData, startTimeoutMs, failure) {
        const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(source, { eval: true, workerData, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
        await new Promise((resolve, reject) => {
            const settle = (message) => {
                clearTimeout(timer);
                // Only these listeners: Worker keeps internal ones of its own.
                worker.off('message', ready).off('error', failed).off('exit', exited);
                if (message === null)
                    resolve();
                else {
                    void worker.terminate();
                    reject(new _engine_js__WEBPACK_IMPORTED_MODULE_1__/* .SqlError */ .L(`${failure}: ${message}`));
                }
            };
            const ready = () => settle(null);
            const failed = (error) => settle(error.message);
            const exited = (code) => settle(`the worker exited (code ${code})`);
            const timer = setTimeout(() => settle(`no answer within ${startTimeoutMs} ms`), startTimeoutMs);
            worker.on('message', ready).on('error', failed).on('exit', exited);
        });
        return new WorkerChannel(worker);
    }
    /** Why the worker can answer nothing more; null while it can. */
    get ended() {
        return this.endedBy;
    }
    /** Sends a request; past `timeoutMs` the worker is terminated, and with it the database it holds. */
    request(body, timeoutMs) {
        if (this.endedBy !== null)
            return Promise.reject(new _engine_js__WEBPACK_IMPORTED_MODULE_1__/* .SqlError */ .L(this.endedBy));
        const id = this.nextId++;
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
                // The only way to stop sql.js or PGlite mid-statement: end the thread it runs on.
                this.pending.delete(id);
                this.end(`a statement ran past the ${timeoutMs} ms time limit, so the session was ended`);
                void this.worker.terminate();
                reject(new _engine_js__WEBPACK_IMPORTED_MODULE_1__/* .SqlError */ .L(`ran past the statement time limit of ${timeoutMs} ms`, 'timeout'));
            }, timeoutMs);
            this.pending.set(id, { resolve, reject, timer });
            this.worker.postMessage({ id, ...body });
        });
    }
    /** Ends the worker; `reason` is what later requests are refused with. */
    async close(reason) {
        this.end(reason);
        await this.worker.terminate().catch(() => undefined);
    }
    end(reason) {
        this.endedBy ??= reason;
        for (const [id, pending] of this.pending) {
            clearTimeout(pending.timer);
            pending.reject(new _engine_js__WEBPACK_IMPORTED_MODULE_1__/* .SqlError */ .L(reason));
            this.pending.delete(id);
        }
    }
}


/***/ })

};
