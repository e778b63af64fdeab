export const id = 6669;
export const ids = [6669,714];
export const modules = {

/***/ 20714:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OJ: () => (/* binding */ defaultServeCommand),
/* harmony export */   serveMcpStdio: () => (/* binding */ serveMcpStdio)
/* harmony export */ });
/* unused harmony exports MCP_SERVE_COMMAND, McpConnectionSchema, readConnection */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41514);
/* harmony import */ var _base_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88986);
// The stdio MCP server an agent spawns itself (SUPEREVAL_MCP_COMMAND): a
// relay, with the SDK on both sides, from its stdin/stdout to the case's HTTP
// endpoint, so every call is answered and recorded in one place, in the
// runner. It learns where that endpoint is from a file the runner writes for
// the case (the token stays out of command lines, which `ps` shows), and
// ends when the agent closes its stdin or the runner removes that file at the
// case's end: the runner never signals a process it did not start itself.



/** The CLI's word that starts the relay: `node <cli> mcp-serve <connection file>`. */
const MCP_SERVE_COMMAND = 'mcp-serve';
/** A tool call may wait on a mock's latency; the case's own time limit is what bounds it. */
const NO_TIMEOUT_MS = 2_147_483_647;
/** How often the relay looks whether its case is over (its connection file gone). */
const CASE_END_POLL_MS = 250;
const McpConnectionSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ url: zod__WEBPACK_IMPORTED_MODULE_2__/* .url */ .OZ5(), token: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1) });
/**
 * The command line that starts the relay, without the connection file: the
 * script node is running, which takes `mcp-serve` first whichever front end
 * it is (the bundle's dist/index.js for the action, bin/supereval.js for the
 * CLI, lib/bin.js from lib/). SUPEREVAL_MCP_SERVE_ARGV replaces it (read by
 * src/app/environment.ts: the tests from source, where node runs the test runner).
 */
function defaultServeCommand() {
    return [process.execPath, process.argv[1] ?? '', MCP_SERVE_COMMAND];
}
function readConnection(file) {
    let value;
    try {
        value = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
    }
    catch (error) {
        throw new Error(`cannot read the connection file ${file}: ${error.message}`, { cause: error });
    }
    const parsed = McpConnectionSchema.safeParse(value);
    const issue = parsed.error?.issues[0];
    if (!parsed.success)
        throw new Error(`${file} is not a connection file (${issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'invalid'})`);
    return parsed.data;
}
/** Serves MCP on stdin/stdout until the agent closes stdin or the case ends. Rejects when the case's endpoint cannot be reached. */
async function serveMcpStdio(connectionFile) {
    const connection = readConnection(connectionFile);
    const [{ Client }, { StreamableHTTPClientTransport }, { McpServer }, { StdioServerTransport }, types] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(330), __webpack_require__.e(9337), __webpack_require__.e(2815), __webpack_require__.e(3018)]).then(__webpack_require__.bind(__webpack_require__, 53018)),
        Promise.all(/* import() */[__webpack_require__.e(330), __webpack_require__.e(9280)]).then(__webpack_require__.bind(__webpack_require__, 29280)),
        Promise.all(/* import() */[__webpack_require__.e(330), __webpack_require__.e(9337), __webpack_require__.e(2815), __webpack_require__.e(3267)]).then(__webpack_require__.bind(__webpack_require__, 63267)),
        Promise.all(/* import() */[__webpack_require__.e(330), __webpack_require__.e(9006)]).then(__webpack_require__.bind(__webpack_require__, 39006)),
        __webpack_require__.e(/* import() */ 330).then(__webpack_require__.bind(__webpack_require__, 330)),
    ]);
    const upstream = new Client({ name: 'supereval-mcp-stdio', version: _base_index_js__WEBPACK_IMPORTED_MODULE_1__/* .VERSION */ .xv });
    await upstream.connect(new StreamableHTTPClientTransport(new URL(connection.url), {
        requestInit: { headers: { authorization: `Bearer ${connection.token}` } },
    }));
    const info = upstream.getServerVersion() ?? { name: 'supereval', version: _base_index_js__WEBPACK_IMPORTED_MODULE_1__/* .VERSION */ .xv };
    const relay = new McpServer({ name: info.name, version: info.version }, { capabilities: { tools: {} } });
    const options = { timeout: NO_TIMEOUT_MS };
    relay.server.setRequestHandler(types.ListToolsRequestSchema, (request) => upstream.listTools(request.params, options));
    relay.server.setRequestHandler(types.CallToolRequestSchema, (request) => upstream.callTool(request.params, undefined, options));
    const transport = new StdioServerTransport();
    let caseEndPoll;
    const closed = new Promise((resolve) => {
        process.stdin.once('end', resolve);
        process.stdin.once('close', resolve);
        transport.onclose = resolve;
        // Whoever holds stdin open (a process outside the agent's group), the case's end ends the relay.
        caseEndPoll = setInterval(() => {
            if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(connectionFile))
                resolve();
        }, CASE_END_POLL_MS);
    });
    await relay.connect(transport);
    await closed;
    clearInterval(caseEndPoll);
    await relay.close();
    await upstream.close();
}


