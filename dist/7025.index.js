export const id = 7025;
export const ids = [7025,9441];
export const modules = {

/***/ 17025:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   anthropicBatch: () => (/* binding */ anthropicBatch),
/* harmony export */   parseLine: () => (/* binding */ parseLine)
/* harmony export */ });
/* harmony import */ var _batch_api_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7691);
/* harmony import */ var _batch_jobs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3867);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14867);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19441);
/* harmony import */ var _wire_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51348);





/** Results are read whole: bounded at the batch's own limit (256 MB of requests). */
const MAX_RESULTS_BYTES = 256 * 1024 * 1024;
function modelOf(target) {
    const found = (0,_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .anthropicModel */ .mE)(target);
    if ('problem' in found)
        throw new Error(found.problem);
    return found.model;
}
const anthropicBatch = {
    recordBody: (target, request, env) => (0,_wire_js__WEBPACK_IMPORTED_MODULE_2__/* .messagesBody */ .FO)(modelOf(target), request, (0,_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .anthropicApi */ .h)({ env }).settings),
    recordLine: (recordId, body) => JSON.stringify({ custom_id: recordId, params: body }),
    response: batchResponse,
    jobName: (dataset, target, stamp, part) => `supereval-${dataset}-${target}-${stamp}${part !== null ? `-${part}` : ''}`,
    withJobs: (settings, use) => use({
        run: (job) => {
            const { api } = (0,_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .anthropicApi */ .h)({ env: settings.env ?? {}, ...(settings.apiHosts ? { apiHosts: settings.apiHosts } : {}) });
            return (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_3__/* .runVendorJob */ .JX)(job, settings, messageBatches(api), modelOf(job.target));
        },
    }),
};
/** A result's message as the on-demand call's response, priced at the batch rate (half); a batch measures no wall time per call. */
function batchResponse(output, target, prices) {
    return (0,_wire_js__WEBPACK_IMPORTED_MODULE_2__/* .fromMessage */ .eC)(output, { model: modelOf(target), label: `anthropic:${target}`, latency_ms: null, ownTools: false, prices, tier: 'batch' });
}
/** Anthropic's Message Batches: created with the requests inline, checked, cancelled, and their results read from the batch's results path. */
function messageBatches(api) {
    const state = (json) => {
        const raw = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_3__/* .asObject */ .eB)(json);
        const status = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_3__/* .stringField */ .OM)(raw, 'processing_status') ?? 'unknown';
        const counts = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_3__/* .asObject */ .eB)(raw['request_counts']);
        const count = (name) => Number(counts[name] ?? 0);
        const unfinished = count('errored') + count('canceled') + count('expired');
        return {
            raw,
            status,
            ended: status === 'ended',
            // Ended with nothing canceled or expired: each request ran (an errored one is its record's error).
            completed: status === 'ended' && count('canceled') + count('expired') === 0,
            progress: `, ${count('succeeded')} succeeded, ${count('processing')} processing, ${unfinished} errored, canceled or expired`,
            detail: count('expired') > 0 ? `: ${count('expired')} requests expired` : count('canceled') > 0 ? `: ${count('canceled')} requests canceled` : '',
        };
    };
    const path = (id) => `v1/messages/batches/${encodeURIComponent(id)}`;
    return {
        what: 'Anthropic message batch',
        console: 'the Claude Console',
        async submit(job, call) {
            const requests = job.files.flatMap((file) => file.records.map((r) => JSON.parse(r.line)));
            const id = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_3__/* .stringField */ .OM)((await api.post('v1/messages/batches', { requests }, call)).json, 'id');
            if (!id)
                throw new Error('the batch was created without an id');
            return id;
        },
        check: async (id, call) => state((await api.get(path(id), call)).json),
        cancel: async (id, call) => state((await api.post(`${path(id)}/cancel`, {}, call)).json),
        // The batch's results_url is this path under the API's base URL; the path is used, so the key goes nowhere else.
        results: async (final, call) => (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_3__/* .stringField */ .OM)(final.raw, 'results_url')
            ? [await api.getBytes(`${path((0,_batch_api_js__WEBPACK_IMPORTED_MODULE_3__/* .stringField */ .OM)(final.raw, 'id') ?? '')}/results`, { ...call, maxBytes: MAX_RESULTS_BYTES })]
            : [],
        parseLine,
    };
}
/** One result line: `{custom_id, result: {type: succeeded, message} | {type: errored, error} | {type: canceled|expired}}`. */
function parseLine(line) {
    const record = (0,_batch_jobs_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonLine */ .rF)(line);
    const recordId = record === null ? undefined : (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_3__/* .stringField */ .OM)(record, 'custom_id');
    if (!record || !recordId)
        return null;
    const result = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_3__/* .asObject */ .eB)(record['result']);
    const type = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_3__/* .stringField */ .OM)(result, 'type') ?? 'unknown';
    if (type === 'succeeded')
        return { recordId, outcome: { output: result['message'] } };
    if (type === 'errored') {
        // `error` is the API's error body: `{type: error, error: {type, message}}`.
        const body = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_3__/* .asObject */ .eB)(result['error']);
        const inner = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_3__/* .asObject */ .eB)(body['error']);
        return { recordId, outcome: { error: `errored: ${(0,_batch_api_js__WEBPACK_IMPORTED_MODULE_3__/* .errorText */ .kc)(Object.keys(inner).length ? inner : body)}` } };
    }
    return { recordId, outcome: { error: `the request was ${type}` } };
}


