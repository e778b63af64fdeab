export const id = 860;
export const ids = [860];
export const modules = {

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
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
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

// EXTERNAL MODULE: ./lib/sql/sqlite.js + 1 modules
var sqlite = __webpack_require__(48763);
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












/** Where scripts/bundle.mjs puts PGlite's files beside the bundle: dist/pglite/ (the CLI's bundle, in dist/cli/, looks one folder up). */
const BUNDLED_DIR = 'pglite';
const GLUE = 'index.cjs';
const FILES = { pgliteWasm: 'pglite.wasm', initdbWasm: 'initdb.wasm', fsBundle: 'pglite.data' };
/** Worker heap (JavaScript; PostgreSQL's own memory is WebAssembly memory outside it): a result of MAX_RESULT_ROWS rows, with room. */
const WORKER_HEAP_MB = 512;
/** A new cluster (initdb) takes 6-10 s on a loaded 2-core machine; starting from an image about 1-2 s. */
const START_TIMEOUT_MS = 120_000;
/** The dataset's setup files build the whole database; each gets at least this long. */
const SETUP_TIMEOUT_MS = 60_000;
/** PGlite's glue (index.cjs) and the directory holding its WebAssembly and data files. */
function pgliteDir() {
    const here = external_node_path_.dirname((0,external_node_url_.fileURLToPath)(import.meta.url));
    for (const dir of [external_node_path_.join(here, BUNDLED_DIR), external_node_path_.join(external_node_path_.dirname(here), BUNDLED_DIR)]) {
        if ((0,external_node_fs_.existsSync)(external_node_path_.join(dir, GLUE)))
            return { glue: external_node_path_.join(dir, GLUE), dir };
    }
    // A checkout with node_modules (tests, lib/); the specifier is built at run time so that the bundler leaves this require alone.
    const glue = (0,external_node_module_.createRequire)(import.meta.url).resolve(['@electric-sql', 'pglite'].join('/'));
    return { glue, dir: external_node_path_.dirname(glue) };
}
let assets = null;
/** PGlite's WebAssembly compiled, and its data file read, once per process and shared with every worker. */
function pgliteAssets() {
    assets ??= (async () => {
        const { glue, dir } = pgliteDir();
        const wasm = globalThis.WebAssembly;
        const [pgliteWasm, initdbWasm, fsBundle] = await Promise.all([
            (0,promises_.readFile)(external_node_path_.join(dir, FILES.pgliteWasm)).then((bytes) => wasm.compile(bytes)),
            (0,promises_.readFile)(external_node_path_.join(dir, FILES.initdbWasm)).then((bytes) => wasm.compile(bytes)),
            (0,promises_.readFile)(external_node_path_.join(dir, FILES.fsBundle)),
        ]);
        return { pgliteFile: glue, pgliteWasm, initdbWasm, fsBundle: new Uint8Array(fsBundle) };
    })();
    assets.catch(() => (assets = null));
    return assets;
}
const WORKER_SOURCE = [
    "const { parentPort, workerData } = require('node:worker_threads');",
    `(${pgliteWorkerMain.toString()})(parentPort, require(workerData.pgliteFile), workerData, ${sqlite.MAX_RESULT_ROWS});`,
].join('\n');
/** One worker running one PGlite instance. */
class PgliteInstance {
    worker;
    pending = new Map();
    nextId = 1;
    /** Why the instance can run nothing more (stopped, timed out, the worker died); null while it can. */
    ended = null;
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
    /** Starts PostgreSQL from an image (null: a new cluster) with the session settings applied. */
    static async start(image) {
        const workerData = { ...(await pgliteAssets()), image };
        const worker = new external_node_worker_threads_.Worker(WORKER_SOURCE, { eval: true, workerData, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
        await new Promise((resolve, reject) => {
            const settle = (message) => {
                clearTimeout(timer);
                worker.off('message', ready).off('error', failed).off('exit', exited);
                if (message === null)
                    resolve();
                else {
                    void worker.terminate();
                    reject(new engine/* SqlError */.L(`could not start PGlite: ${message}`));
                }
            };
            const ready = () => settle(null);
            const failed = (error) => settle(error.message);
            const exited = (code) => settle(`the worker exited (code ${code})`);
            const timer = setTimeout(() => settle(`no answer within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
            worker.on('message', ready).on('error', failed).on('exit', exited);
        });
        const instance = new PgliteInstance(worker);
        await instance.exec(pg_cells/* PG_SESSION_SETTINGS */.$, START_TIMEOUT_MS);
        return instance;
    }
    async exec(sql, timeoutMs) {
        const reply = await this.request({ op: 'run', sql }, timeoutMs);
        if (!reply.ok)
            throw new engine/* SqlError */.L(reply.error);
        if (!('rows' in reply))
            throw new engine/* SqlError */.L('the database worker gave no rows');
        return { columns: reply.columns, rows: reply.rows };
    }
    async dump() {
        const reply = await this.request({ op: 'dump' }, START_TIMEOUT_MS);
        if (!reply.ok)
            throw new engine/* SqlError */.L(reply.error);
        if (!('image' in reply))
            throw new engine/* SqlError */.L('the database worker gave no image');
        return reply.image;
    }
    async stop() {
        this.end('the database is closed');
        await this.worker.terminate().catch(() => undefined);
    }
    request(body, timeoutMs) {
        if (this.ended !== null)
            return Promise.reject(new engine/* SqlError */.L(this.ended));
        const id = this.nextId++;
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
                // The only way to stop PGlite mid-statement: end the thread it runs on (the engine starts it again from the image).
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
        this.schema ??= (async () => {
            const session = await this.session();
            try {
                return (0,pg_schema/* schemaText */.t)((await session.run(pg_schema/* PG_SCHEMA_QUERY */.l)).rows);
            }
            finally {
                await session.close();
            }
        })();
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
        for (const file of options.setupFiles) {
            const sql = await (0,promises_.readFile)(file, 'utf8').catch((error) => {
                const e = error;
                throw new engine/* SqlError */.L(`${file}: cannot read: ${e.code ?? e.message}`);
            });
            await instance.exec(sql, Math.max(options.statementTimeoutMs, SETUP_TIMEOUT_MS)).catch((error) => {
                const e = error;
                throw new engine/* SqlError */.L(`${file}: ${e.message}`, e.kind);
            });
        }
        const sequences = (await instance.exec(SEQUENCE_RESET_QUERY, SETUP_TIMEOUT_MS)).rows[0]?.[0] ?? null;
        const image = await instance.dump();
        return new PgliteEngine(instance, image, sequences ? `${SESSION_RESET}; ${sequences}` : SESSION_RESET, options.statementTimeoutMs, options.setupFiles);
    }
    catch (error) {
        await instance.stop();
        throw error;
    }
}


/***/ })

};
