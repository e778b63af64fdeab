export const id = 5341;
export const ids = [5341,2414];
export const modules = {

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

/***/ 75341:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openaiBatch: () => (/* binding */ openaiBatch),
/* harmony export */   parseOutputLine: () => (/* binding */ parseOutputLine)
/* harmony export */ });
/* harmony import */ var _batch_api_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7691);
/* harmony import */ var _batch_jobs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3867);
/* harmony import */ var _http_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56240);
/* harmony import */ var _chat_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83303);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32414);
/* harmony import */ var _ids_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45679);
/* harmony import */ var _responses_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19481);







/** A batch's states once it has ended (the Batch object's `status`). */
const TERMINAL = new Set(['completed', 'failed', 'expired', 'cancelled']);
/** Output and error files are read whole: bounded at the input file's own limit. */
const MAX_OUTPUT_BYTES = 200 * 1024 * 1024;
function targetOf(target) {
    const parsed = (0,_ids_js__WEBPACK_IMPORTED_MODULE_3__/* .openaiTarget */ .mX)(target);
    if ('problem' in parsed)
        throw new Error(parsed.problem);
    return parsed;
}
/** The endpoint a line of this target calls, as the Batch API names it. */
const endpointOf = (target) => (target.api === 'responses' ? '/v1/responses' : '/v1/chat/completions');
const openaiBatch = {
    recordBody(target, request, env) {
        const parsed = targetOf(target);
        return parsed.api === 'responses' ? (0,_responses_js__WEBPACK_IMPORTED_MODULE_4__/* .responsesBody */ .H)(parsed.model, request, {}, env) : (0,_chat_js__WEBPACK_IMPORTED_MODULE_1__/* .chatBody */ .JX)(parsed.model, request, {}, env);
    },
    // The line names its endpoint (a chat body has `messages`, a Responses body `input`); the model is in the body.
    recordLine: (recordId, body) => JSON.stringify({ custom_id: recordId, method: 'POST', url: 'messages' in body ? '/v1/chat/completions' : '/v1/responses', body }),
    response: batchResponse,
    jobName,
    withJobs,
};
/** A line's reply as the on-demand call's response, priced at the batch rate (half); a batch measures no wall time per call. */
function batchResponse(output, target, prices) {
    const parsed = targetOf(target);
    const pricing = { provider: 'openai', names: [`openai:${target}`, parsed.model], model: parsed.model, prices };
    const who = `OpenAI batch ${parsed.model}`;
    const response = parsed.api === 'responses' ? (0,_responses_js__WEBPACK_IMPORTED_MODULE_4__/* .readResponsesReply */ .F)(output, who, 0, pricing, 'batch') : (0,_chat_js__WEBPACK_IMPORTED_MODULE_1__/* .readChatReply */ .vt)(output, who, 0, pricing, 'batch');
    return { ...response, latency_ms: null };
}
/** A name for the input file and the batch's metadata: unique per run and job, saying what it is. */
function jobName(dataset, target, stamp, part) {
    const slug = (text) => text
        .replace(/[^a-zA-Z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 40) || 'x';
    return `supereval-${slug(dataset)}-${slug(target)}-${stamp}${part !== null ? `-${part}` : ''}`;
}
async function withJobs(settings, use) {
    return use({
        run: (job) => {
            const target = targetOf(job.target);
            const api = new _http_index_js__WEBPACK_IMPORTED_MODULE_0__/* .JsonApi */ .Tj((0,_config_js__WEBPACK_IMPORTED_MODULE_2__.openaiRoute)(target, settings.env ?? {}, {}, settings.apiHosts).api);
            return (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .runVendorJob */ .JX)(job, settings, openaiBatches(api, target), target.model);
        },
    });
}
/**
 * OpenAI's batches: the job's records uploaded as one file and a batch
 * created on it; its state; its cancel; its output and error files (a line
 * that is not a 2xx is in the error file).
 */
function openaiBatches(api, target) {
    const state = (json) => {
        const raw = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .asObject */ .eB)(json);
        const status = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .stringField */ .OM)(raw, 'status') ?? 'unknown';
        const counts = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .asObject */ .eB)(raw['request_counts']);
        return {
            raw,
            status,
            ended: TERMINAL.has(status),
            completed: status === 'completed',
            progress: typeof counts['total'] === 'number'
                ? `, ${Number(counts['completed'] ?? 0)}/${counts['total']} completed, ${Number(counts['failed'] ?? 0)} failed`
                : '',
            detail: batchErrors(raw),
        };
    };
    return {
        what: 'OpenAI batch',
        console: 'the OpenAI dashboard',
        async submit(job, call) {
            const form = new FormData();
            form.append('purpose', 'batch');
            const lines = job.files.flatMap((file) => file.records.map((r) => Buffer.from(`${r.line}\n`)));
            form.append('file', new Blob([Buffer.concat(lines)], { type: 'application/jsonl' }), `${job.name}.jsonl`);
            const fileId = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .stringField */ .OM)((await api.postForm('files', form, call)).json, 'id');
            if (!fileId)
                throw new Error('the file upload returned no id');
            const body = { input_file_id: fileId, endpoint: endpointOf(target), completion_window: '24h', metadata: { supereval_job: job.name } };
            const id = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .stringField */ .OM)((await api.post('batches', body, call)).json, 'id');
            if (!id)
                throw new Error('the batch was created without an id');
            return id;
        },
        check: async (id, call) => state((await api.get(`batches/${encodeURIComponent(id)}`, call)).json),
        cancel: async (id, call) => state((await api.post(`batches/${encodeURIComponent(id)}/cancel`, {}, call)).json),
        async results(final, call) {
            const files = [];
            for (const field of ['output_file_id', 'error_file_id']) {
                const fileId = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .stringField */ .OM)(final.raw, field);
                if (fileId)
                    files.push(await api.getBytes(`files/${encodeURIComponent(fileId)}/content`, { ...call, maxBytes: MAX_OUTPUT_BYTES }));
            }
            return files;
        },
        parseLine: parseOutputLine,
    };
}
/** One line: `{custom_id, response: {status_code, body}, error}`; a non-2xx status or an `error` is the record's error. */
function parseOutputLine(line) {
    const record = (0,_batch_jobs_js__WEBPACK_IMPORTED_MODULE_6__/* .jsonLine */ .rF)(line);
    if (record === null)
        return null;
    const recordId = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .stringField */ .OM)(record, 'custom_id');
    if (!recordId)
        return null;
    const error = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .asObject */ .eB)(record['error']);
    if (Object.keys(error).length > 0)
        return { recordId, outcome: { error: (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .errorText */ .kc)(error) } };
    const response = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .asObject */ .eB)(record['response']);
    const status = typeof response['status_code'] === 'number' ? response['status_code'] : 0;
    const body = response['body'];
    if (status < 200 || status >= 300) {
        const bodyError = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .asObject */ .eB)((0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .asObject */ .eB)(body)['error']);
        return { recordId, outcome: { error: `HTTP ${status}${Object.keys(bodyError).length ? `: ${(0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .errorText */ .kc)(bodyError)}` : ''}` } };
    }
    if (typeof body !== 'object' || body === null)
        return { recordId, outcome: { error: 'the line has no response body' } };
    return { recordId, outcome: { output: body } };
}
/** A failed batch's errors (`errors.data[].message`), after a colon, or nothing. */
function batchErrors(batch) {
    const data = (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .asObject */ .eB)(batch['errors'])['data'];
    if (!Array.isArray(data) || data.length === 0)
        return '';
    return `: ${data
        .slice(0, 3)
        .map((e) => (0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .errorText */ .kc)((0,_batch_api_js__WEBPACK_IMPORTED_MODULE_5__/* .asObject */ .eB)(e)))
        .join('; ')}`;
}


