export const id = 8043;
export const ids = [8043];
export const modules = {

/***/ 83303:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JX: () => (/* binding */ chatBody),
/* harmony export */   vt: () => (/* binding */ readChatReply)
/* harmony export */ });
/* unused harmony export chatMessages */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(41514);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56240);
/* harmony import */ var _finish_reason_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60344);
/* harmony import */ var _reply_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97325);
/* harmony import */ var _sampling_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88668);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(45679);
// Chat Completions (`POST /chat/completions`): the body of one call, and its
// reply read into the provider-neutral response. The conversation maps onto
// OpenAI's messages: the system prompt first, a tool call as the assistant
// message's `tool_calls` (arguments as a JSON string), each tool result as a
// `tool` message naming the call it answers.






/** Config keys sent as they are when set (promptfoo's getOpenAiBody). */
const PASSED_KEYS = ['service_tier', 'user', 'metadata', 'store', 'prompt_cache_key', 'logit_bias', 'n', 'parallel_tool_calls'];
function chatBody(model, request, config, env) {
    const s = (0,_sampling_js__WEBPACK_IMPORTED_MODULE_3__/* .sampling */ .a)(model, request.inference, config, env);
    const body = { model, messages: chatMessages(request) };
    if (s.seed !== undefined)
        body['seed'] = s.seed;
    if (s.maxTokens !== undefined)
        body['max_tokens'] = s.maxTokens;
    if (s.maxCompletionTokens !== undefined)
        body['max_completion_tokens'] = s.maxCompletionTokens;
    if (s.temperature !== undefined)
        body['temperature'] = s.temperature;
    if (s.top_p !== undefined)
        body['top_p'] = s.top_p;
    if (s.presence_penalty !== undefined)
        body['presence_penalty'] = s.presence_penalty;
    if (s.frequency_penalty !== undefined)
        body['frequency_penalty'] = s.frequency_penalty;
    if (request.tools?.length)
        body['tools'] = request.tools.map(chatTool);
    else if (Array.isArray(config['tools']) && config['tools'].length > 0)
        body['tools'] = config['tools'];
    if (body['tools'] && config['tool_choice'] !== undefined)
        body['tool_choice'] = config['tool_choice'];
    if (isObject(config['response_format']))
        body['response_format'] = config['response_format'];
    if (s.stop)
        body['stop'] = s.stop;
    if (config['reasoning_effort'] !== undefined && (0,_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .isReasoningModel */ .IV)(model))
        body['reasoning_effort'] = config['reasoning_effort'];
    if (config['verbosity'] !== undefined && /(^|\/)gpt-5/.test(model))
        body['verbosity'] = config['verbosity'];
    for (const key of PASSED_KEYS)
        if (config[key] !== undefined)
            body[key] = config[key];
    if (isObject(config['passthrough']))
        Object.assign(body, config['passthrough']);
    return body;
}
function chatTool(tool) {
    return {
        type: 'function',
        function: { name: tool.name, ...(tool.description ? { description: tool.description } : {}), parameters: tool.parameters },
    };
}
/** The request's conversation as OpenAI's messages. */
function chatMessages(request) {
    const system = request.system ? [{ role: 'system', content: request.system }] : [];
    if (!request.messages?.length)
        return [...system, ...((0,_sampling_js__WEBPACK_IMPORTED_MODULE_3__/* .promptConversation */ .S)(request.prompt) ?? [{ role: 'user', content: request.prompt }])];
    return [...system, ...request.messages.flatMap(toChatMessages)];
}
function toChatMessages(message) {
    switch (message.role) {
        case 'user':
            return [{ role: 'user', content: message.text }];
        case 'assistant': {
            const calls = message.toolCalls ?? [];
            if (calls.length === 0)
                return [{ role: 'assistant', content: message.text }];
            return [
                {
                    role: 'assistant',
                    content: message.text || null,
                    tool_calls: calls.map((call) => ({
                        id: call.id,
                        type: 'function',
                        function: { name: call.name, arguments: JSON.stringify(call.arguments) },
                    })),
                },
            ];
        }
        case 'tool':
            return message.results.map((result) => ({ role: 'tool', tool_call_id: result.id, content: (0,_reply_js__WEBPACK_IMPORTED_MODULE_2__/* .toolResultText */ .Fu)(result.content) }));
    }
}
const count = zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nonnegative();
const ChoiceSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .looseObject */ ._H3({
    message: zod__WEBPACK_IMPORTED_MODULE_5__/* .looseObject */ ._H3({
        content: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullish(),
        refusal: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullish(),
        tool_calls: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .looseObject */ ._H3({ id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), function: zod__WEBPACK_IMPORTED_MODULE_5__/* .looseObject */ ._H3({ name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), arguments: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP() }) })).nullish(),
    }),
    finish_reason: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullish(),
});
const ChatReplySchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .looseObject */ ._H3({
    model: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    // At least one choice (a tuple with a rest, so the first is typed as present).
    choices: zod__WEBPACK_IMPORTED_MODULE_5__/* .tuple */ .PVZ([ChoiceSchema], ChoiceSchema),
    usage: zod__WEBPACK_IMPORTED_MODULE_5__/* .looseObject */ ._H3({
        prompt_tokens: count,
        completion_tokens: count,
        prompt_tokens_details: zod__WEBPACK_IMPORTED_MODULE_5__/* .looseObject */ ._H3({ cached_tokens: count.nullish() }).nullish(),
    })
        .nullish(),
});
/** A chat completion as the run's response; another shape is `MalformedReply` naming the field. */
function readChatReply(json, who, latency_ms, pricing, tier) {
    const reply = (0,_http_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readReply */ .Xw)(ChatReplySchema, json, who);
    const [choice] = reply.choices;
    const message = choice.message;
    const toolCalls = (message.tool_calls ?? []).map((call) => ({
        id: call.id,
        name: call.function.name,
        arguments: (0,_reply_js__WEBPACK_IMPORTED_MODULE_2__/* .toolArguments */ .PX)(call.function.arguments),
    }));
    const u = reply.usage;
    const counts = u
        ? { prompt: u.prompt_tokens, output: u.completion_tokens, cached: u.prompt_tokens_details?.cached_tokens ?? undefined }
        : undefined;
    // A refusal comes in its own field, with no content: it is the answer the assertions see.
    const response = {
        output: message.content ?? message.refusal ?? '',
        latency_ms,
        ...(0,_reply_js__WEBPACK_IMPORTED_MODULE_2__/* .usageAndCost */ .QJ)(counts, reply.model, pricing, tier),
    };
    if (toolCalls.length)
        response.toolCalls = toolCalls;
    if (choice.finish_reason) {
        response.stop_reason = choice.finish_reason;
        const finish = (0,_finish_reason_js__WEBPACK_IMPORTED_MODULE_1__/* .normaliseFinishReason */ .o)(choice.finish_reason);
        if (finish)
            response.finish_reason = finish;
    }
    return response;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 97325:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ toolResultText),
