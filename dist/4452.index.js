export const id = 4452;
export const ids = [4452];
export const modules = {

/***/ 14452:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createBedrockProvider: () => (/* binding */ createBedrockProvider),
  pi: () => (/* binding */ fromConverseOutput),
  d7: () => (/* binding */ regionalClient),
  Zv: () => (/* binding */ resolveRegion),
  O8: () => (/* binding */ timedCall),
  z0: () => (/* binding */ toConverseInput)
});

// UNUSED EXPORTS: HTTP2_OPTIONS, closeBedrockClients, sharedClient, toBedrockMessages

// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-bedrock-runtime/dist-cjs/index.js
var dist_cjs = __webpack_require__(47462);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./lib/providers/types.js
var types = __webpack_require__(65163);
;// CONCATENATED MODULE: ./lib/providers/bedrock/converse-reply.js
// The parts of a Converse reply supereval reads, checked before they are read:
// the AWS SDK passes on whatever JSON the endpoint sent (a proxy, a fake, a
// batch job's output file), so a reply of another shape is an error naming
// the model and the field, not a TypeError, an empty answer or a token count
// that is a string. Fields supereval does not read may be anything.


const count = schemas/* number */.aig().nonnegative();
const ContentBlockSchema = schemas/* looseObject */._H3({
    text: schemas/* string */.YjP().optional(),
    toolUse: schemas/* looseObject */._H3({ toolUseId: schemas/* string */.YjP(), name: schemas/* string */.YjP(), input: schemas/* unknown */.L5J() }).optional(),
});
const ConverseReplySchema = schemas/* looseObject */._H3({
    output: schemas/* looseObject */._H3({ message: schemas/* looseObject */._H3({ content: schemas/* array */.YOg(ContentBlockSchema) }) }),
    stopReason: schemas/* string */.YjP().optional(),
    usage: schemas/* looseObject */._H3({
        inputTokens: count.optional(),
        outputTokens: count.optional(),
        cacheReadInputTokens: count.optional(),
        cacheWriteInputTokens: count.optional(),
    })
        .optional(),
    metrics: schemas/* looseObject */._H3({ latencyMs: count.optional() }).optional(),
    trace: schemas/* looseObject */._H3({ guardrail: schemas/* looseObject */._H3({ actionReason: schemas/* string */.YjP().optional() }).optional() }).optional(),
});
function readConverseReply(output, modelId) {
    const parsed = ConverseReplySchema.safeParse(output);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'the reply';
    throw new types/* ProviderError */.m(`malformed Converse reply from ${modelId}: ${where}: ${issue?.message ?? 'not a Converse reply'}`, {
        code: 'MalformedConverseReply',
    });
}

// EXTERNAL MODULE: ./lib/providers/bedrock/errors.js
var errors = __webpack_require__(12620);
// EXTERNAL MODULE: ./lib/providers/bedrock/http-handler.js
var http_handler = __webpack_require__(82194);
// EXTERNAL MODULE: ./lib/providers/finish-reason.js
var finish_reason = __webpack_require__(60344);
// EXTERNAL MODULE: ./lib/providers/prices.js
var providers_prices = __webpack_require__(50914);
;// CONCATENATED MODULE: ./lib/providers/bedrock/converse.js
// The Bedrock provider: one Converse call through the real AWS SDK client.
// Credentials come from the SDK's standard chain; the region and endpoint as
// the run hands them (the option, else the environment the front end read),
// else as the SDK finds them itself. Clients are shared per (region,
// endpoint) so every model of a run uses one connection pool.






const clients = new Map();
/**
 * HTTP/2 settings for the shared client. The Bedrock Runtime client defaults
 * to `disableConcurrentStreams: true`: a new connection (and TLS handshake)
 * for every request. Against the fake that alone made a 32-way run take 2.1x
 * its ideal time instead of ~1.05x. Converse is a plain request/response, so
 * we multiplex it; event streams still get their own session from the SDK.
 * Capping streams per session opens a second connection before any server
 * limit on concurrent streams could stall requests.
 */
