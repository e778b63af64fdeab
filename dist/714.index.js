export const id = 714;
export const ids = [714];
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


/***/ })

};