/* harmony export */   PX: () => (/* binding */ toolArguments),
/* harmony export */   QJ: () => (/* binding */ usageAndCost)
/* harmony export */ });
/* harmony import */ var _prices_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50914);

/** Usage in the results' terms and its cost; the reply's `model` (Azure: the deployment's model) is what is priced. */
function usageAndCost(counts, replyModel, pricing, tier = 'on-demand') {
    if (!counts)
        return { usage: null, cost_usd: null };
    const cached = Math.min(counts.cached ?? 0, counts.prompt);
    const usage = {
        input_tokens: counts.prompt - cached,
        output_tokens: counts.output,
        ...(counts.cached !== undefined ? { cached_input_tokens: cached } : {}),
    };
    const tokens = { input_tokens: usage.input_tokens, output_tokens: usage.output_tokens, cache_read_tokens: cached };
    const model = replyModel?.trim() || pricing.model;
    const source = { provider: pricing.provider, names: pricing.names };
    const cost = (0,_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .costUsd */ .O4)(model, tokens, pricing.prices, tier, source) ??
        (model === pricing.model ? null : (0,_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .costUsd */ .O4)(pricing.model, tokens, pricing.prices, tier, source));
    return { usage, cost_usd: cost };
}
/** A tool call's arguments: the JSON object the model wrote; anything else kept under `value`, as Bedrock's provider keeps it. */
function toolArguments(raw) {
    let parsed;
    try {
        parsed = JSON.parse(raw);
    }
    catch {
        return { value: raw };
    }
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : { value: parsed };
}
/** A tool result's content as the API takes it: text, or the JSON of anything else. */
function toolResultText(content) {
    return typeof content === 'string' ? content : JSON.stringify(content ?? null);
}


/***/ }),

/***/ 19481:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ readResponsesReply),
/* harmony export */   H: () => (/* binding */ responsesBody)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(41514);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56240);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45679);
/* harmony import */ var _reply_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97325);
/* harmony import */ var _sampling_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88668);
// The Responses API (`POST /responses`): the body of one call and its reply.
// The system prompt is `instructions`; the conversation is `input` items:
// messages, `function_call` items for the tools the model called and
// `function_call_output` items for their results; tools are flat
// (`{type: function, name, parameters}`); structured output is `text.format`.
// The defaults are promptfoo's (its Responses provider): temperature 0 and
// max_output_tokens 1,024 unless the model reasons.