const HTTP2_OPTIONS = { disableConcurrentStreams: false, maxConcurrentStreams: 50 };
/** The client for (region, endpoint), shared by every model, the embedding model and the guardrail checks of a run. */
function sharedClient(region, endpoint, maxAttempts) {
    const key = JSON.stringify([region, endpoint, maxAttempts]);
    let client = clients.get(key);
    if (!client) {
        // Without a region here the SDK still looks in the shared config file
        // (AWS_PROFILE); if that fails too, the call error says what to set.
        client = new dist_cjs/* BedrockRuntimeClient */.mam({ region, endpoint, maxAttempts, requestHandler: new http_handler/* BoundedHttp2Handler */.oP({ ...HTTP2_OPTIONS }) });
        clients.set(key, client);
    }
    return client;
}
/** The region and its shared client, making every attempt once (retries are ours). */
function regionalClient(options) {
    const region = resolveRegion(options.region);
    return { region, client: sharedClient(region, options.endpoint, 1) };
}
/**
 * One call on a shared client with its wall time; an SDK error becomes a
 * ProviderError naming `target` (a model id, a guardrail). For the calls
 * beside Converse: InvokeModel for embeddings, ApplyGuardrail.
 */
async function timedCall(send, target, region) {
    const started = performance.now();
    try {
        const output = await send();
        return { output, latency_ms: Math.round(performance.now() - started) };
    }
    catch (error) {
        throw (0,errors/* toProviderError */.lE)(error, target, region);
    }
}
/**
 * Closes every shared client and forgets it; the next provider call makes a
 * new one (with fresh credentials). For the end of a run and between tests,
 * whose fake servers may reuse a port and so an endpoint.
 */
function closeBedrockClients() {
    for (const client of clients.values())
        client.destroy();
    clients.clear();
}
/**
 * The region as given, trimmed; none, the SDK's own (AWS_REGION, the shared
 * config file). The run gives the option, else the environment's AWS_REGION,
 * else its AWS_DEFAULT_REGION, which the JS SDK itself ignores (src/app/environment.ts).
 */
function resolveRegion(given) {
    return given?.trim() || undefined;
}
function createBedrockProvider(spec, options = {}) {
    const modelId = spec.target;
    if (!modelId.trim())
        throw new Error(`"${spec.label}": the Bedrock model id is empty`);
    const maxSdkAttempts = options.maxSdkAttempts ?? 1;
    if (!Number.isInteger(maxSdkAttempts) || maxSdkAttempts < 1) {
        throw new RangeError(`maxSdkAttempts must be a whole number >= 1, got ${maxSdkAttempts}`);
    }
    const region = resolveRegion(options.region);
    const client = sharedClient(region, options.endpoint, maxSdkAttempts);
    return {
        spec,
        deterministic: false,
        async call(request) {
            const input = toConverseInput(modelId, request);
            const started = performance.now();
            let output;
            try {
                output = await client.send(new dist_cjs/* ConverseCommand */.Ruf(input), { abortSignal: request.signal });
            }
            catch (error) {
                throw (0,errors/* toProviderError */.lE)(error, modelId, region);
            }
            const latency_ms = Math.round(performance.now() - started);
            return fromConverseOutput(output, modelId, latency_ms, options.prices, request.guardrail !== undefined);
        },
    };
}
function toConverseInput(modelId, request) {
    const input = {
        modelId,
        messages: request.messages?.length ? toBedrockMessages(request.messages) : [userTurn(request.prompt)],
    };
    if (request.system)
        input.system = [{ text: request.system }];
    const inferenceConfig = toInferenceConfig(request.inference);
    if (inferenceConfig)
        input.inferenceConfig = inferenceConfig;
    if (request.tools?.length)
        input.toolConfig = { tools: request.tools.map(toToolSpec) };
    // The trace says whether the prompt or the reply was what a policy acted on.
    if (request.guardrail) {
        input.guardrailConfig = { guardrailIdentifier: request.guardrail.identifier, guardrailVersion: request.guardrail.version, trace: 'enabled' };
    }
    return input;
}
function userTurn(text) {
    return { role: 'user', content: [{ text }] };
}
function toInferenceConfig(inference) {
    if (!inference)
        return undefined;
    const config = {};
    if (inference.max_tokens !== undefined)
        config.maxTokens = inference.max_tokens;
    if (inference.temperature !== undefined)
        config.temperature = inference.temperature;
    if (inference.top_p !== undefined)
        config.topP = inference.top_p;
    if (inference.stop?.length)
        config.stopSequences = inference.stop;
    return Object.keys(config).length ? config : undefined;
}
function toToolSpec(tool) {
    return {
        toolSpec: {
            name: tool.name,
            // Bedrock refuses an empty description; leave it out instead.
            ...(tool.description ? { description: tool.description } : {}),
            // The SDK's DocumentType is any JSON value; a JSON Schema object is one.
            inputSchema: { json: tool.parameters },
        },
    };
}
/**
 * Converse wants user and assistant turns to alternate; tool results travel
 * in a user turn. Neighbouring turns of one role (a tool result followed by a
 * user message) are merged into one.
 */
