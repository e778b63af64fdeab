export const id = 4256;
export const ids = [4256];
export const modules = {

/***/ 14256:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createOpenAIProvider: () => (/* binding */ createOpenAIProvider),
/* harmony export */   readEmbeddingReply: () => (/* binding */ readEmbeddingReply)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(41514);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56240);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65163);
/* harmony import */ var _chat_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83303);
/* harmony import */ var _reply_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97325);
/* harmony import */ var _responses_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19481);
// The `openai:` and `azure:` providers: one call is one request through the
// shared HTTP layer (src/providers/http/), its body built and its reply read
// by chat.ts, responses.ts or, for an embedding model, here. Loaded only when
// a run uses one of them (the registrations import it on first use).






/** The provider of one spec; an Azure spec with no endpoint fails at its first call, as a setup error. */
function createOpenAIProvider({ spec, target, route, options }) {
    const env = options.env ?? {};
    const config = options.config ?? {};
    const api = new _http_index_js__WEBPACK_IMPORTED_MODULE_0__/* .JsonApi */ .Tj(route.api);
    const who = `${route.api.service} ${target.model}`;
    const pricing = { provider: route.priceProvider, names: [spec.label, target.model], model: target.model, prices: options.prices };
    return {
        spec,
        deterministic: false,
        async call(request) {
            if (route.api.baseUrl === '')
                throw noEndpoint(route, target);
            const call = { target: target.model, signal: request.signal };
            if (target.api === 'embedding') {
                const reply = await api.post(route.path, { model: target.model, input: request.prompt, encoding_format: 'float' }, call);
                return readEmbeddingReply(reply.json, who, reply.latency_ms, pricing);
            }
            if (target.api === 'responses') {
                const reply = await api.post(route.path, (0,_responses_js__WEBPACK_IMPORTED_MODULE_4__/* .responsesBody */ .H)(target.model, request, config, env), call);
                return (0,_responses_js__WEBPACK_IMPORTED_MODULE_4__/* .readResponsesReply */ .F)(reply.json, who, reply.latency_ms, pricing);
            }
            const reply = await api.post(route.path, (0,_chat_js__WEBPACK_IMPORTED_MODULE_2__/* .chatBody */ .JX)(target.model, request, config, env), call);
            return (0,_chat_js__WEBPACK_IMPORTED_MODULE_2__/* .readChatReply */ .vt)(reply.json, who, reply.latency_ms, pricing);
        },
    };
}
function noEndpoint(route, target) {
    const fix = `No ${route.api.service} endpoint for ${target.model}: set AZURE_OPENAI_ENDPOINT (https://<resource>.openai.azure.com/), or the config's apiBaseUrl or apiHost.`;
    return new _types_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .m(fix, { code: 'NoEndpoint', setup: { kind: 'bad-endpoint', fix } });
}
const EmbeddingReplySchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .looseObject */ ._H3({
    model: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    data: zod__WEBPACK_IMPORTED_MODULE_5__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_5__/* .looseObject */ ._H3({ embedding: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig()).min(1) })]),
    usage: zod__WEBPACK_IMPORTED_MODULE_5__/* .looseObject */ ._H3({ prompt_tokens: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nonnegative() }).nullish(),
});
/** One text's vector (the request sends `encoding_format: float`, so a server that ignores it answers the same). */
function readEmbeddingReply(json, who, latency_ms, pricing) {
    const reply = (0,_http_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readReply */ .Xw)(EmbeddingReplySchema, json, who);
    const counts = reply.usage ? { prompt: reply.usage.prompt_tokens, output: 0 } : undefined;
    return { output: '', embedding: reply.data[0].embedding, latency_ms, ...(0,_reply_js__WEBPACK_IMPORTED_MODULE_3__/* .usageAndCost */ .QJ)(counts, reply.model, pricing) };
}


/***/ })

};