const PASSED_KEYS = ['max_tool_calls', 'include', 'truncation', 'metadata', 'user', 'prompt_cache_key', 'service_tier'];
function responsesBody(model, request, config, env) {
    const s = (0,_sampling_js__WEBPACK_IMPORTED_MODULE_3__/* .sampling */ .a)(model, request.inference, config, env);
    const body = { model, input: responsesInput(request) };
    const maxOutput = typeof config['max_output_tokens'] === 'number' ? config['max_output_tokens'] : (s.maxTokens ?? s.maxCompletionTokens);
    if (maxOutput !== undefined)
        body['max_output_tokens'] = maxOutput;
    if ((0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .isReasoningModel */ .IV)(model) && config['reasoning_effort'] !== undefined)
        body['reasoning'] = { effort: config['reasoning_effort'] };
    if (s.temperature !== undefined)
        body['temperature'] = s.temperature;
    const instructions = [request.system, typeof config['instructions'] === 'string' ? config['instructions'] : undefined].filter(Boolean);
    if (instructions.length)
        body['instructions'] = instructions.join('\n\n');
    if (s.top_p !== undefined)
        body['top_p'] = s.top_p;
    const tools = request.tools?.length
        ? request.tools.map((t) => ({
            type: 'function',
            name: t.name,
            ...(t.description ? { description: t.description } : {}),
            parameters: t.parameters,
        }))
        : Array.isArray(config['tools'])
            ? config['tools'].map(flatTool)
            : undefined;
    if (tools?.length)
        body['tools'] = tools;
    if (tools?.length && config['tool_choice'] !== undefined)
        body['tool_choice'] = config['tool_choice'];
    body['text'] = { format: textFormat(config['response_format']) };
    if (config['store'] !== undefined)
        body['store'] = Boolean(config['store']);
    for (const key of PASSED_KEYS)
        if (config[key] !== undefined)
            body[key] = config[key];
    if (isObject(config['passthrough']))
        Object.assign(body, config['passthrough']);
    return body;
}
/** A Chat Completions tool (`{type: function, function: {...}}`) flattened as the Responses API wants it. */
function flatTool(tool) {
    if (!isObject(tool) || tool['type'] !== 'function' || !isObject(tool['function']))
        return tool;
    const { function: definition, ...rest } = tool;
    return { ...rest, ...definition };
}
/** A chat `response_format` as the Responses API's `text.format` (promptfoo's mapping: json_schema made strict). */
function textFormat(format) {
    if (!isObject(format))
        return { type: 'text' };
    if (format['type'] === 'json_object')
        return { type: 'json_object' };
    if (format['type'] !== 'json_schema')
        return { type: 'text' };
    const inner = isObject(format['json_schema']) ? format['json_schema'] : {};
    return {
        type: 'json_schema',
        name: inner['name'] ?? format['name'] ?? 'response_schema',
        schema: format['schema'] ?? inner['schema'],
        strict: true,
    };
}
function responsesInput(request) {
    if (!request.messages?.length)
        return (0,_sampling_js__WEBPACK_IMPORTED_MODULE_3__/* .promptConversation */ .S)(request.prompt) ?? request.prompt;
    return request.messages.flatMap(toItems);
}
function toItems(message) {
    switch (message.role) {
        case 'user':
            return [{ role: 'user', content: message.text }];
        case 'assistant':
            return [
                ...(message.text ? [{ role: 'assistant', content: message.text }] : []),
                ...(message.toolCalls ?? []).map((call) => ({
                    type: 'function_call',
                    call_id: call.id,
                    name: call.name,
                    arguments: JSON.stringify(call.arguments),
                })),
            ];
        case 'tool':
            return message.results.map((result) => ({ type: 'function_call_output', call_id: result.id, output: (0,_reply_js__WEBPACK_IMPORTED_MODULE_2__/* .toolResultText */ .Fu)(result.content) }));
    }
}
const count = zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().nonnegative();
const OutputItemSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
    type: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    content: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({ type: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), text: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(), refusal: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional() })).optional(),
    call_id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    arguments: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
});
const ResponsesReplySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
    model: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    status: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    incomplete_details: zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({ reason: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullish() }).nullish(),
    output: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(OutputItemSchema),
    usage: zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({ input_tokens: count, output_tokens: count, input_tokens_details: zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({ cached_tokens: count.nullish() }).nullish() })
        .nullish(),
});
/** A Responses reply as the run's response; another shape is `MalformedReply` naming the field. */
function readResponsesReply(json, who, latency_ms, pricing, tier) {
    const reply = (0,_http_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readReply */ .Xw)(ResponsesReplySchema, json, who);
    const texts = [];
    const toolCalls = [];
    for (const item of reply.output) {
        if (item.type === 'message')
            for (const part of item.content ?? [])
                texts.push(part.text ?? part.refusal ?? '');
        if (item.type === 'function_call' && item.name !== undefined) {
            toolCalls.push({ id: item.call_id ?? '', name: item.name, arguments: (0,_reply_js__WEBPACK_IMPORTED_MODULE_2__/* .toolArguments */ .PX)(item.arguments ?? '{}') });
        }
    }
    const u = reply.usage;
    const counts = u ? { prompt: u.input_tokens, output: u.output_tokens, cached: u.input_tokens_details?.cached_tokens ?? undefined } : undefined;
    const response = { output: texts.join(''), latency_ms, ...(0,_reply_js__WEBPACK_IMPORTED_MODULE_2__/* .usageAndCost */ .QJ)(counts, reply.model, pricing, tier) };
    if (toolCalls.length)
        response.toolCalls = toolCalls;
    // The API has no stop reason: `incomplete` says why it stopped short; a completed reply stopped, or called tools.
    const incomplete = reply.status === 'incomplete' ? (reply.incomplete_details?.reason ?? 'incomplete') : undefined;
    const stop = incomplete ?? reply.status;
    if (stop)
        response.stop_reason = stop;
    response.finish_reason =
        incomplete === 'max_output_tokens'
            ? 'length'
            : incomplete === 'content_filter'
                ? 'content_filter'
                : incomplete
                    ? incomplete
                    : toolCalls.length
                        ? 'tool_calls'
                        : 'stop';
    return response;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 88668:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ promptConversation),