function toBedrockMessages(messages) {
    const turns = [];
    for (const message of messages) {
        const role = message.role === 'assistant' ? 'assistant' : 'user';
        const content = toContent(message);
        const previous = turns.at(-1);
        if (previous?.role === role)
            previous.content = [...(previous.content ?? []), ...content];
        else
            turns.push({ role, content });
    }
    return turns;
}
function toContent(message) {
    switch (message.role) {
        case 'user':
            return [{ text: message.text }];
        case 'assistant': {
            // Bedrock refuses empty text blocks, which an assistant turn of pure tool calls would have.
            const blocks = message.text ? [{ text: message.text }] : [];
            for (const call of message.toolCalls ?? []) {
                blocks.push({ toolUse: { toolUseId: call.id, name: call.name, input: call.arguments } });
            }
            return blocks;
        }
        case 'tool':
            return message.results.map((result) => ({
                toolResult: {
                    toolUseId: result.id,
                    content: [typeof result.content === 'string' ? { text: result.content } : { json: result.content }],
                    status: result.isError ? 'error' : 'success',
                },
            }));
    }
}
/** The response to one Converse reply; a reply of another shape is a ProviderError naming the model and the field. */
function fromConverseOutput(reply, modelId, latency_ms, prices, guardrailConfigured = false, tier = 'on-demand') {
    const output = readConverseReply(reply, modelId);
    const blocks = output.output.message.content;
    const texts = [];
    const toolCalls = [];
    for (const block of blocks) {
        if (typeof block.text === 'string')
            texts.push(block.text);
        if (block.toolUse) {
            const input = block.toolUse.input;
            toolCalls.push({
                id: block.toolUse.toolUseId,
                name: block.toolUse.name,
                // Our contract wants an object; a bare value is kept under `value`.
                arguments: isPlainObject(input) ? input : { value: input },
            });
        }
    }
    const usage = output.usage;
    const cacheRead = usage?.cacheReadInputTokens ?? 0;
    const cacheWrite = usage?.cacheWriteInputTokens ?? 0;
    const response = {
        output: texts.join('\n'),
        latency_ms,
        usage: usage
            ? {
                input_tokens: usage.inputTokens ?? 0,
                output_tokens: usage.outputTokens ?? 0,
                ...(usage.cacheReadInputTokens !== undefined ? { cached_input_tokens: cacheRead } : {}),
                ...(usage.cacheWriteInputTokens !== undefined ? { cache_write_input_tokens: cacheWrite } : {}),
            }
            : null,
        cost_usd: usage
            ? (0,providers_prices/* costUsd */.O4)(modelId, {
                input_tokens: usage.inputTokens ?? 0,
                output_tokens: usage.outputTokens ?? 0,
                cache_read_tokens: cacheRead,
                cache_write_tokens: cacheWrite,
            }, prices, tier)
            : null,
    };
    if (toolCalls.length)
        response.toolCalls = toolCalls;
    if (output.stopReason)
        response.stop_reason = output.stopReason;
    const finishReason = (0,finish_reason/* normaliseFinishReason */.o)(output.stopReason);
    if (finishReason)
        response.finish_reason = finishReason;
    if (guardrailConfigured)
        response.guardrail = guardrailVerdict(output.stopReason, output.trace?.guardrail);
    if (output.metrics?.latencyMs !== undefined)
        response.service_latency_ms = output.metrics.latencyMs;
    return response;
}
/**
 * Flagged as promptfoo's Bedrock provider decides (its parseResponse: stopReason
 * `guardrail_intervened`); the trace tells whether a policy acted on the prompt
 * or on the reply: any assessment entry whose `action` is not NONE.
 */