/***/ }),

/***/ 19441:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createAnthropicProvider: () => (/* binding */ createAnthropicProvider),
/* harmony export */   h: () => (/* binding */ anthropicApi)
/* harmony export */ });
/* unused harmony export ANTHROPIC_BASE_URL */
/* harmony import */ var _api_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10153);
/* harmony import */ var _api_request_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28066);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56240);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14867);
/* harmony import */ var _wire_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51348);
// `anthropic:messages:<model>`: one call of Anthropic's Messages API through
// the shared HTTP layer. The key comes from ANTHROPIC_API_KEY (or the
// config's apiKey / apiKeyEnvar), the endpoint from the config's apiBaseUrl,
// else ANTHROPIC_BASE_URL, else api.anthropic.com, as promptfoo reads them.
// The version sent is promptfoo's, 2023-06-01 (see wire.ts).





const ANTHROPIC_BASE_URL = 'https://api.anthropic.com';
/** The API as one provider (or batch) calls it, and what its bodies are built with. */
function anthropicApi(options) {
    const env = options.env ?? {};
    const config = options.config ?? {};
    const envar = (0,_api_config_js__WEBPACK_IMPORTED_MODULE_0__/* .configString */ .Kt)(config, 'apiKeyEnvar');
    const key = (0,_http_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readApiKey */ .iZ)(env, envar ? [envar, ..._ids_js__WEBPACK_IMPORTED_MODULE_3__/* .ANTHROPIC_KEY_VARIABLES */ .nN] : _ids_js__WEBPACK_IMPORTED_MODULE_3__/* .ANTHROPIC_KEY_VARIABLES */ .nN, config['apiKey']);
    // The SDK's ANTHROPIC_CUSTOM_HEADERS, then the config's headers (promptfoo reads both); the version unless a header names another.
    const headers = {
        'anthropic-version': _wire_js__WEBPACK_IMPORTED_MODULE_4__/* .ANTHROPIC_VERSION */ .y,
        ...(0,_api_request_js__WEBPACK_IMPORTED_MODULE_1__/* .headerLines */ .Hq)(env['ANTHROPIC_CUSTOM_HEADERS']),
        ...(0,_api_request_js__WEBPACK_IMPORTED_MODULE_1__/* .configHeaders */ .hv)(config),
    };
    const beta = (0,_wire_js__WEBPACK_IMPORTED_MODULE_4__/* .betaFeatures */ .Wm)(config, headers['anthropic-beta']);
    if (beta)
        headers['anthropic-beta'] = beta;
    const api = new _http_index_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonApi */ .Tj({
        service: 'Anthropic',
        baseUrl: (0,_api_config_js__WEBPACK_IMPORTED_MODULE_0__/* .configString */ .Kt)(config, 'apiBaseUrl') ?? env['ANTHROPIC_BASE_URL']?.trim() ?? ANTHROPIC_BASE_URL,
        endpointFrom: "the config's apiBaseUrl or ANTHROPIC_BASE_URL",
        key,
        keyHosts: (0,_http_index_js__WEBPACK_IMPORTED_MODULE_2__/* .keyHosts */ .$y)(['api.anthropic.com'], ['ANTHROPIC_BASE_URL'], options.apiHosts),
        env,
        authHeaders: (value) => ({ 'x-api-key': value }),
        headers,
        errors: _wire_js__WEBPACK_IMPORTED_MODULE_4__/* .anthropicErrors */ .KE,
    });
    const settings = {
        config,
        defaultMaxTokens: (0,_http_index_js__WEBPACK_IMPORTED_MODULE_2__/* .envNumber */ .dc)(env, 'ANTHROPIC_MAX_TOKENS'),
        defaultTemperature: (0,_http_index_js__WEBPACK_IMPORTED_MODULE_2__/* .envNumber */ .dc)(env, 'ANTHROPIC_TEMPERATURE'),
        version: headers['anthropic-version'] ?? _wire_js__WEBPACK_IMPORTED_MODULE_4__/* .ANTHROPIC_VERSION */ .y,
    };
    return { api, settings };
}
function createAnthropicProvider(spec, options) {
    const found = (0,_ids_js__WEBPACK_IMPORTED_MODULE_3__/* .anthropicModel */ .mE)(spec.target);
    if ('problem' in found)
        throw new Error(found.problem);
    const { model } = found;
    const { api, settings } = anthropicApi(options);
    return {
        spec,
        deterministic: false,
        async call(request) {
            const reply = await api.post('v1/messages', (0,_wire_js__WEBPACK_IMPORTED_MODULE_4__/* .messagesBody */ .FO)(model, request, settings), { target: model, signal: request.signal });
            return (0,_wire_js__WEBPACK_IMPORTED_MODULE_4__/* .fromMessage */ .eC)(reply.json, {
                model,
                label: spec.label,
                latency_ms: reply.latency_ms,
                ownTools: Boolean(request.tools?.length),
                prices: options.prices,
            });
        },
    };
}


