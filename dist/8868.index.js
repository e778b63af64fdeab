export const id = 8868;
export const ids = [8868];
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

/***/ 88868:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGeminiEmbeddingProvider: () => (/* binding */ createGeminiEmbeddingProvider),
  createGeminiProvider: () => (/* binding */ createGeminiProvider)
});

// UNUSED EXPORTS: GEMINI_BASE_URL, geminiErrors

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./lib/providers/api-config.js
var api_config = __webpack_require__(10153);
// EXTERNAL MODULE: ./lib/providers/api-request.js
var api_request = __webpack_require__(28066);
// EXTERNAL MODULE: ./lib/providers/http/index.js + 5 modules
var http = __webpack_require__(56240);
// EXTERNAL MODULE: ./lib/providers/prices.js
var prices = __webpack_require__(50914);
// EXTERNAL MODULE: ./lib/providers/types.js
var types = __webpack_require__(65163);
// EXTERNAL MODULE: ./lib/providers/google/ids.js
var ids = __webpack_require__(62538);
// EXTERNAL MODULE: ./lib/base/index.js + 13 modules
var base = __webpack_require__(88986);
;// CONCATENATED MODULE: ./lib/providers/google/contents.js
// A call as a generateContent body: the conversation as `contents` (user and
// model turns of parts; a tool call a `functionCall` part, its result a
// `functionResponse` part naming the function), the system prompt as
// `systemInstruction`, the inference settings and promptfoo's Gemini config
// keys in `generationConfig` (promptfoo's ai.studio provider builds it so).



function generateBody(request, config) {
    const inference = request.inference ?? {};
    const generationConfig = {};
    if (inference.temperature !== undefined)
        generationConfig['temperature'] = inference.temperature;
    if (inference.top_p !== undefined)
        generationConfig['topP'] = inference.top_p;
    for (const key of ['topK', 'seed'])
        if (typeof config[key] === 'number')
            generationConfig[key] = config[key];
    if (inference.stop?.length)
        generationConfig['stopSequences'] = inference.stop;
    if (inference.max_tokens !== undefined)
        generationConfig['maxOutputTokens'] = inference.max_tokens;
    Object.assign(generationConfig, (0,api_config/* configObject */.YV)(config, 'generationConfig'));
    const schema = (0,api_config/* configObject */.YV)(config, 'responseSchema');
    if (schema)
        Object.assign(generationConfig, { response_schema: schema, response_mime_type: 'application/json' });
    const body = {
        contents: request.messages?.length ? toContents(request.messages) : [{ role: 'user', parts: [{ text: request.prompt }] }],
    };
    if (Object.keys(generationConfig).length > 0)
        body['generationConfig'] = generationConfig;
    const system = request.system ?? (0,api_config/* configStrings */.j4)(config, 'systemInstruction')?.join('\n');
    if (system)
        body['systemInstruction'] = { parts: [{ text: system }] };
    const declarations = request.tools?.length
        ? request.tools.map((t) => ({ name: t.name, ...(t.description ? { description: t.description } : {}), parameters: t.parameters }))
        : null;
    const tools = declarations ? [{ functionDeclarations: declarations }] : configTools(config);
    if (tools.length > 0)
        body['tools'] = tools;
    for (const key of ['toolConfig', 'safetySettings'])
        if (config[key] !== undefined)
            body[key] = config[key];
    return { ...body, ...(0,api_config/* configObject */.YV)(config, 'passthrough') };
}
/** A config's `tools`: Gemini's own (`{functionDeclarations}`, `{googleSearch}`...), or OpenAI's, gathered into one declaration list. */
function configTools(config) {
    const list = Array.isArray(config['tools']) ? config['tools'] : [];
    const functions = list.flatMap((tool) => {
        const fn = (0,api_request/* openAiTool */.dM)(tool);
        return fn
            ? [{ name: fn.name, ...(fn.description ? { description: fn.description } : {}), ...(fn.parameters ? { parameters: fn.parameters } : {}) }]
            : [];
    });
    const own = list.filter((tool) => (0,api_request/* openAiTool */.dM)(tool) === null && tool !== null && typeof tool === 'object');
    return functions.length > 0 ? [...own, { functionDeclarations: functions }] : own;
}
/**
 * Turns as Gemini takes them: a tool's result goes back in a user turn as a
 * `functionResponse` naming the function (which our results know by the
 * call's id only), its `response` an object.
 */
function toContents(messages) {
    const names = new Map();
    const contents = [];
    for (const message of messages) {
        const role = message.role === 'assistant' ? 'model' : 'user';
        let parts;
        if (message.role === 'user')
            parts = [{ text: message.text }];
        else if (message.role === 'assistant') {
            parts = message.text ? [{ text: message.text }] : [];
            for (const call of message.toolCalls ?? []) {
                names.set(call.id, call.name);
                parts.push({ functionCall: { name: call.name, args: call.arguments } });
            }
        }
        else {
            parts = message.results.map((result) => ({
                functionResponse: { name: names.get(result.id) ?? result.id, response: responseObject(result.content, result.isError === true) },
            }));
        }
        const previous = contents.at(-1);
        if (previous?.role === role)
            (0,base/* appendAll */.u2)(previous.parts, parts);
        else
            contents.push({ role, parts });
    }
    return contents;
}
/** A tool's result as the object `functionResponse.response` must be: an object as it is, anything else under `result` (or `error`). */
function responseObject(content, isError) {
    if (isError)
        return { error: content };
    return content !== null && typeof content === 'object' && !Array.isArray(content) ? content : { result: content };
}