function guardrailVerdict(stopReason, trace) {
    const verdict = {
        flagged: stopReason === 'guardrail_intervened',
        flagged_input: acted(trace?.inputAssessment),
        flagged_output: acted(trace?.outputAssessments),
    };
    if (trace?.actionReason)
        verdict.reason = trace.actionReason;
    return verdict;
}
/** True when some policy in an assessment took an action (BLOCKED, ANONYMIZED, ...) rather than NONE. */
function acted(assessment) {
    if (Array.isArray(assessment))
        return assessment.some(acted);
    if (!isPlainObject(assessment))
        return false;
    return Object.entries(assessment).some(([key, value]) => key === 'action' ? typeof value === 'string' && value.toUpperCase() !== 'NONE' : acted(value));
}
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 12620:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lE: () => (/* binding */ toProviderError)
/* harmony export */ });
/* unused harmony exports NO_CREDENTIALS_MESSAGE, NO_REGION_MESSAGE, setupProblem */
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65163);
/* harmony import */ var _http_handler_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82194);
/* harmony import */ var _network_codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31119);
// Turns what the AWS SDK throws into a ProviderError: the AWS error name as
// code, and whether a retry may help. Messages never carry credentials; the
// SDK's errors do not include them and we add none.



const RETRYABLE_NAMES = new Set(['ThrottlingException', 'ModelNotReadyException', 'InternalServerException', 'ServiceUnavailableException']);
// Client errors a retry cannot fix: validation, access, unknown model, the
// model's own timeout and the model's own error.
const FINAL_STATUSES = new Set([400, 403, 404, 408, 424]);
const NETWORK_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'NetworkingError']);
const NO_CREDENTIALS_MESSAGE = 'No AWS credentials found. Provide them the standard way: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY ' +
    '(and AWS_SESSION_TOKEN) in the environment, AWS_PROFILE with ~/.aws/credentials or SSO, a web identity ' +
    'token (GitHub Actions: aws-actions/configure-aws-credentials with OIDC), or an instance/container role.';