/***/ }),

/***/ 51348:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ messagesBody),
/* harmony export */   KE: () => (/* binding */ anthropicErrors),
/* harmony export */   Wm: () => (/* binding */ betaFeatures),
/* harmony export */   eC: () => (/* binding */ fromMessage),
/* harmony export */   y: () => (/* binding */ ANTHROPIC_VERSION)
/* harmony export */ });
/* unused harmony export SAMPLING_REMOVED_VERSION */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(41514);
/* harmony import */ var _base_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88986);
/* harmony import */ var _api_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10153);
/* harmony import */ var _api_request_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28066);
/* harmony import */ var _finish_reason_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60344);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56240);
/* harmony import */ var _prices_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(50914);
// The Messages API's wire format: a request as the body promptfoo's Anthropic
// provider sends (its defaults, its config keys), and a `message` reply as
// our response. Shared by the on-demand provider (messages.ts) and Message
// Batches (batch.ts), whose records carry the same body and reply.
// Source: promptfoo 0.121.20's messages provider and Anthropic's Messages
// reference (https://platform.claude.com/docs/en/api/messages).







/** The API version promptfoo's SDK (0.x) sends; 2026-10-21 (SDK 1.x) refuses temperature, top_p and top_k. */
const ANTHROPIC_VERSION = '2023-06-01';
const SAMPLING_REMOVED_VERSION = '2026-10-21';
/**
 * Models that take no sampling parameters whatever the version (a 400 for
 * temperature, even promptfoo's default of 0): promptfoo's
 * CLAUDE_MODEL_FAMILIES rows marked samplingParamsDeprecated.
 */
