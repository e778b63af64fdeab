export const id = 5813;
export const ids = [5813];
export const modules = {

/***/ 15813:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createBedrockEmbeddingProvider: () => (/* binding */ createBedrockEmbeddingProvider)
/* harmony export */ });
/* unused harmony exports embeddingRequestBody, parseEmbeddingReply */
/* harmony import */ var _aws_sdk_client_bedrock_runtime__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(47462);
/* harmony import */ var _converse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14452);
/* harmony import */ var _embedding_family_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37223);
/* harmony import */ var _prices_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50914);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65163);
// Embedding models on Bedrock: one InvokeModel call per text through the real
// AWS SDK client the Converse provider uses (same region, credentials,
// endpoint and error mapping; retries come from src/run/retry.ts as for every
// call). Titan Text Embeddings and Cohere Embed take and return different
// bodies. A reply without a usable vector is an error, never an empty vector.





/**
 * Cohere's input_type: every text (reference, output, question) is embedded
 * the same way, so that any two of them are comparable and one cached vector
 * serves every assertion that meets the text.
 */
const COHERE_INPUT_TYPE = 'search_document';
function embeddingRequestBody(family, text) {
    return family === 'titan' ? { inputText: text } : { texts: [text], input_type: COHERE_INPUT_TYPE };
}
function createBedrockEmbeddingProvider(spec, options = {}) {
    const modelId = spec.target;
    const family = (0,_embedding_family_js__WEBPACK_IMPORTED_MODULE_3__/* .embeddingFamily */ ._v)(modelId);
    if (!family)
        throw new Error(`"${spec.label}" is not a Titan or Cohere embedding model`);
    const { region, client } = (0,_converse_js__WEBPACK_IMPORTED_MODULE_0__/* .regionalClient */ .d7)(options);
    return {
        spec,
        deterministic: false,
        async call(request) {
            const { output, latency_ms } = await (0,_converse_js__WEBPACK_IMPORTED_MODULE_0__/* .timedCall */ .O8)(() => client.send(new _aws_sdk_client_bedrock_runtime__WEBPACK_IMPORTED_MODULE_4__/* .InvokeModelCommand */ .ZXi({
                modelId,
                contentType: 'application/json',
                accept: 'application/json',
                body: JSON.stringify(embeddingRequestBody(family, request.prompt)),
            }), { abortSignal: request.signal }), modelId, region);
            return parseEmbeddingReply(family, modelId, output.body.transformToString(), latency_ms, options.prices);
        },
    };
}
/** The vector and token count of a reply body; anything else is a ProviderError a retry would not fix. */
function parseEmbeddingReply(family, modelId, text, latency_ms, prices) {
    const malformed = (why) => new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderError */ .m(`malformed embedding reply from ${modelId}: ${why}; the reply began ${JSON.stringify(text.slice(0, 120))}`, {
        code: 'MalformedEmbeddingReply',
    });
    let body;
    try {
        body = JSON.parse(text);
    }
    catch {
        throw malformed('not JSON');
    }
    const fields = (typeof body === 'object' && body !== null ? body : {});
    if (family === 'titan') {
        const embedding = vectorOf(fields['embedding']);
        if (!embedding)
            throw malformed('no "embedding" list of numbers');
        const tokens = fields['inputTextTokenCount'];
        if (typeof tokens !== 'number' || !Number.isFinite(tokens))
            return { output: '', embedding, latency_ms, usage: null, cost_usd: null };
        const counts = { input_tokens: tokens, output_tokens: 0 };
        return { output: '', embedding, latency_ms, usage: counts, cost_usd: (0,_prices_js__WEBPACK_IMPORTED_MODULE_1__/* .costUsd */ .O4)(modelId, counts, prices) };
    }
    // Cohere Embed v3 replies {embeddings: [[...]]}; v4 groups them by type, {embeddings: {float: [[...]]}}.
    const grouped = fields['embeddings'];
    const lists = Array.isArray(grouped) ? grouped : grouped?.float;
    const embedding = Array.isArray(lists) && lists.length === 1 ? vectorOf(lists[0]) : null;
    if (!embedding)
        throw malformed('no "embeddings" holding one list of numbers');
    // The body carries no token count (Bedrock sends it only in a header the SDK does not expose): cost unknown, not 0.
    return { output: '', embedding, latency_ms, usage: null, cost_usd: null };
}
function vectorOf(value) {
    if (!Array.isArray(value) || value.length === 0)
        return null;
    return value.every((x) => typeof x === 'number' && Number.isFinite(x)) ? value : null;
}


/***/ })

};