/***/ }),

/***/ 32414:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AZURE_API_VERSION: () => (/* binding */ AZURE_API_VERSION),
  azureRoute: () => (/* binding */ azureRoute),
  configHeaders: () => (/* binding */ configHeaders),
  openaiRoute: () => (/* binding */ openaiRoute)
});

// EXTERNAL MODULE: ./lib/providers/http/index.js + 5 modules
var http = __webpack_require__(56240);
;// CONCATENATED MODULE: ./lib/providers/openai/errors.js
function readError(body) {
    if (typeof body !== 'object' || body === null)
        return null;
    const error = body.error;
    if (typeof error === 'string')
        return { message: error };
    if (typeof error !== 'object' || error === null)
        return null;
    const { message, code, type } = error;
    if (typeof message !== 'string')
        return null;
    return {
        message,
        ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
        ...(typeof type === 'string' ? { type } : {}),
    };
}
// promptfoo's HARD_QUOTA_ERROR_CODES: a 429 with one of these is not a rate limit.
const OPENAI_QUOTA = ['insufficient_quota', 'billing_hard_limit_reached', 'billing_not_active', 'access_terminated', 'quota_exceeded'];
const openAIErrors = {
    read: readError,
    quotaCodes: OPENAI_QUOTA,
    setupKind(failure) {
        if (failure.status === 404 && failure.error?.code === 'model_not_found')
            return 'unknown-model';
        return undefined;
    },
};
const azureErrors = {
    read: readError,
    // Azure says insufficient_quota for a deployment's per-minute quota too, with a
    // short Retry-After: that one is a rate limit (promptfoo downgrades it as well).
    quotaCodes: OPENAI_QUOTA.filter((code) => code !== 'insufficient_quota'),
    setupKind(failure) {
        if (failure.status !== 404)
            return undefined;
        return failure.error?.code === 'DeploymentNotFound' ? 'unknown-model' : 'bad-endpoint';
    },
};