const SAMPLING_DEPRECATED = /(?:^|[^a-z0-9])claude-(?:(?:fable|mythos)-5(?![a-z0-9])|opus-5(?![0-9])|sonnet-5(?![0-9])|opus-4-[78](?![0-9]))/i;
/** The Messages body for a call (a batch record's `params` too). */
function messagesBody(model, request, settings) {
    const { config } = settings;
    const inference = request.inference ?? {};
    const thinking = (0,_api_config_js__WEBPACK_IMPORTED_MODULE_1__/* .configObject */ .YV)(config, 'thinking');
    const thinkingOn = thinking?.['type'] === 'enabled' || thinking?.['type'] === 'adaptive';
    const samplingRefused = settings.version >= SAMPLING_REMOVED_VERSION || SAMPLING_DEPRECATED.test(model);
    const topP = inference.top_p;
    const topK = (0,_api_config_js__WEBPACK_IMPORTED_MODULE_1__/* .configNumber */ .mX)(config, 'top_k');
    const body = {
        model,
        max_tokens: inference.max_tokens ?? settings.defaultMaxTokens ?? (thinkingOn ? 2048 : 1024),
        messages: request.messages?.length ? toTurns(request.messages) : [{ role: 'user', content: [{ type: 'text', text: request.prompt }] }],
        // The whole message in one reply, as promptfoo asks by default (its `stream: true` would give the same answer).
        stream: false,
    };
    if (request.system)
        body['system'] = [{ type: 'text', text: request.system }];
    // promptfoo: temperature (default 0) unless top_p is set or thinking is on; none at all where the model or version refuses them.
    if (!samplingRefused) {
        if (topP === undefined && !thinkingOn)
            body['temperature'] = inference.temperature ?? settings.defaultTemperature ?? 0;
        if (topP !== undefined)
            body['top_p'] = thinkingOn ? Math.max(0.95, Math.min(1, topP)) : topP;
        if (topK !== undefined && !thinkingOn)
            body['top_k'] = topK;
    }
    if (inference.stop?.length)
        body['stop_sequences'] = inference.stop;
    const tools = request.tools?.length ? request.tools.map(toTool) : configTools(config);
    if (tools.length > 0)
        body['tools'] = tools;
    const toolChoice = (0,_api_config_js__WEBPACK_IMPORTED_MODULE_1__/* .configObject */ .YV)(config, 'tool_choice');
    if (toolChoice && !request.tools?.length)
        body['tool_choice'] = toolChoice;
    if (thinking)
        body['thinking'] = thinking;
    for (const key of ['metadata', 'service_tier', 'cache_control'])
        if (config[key] !== undefined)
            body[key] = config[key];
    const format = (0,_api_config_js__WEBPACK_IMPORTED_MODULE_1__/* .configObject */ .YV)(config, 'output_format');
    const effort = config['effort'];
    if (format || typeof effort === 'string')
        body['output_config'] = { ...(format ? { format } : {}), ...(typeof effort === 'string' ? { effort } : {}) };
    return { ...body, ...(0,_api_config_js__WEBPACK_IMPORTED_MODULE_1__/* .configObject */ .YV)(config, 'extra_body') };
}
/** The `anthropic-beta` features a config asks for (`beta`, and structured outputs when `output_format` is set, as promptfoo adds it). */
function betaFeatures(config, header) {
    const features = new Set([...((0,_api_config_js__WEBPACK_IMPORTED_MODULE_1__/* .configStrings */ .j4)(config, 'beta') ?? []), ...(header ?? '').split(',').map((f) => f.trim())]);
    if ((0,_api_config_js__WEBPACK_IMPORTED_MODULE_1__/* .configObject */ .YV)(config, 'output_format'))
        features.add('structured-outputs-2025-11-13');
    features.delete('');
    return features.size > 0 ? [...features].join(',') : undefined;
}
function toTool(tool) {
    return { name: tool.name, ...(tool.description ? { description: tool.description } : {}), input_schema: tool.parameters };
}
/** A config's `tools`, in Anthropic's shape or OpenAI's (which promptfoo converts too). */
function configTools(config) {
    const tools = Array.isArray(config['tools']) ? config['tools'] : [];
    return tools.flatMap((tool) => {
        const fn = (0,_api_request_js__WEBPACK_IMPORTED_MODULE_2__/* .openAiTool */ .dM)(tool);
        if (fn)
            return [{ name: fn.name, ...(fn.description ? { description: fn.description } : {}), input_schema: fn.parameters ?? { type: 'object' } }];
        return isObject(tool) ? [tool] : [];
    });
}
/** Turns alternate; tool results travel in a user turn, merged with a user message that follows them. */
function toTurns(messages) {
    const turns = [];
    for (const message of messages) {
        const role = message.role === 'assistant' ? 'assistant' : 'user';
        const content = toBlocks(message);
        const previous = turns.at(-1);
        if (previous?.role === role)
            (0,_base_index_js__WEBPACK_IMPORTED_MODULE_0__/* .appendAll */ .u2)(previous.content, content);
        else
            turns.push({ role, content });
    }
    return turns;
}
function toBlocks(message) {
    switch (message.role) {
        case 'user':
            return [{ type: 'text', text: message.text }];
        case 'assistant': {
            // The API refuses an empty text block, which a turn of tool calls alone would have.
            const blocks = message.text ? [{ type: 'text', text: message.text }] : [];
            for (const call of message.toolCalls ?? [])
                blocks.push({ type: 'tool_use', id: call.id, name: call.name, input: call.arguments });
            return blocks;
        }
        case 'tool':
            return message.results.map((result) => ({
                type: 'tool_result',
                tool_use_id: result.id,
                content: (0,_api_request_js__WEBPACK_IMPORTED_MODULE_2__/* .toolResultText */ .Fu)(result.content),
                ...(result.isError ? { is_error: true } : {}),
            }));
    }
}
const count = zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().min(0).nullish();
const MessageSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
    type: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz('message').optional(),
    content: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({ type: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP() })),
    stop_reason: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
    usage: zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({ input_tokens: count, output_tokens: count, cache_read_input_tokens: count, cache_creation_input_tokens: count }).nullish(),
});
/** A `message` as our response; another shape is MalformedReply naming the field. */
function fromMessage(json, context) {
    const who = `Anthropic ${context.model}`;
    const message = (0,_http_index_js__WEBPACK_IMPORTED_MODULE_4__/* .readReply */ .Xw)(MessageSchema, json, who);
    const texts = [];
    const toolCalls = [];
    const shown = [];
    for (const block of message.content) {
        if (block.type === 'text') {
            if (typeof block['text'] !== 'string')
                throw (0,_http_index_js__WEBPACK_IMPORTED_MODULE_4__/* .malformedReply */ .Y6)(who, 'a text block has no text');
            texts.push(block['text']);
            shown.push(block['text']);
        }
        else if (block.type === 'tool_use') {
            const { id, name, input } = block;
            if (typeof id !== 'string' || typeof name !== 'string')
                throw (0,_http_index_js__WEBPACK_IMPORTED_MODULE_4__/* .malformedReply */ .Y6)(who, 'a tool_use block has no id or name');
            toolCalls.push({ id, name, arguments: isObject(input) ? input : { value: input } });
            shown.push(JSON.stringify(block));
        }
        else if (block.type !== 'thinking' && block.type !== 'redacted_thinking')
            shown.push(JSON.stringify(block));
    }
    const usage = message.usage;
    const counts = usage
        ? {
            input_tokens: usage.input_tokens ?? 0,
            output_tokens: usage.output_tokens ?? 0,
            cache_read_tokens: usage.cache_read_input_tokens ?? 0,
            cache_write_tokens: usage.cache_creation_input_tokens ?? 0,
        }
        : null;
    const response = {
        // promptfoo's output: the text blocks joined by blank lines; with tool calls it didn't ask for, each other block as its JSON too.
        output: (context.ownTools || toolCalls.length === 0 ? texts : shown).join('\n\n'),
        latency_ms: context.latency_ms,
        usage: counts
            ? {
                // Anthropic counts cache reads and writes apart from input_tokens, as the results schema does.
                input_tokens: counts.input_tokens,
                output_tokens: counts.output_tokens,
                ...(usage?.cache_read_input_tokens != null ? { cached_input_tokens: counts.cache_read_tokens } : {}),
                ...(usage?.cache_creation_input_tokens != null ? { cache_write_input_tokens: counts.cache_write_tokens } : {}),
            }
            : null,
        cost_usd: counts ? (0,_prices_js__WEBPACK_IMPORTED_MODULE_5__/* .costUsd */ .O4)(context.model, counts, context.prices, context.tier, { provider: 'anthropic', names: [context.label] }) : null,
    };
    if (context.ownTools && toolCalls.length > 0)
        response.toolCalls = toolCalls;
    if (message.stop_reason) {
        response.stop_reason = message.stop_reason;
        const finish = (0,_finish_reason_js__WEBPACK_IMPORTED_MODULE_3__/* .normaliseFinishReason */ .o)(message.stop_reason);
        if (finish)
            response.finish_reason = finish;
    }
    return response;
}
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** Anthropic's error body (`{type: error, error: {type, message}}`) and the refusals that are the account's, not the call's. */
const anthropicErrors = {
    read(body) {
        const error = body?.error;
        if (typeof error?.message !== 'string')
            return null;
        return { message: error.message, ...(typeof error.type === 'string' ? { type: error.type } : {}) };
    },
    // 402 billing_error is no-quota by its status already.
    quotaCodes: ['billing_error'],
    setupKind(failure) {
        const error = failure.body?.error;
        // The monthly spend limit is a 429 that no wait lifts; a spent credit balance, a 400.
        if (failure.status === 429 && error?.details?.error_code === 'enforced_spend_limit_reached')
            return 'no-quota';
        if (failure.status === 400 && /credit balance is too low/i.test(failure.error?.message ?? ''))
            return 'no-quota';
        return undefined;
    },
};