;// CONCATENATED MODULE: ./lib/providers/google/gemini.js
// `google:<model>` (the Gemini API's generateContent) and
// `google:embedding:<model>` (embedContent, as promptfoo calls it) through
// the shared HTTP layer. The key comes from the config's apiKey, else
// GOOGLE_API_KEY, else GEMINI_API_KEY (promptfoo's order), in
// `x-goog-api-key`; the endpoint from the config's apiHost or apiBaseUrl,
// else GOOGLE_API_HOST, GOOGLE_API_BASE_URL or the SDK's
// GOOGLE_GEMINI_BASE_URL; the version is the config's apiVersion, else
// v1beta, as promptfoo and @google/genai 2.x call it.








const GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com';
/** The API as one provider calls it, under its version (`.../v1beta`). */
function geminiApi(options) {
    const env = options.env ?? {};
    const config = options.config ?? {};
    const envar = (0,api_config/* configString */.Kt)(config, 'apiKeyEnvar');
    const host = (0,api_config/* configString */.Kt)(config, 'apiHost') ?? (0,http/* firstSet */.v)(env, ['GOOGLE_API_HOST'])?.value;
    const base = (host ? `https://${host}` : undefined) ??
        (0,api_config/* configString */.Kt)(config, 'apiBaseUrl') ??
        (0,http/* firstSet */.v)(env, ['GOOGLE_API_BASE_URL', 'GOOGLE_GEMINI_BASE_URL'])?.value ??
        GEMINI_BASE_URL;
    const version = (0,api_config/* configString */.Kt)(config, 'apiVersion') ?? 'v1beta';
    return new http/* JsonApi */.Tj({
        service: 'Gemini',
        baseUrl: `${base.replace(/\/+$/, '')}/${version}`,
        endpointFrom: "the config's apiBaseUrl or GOOGLE_API_BASE_URL",
        key: (0,http/* readApiKey */.iZ)(env, envar ? [envar, ...ids/* GOOGLE_KEY_VARIABLES */.gB] : ids/* GOOGLE_KEY_VARIABLES */.gB, config['apiKey']),
        keyHosts: (0,http/* keyHosts */.$y)(['generativelanguage.googleapis.com'], ['GOOGLE_API_HOST', 'GOOGLE_API_BASE_URL', 'GOOGLE_GEMINI_BASE_URL'], options.apiHosts),
        env,
        authHeaders: (value) => ({ 'x-goog-api-key': value }),
        headers: (0,api_request/* configHeaders */.hv)(config),
        errors: geminiErrors,
    });
}
const count = schemas/* number */.aig().min(0).nullish();
const Part = schemas/* looseObject */._H3({
    text: schemas/* string */.YjP().optional(),
    thought: schemas/* boolean */.zMY().nullish(),
    functionCall: schemas/* looseObject */._H3({ name: schemas/* string */.YjP(), args: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish(), id: schemas/* string */.YjP().nullish() }).optional(),
});
const GenerateSchema = schemas/* looseObject */._H3({
    candidates: schemas/* array */.YOg(schemas/* looseObject */._H3({ content: schemas/* looseObject */._H3({ parts: schemas/* array */.YOg(Part).nullish() }).nullish(), finishReason: schemas/* string */.YjP().nullish() }))
        .nullish(),
    promptFeedback: schemas/* looseObject */._H3({ blockReason: schemas/* string */.YjP().nullish() }).nullish(),
    usageMetadata: schemas/* looseObject */._H3({
        promptTokenCount: count,
        candidatesTokenCount: count,
        cachedContentTokenCount: count,
        thoughtsTokenCount: count,
        toolUsePromptTokenCount: count,
    })
        .nullish(),
});
const EmbedSchema = schemas/* looseObject */._H3({ embedding: schemas/* looseObject */._H3({ values: schemas/* array */.YOg(schemas/* number */.aig()) }) });
/** Finish reasons promptfoo reports as an error (the reply was withheld), not as an answer. */
const BLOCKED = new Set(['SAFETY', 'RECITATION', 'PROHIBITED_CONTENT', 'BLOCKLIST', 'SPII']);
/** Gemini's finish reasons in promptfoo's normalised words (its finishReason map). */
const FINISH = { STOP: 'stop', MAX_TOKENS: 'length' };
function createGeminiProvider(spec, options) {
    const found = (0,ids/* googleModel */.bK)(spec.target);
    if ('problem' in found)
        throw new Error(found.problem);
    const { model } = found;
    const api = geminiApi(options);
    const config = options.config ?? {};
    const who = `Gemini ${model}`;
    return {
        spec,
        deterministic: false,
        async call(request) {
            const reply = await api.post(`models/${encodeURIComponent(model)}:generateContent`, generateBody((0,api_request/* promptTurns */.T9)(request), config), {
                target: model,
                signal: request.signal,
            });
            const body = (0,http/* readReply */.Xw)(GenerateSchema, reply.json, who);
            const candidate = body.candidates?.[0];
            const block = body.promptFeedback?.blockReason;
            const finish = candidate?.finishReason ?? undefined;
            if ((!candidate && block) || (finish && BLOCKED.has(finish))) {
                throw new types/* ProviderError */.m(`${who} withheld its reply: ${block ? `the prompt was blocked (${block})` : `finish reason ${finish ?? ''}`}`, {
                    code: 'ContentBlocked',
                });
            }
            const parts = (candidate?.content?.parts ?? []).filter((p) => !p.thought);
            const toolCalls = parts.flatMap((p, i) => p.functionCall
                ? [{ id: p.functionCall.id ?? `${p.functionCall.name}-${i}`, name: p.functionCall.name, arguments: p.functionCall.args ?? {} }]
                : []);
            const text = parts.map((p) => p.text ?? '').join('');
            const ownTools = Boolean(request.tools?.length);
            const response = {
                // promptfoo: the text parts joined; with a function call it did not ask for, the parts themselves as JSON.
                output: ownTools || toolCalls.length === 0 ? text : JSON.stringify(parts),
                latency_ms: reply.latency_ms,
                ...usageAndCost(body.usageMetadata, model, spec.label, options),
            };
            if (ownTools && toolCalls.length > 0)
                response.toolCalls = toolCalls;
            if (finish) {
                response.stop_reason = finish;
                // A function call stops with STOP: promptfoo's word for it is tool_calls.
                response.finish_reason = toolCalls.length > 0 ? 'tool_calls' : (FINISH[finish] ?? finish.toLowerCase());
            }
            return response;
        },
    };
}
/** Gemini counts cached tokens inside promptTokenCount and thoughts outside candidatesTokenCount; the results count as Bedrock does. */
function usageAndCost(usage, model, label, options) {
    if (!usage)
        return { usage: null, cost_usd: null };
    const cached = usage.cachedContentTokenCount ?? 0;
    const input = Math.max(0, (usage.promptTokenCount ?? 0) + (usage.toolUsePromptTokenCount ?? 0) - cached);
    const output = (usage.candidatesTokenCount ?? 0) + (usage.thoughtsTokenCount ?? 0);
    return {
        usage: { input_tokens: input, output_tokens: output, ...(usage.cachedContentTokenCount != null ? { cached_input_tokens: cached } : {}) },
        cost_usd: (0,prices/* costUsd */.O4)(model, { input_tokens: input, output_tokens: output, cache_read_tokens: cached }, options.prices, 'on-demand', {
            provider: 'google',
            names: [label],
        }),
    };
}
/** `google:embedding:<model>`: one text, one embedContent call (the embedder calls once per distinct text). */
function createGeminiEmbeddingProvider(spec, options) {
    const found = (0,ids/* googleModel */.bK)(spec.target);
    if ('problem' in found)
        throw new Error(found.problem);
    const { model } = found;
    const api = geminiApi(options);
    return {
        spec,
        deterministic: true,
        async call(request) {
            const body = { model: `models/${model}`, content: { parts: [{ text: request.prompt }] } };
            const reply = await api.post(`models/${encodeURIComponent(model)}:embedContent`, body, { target: model, signal: request.signal });
            const embedding = (0,http/* readReply */.Xw)(EmbedSchema, reply.json, `Gemini ${model}`).embedding.values;
            // embedContent reports no token counts: the cost is unknown, not nothing.
            return { output: '', embedding, latency_ms: reply.latency_ms, usage: null, cost_usd: null };
        },
    };
}
/** The body's `details` entries of one @type (`...google.rpc.RetryInfo`). */
function details(body, type) {
    const list = body?.error?.details;
    if (!Array.isArray(list))
        return [];
    return list.filter((d) => typeof d === 'object' && d !== null && String(d['@type']).endsWith(type));
}
/** Google's error body (`{error: {code, message, status, details}}`): a wrong key is a 400, a daily quota a 429 no wait lifts. */
const geminiErrors = {
    read(body) {
        const error = body?.error;
        if (typeof error?.message !== 'string')
            return null;
        return { message: error.message, ...(typeof error.status === 'string' ? { code: error.status } : {}) };
    },
    setupKind(failure) {
        if (details(failure.body, 'google.rpc.ErrorInfo').some((d) => d['reason'] === 'API_KEY_INVALID'))
            return 'bad-credentials';
        const violations = details(failure.body, 'google.rpc.QuotaFailure').flatMap((d) => Array.isArray(d['violations']) ? d['violations'] : []);
        if (failure.status === 429 && violations.some((v) => /PerDay/i.test(String(v?.quotaId))))
            return 'no-quota';
        return undefined;
    },
    bodyRetryDelayMs: (body) => {
        const delay = details(body, 'google.rpc.RetryInfo')[0]?.['retryDelay'];
        return typeof delay === 'string' ? (0,http/* durationMs */.pc)(delay) : undefined;
    },
};


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