const NO_REGION_MESSAGE = "No AWS region set: give the action's aws-region input (the CLI's --region), or set AWS_REGION (or AWS_DEFAULT_REGION) or a region in your AWS profile.";
function toProviderError(error, modelId, region) {
    if (error instanceof _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderError */ .m)
        return error;
    const shape = (typeof error === 'object' && error !== null ? error : {});
    const name = typeof shape.name === 'string' && shape.name ? shape.name : 'Error';
    const message = typeof shape.message === 'string' ? shape.message : String(error);
    const status = shape.$metadata?.httpStatusCode;
    if (name === 'CredentialsProviderError') {
        return new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderError */ .m(NO_CREDENTIALS_MESSAGE, { code: name, cause: error, setup: { kind: 'no-credentials', fix: NO_CREDENTIALS_MESSAGE } });
    }
    if (/region is missing/i.test(message)) {
        return new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderError */ .m(NO_REGION_MESSAGE, { code: 'RegionMissing', cause: error, setup: { kind: 'no-region', fix: NO_REGION_MESSAGE } });
    }
    const setup = setupProblem(name, message, modelId, region);
    if (setup) {
        const where = status ? `${name} (HTTP ${status})` : name;
        // Not retried: a retry gets the same answer (DNS has said the name does not exist).
        const code = setup.kind === 'bad-region' && name !== _http_handler_js__WEBPACK_IMPORTED_MODULE_1__/* .NOT_HTTP2 */ .Dm ? 'ENOTFOUND' : name;
        return new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderError */ .m(`${where} from ${modelId}: ${message}`, { code, setup, cause: error });
    }
    if (name === _http_handler_js__WEBPACK_IMPORTED_MODULE_1__/* .REPLY_TOO_LARGE */ .Wn)
        return new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderError */ .m(`${name} from ${modelId}: ${message}`, { code: name, cause: error });
    // The SDK read a 2xx body that is not the reply it expects (null, not JSON): the service's fault, or the endpoint's.
    if ((name === 'TypeError' || name === 'SyntaxError') && status !== undefined && status < 300) {
        return new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderError */ .m(`malformed reply from ${modelId} (HTTP ${status}): the body is not the reply the AWS SDK expects (${message})`, {
            code: 'MalformedReply',
            cause: error,
        });
    }
    if (name === 'AbortError') {
        return new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderError */ .m(`call to ${modelId} was aborted`, { code: name, cause: error });
    }
    const throttled = status === 429 || name === 'ThrottlingException';
    const retryable = throttled || isTransient(name, status, shape.code);
    const text = status ? `${name} (HTTP ${status}) from ${modelId}: ${message}` : `${name} from ${modelId}: ${message}`;
    return new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderError */ .m(text, { code: name, retryable, throttled, cause: error });
}
function isTransient(name, status, code) {
    if (status !== undefined && FINAL_STATUSES.has(status))
        return false;
    if (RETRYABLE_NAMES.has(name))
        return true;
    if (status !== undefined)
        return status >= 500;
    if (NETWORK_NAMES.has(name))
        return true;
    return typeof code === 'string' && (_network_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .NETWORK_CODES */ .C.has(code) || code.startsWith('ERR_HTTP2_'));
}
const REGION_HINT = "the CLI's --region, the action's aws-region input, or AWS_REGION";
/**
 * Errors that say the model id, the account's access or the region is wrong,
 * not this case: every other call of the model would meet them too. Message
 * texts as Bedrock sends them (see shared/reference/bedrock.md).
 */
function setupProblem(name, message, modelId, region) {
    const inRegion = region ? ` in ${region}` : '';
    if (name === 'ValidationException' && /inference profile/i.test(message)) {
        const profile = `${geographyPrefix(region)}.${modelId.replace(/^(us|eu|apac|global)\./, '')}`;
        return {
            kind: 'needs-inference-profile',
            fix: `${modelId} cannot be called on demand; call it through an inference profile: use the model id ${profile} (the prefix names where requests may go: us., eu., apac. or global.), or the ARN of an inference profile that contains the model.`,
        };
    }
    if (name === 'ResourceNotFoundException' || (name === 'ValidationException' && /model identifier is invalid/i.test(message))) {
        return {
            kind: 'unknown-model',
            fix: `Check the model id ${modelId}: its spelling, its version suffix (such as -v1:0), and that Bedrock offers it${inRegion}; the model catalog in the Bedrock console lists the ids.`,
        };
    }
    if (name === 'AccessDeniedException') {
        return {
            kind: 'access-denied',
            fix: `The AWS identity in use may not call ${modelId}${inRegion}: allow bedrock:InvokeModel on it in IAM (for an inference profile, on the profile and on the models it routes to), and check that access to the model is granted in the Bedrock console for this region.`,
        };
    }
    if (['UnrecognizedClientException', 'InvalidSignatureException', 'ExpiredTokenException'].includes(name) ||
        /security token included in the request is (invalid|expired)/i.test(message)) {
        return {
            kind: 'bad-credentials',
            fix: 'AWS refused the credentials: check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN (or the role the workflow assumes) and that a session has not expired.',
        };
    }
    if (name === _http_handler_js__WEBPACK_IMPORTED_MODULE_1__/* .NOT_HTTP2 */ .Dm) {
        return {
            kind: 'bad-region',
            fix: `Bedrock Runtime is reached over HTTP/2: check the endpoint (the endpoint option, or AWS_ENDPOINT_URL_BEDROCK_RUNTIME) and that no proxy between speaks only HTTP/1.1. ${message}`,
        };
    }
    const host = /getaddrinfo ENOTFOUND (\S+)/.exec(message)?.[1];
    if (host || /region not accepted|invalid region/i.test(message)) {
        return {
            kind: 'bad-region',
            fix: `${host ? `The endpoint ${host} does not resolve` : 'The region is not valid'}: check the region (${REGION_HINT}) is one where Bedrock runs, and any endpoint set in AWS_ENDPOINT_URL_BEDROCK_RUNTIME.`,
        };
    }
    return null;
}
/** The inference-profile prefix for a region: us-east-1 -> us, eu-west-1 -> eu, ap-south-1 -> apac. */
function geographyPrefix(region) {
    if (region?.startsWith('eu-'))
        return 'eu';
    if (region?.startsWith('ap-'))
        return 'apac';
    return 'us';
}