/***/ }),

/***/ 28066:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ toolResultText),
/* harmony export */   Hq: () => (/* binding */ headerLines),
/* harmony export */   T9: () => (/* binding */ promptTurns),
/* harmony export */   dM: () => (/* binding */ openAiTool),
/* harmony export */   hv: () => (/* binding */ configHeaders)
/* harmony export */ });
/* harmony import */ var _api_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10153);
// What the clients of the vendor APIs (Anthropic, Gemini, Ollama) share in
// building a request, loaded with them and not with their registrations: the
// headers a config adds, a tool given the OpenAI way, a tool result as text,
// and a prompt that is a JSON list of turns.

/** A config's `headers`, as strings; a header whose value is not a string, number or boolean is left out. */
function configHeaders(config) {
    const headers = {};
    for (const [name, value] of Object.entries((0,_api_config_js__WEBPACK_IMPORTED_MODULE_0__/* .configObject */ .YV)(config, 'headers') ?? {})) {
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
            headers[name.toLowerCase()] = String(value);
    }
    return headers;
}
/** `Name: value` lines (ANTHROPIC_CUSTOM_HEADERS), as the vendors' SDKs read them; a line without a colon is skipped. */
function headerLines(text) {
    const headers = {};
    for (const line of (text ?? '').split(/\r?\n/).slice(0, 100)) {
        const colon = line.indexOf(':');
        if (colon <= 0)
            continue;
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    return headers;
}
/** A tool result as the text the vendors' tool-result blocks carry: a string as it is, anything else as JSON. */
function toolResultText(content) {
    if (typeof content === 'string')
        return content;
    // JSON.stringify gives undefined for undefined (and functions), whatever its type says.
    return content === undefined ? 'null' : JSON.stringify(content);
}
/** A tool given the OpenAI way (`{type: function, function: {name, description, parameters}}`), as name, description and schema; null otherwise. */
function openAiTool(tool) {
    const fn = tool?.function;
    if (tool.type !== 'function' || typeof fn?.name !== 'string')
        return null;
    return { name: fn.name, ...(typeof fn.description === 'string' ? { description: fn.description } : {}), parameters: fn.parameters };
}
/**
 * A prompt that is a JSON list of `{role, content}` turns (content a string)
 * as the conversation, a system turn as the system prompt, as promptfoo's
 * Gemini and Ollama providers read one (parseChatPrompt); any other prompt is one user turn.
 */
function promptTurns(request) {
    if (request.messages?.length || !request.prompt.trimStart().startsWith('['))
        return request;
    let parsed;
    try {
        parsed = JSON.parse(request.prompt);
    }
    catch {
        return request;
    }
    const turns = Array.isArray(parsed) ? parsed : [];
    const valid = turns.length > 0 && turns.every((t) => typeof t?.content === 'string');
    if (!valid)
        return request;
    const messages = [];
    const system = [];
    for (const turn of turns) {
        if (turn.role === 'system')
            system.push(turn.content);
        else
            messages.push(turn.role === 'assistant' || turn.role === 'model' ? { role: 'assistant', text: turn.content } : { role: 'user', text: turn.content });
    }
    return { ...request, messages, ...(request.system === undefined && system.length > 0 ? { system: system.join('\n') } : {}) };
}


/***/ }),