/***/ }),

/***/ 36669:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MCP_AGENT_MAX_STDOUT_BYTES: () => (/* binding */ MCP_AGENT_MAX_STDOUT_BYTES),
  MCP_MIN_REQUEST_LIMIT: () => (/* binding */ MCP_MIN_REQUEST_LIMIT),
  requestLimit: () => (/* binding */ requestLimit),
  runMcpAgent: () => (/* binding */ runMcpAgent)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/base/index.js + 13 modules
var base = __webpack_require__(88986);
// EXTERNAL MODULE: ./lib/agents/exec.js
var exec = __webpack_require__(77553);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./lib/config/index.js + 22 modules
var config = __webpack_require__(67594);
// EXTERNAL MODULE: ./lib/agents/recorder.js
var agents_recorder = __webpack_require__(50038);
;// CONCATENATED MODULE: ./lib/agents/mcp-server.js




/** The tool an agent may call with its answer instead of printing it; offered unless the catalog has a tool of that name. */
const FINAL_ANSWER_TOOL = 'final_answer';
/** The server's name in its `initialize` answer, unless the dataset names it (`mcp_server`). */
const DEFAULT_SERVER_NAME = 'supereval';
let serverSdk = null;
function loadServerSdk() {
    serverSdk ??= (async () => {
        const [{ McpServer }, types] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(330), __webpack_require__.e(9337), __webpack_require__.e(3267)]).then(__webpack_require__.bind(__webpack_require__, 63267)),
            __webpack_require__.e(/* import() */ 330).then(__webpack_require__.bind(__webpack_require__, 330)),
        ]);
        return { McpServer, ListToolsRequestSchema: types.ListToolsRequestSchema, CallToolRequestSchema: types.CallToolRequestSchema };
    })();
    return serverSdk;
}
/** final_answer's arguments: the answer, and what the agent's own model calls used, if it knows (as the JSON-lines `final` message). */
const FinalAnswerSchema = schemas/* looseObject */._H3({ answer: schemas/* string */.YjP(), usage: config/* UsageSchema */.f2.optional(), cost_usd: schemas/* number */.aig().min(0).optional() });
/** The case's side of the conversation, shared by every connection the agent opens. */
class McpToolHost {
    options;
    serverName;
    /** What final_answer reported; unknown otherwise. */
    usage = null;
    costUsd = null;
    /** Each final_answer's usage and cost: a conversation's are summed. */
    usages = [];
    costs = [];
    tools;
    offersFinalAnswer;
    requests = 0;
    stopReason = null;
    secret = null;
    constructor(options) {
        this.options = options;
        this.serverName = options.serverName ?? DEFAULT_SERVER_NAME;
        this.offersFinalAnswer = !options.tools.some((t) => t.name === FINAL_ANSWER_TOOL);
        this.tools = options.tools.map(toMcpTool);
        if (this.offersFinalAnswer)
            this.tools.push(FINAL_ANSWER);
    }
    /** The case's token: where an agent echoes it into a call or its answer, the trajectory says *** instead. */
    maskSecret(secret) {
        this.secret = secret;
    }
    masked(value) {
        const secret = this.secret;
        if (!secret)
            return value;
        const text = JSON.stringify(value);
        return text.includes(secret) ? JSON.parse(text.split(secret).join('***')) : value;
    }
    /** Whether the agent answered through final_answer at least once. */
    get answered() {
        return this.usages.length > 0;
    }
    get stop() {
        return this.stopReason;
    }
    /** Counts one request; false once the agent has sent more than it may (the run is then over, as a flood). */
    admit() {
        if (this.stopReason?.kind === 'flood')
            return false;
        this.requests++;
        if (this.requests <= this.options.maxRequests)
            return true;
        this.end({ kind: 'flood', message: `agent sent more than ${this.options.maxRequests} MCP requests` });
        return false;
    }
    listTools() {
        if (this.stopReason === null)
            this.options.recorder.listed();
        return this.tools;
    }
    async callTool(name, rawArgs) {
        const args = this.masked(rawArgs);
        if (this.stopReason !== null)
            return errorResult('the run is over: no more tool calls are answered');
        if (name === FINAL_ANSWER_TOOL && this.offersFinalAnswer) {
            const parsed = FinalAnswerSchema.safeParse(args);
            if (!parsed.success) {
                const issue = parsed.error.issues[0];
                return errorResult(`${FINAL_ANSWER_TOOL}: ${issue ? `${issue.path.join('.') || 'arguments'}: ${issue.message}` : 'invalid arguments'}`);
            }
            const { recorder } = this.options;
            recorder.answer(parsed.data.answer, parsed.data.usage ?? null);
            this.usages.push(parsed.data.usage ?? null);
            this.costs.push(parsed.data.cost_usd ?? null);
            this.usage = (0,agents_recorder/* sumUsage */.Rl)(this.usages);
            this.costUsd = (0,agents_recorder/* sumCost */.jn)(this.costs);
            // A conversation goes on: the user's next message on the agent's stdin, and in this call's result.
            const next = recorder.conversing ? await recorder.nextUserTurn() : null;
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the run may have ended (timeout, flood) while the user was asked.
            if (next !== null && this.stopReason === null) {
                this.options.onUserTurn?.(next);
                return { content: [{ type: 'text', text: `the user replied: ${next}` }] };
            }
            this.end({ kind: 'final' });
            return { content: [{ type: 'text', text: 'answer received; the task is over' }] };
        }
        const outcome = await this.options.recorder.toolCall(name, args);
        if (outcome === null) {
            this.end({ kind: 'budget' });
            return errorResult('step budget exhausted: the task is over');
        }
        return toCallToolResult(outcome);
    }
    end(stop) {
        if (this.stopReason !== null)
            return;
        this.stopReason = stop;
        this.options.onStop(stop);
    }
}
/** A server for one connection (or one request, over stateless HTTP), answering from the host. */
function createCaseServer(sdk, host) {
    const mcp = new sdk.McpServer({ name: host.serverName, version: base/* VERSION */.xv }, { capabilities: { tools: {} } });
    mcp.server.setRequestHandler(sdk.ListToolsRequestSchema, () => ({ tools: host.listTools() }));
    mcp.server.setRequestHandler(sdk.CallToolRequestSchema, (request) => host.callTool(request.params.name, request.params.arguments ?? {}));
    return mcp;
}
const FINAL_ANSWER = {
    name: FINAL_ANSWER_TOOL,
    description: 'Give your final answer to the task. This ends the task: call it once, last, instead of printing the answer.',
    inputSchema: {
        type: 'object',
        properties: {
            answer: { type: 'string', description: 'The final answer, as plain text.' },
            usage: {
                type: 'object',
                description: "Optional: the tokens the agent's own model calls used.",
                properties: {
                    input_tokens: { type: 'number', minimum: 0 },
                    output_tokens: { type: 'number', minimum: 0 },
                    cached_input_tokens: { type: 'number', minimum: 0 },
                    cache_write_input_tokens: { type: 'number', minimum: 0 },
                },
                required: ['input_tokens', 'output_tokens'],
            },
            cost_usd: { type: 'number', minimum: 0, description: "Optional: what the agent's own model calls cost, in USD." },
        },
        required: ['answer'],
    },
};
/** MCP requires an object schema for a tool's input; the catalog's parameters are one (an empty schema becomes an open object). */
function toMcpTool(tool) {
    return { name: tool.name, description: tool.description, inputSchema: { ...tool.parameters, type: 'object' } };
}
/**
 * The mock's response as MCP tool content: a string as it is, anything else
 * as JSON text (also as structuredContent when it is an object, for clients
 * that read that); a mock's error, or an unknown tool, as an error result
 * the agent sees (as the SDK's own McpServer answers an unknown tool).
 */
