export const id = 4041;
export const ids = [4041];
export const modules = {

/***/ 94041:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createBedrockGuardrailProvider: () => (/* binding */ createBedrockGuardrailProvider),
/* harmony export */   guardrailReply: () => (/* binding */ guardrailReply),
/* harmony export */   interventions: () => (/* binding */ interventions)
/* harmony export */ });
/* harmony import */ var _aws_sdk_client_bedrock_runtime__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47462);
/* harmony import */ var _converse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14452);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65163);
// Bedrock Guardrails' ApplyGuardrail: checks one text against a guardrail
// without calling a model, through the shared client the Converse provider
// uses (region, credentials, endpoint, error mapping; retries come from
// src/run/retry.ts). What the `moderation` assertion asks.



/** A Provider whose call checks `request.prompt` as model output against `request.guardrail`. */
function createBedrockGuardrailProvider(spec, options = {}) {
    const { region, client } = (0,_converse_js__WEBPACK_IMPORTED_MODULE_0__/* .regionalClient */ .d7)(options);
    return {
        spec,
        deterministic: false,
        async call(request) {
            const { guardrail } = request;
            if (!guardrail)
                throw new Error('ApplyGuardrail needs a guardrail identifier and version');
            const name = `guardrail ${guardrail.identifier} version ${guardrail.version}`;
            const { output, latency_ms } = await (0,_converse_js__WEBPACK_IMPORTED_MODULE_0__/* .timedCall */ .O8)(() => client.send(new _aws_sdk_client_bedrock_runtime__WEBPACK_IMPORTED_MODULE_2__/* .ApplyGuardrailCommand */ .X$N({
                guardrailIdentifier: guardrail.identifier,
                guardrailVersion: guardrail.version,
                source: 'OUTPUT',
                content: [{ text: { text: request.prompt } }],
            }), { abortSignal: request.signal }), name, region);
            // Guardrails bill per text unit and policy, which supereval does not price: unknown, not 0.
            return { output: '', latency_ms, usage: null, cost_usd: null, guardrail: guardrailReply(output, name) };
        },
    };
}
/** The verdict of an ApplyGuardrail reply; an action other than NONE or GUARDRAIL_INTERVENED is not one we can read. */
function guardrailReply(output, name) {
    const { action } = output;
    if (action !== 'NONE' && action !== 'GUARDRAIL_INTERVENED') {
        throw new _types_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .m(`malformed ApplyGuardrail reply from ${name}: "action" is ${JSON.stringify(action)}, not NONE or GUARDRAIL_INTERVENED`, {
            code: 'MalformedGuardrailReply',
        });
    }
    const intervened = action === 'GUARDRAIL_INTERVENED';
    const verdict = {
        flagged: intervened,
        flagged_input: false,
        flagged_output: intervened,
        flags: interventions(output.assessments ?? []),
    };
    if (output.actionReason)
        verdict.reason = output.actionReason;
    return verdict;
}
const acted = (entry) => entry.action !== undefined && entry.action !== 'NONE';
/** Each policy entry that acted (BLOCKED, ANONYMIZED...), by its category: a content filter's type, a topic's name, a PII type... */
function interventions(assessments) {
    const flags = [];
    const add = (code, what, action) => flags.push({ code: code ?? 'UNKNOWN', description: `${what} (${action ?? 'acted'})` });
    for (const a of assessments) {
        for (const f of (a.contentPolicy?.filters ?? []).filter(acted))
            add(f.type, `content filter ${f.type ?? ''}, ${f.confidence ?? ''} confidence`, f.action);
        for (const t of (a.topicPolicy?.topics ?? []).filter(acted))
            add(t.name, `denied topic ${t.name ?? ''}`, t.action);
        for (const w of (a.wordPolicy?.customWords ?? []).filter(acted))
            add('CUSTOM_WORD', `custom word "${w.match ?? ''}"`, w.action);
        for (const w of (a.wordPolicy?.managedWordLists ?? []).filter(acted))
            add(w.type, `managed word list ${w.type ?? ''}`, w.action);
        for (const p of (a.sensitiveInformationPolicy?.piiEntities ?? []).filter(acted))
            add(p.type, `sensitive information ${p.type ?? ''}`, p.action);
        for (const r of (a.sensitiveInformationPolicy?.regexes ?? []).filter(acted))
            add(r.name, `sensitive information pattern ${r.name ?? ''}`, r.action);
        for (const g of (a.contextualGroundingPolicy?.filters ?? []).filter(acted)) {
            add(g.type, `contextual grounding ${g.type ?? ''} score ${g.score ?? '?'} below ${g.threshold ?? '?'}`, g.action);
        }
    }
    return flags;
}


/***/ })

};