/***/ 7691:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JX: () => (/* binding */ runVendorJob),
/* harmony export */   OM: () => (/* binding */ stringField),
/* harmony export */   eB: () => (/* binding */ asObject),
/* harmony export */   kc: () => (/* binding */ errorText)
/* harmony export */ });
/* harmony import */ var _batch_jobs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3867);

/**
 * One job: submitted, checked until it ends, its results read. A batch that
 * cannot be created or read leaves its records unanswered; a run cap or an
 * interrupted run cancels it (a cap keeps what it answered).
 */
async function runVendorJob(job, settings, vendor, target) {
    const { label } = job;
    const call = { target, ...(settings.signal ? { signal: settings.signal } : {}) };
    let id;
    try {
        id = await vendor.submit(job, call);
    }
    catch (error) {
        if (settings.signal?.aborted)
            return (0,_batch_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .interruptedJob */ .AD)();
        return (0,_batch_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .failedJob */ .ZR)(settings, job, `${vendor.what} ${job.name}`, `could not be started (${error.message})`);
    }
    const what = `${vendor.what} ${id}`;
    settings.log(`${label}: ${what} (${job.name}) submitted: ${job.records} requests; it may take up to 24 h`);
    const final = await poll(id, what, vendor, { target }, call, settings, label);
    if (final === null)
        return (0,_batch_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .interruptedJob */ .AD)();
    const ended = `${what} ended ${final.status}${final.detail}`;
    if (!final.completed)
        settings.log(`${label}: ${ended}; the records it did not answer ${settings.unansweredCalls}`, true);
    try {
        const found = new Map();
        for (const bytes of await vendor.results(final, call))
            (0,_batch_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .readOutputLines */ .rI)(bytes, (line) => vendor.parseLine(line), found);
        return { found, unanswered: final.completed ? `${what} gave no result for it` : ended };
    }
    catch (error) {
        return (0,_batch_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .failedJob */ .ZR)(settings, job, what, `ended ${final.status}, but its results could not be read (${error.message})`);
    }
}
/** The batch's last state, or null when the run was interrupted (the batch is then cancelled). */
async function poll(id, what, vendor, quiet, call, settings, label) {
    const cancel = async () => {
        try {
            const state = await vendor.cancel(id, quiet);
            settings.log(`${label}: ${what} cancelled`);
            return state;
        }
        catch (error) {
            settings.log(`${label}: ${what} could not be cancelled (${error.message}); cancel it in ${vendor.console}`, true);
            return null;
        }
    };
    // A cancelled batch's state as the cancel returned it, marked ended: what it answered so far is read.
    const stopped = (state) => state ? { ...state, ended: true, completed: false } : { raw: {}, status: 'cancelled', ended: true, completed: false, progress: '', detail: '' };
    let delay = settings.aws?.batchFirstPollMs ?? _batch_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_FIRST_POLL_MS */ .Wh;
    let failures = 0;
    for (;;) {
        if (!(await (0,_batch_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .sleep */ .yy)(Math.min(delay, settings.msUntilStop()), settings.signal))) {
            await cancel();
            return null;
        }
        const reason = settings.stopReason();
        if (reason !== null) {
            settings.log(`${label}: ${what}: ${reason}; cancelling it and keeping what it answered`);
            return stopped(await cancel());
        }
        let state;
        try {
            state = await vendor.check(id, call);
            failures = 0;
        }
        catch (error) {
            // The client has retried already; a few more checks later, the batch is given up on, and cancelled.
            failures += 1;
            if (failures >= 5) {
                settings.log(`${label}: ${what} could not be checked (${error.message}); cancelling it`, true);
                return stopped(await cancel());
            }
            delay = Math.min(delay * 2, _batch_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_POLL_MS */ .Mx);
            continue;
        }
        if (state.ended) {
            settings.log(`${label}: ${what}: ${state.status}${state.progress}`);
            return state;
        }
        delay = Math.min(delay * 2, _batch_jobs_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_POLL_MS */ .Mx);
        settings.log(`${label}: ${what}: ${state.status}${state.progress}; next check in ${Math.round(delay / 1000)}s`);
    }
}
/** A JSON value as an object (an empty one for anything else). */
function asObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}
/** A non-empty string field of an object, or undefined. */
function stringField(value, name) {
    const field = asObject(value)[name];
    return typeof field === 'string' && field !== '' ? field : undefined;
}
/** An error object (`{code, message}` or `{type, message}`) as one line of text. */
function errorText(error) {
    const code = stringField(error, 'code') ?? stringField(error, 'type');
    const message = stringField(error, 'message') ?? JSON.stringify(error);
    return code ? `${code}: ${message}` : message;
}