/***/ }),

/***/ 82194:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ NOT_HTTP2),
/* harmony export */   Wn: () => (/* binding */ REPLY_TOO_LARGE),
/* harmony export */   oP: () => (/* binding */ BoundedHttp2Handler)
/* harmony export */ });
/* unused harmony exports MAX_REPLY_BYTES, HANDSHAKE_TIMEOUT_MS */
/* harmony import */ var node_http2__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32467);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57075);
/* harmony import */ var _smithy_node_http_handler__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61279);
// The HTTP/2 handler of the shared Bedrock Runtime client: the SDK's own
// (NodeHttp2Handler) with two bounds it lacks. An endpoint that does not
// speak HTTP/2 (an HTTP/1.1-only proxy, a port that never answers) fails
// once, within HANDSHAKE_TIMEOUT_MS, as a setup problem, instead of every
// retry of every call waiting on it; and a reply body larger than
// MAX_REPLY_BYTES fails its call instead of growing in memory until V8 aborts.



/** Far above any Converse, InvokeModel or ApplyGuardrail reply (a 200k-token answer is about 1 MiB). */
const MAX_REPLY_BYTES = 16 * 1024 * 1024;
/** Connecting and receiving the server's HTTP/2 settings: well under a second on AWS. */
const HANDSHAKE_TIMEOUT_MS = 10_000;
/** The error names src/providers/bedrock/errors.ts turns into ProviderErrors. */
const NOT_HTTP2 = 'EndpointNotHttp2';
const REPLY_TOO_LARGE = 'ReplyTooLarge';
class BoundedHttp2Handler extends _smithy_node_http_handler__WEBPACK_IMPORTED_MODULE_2__.NodeHttp2Handler {
    maxReplyBytes;
    handshakeTimeoutMs;
    /** Each endpoint's handshake, checked once: the first call to it waits on it, the rest reuse it. */
    handshakes = new Map();
    constructor(options) {
        const { maxReplyBytes = MAX_REPLY_BYTES, handshakeTimeoutMs = HANDSHAKE_TIMEOUT_MS, ...http2 } = options;
        super(http2);
        this.maxReplyBytes = maxReplyBytes;
        this.handshakeTimeoutMs = handshakeTimeoutMs;
    }
    async handle(request, options) {
        const authority = `${request.protocol}//${request.hostname}${request.port ? `:${request.port}` : ''}`;
        let handshake = this.handshakes.get(authority);
        if (!handshake) {
            handshake = checkHttp2(authority, this.handshakeTimeoutMs);
            this.handshakes.set(authority, handshake);
            // A failure is checked afresh next time: a network fault passes.
            handshake.catch(() => this.handshakes.delete(authority));
        }
        await handshake;
        const { response } = await super.handle(request, options);
        // Counted as it arrives, whatever length the reply declares.
        response.body = capped(response.body, this.maxReplyBytes);
        return { response };
    }
}
/** Resolves once the endpoint has sent its HTTP/2 settings; a socket error rejects as it is (a retryable network fault). */
function checkHttp2(authority, timeoutMs) {
    return new Promise((resolve, reject) => {
        const session = (0,node_http2__WEBPACK_IMPORTED_MODULE_0__.connect)(authority);
        const done = (error) => {
            clearTimeout(timer);
            session.destroy();
            if (error)
                reject(error);
            else
                resolve();
        };
        const timer = setTimeout(() => done(notHttp2(authority, `no HTTP/2 answer within ${timeoutMs} ms (an HTTP/1.1-only endpoint or proxy never sends one)`)), timeoutMs);
        session.once('remoteSettings', () => done());
        session.once('error', (error) => {
            // The server answered, but not in HTTP/2: HTTP/1.1 bytes, or TLS without h2.
            const protocol = error.code === 'ERR_HTTP2_ERROR' || /application protocol/i.test(error.message);
            done(protocol ? notHttp2(authority, `it answered, but not in HTTP/2 (${error.message.trim()})`) : error);
        });
    });
}
function notHttp2(authority, why) {
    const error = new Error(`the endpoint ${authority} does not speak HTTP/2, as Bedrock Runtime does: ${why}`);
    error.name = NOT_HTTP2;
    return error;
}
function tooLarge(limit) {
    const error = new Error(`the reply body is larger than ${limit / 1024 / 1024} MiB (${limit} bytes), the most supereval reads`);
    error.name = REPLY_TOO_LARGE;
    return error;
}
/** The body, failing with a ReplyTooLarge error (and the download stopped) past `limit` bytes. */
function capped(body, limit) {
    let bytes = 0;
    const counter = new node_stream__WEBPACK_IMPORTED_MODULE_1__.Transform({
        transform(chunk, _encoding, next) {
            bytes += chunk.length;
            next(bytes > limit ? tooLarge(limit) : null, chunk);
        },
    });
    // pipeline destroys the source when the counter fails; the reader sees the counter's error.
    return (0,node_stream__WEBPACK_IMPORTED_MODULE_1__.pipeline)(body, counter, () => { });
}