;// CONCATENATED MODULE: ./lib/providers/openai/config.js
// Where an `openai:` or `azure:` model is called and with what key, read as
// promptfoo's OpenAI and Azure providers read them: the provider's promptfoo
// `config` first, then the environment the front end handed down (never
// the process environment). Which endpoint serves each API (Azure's deployment paths and
// its v1 API for Responses) is decided here too, so the client only sends.


const OPENAI_PATHS = { chat: 'chat/completions', responses: 'responses', embedding: 'embeddings' };
/** promptfoo's default Azure api-version for chat and embeddings (its AzureChatCompletionProvider). */
const AZURE_API_VERSION = '2024-12-01-preview';
const config_text = (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
/** The config's `headers`, as strings. */
function configHeaders(config) {
    const headers = config['headers'];
    if (typeof headers !== 'object' || headers === null || Array.isArray(headers))
        return {};
    return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
}
/** The key: the config's `apiKey`, the variable its `apiKeyEnvar` names, then the vendor's; none needed when `apiKeyRequired: false`. */
function apiKey(env, config, variables) {
    const envar = config_text(config['apiKeyEnvar']);
    const key = (0,http/* readApiKey */.iZ)(env, envar ? [envar, ...variables] : variables, config['apiKey']);
    // A local server (vLLM, Ollama's /v1) may want none: then no auth header is sent.
    if (key.value === null && config['apiKeyRequired'] === false)
        return { value: '', from: 'none (apiKeyRequired: false)' };
    return key;
}
const bearer = (key) => (key ? { authorization: `Bearer ${key}` } : {});
/**
 * OpenAI and any server that speaks its API: the config's `apiHost`
 * (https://{host}/v1), its `apiBaseUrl` (as written), then OPENAI_API_HOST,
 * OPENAI_API_BASE_URL, OPENAI_BASE_URL, then api.openai.com (promptfoo's getApiUrl).
 */
function openaiRoute(target, env, config = {}, apiHosts) {
    const host = config_text(config['apiHost']);
    const configBase = config_text(config['apiBaseUrl']);
    const envHost = (0,http/* firstSet */.v)(env, ['OPENAI_API_HOST']);
    const envBase = (0,http/* firstSet */.v)(env, ['OPENAI_API_BASE_URL', 'OPENAI_BASE_URL']);
    const baseUrl = host
        ? `https://${host}/v1`
        : (configBase ?? (envHost ? `https://${envHost.value}/v1` : (envBase?.value ?? 'https://api.openai.com/v1')));
    const organization = config_text(config['organization']) ?? (0,http/* firstSet */.v)(env, ['OPENAI_ORGANIZATION'])?.value;
    return {
        api: {
            service: 'OpenAI',
            baseUrl,
            endpointFrom: "the config's apiBaseUrl, or OPENAI_BASE_URL",
            key: apiKey(env, config, ['OPENAI_API_KEY']),
            keyHosts: (0,http/* keyHosts */.$y)(['api.openai.com'], ['OPENAI_API_HOST', 'OPENAI_API_BASE_URL', 'OPENAI_BASE_URL'], apiHosts),
            env,
            authHeaders: bearer,
            headers: { ...(organization ? { 'openai-organization': organization } : {}), ...configHeaders(config) },
            errors: openAIErrors,
        },
        path: OPENAI_PATHS[target.api],
        priceProvider: 'openai',
    };
}
/**
 * Azure OpenAI: the resource from the config's `apiBaseUrl` or `apiHost`,
 * then promptfoo's variables, then the SDK's AZURE_OPENAI_ENDPOINT; chat and
 * embeddings on the deployment's path with `api-version`, Responses on the
 * v1 API with the deployment as the model (promptfoo's Azure providers).
 */
function azureRoute(target, env, config = {}, apiHosts) {
    const base = config_text(config['apiBaseUrl']) ??
        (0,http/* firstSet */.v)(env, ['AZURE_API_BASE_URL', 'AZURE_OPENAI_API_BASE_URL', 'AZURE_OPENAI_BASE_URL'])?.value ??
        hostUrl(config_text(config['apiHost']) ?? (0,http/* firstSet */.v)(env, ['AZURE_API_HOST', 'AZURE_OPENAI_API_HOST'])?.value) ??
        (0,http/* firstSet */.v)(env, ['AZURE_OPENAI_ENDPOINT'])?.value ??
        '';
    const resource = base.replace(/\/+$/, '').replace(/\/openai(?:\/v1)?$/, '');
    const version = config_text(config['apiVersion']) ?? AZURE_API_VERSION;
    const v1 = target.api === 'responses';
    const deployment = encodeURIComponent(target.model);
    return {
        api: {
            service: 'Azure OpenAI',
            baseUrl: resource === '' ? '' : `${resource}/openai${v1 ? '/v1' : ''}`,
            endpointFrom: "the config's apiBaseUrl or apiHost, or AZURE_OPENAI_ENDPOINT",
            key: apiKey(env, config, ['AZURE_API_KEY', 'AZURE_OPENAI_API_KEY']),
            keyHosts: (0,http/* keyHosts */.$y)(AZURE_HOSTS, AZURE_ENDPOINT_VARIABLES, apiHosts),
            env,
            authHeaders: (key) => (key ? { 'api-key': key } : {}),
            headers: configHeaders(config),
            ...(v1 ? {} : { query: { 'api-version': version } }),
            errors: azureErrors,
            targetKind: 'deployment',
        },
        path: v1 ? 'responses' : `deployments/${deployment}/${target.api === 'chat' ? 'chat/completions' : 'embeddings'}`,
        priceProvider: 'azure',
    };
}
/** Azure OpenAI's resources live under Microsoft's hosts, one per resource. */
const AZURE_HOSTS = ['*.openai.azure.com', '*.cognitiveservices.azure.com', '*.services.ai.azure.com'];
const AZURE_ENDPOINT_VARIABLES = [
    'AZURE_API_BASE_URL',
    'AZURE_OPENAI_API_BASE_URL',
    'AZURE_OPENAI_BASE_URL',
    'AZURE_API_HOST',
    'AZURE_OPENAI_API_HOST',
    'AZURE_OPENAI_ENDPOINT',
];
function hostUrl(host) {
    if (!host)
        return undefined;
    return `https://${host.replace(/^https?:\/\//, '').replace(/\/+$/, '')}`;
}


/***/ })

};
