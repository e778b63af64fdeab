export const id = 8763;
export const ids = [8763];
export const modules = {

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

/***/ 48763:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
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
// EXTERNAL MODULE: ./lib/sql/engine.js
var engine = __webpack_require__(89588);
// EXTERNAL MODULE: ./lib/sql/setup-files.js
var setup_files = __webpack_require__(86999);
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

// EXTERNAL MODULE: ./lib/sql/worker-channel.js
var worker_channel = __webpack_require__(47894);
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
/** Starting a worker and opening the database copy takes milliseconds; this only guards against a worker that never answers. */
const START_TIMEOUT_MS = 30_000;
/** The dataset's setup files build the whole database; each gets at least this long. */
const SETUP_TIMEOUT_MS = 60_000;
/** In dist/ beside the bundle, else sql.js's own files (a checkout with node_modules: tests, lib/). */
function sqlJsFiles() {
    const here = external_node_path_.dirname((0,external_node_url_.fileURLToPath)(import.meta.url));
    const bundled = external_node_path_.join(here, BUNDLED_GLUE);
    if ((0,external_node_fs_.existsSync)(bundled))
        return { glue: bundled, wasm: external_node_path_.join(here, WASM) };
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
    `(${sqliteWorkerMain.toString()})(parentPort, require(workerData.sqlJsFile), workerData, ${engine/* MAX_RESULT_ROWS */.Z});`,
].join('\n');
/** One worker holding one database copy. */
class SqliteSession {
    worker;
    timeoutMs;
    constructor(worker, 
    /** Each statement's time limit unless a call gives its own. */
    timeoutMs) {
        this.worker = worker;
        this.timeoutMs = timeoutMs;
    }
    static async open(image, what, timeoutMs) {
        const { glue, wasm } = await sqlJs();
        const workerData = { sqlJsFile: glue, wasm, image };
        const worker = await worker_channel/* WorkerChannel */.Q.start(WORKER_SOURCE, workerData, START_TIMEOUT_MS, `could not open ${what}`);
        return new SqliteSession(worker, timeoutMs);
    }
    async run(sql) {
        const reply = await this.worker.request({ op: 'run', sql }, this.timeoutMs);
        if (!reply.ok)
            throw new engine/* SqlError */.L(reply.error);
        if (!('rows' in reply))
            throw new engine/* SqlError */.L('the database worker gave no rows');
        return { columns: reply.columns, rows: reply.rows };
    }
    async export() {
        const reply = await this.worker.request({ op: 'export' }, START_TIMEOUT_MS);
        if (!reply.ok)
            throw new engine/* SqlError */.L(reply.error);
        if (!('image' in reply))
            throw new engine/* SqlError */.L('the database worker gave no database');
        return reply.image;
    }
    close() {
        return this.worker.close('the session is closed');
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
        await (0,setup_files/* runSetupFiles */.k)(options.setupFiles, (sql) => builder.run(sql));
        return new SqliteEngine(await builder.export(), options.statementTimeoutMs, options.setupFiles);
    }
    finally {
        await builder.close();
    }
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