/***/ }),

/***/ 31119:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ NETWORK_CODES)
/* harmony export */ });
// The socket-level failures of a call: the request may never have reached
// the service, or its answer never came back. A retry may help with each
// (a name that does not resolve is read as a setup error first, where the
// endpoint is ours to fix).
const NETWORK_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'ECONNABORTED',
    'EPIPE',
    'ETIMEDOUT',
    'EAI_AGAIN',
    'ENOTFOUND',
    'EHOSTUNREACH',
    'ENETUNREACH',
]);


/***/ }),

/***/ 50914:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O4: () => (/* binding */ costUsd)
/* harmony export */ });
/* unused harmony export BATCH_PRICE_FACTOR */
/* harmony import */ var _pydantic_genai_prices__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82294);
/* harmony import */ var _model_id_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70065);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67594);
// Cost of one call from its token counts. Prices come from the maintained
// @pydantic/genai-prices package (bundled data, no network): provider "aws"
// for Bedrock, the API's own provider (openai, azure, anthropic, google) for
// the others; users can override any model in config. An unknown price gives null, never 0,
// so a report can say "unknown" instead of claiming the call was free.




/**
 * What a batch call costs against the on-demand price. Amazon Bedrock's
 * pricing page (https://aws.amazon.com/bedrock/pricing/) prices batch
 * inference at 50% of on-demand for the models that offer it; the price
 * package has on-demand prices only, so batch is the same table halved. A
 * --prices file states on-demand prices too, and is halved the same way.
 */
const BATCH_PRICE_FACTOR = 0.5;
/**
 * Cost in USD, or null when no price is known. Overrides win; they are looked
 * up by the source's names (a spec), then the exact id, then without the ARN,
 * then by the base model. The package sees the profile id with its prefix,
 * because global and regional profiles of one model can have different prices.
 */