function toCallToolResult(outcome) {
    if (!outcome.ok)
        return errorResult(outcome.error);
    const { result } = outcome;
    const text = typeof result === 'string' ? result : JSON.stringify(result);
    const structured = typeof result === 'object' && result !== null && !Array.isArray(result);
    return { content: [{ type: 'text', text }], ...(structured ? { structuredContent: result } : {}) };
}
function errorResult(message) {
    return { content: [{ type: 'text', text: message }], isError: true };
}

;// CONCATENATED MODULE: ./lib/agents/mcp-http.js
// The case's MCP server over streamable HTTP on 127.0.0.1 (a port of its
// own), for the agent (SUPEREVAL_MCP_URL) and for the stdio servers it
// spawns, which relay to it. Stateless: each request gets a Server and a
// transport of its own, all answering from the case's one McpToolHost, so
// nothing outlives a request but the listening socket, which close() ends.



const MCP_PATH = '/mcp';
let transportClass = null;
function loadTransport() {
    transportClass ??= Promise.all(/* import() */[__webpack_require__.e(330), __webpack_require__.e(6706)]).then(__webpack_require__.bind(__webpack_require__, 16706)).then((m) => m.StreamableHTTPServerTransport);
    return transportClass;
}
async function startMcpHttpEndpoint(host) {
    const [sdk, Transport] = await Promise.all([loadServerSdk(), loadTransport()]);
    const token = (0,external_node_crypto_.randomBytes)(32).toString('base64url');
    const expected = Buffer.from(`Bearer ${token}`);
    let port = 0;
    const authorized = (header) => {
        const given = Buffer.from(header ?? '');
        return given.length === expected.length && (0,external_node_crypto_.timingSafeEqual)(given, expected);
    };
    /** Why a request is not served, or null. */
    function refuse(req) {
        // The token keeps other programs out; the Host check keeps web pages out (DNS rebinding).
        if (req.headers.host !== `127.0.0.1:${port}` && req.headers.host !== `localhost:${port}`)
            return { status: 403, message: 'wrong Host' };
        if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== MCP_PATH)
            return { status: 404, message: `not found: the MCP endpoint is ${MCP_PATH}` };
        if (!authorized(req.headers.authorization))
            return { status: 401, message: 'a bearer token is required (SUPEREVAL_MCP_TOKEN)' };
        // Only the agent's own requests count towards its flood limit: another local process cannot fail the case.
        if (!host.admit())
            return { status: 429, message: 'too many requests: the run is over' };
        // Stateless: no stream for the server's own messages (GET), no session to end (DELETE); the clients go on without.
        if (req.method !== 'POST')
            return { status: 405, message: 'only POST: this server has no sessions and no stream of its own' };
        return null;
    }
    async function handle(req, res) {
        const refusal = refuse(req);
        if (refusal) {
            if (refusal.status === 401)
                res.setHeader('www-authenticate', 'Bearer');
            if (refusal.status === 405)
                res.setHeader('allow', 'POST');
            reply(res, refusal.status, refusal.message);
            return;
        }
        const server = createCaseServer(sdk, host);
        const transport = new Transport({ sessionIdGenerator: undefined, enableJsonResponse: true });
        res.on('close', () => {
            void transport.close();
            void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(req, res);
    }
    const http = (0,external_node_http_.createServer)((req, res) => {
        handle(req, res).catch((error) => {
            if (!res.headersSent)
                reply(res, 500, error.message);
            else
                res.destroy();
        });
    });
    await new Promise((resolve, reject) => {
        http.once('error', reject);
        http.listen(0, '127.0.0.1', () => resolve());
    });
    port = http.address().port;
    return {
        url: `http://127.0.0.1:${port}${MCP_PATH}`,
        token,
        close: () => new Promise((resolve) => {
            http.close(() => resolve());
            http.closeAllConnections();
        }),
    };
}
function reply(res, status, message) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

// EXTERNAL MODULE: ./lib/agents/mcp-stdio.js
var mcp_stdio = __webpack_require__(20714);
;// CONCATENATED MODULE: ./lib/agents/mcp.js
// `--agent mcp:<command>`: any program is the agent, reaching the case's mock
// tools over MCP (docs/agent-mcp.md). For each case: an MCP server holding
// the case's tools on 127.0.0.1 (streamable HTTP, a bearer token of its own)
// and a stdio server command the agent may spawn instead; the task on stdin
// and in SUPEREVAL_TASK; the answer on stdout, or through the final_answer
// tool. Whatever the agent does, its process group, the stdio servers and the
// HTTP server are gone when the case ends.









const STDERR_TAIL_CHARS = 800;
/** The answer is read from stdout; more than this is not an answer. */
const MCP_AGENT_MAX_STDOUT_BYTES = 1024 * 1024;
/** Requests one case may take, whatever their kind: far more than a step budget needs, few enough to stop a loop fast. */
const MCP_MIN_REQUEST_LIMIT = 1000;
/** After the agent's group is killed, how long its pipes may take to close before they are dropped. */
const CLOSE_GRACE_MS = 2000;
const TOKEN_MASK = '***';
function requestLimit(maxSteps) {
    return Math.max(MCP_MIN_REQUEST_LIMIT, 4 * maxSteps);
}
async function runMcpAgent(command, task, options) {
    const timeoutMs = options.timeoutMs ?? exec/* EXEC_AGENT_DEFAULT_TIMEOUT_MS */.HF;
    const maxSteps = task.maxSteps ?? agents_recorder/* DEFAULT_MAX_STEPS */.zI;
    // Ends the mocks' latency waits still running when the case ends.
    const caseEnd = new AbortController();
    const signal = task.signal ? AbortSignal.any([task.signal, caseEnd.signal]) : caseEnd.signal;
    const recorder = new agents_recorder/* TrajectoryRecorder */.MM({ ...task, signal });
    let failure = null;
    let stopAgent = () => { };
    let settle = () => { };
    const settled = new Promise((resolve) => (settle = resolve));
    const fail = (kind, message) => {
        failure ??= { kind, message };
        stopAgent();
        settle();
    };
    // A conversation: the starting prompt and each next user message as JSON lines on stdin, which stays open.
    const conversing = recorder.conversing;
    let sendUser = () => { };
    const host = new McpToolHost({
        onUserTurn: (text) => sendUser(text),
        tools: task.tools,
        recorder,
        maxRequests: options.maxRequests ?? requestLimit(maxSteps),
        ...(task.toolServer ? { serverName: task.toolServer } : {}),
        onStop: (stop) => {
            if (stop.kind === 'flood')
                fail('flood', stop.message);
            stopAgent();
            settle();
        },
    });
    const endpoint = await startMcpHttpEndpoint(host);
    host.maskSecret(endpoint.token);
    const mask = (text) => text.split(endpoint.token).join(TOKEN_MASK);
    let dir = null;
    let child = null;
    let timer;
    const onAbort = () => fail('aborted', 'agent run cancelled');
    try {
        dir = await (0,promises_.mkdtemp)(external_node_path_.join((0,external_node_os_.tmpdir)(), 'supereval-mcp-'));
        const connectionFile = external_node_path_.join(dir, 'connection.json');
        const connection = { url: endpoint.url, token: endpoint.token };
        await (0,promises_.writeFile)(connectionFile, JSON.stringify(connection), { mode: 0o600 });
        const serve = [...(options.serveCommand ?? (0,mcp_stdio/* defaultServeCommand */.OJ)()), connectionFile];
        const spawned = (0,base/* spawnGroup */.j8)(command, {
            cwd: options.cwd,
            env: {
                ...options.env,
                SUPEREVAL_CASE_ID: task.caseId,
                SUPEREVAL_TASK: task.task,
                SUPEREVAL_MAX_STEPS: String(maxSteps),
                SUPEREVAL_MCP_URL: endpoint.url,
                SUPEREVAL_MCP_TOKEN: endpoint.token,
                SUPEREVAL_MCP_COMMAND: serve.map(shellWord).join(' '),
                SUPEREVAL_MCP_ARGV: JSON.stringify(serve),
                ...(conversing ? { SUPEREVAL_CONVERSATION: '1' } : {}),
            },
        });
        child = spawned;
        stopAgent = () => (0,base/* killGroup */.i0)(spawned);
        let stdout = '';
        let stdoutBytes = 0;
        let stderr = '';
        // Decoded as a stream, so a character split between two chunks stays whole.
        spawned.stdout.setEncoding('utf8');
        spawned.stdout.on('data', (chunk) => {
            stdoutBytes += Buffer.byteLength(chunk);
            if (stdoutBytes > MCP_AGENT_MAX_STDOUT_BYTES)
                fail('malformed', `agent printed more than ${MCP_AGENT_MAX_STDOUT_BYTES} bytes on stdout`);
            else
                stdout += chunk;
        });
        spawned.stderr.on('data', (chunk) => {
            stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS * 4);
        });
        // Its exit ends what it started too (`server &` holding stdout open).
        spawned.on('exit', () => (0,base/* killGroup */.i0)(spawned));
        const exited = new Promise((resolve) => {
            spawned.on('close', (code, sig) => resolve({ code, how: sig ? `was killed by ${sig}` : `exited with code ${String(code)}` }));
            spawned.on('error', (error) => resolve({ code: null, how: `could not start: ${error.message}` }));
        });
        spawned.stdin.on('error', () => { });
        if (conversing) {
            sendUser = (text) => {
                if (spawned.stdin.writable)
                    spawned.stdin.write(`${JSON.stringify({ type: 'user', text })}\n`);
            };
            sendUser(task.task);
        }
        else
            spawned.stdin.end(task.task);
        timer = setTimeout(() => fail('timeout', `agent gave no final answer within ${timeoutMs} ms`), timeoutMs);
        task.signal?.addEventListener('abort', onAbort, { once: true });
        if (task.signal?.aborted)
            onAbort();
        const exit = await Promise.race([exited, settled.then(() => null)]);
        stopAgent();
        // The group is killed; its pipes close at once, unless something outside it holds them.
        await Promise.race([exited, delay(CLOSE_GRACE_MS)]);
        const stderrTail = mask(tail(stderr));
        if (failure)
            throw new exec/* AgentRunError */.r6(failure.kind, mask(failure.message), stderrTail);
        if (exit !== null && host.stop === null) {
            // The agent ended by itself: its stdout is the answer, if it ended well.
            if (exit.code !== 0)
                throw new exec/* AgentRunError */.r6('crash', `agent ${exit.how} before its final answer`, stderrTail);
            // A conversation's agent that answered through final_answer and then exited ends the conversation there.
            if (!(conversing && host.answered))
                recorder.answer(mask(stdout.trim()));
            recorder.agentExited();
        }
        return recorder.finish({ usage: host.usage, cost_usd: host.costUsd, model_calls: null });
    }
    finally {
        clearTimeout(timer);
        task.signal?.removeEventListener('abort', onAbort);
        // Only our own child's group is signalled: a stdio server the agent started in a session of
        // its own ends by itself once its connection file is gone (src/agents/mcp-stdio.ts).
        if (child)
            (0,base/* killGroup */.i0)(child);
        caseEnd.abort();
        await endpoint.close();
        if (dir)
            await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
function delay(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
/** A word of SUPEREVAL_MCP_COMMAND, quoted for sh (and Python's shlex.split) when it needs to be. */
function shellWord(word) {
    return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
function tail(stderr) {
    return (stderr.length > STDERR_TAIL_CHARS ? `…${stderr.slice(-STDERR_TAIL_CHARS)}` : stderr).trim();
}


/***/ })

};