/* harmony export */   a: () => (/* binding */ sampling)
/* harmony export */ });
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56240);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45679);


const num = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
/** The settings of a call of `model` with these inference settings, config and environment. */
function sampling(model, inference, config, env) {
    const reasoning = (0,_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .isReasoningModel */ .IV)(model);
    const omit = config['omitDefaults'] === true;
    const out = {};
    const temperature = inference?.temperature ?? num(config['temperature']) ?? (0,_http_index_js__WEBPACK_IMPORTED_MODULE_0__/* .envNumber */ .dc)(env, 'OPENAI_TEMPERATURE') ?? (omit ? undefined : 0);
    if (!reasoning && temperature !== undefined)
        out.temperature = temperature;
    const maxTokens = inference?.max_tokens ?? num(config['max_tokens']);
    if (reasoning) {
        // A reasoning model refuses max_tokens; a dataset's limit is its max_completion_tokens.
        const limit = num(config['max_completion_tokens']) ?? (0,_http_index_js__WEBPACK_IMPORTED_MODULE_0__/* .envNumber */ .dc)(env, 'OPENAI_MAX_COMPLETION_TOKENS') ?? maxTokens;
        if (limit !== undefined)
            out.maxCompletionTokens = limit;
    }
    else {
        const limit = maxTokens ?? (0,_http_index_js__WEBPACK_IMPORTED_MODULE_0__/* .envNumber */ .dc)(env, 'OPENAI_MAX_TOKENS') ?? (omit ? undefined : 1024);
        if (limit !== undefined)
            out.maxTokens = limit;
    }
    const topP = inference?.top_p ?? num(config['top_p']) ?? (0,_http_index_js__WEBPACK_IMPORTED_MODULE_0__/* .envNumber */ .dc)(env, 'OPENAI_TOP_P');
    if (topP !== undefined)
        out.top_p = topP;
    const stop = inference?.stop ?? stopList(config['stop']);
    if (stop?.length)
        out.stop = stop;
    const seed = num(config['seed']);
    if (seed !== undefined)
        out.seed = seed;
    for (const name of ['presence_penalty', 'frequency_penalty']) {
        const value = num(config[name]) ?? (0,_http_index_js__WEBPACK_IMPORTED_MODULE_0__/* .envNumber */ .dc)(env, `OPENAI_${name.toUpperCase()}`);
        if (value !== undefined)
            out[name] = value;
    }
    return out;
}
function stopList(value) {
    if (typeof value === 'string')
        return [value];
    if (Array.isArray(value))
        return value.filter((s) => typeof s === 'string');
    return undefined;
}
/**
 * A prompt that is a JSON list of `{role, content}` messages is sent as that
 * conversation, as promptfoo's parseChatPrompt does; any other text is one
 * user message. Null when the prompt is not such a list.
 */
function promptConversation(prompt) {
    const trimmed = prompt.trim();
    if (!trimmed.startsWith('[') || !trimmed.endsWith(']'))
        return null;
    let parsed;
    try {
        parsed = JSON.parse(trimmed);
    }
    catch {
        return null;
    }
    if (!Array.isArray(parsed) || parsed.length === 0)
        return null;
    const messages = parsed.filter((m) => typeof m === 'object' && m !== null && typeof m.role === 'string');
    return messages.length === parsed.length ? messages : null;
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