/***/ }),

/***/ 3867:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ interruptedJob),
/* harmony export */   Mx: () => (/* binding */ MAX_POLL_MS),
/* harmony export */   Wh: () => (/* binding */ DEFAULT_FIRST_POLL_MS),
/* harmony export */   ZR: () => (/* binding */ failedJob),
/* harmony export */   rF: () => (/* binding */ jsonLine),
/* harmony export */   rI: () => (/* binding */ readOutputLines),
/* harmony export */   yy: () => (/* binding */ sleep)
/* harmony export */ });
/** The first wait between two status checks of a job, in ms, unless the environment sets it (AwsEnvironment.batchFirstPollMs: tests set it low). */
const DEFAULT_FIRST_POLL_MS = 15_000;
/** Checks back off to at most this far apart: a job takes minutes to hours, and each check is a line in the log. */
const MAX_POLL_MS = 120_000;
/** Waits `ms`; false when the signal aborted first. */
function sleep(ms, signal) {
    if (signal?.aborted)
        return Promise.resolve(false);
    return new Promise((resolve) => {
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve(true);
        }, ms);
        const onAbort = () => {
            clearTimeout(timer);
            resolve(false);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}
/** The outcome of a job the run interrupted: nothing answered. */
function interruptedJob() {
    return { found: new Map(), unanswered: 'the run was interrupted' };
}
/** The outcome of a job that did no work (`what` names it: `batch job <name>`), said in the log as a warning. */
function failedJob(settings, job, what, why) {
    settings.log(`${job.label}: ${what} ${why}; its ${job.records} calls ${settings.unansweredCalls}`, true);
    return { found: new Map(), unanswered: `${what} ${why}` };
}
/**
 * Each line of an output file read into `found` by record id, line by line
 * from the bytes (a file may be longer than one string may be). A line
 * `parse` does not take is skipped (its call goes unanswered); a record that
 * appears twice keeps its first answer.
 */
function readOutputLines(bytes, parse, found) {
    for (let start = 0; start < bytes.length;) {
        const newline = bytes.indexOf(10, start);
        const end = newline < 0 ? bytes.length : newline;
        const outcome = parse(bytes.toString('utf8', start, end));
        if (outcome && !found.has(outcome.recordId))
            found.set(outcome.recordId, outcome.outcome);
        start = end + 1;
    }
}
/** A line of an output file as a JSON object, or null (a blank line, or one that is not an object). */
function jsonLine(line) {
    if (line.trim() === '')
        return null;
    try {
        const value = JSON.parse(line);
        return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
    }
    catch {
        return null;
    }
}


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