function costUsd(modelId, tokens, overrides, tier = 'on-demand', source = {}) {
    const factor = tier === 'batch' ? BATCH_PRICE_FACTOR : 1;
    const override = findOverride([...(source.names ?? []), modelId], overrides);
    if (override)
        return roundUsd(priceWith(override, tokens) * factor);
    for (const id of new Set([(0,_model_id_js__WEBPACK_IMPORTED_MODULE_2__/* .stripArn */ .C)(modelId), (0,_model_id_js__WEBPACK_IMPORTED_MODULE_2__/* .baseModelId */ .S)(modelId)])) {
        const cost = packagePrice(id, tokens, source.provider ?? 'aws');
        if (cost !== null)
            return roundUsd(cost * factor);
    }
    return null;
}
function findOverride(names, overrides) {
    if (!overrides)
        return undefined;
    for (const name of names) {
        for (const id of [name, (0,_model_id_js__WEBPACK_IMPORTED_MODULE_2__/* .stripArn */ .C)(name), (0,_model_id_js__WEBPACK_IMPORTED_MODULE_2__/* .baseModelId */ .S)(name)]) {
            if (Object.hasOwn(overrides, id))
                return overrides[id];
        }
    }
    return undefined;
}
function priceWith(price, tokens) {
    const cacheRead = tokens.cache_read_tokens ?? 0;
    const cacheWrite = tokens.cache_write_tokens ?? 0;
    return ((tokens.input_tokens * price.input +
        tokens.output_tokens * price.output +
        cacheRead * (price.cache_read ?? price.input) +
        cacheWrite * (price.cache_write ?? price.input)) /
        1_000_000);
}
const pricingById = new Map();
const MILLION = 1_000_000;
function packagePrice(modelId, tokens, providerId) {
    try {
        const key = `${providerId}\0${modelId}`;
        let pricing = pricingById.get(key);
        if (pricing === undefined) {
            pricing = pricingFor(modelId, providerId);
            pricingById.set(key, pricing);
        }
        if (pricing === null)
            return null;
        if ('flat' in pricing)
            return pricing.flat.per_call + priceWith(pricing.flat, tokens);
        return (0,_pydantic_genai_prices__WEBPACK_IMPORTED_MODULE_0__/* .calcPrice */ .jh)(packageUsage(tokens), modelId, { provider: pricing.provider })?.total_price ?? null;
    }
    catch {
        // A model priced in units we do not report (audio, images): unknown, not free.
        return null;
    }
}
function pricingFor(modelId, providerId) {
    const found = (0,_pydantic_genai_prices__WEBPACK_IMPORTED_MODULE_0__/* .calcPrice */ .jh)(packageUsage({ input_tokens: 0, output_tokens: 0 }), modelId, { providerId });
    if (!found)
        return null;
    const provider = { ...found.provider, models: [found.model] };
    const flat = !Array.isArray(found.model.prices) && Object.values(found.model_price).every((v) => v === undefined || typeof v === 'number');
    if (!flat)
        return { provider };
    // USD for a million tokens of one kind, less what any call costs.
    const rate = (tokens) => ((0,_pydantic_genai_prices__WEBPACK_IMPORTED_MODULE_0__/* .calcPrice */ .jh)(packageUsage({ input_tokens: 0, output_tokens: 0, ...tokens }), modelId, { provider })?.total_price ?? 0) - found.total_price;
    return {
        flat: {
            per_call: found.total_price,
            input: rate({ input_tokens: MILLION }),
            output: rate({ output_tokens: MILLION }),
            cache_read: rate({ cache_read_tokens: MILLION }),
            cache_write: rate({ cache_write_tokens: MILLION }),
        },
    };
}
/** The package counts cached tokens as part of input_tokens; Bedrock does not, nor do our counts (OpenAI's are normalised to Bedrock's). */
function packageUsage(tokens) {
    const cacheRead = tokens.cache_read_tokens ?? 0;
    const cacheWrite = tokens.cache_write_tokens ?? 0;
    return {
        input_tokens: tokens.input_tokens + cacheRead + cacheWrite,
        cache_read_tokens: cacheRead,
        cache_write_tokens: cacheWrite,
        output_tokens: tokens.output_tokens,
    };
}
// Floating-point sums leave tails like 8.400000000000001e-5; a pico-dollar is plenty.
function roundUsd(value) {
    return Math.round(value * 1e12) / 1e12;
}


/***/ })

};
