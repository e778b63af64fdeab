export const id = 1771;
export const ids = [1771];
export const modules = {

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

/***/ 71771:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createOllamaEmbeddingProvider: () => (/* binding */ createOllamaEmbeddingProvider),
/* harmony export */   createOllamaProvider: () => (/* binding */ createOllamaProvider)
/* harmony export */ });
/* unused harmony export OLLAMA_BASE_URL */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(41514);
/* harmony import */ var _api_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10153);
/* harmony import */ var _api_request_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28066);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56240);
/* harmony import */ var _prices_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(50914);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65163);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79307);
// `ollama:chat:<model>` (Ollama's native /api/chat, `stream: false`: one
// object, as ollama-js asks) and `ollama:embedding:<model>` (/api/embed)
// through the shared HTTP layer. The host is OLLAMA_BASE_URL (promptfoo's
// variable), else http://localhost:11434; a local Ollama takes no key, and
// OLLAMA_API_KEY, when set, goes as a bearer token (ollama.com wants one).







const OLLAMA_BASE_URL = 'http://localhost:11434';
/** Ollama's error body is `{"error": "..."}`; it has no 429 (a full queue is a 503, a throttle here too). */
const ollamaErrors = {
    read(body) {
        const error = body?.error;
        return typeof error === 'string' ? { message: error } : null;
    },
};
function ollamaApi(options) {
    const env = options.env ?? {};
    const key = env['OLLAMA_API_KEY']?.trim();
    return new _http_index_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonApi */ .Tj({
        service: 'Ollama',
        baseUrl: env['OLLAMA_BASE_URL']?.trim() || OLLAMA_BASE_URL,
        endpointFrom: 'OLLAMA_BASE_URL',
        // No key is no error: a local server takes none.
        key: { value: key ?? '', from: 'OLLAMA_API_KEY' },
        keyHosts: (0,_http_index_js__WEBPACK_IMPORTED_MODULE_2__/* .keyHosts */ .$y)(['localhost:11434', 'ollama.com'], ['OLLAMA_BASE_URL'], options.apiHosts),
        env,
        authHeaders: (value) => (value ? { authorization: `Bearer ${value}` } : {}),
        headers: (0,_api_request_js__WEBPACK_IMPORTED_MODULE_1__/* .configHeaders */ .hv)(options.config),
        errors: ollamaErrors,
    });
}
/** A model that is not pulled is a setup error whose fix says how to pull it. */
async function posting(api, model, send) {
    try {
        return await send();
    }
    catch (error) {
        if (!(error instanceof _types_js__WEBPACK_IMPORTED_MODULE_4__/* .ProviderError */ .m) || error.setup?.kind !== 'unknown-model')
            throw error;
        const fix = `Ollama at ${api.baseUrl} has no model ${model}: run \`ollama pull ${model}\` on that host, or check the name (OLLAMA_BASE_URL says which host).`;
        throw new _types_js__WEBPACK_IMPORTED_MODULE_4__/* .ProviderError */ .m(error.message, { code: error.code, setup: { kind: 'unknown-model', fix } });
    }
}
const count = zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().min(0).nullish();
const ChatSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
    message: zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
        content: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
        tool_calls: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({ id: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(), function: zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({ name: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), arguments: zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J() }) })).nullish(),
    }),
    done_reason: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
    prompt_eval_count: count,
    eval_count: count,
    total_duration: count,
});
const EmbedSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({ embeddings: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig())).min(1), prompt_eval_count: count });
function createOllamaProvider(spec, options) {
    const found = (0,_ids_js__WEBPACK_IMPORTED_MODULE_5__/* .ollamaModel */ .W)(spec.target);
    if ('problem' in found)
        throw new Error(found.problem);
    const { model } = found;
    const api = ollamaApi(options);
    const config = options.config ?? {};
    return {
        spec,
        deterministic: false,
        async call(request) {
            const body = chatBody(model, (0,_api_request_js__WEBPACK_IMPORTED_MODULE_1__/* .promptTurns */ .T9)(request), config);
            const reply = await posting(api, model, () => api.post('api/chat', body, { target: model, signal: request.signal }));
            const chat = (0,_http_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readReply */ .Xw)(ChatSchema, reply.json, `Ollama ${model}`);
            const toolCalls = (chat.message.tool_calls ?? []).map((call, i) => ({
                id: call.id ?? `${call.function.name}-${i}`,
                name: call.function.name,
                arguments: isObject(call.function.arguments) ? call.function.arguments : parsedArguments(call.function.arguments),
            }));
            const ownTools = Boolean(request.tools?.length);
            const input = chat.prompt_eval_count ?? 0;
            const output = chat.eval_count ?? 0;
            const response = {
                // promptfoo: the content; with tool calls it did not ask for, the calls as JSON.
                output: ownTools || toolCalls.length === 0 ? (chat.message.content ?? '') : JSON.stringify(chat.message.tool_calls),
                latency_ms: reply.latency_ms,
                usage: { input_tokens: input, output_tokens: output },
                // Ollama has no price list (a local model costs what its machine does): a prices file gives one, by spec or model.
                cost_usd: (0,_prices_js__WEBPACK_IMPORTED_MODULE_3__/* .costUsd */ .O4)(model, { input_tokens: input, output_tokens: output }, options.prices, 'on-demand', {
                    provider: 'ollama',
                    names: [spec.label],
                }),
            };
            if (chat.total_duration != null)
                response.service_latency_ms = Math.round(chat.total_duration / 1e6);
            if (ownTools && toolCalls.length > 0)
                response.toolCalls = toolCalls;
            if (chat.done_reason) {
                response.stop_reason = chat.done_reason;
                response.finish_reason = toolCalls.length > 0 ? 'tool_calls' : chat.done_reason;
            }
            return response;
        },
    };
}
/** /api/chat's body: the turns, `stream: false`, promptfoo's option keys (and the inference settings) in `options`. */
function chatBody(model, request, config) {
    const options = {};
    for (const key of Object.keys(_ids_js__WEBPACK_IMPORTED_MODULE_5__/* .OLLAMA_OPTION_KEYS */ .CB))
        if (config[key] !== undefined)
            options[key] = config[key];
    const stop = (0,_api_config_js__WEBPACK_IMPORTED_MODULE_0__/* .configStrings */ .j4)(config, 'stop');
    if (stop)
        options['stop'] = stop;
    const inference = request.inference ?? {};
    if (inference.temperature !== undefined)
        options['temperature'] = inference.temperature;
    if (inference.top_p !== undefined)
        options['top_p'] = inference.top_p;
    if (inference.max_tokens !== undefined)
        options['num_predict'] = inference.max_tokens;
    if (inference.stop?.length)
        options['stop'] = inference.stop;
    const messages = [
        ...(request.system ? [{ role: 'system', content: request.system }] : []),
        ...(request.messages?.length ? toMessages(request.messages) : [{ role: 'user', content: request.prompt }]),
    ];
    const tools = request.tools?.length
        ? request.tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } }))
        : Array.isArray(config['tools'])
            ? config['tools'].filter((t) => (0,_api_request_js__WEBPACK_IMPORTED_MODULE_1__/* .openAiTool */ .dM)(t) !== null)
            : [];
    const body = { model, messages, stream: false };
    if (Object.keys(options).length > 0)
        body['options'] = options;
    if (tools.length > 0)
        body['tools'] = tools;
    for (const key of ['think', 'format', 'keep_alive'])
        if (config[key] !== undefined)
            body[key] = config[key];
    return { ...body, ...(0,_api_config_js__WEBPACK_IMPORTED_MODULE_0__/* .configObject */ .YV)(config, 'passthrough') };
}
/** Ollama's turns: a tool call's arguments as an object, a result as a `tool` message naming the function. */
function toMessages(messages) {
    const names = new Map();
    return messages.flatMap((message) => {
        switch (message.role) {
            case 'user':
                return [{ role: 'user', content: message.text }];
            case 'assistant':
                for (const call of message.toolCalls ?? [])
                    names.set(call.id, call.name);
                return [
                    {
                        role: 'assistant',
                        content: message.text,
                        ...(message.toolCalls?.length
                            ? { tool_calls: message.toolCalls.map((c) => ({ function: { name: c.name, arguments: c.arguments } })) }
                            : {}),
                    },
                ];
            case 'tool':
                return message.results.map((r) => ({ role: 'tool', content: (0,_api_request_js__WEBPACK_IMPORTED_MODULE_1__/* .toolResultText */ .Fu)(r.content), tool_name: names.get(r.id) ?? r.id }));
        }
    });
}
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** Arguments a model sent as a JSON string (some OpenAI-minded templates do): parsed when they are an object, else kept under `value`. */
function parsedArguments(value) {
    if (typeof value === 'string') {
        try {
            const parsed = JSON.parse(value);
            if (isObject(parsed))
                return parsed;
        }
        catch {
            // kept as given below
        }
    }
    return { value };
}
/** `ollama:embedding:<model>`: one text through /api/embed. */
function createOllamaEmbeddingProvider(spec, options) {
    const found = (0,_ids_js__WEBPACK_IMPORTED_MODULE_5__/* .ollamaModel */ .W)(spec.target);
    if ('problem' in found)
        throw new Error(found.problem);
    const { model } = found;
    const api = ollamaApi(options);
    return {
        spec,
        deterministic: true,
        async call(request) {
            const reply = await posting(api, model, () => api.post('api/embed', { model, input: request.prompt }, { target: model, signal: request.signal }));
            const embed = (0,_http_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readReply */ .Xw)(EmbedSchema, reply.json, `Ollama ${model}`);
            const input = embed.prompt_eval_count ?? 0;
            return {
                output: '',
                embedding: embed.embeddings[0] ?? [],
                latency_ms: reply.latency_ms,
                usage: { input_tokens: input, output_tokens: 0 },
                cost_usd: (0,_prices_js__WEBPACK_IMPORTED_MODULE_3__/* .costUsd */ .O4)(model, { input_tokens: input, output_tokens: 0 }, options.prices, 'on-demand', { provider: 'ollama', names: [spec.label] }),
            };
        },
    };
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
