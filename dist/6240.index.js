export const id = 6240;
export const ids = [6240];
export const modules = {

/***/ 56240:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Tj: () => (/* reexport */ JsonApi),
  pc: () => (/* reexport */ durationMs),
  dc: () => (/* reexport */ envNumber),
  v: () => (/* reexport */ firstSet),
  $y: () => (/* reexport */ key_hosts/* keyHosts */.$y),
  Y6: () => (/* reexport */ malformedReply),
  iZ: () => (/* reexport */ credentials/* readApiKey */.iZ),
  Xw: () => (/* reexport */ readReply)
});

// UNUSED EXPORTS: DEFAULT_MAX_REPLY_BYTES, DEFAULT_TIMEOUT_MS, apiKeyEnvarProblem, failureError, headerRetryDelayMs, hostOf, missingKeyError, missingKeyWarning, parseReply, sendHttp

// EXTERNAL MODULE: ./lib/providers/types.js
var types = __webpack_require__(65163);
// EXTERNAL MODULE: ./lib/providers/network-codes.js
var network_codes = __webpack_require__(31119);
;// CONCATENATED MODULE: ./lib/providers/http/client.js
// One HTTP exchange with a model API, through Node's own fetch: no SDK, so
// the retries are ours (src/run/retry.ts sees every throttle), the body is
// read within a byte bound, the whole exchange within a deadline, and an
// `http://` base URL (a local gateway, a test's fake) works as `https://`
// does. What goes wrong on the way is a ProviderError that says whether a
// retry may help: the connection refused or reset (retryable), the name not
// resolving (a setup error: the endpoint is wrong), the body cut short
// (`TruncatedReply`, retryable), a body over the bound (`ReplyTooLarge`).
// The status is the caller's to judge (failures.ts).


/** Ten minutes: the slowest non-streamed generation a vendor serves (the run's own per-attempt bound is usually shorter). */
const DEFAULT_TIMEOUT_MS = 600_000;
/** A reply larger than this is no model's answer (a batch output file is read with its own bound). */
const DEFAULT_MAX_REPLY_BYTES = 32 * 1024 * 1024;
/** `who` names the call in messages: `OpenAI gpt-4o-mini`. */
async function sendHttp(request, who) {
    const url = checkedUrl(request.url, who);
    const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
    const headers = { accept: 'application/json', ...request.headers };
    let body = request.body;
    if (request.json !== undefined) {
        body = JSON.stringify(request.json);
        headers['content-type'] = 'application/json';
    }
    const started = performance.now();
    let response;
    try {
        response = await fetch(url, { method: request.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, signal, redirect: 'manual' });
    }
    catch (error) {
        throw transportError(error, who, url, request.signal, deadline, timeoutMs, 'sending');
    }
    let bytes;
    try {
        bytes = await readBounded(response, request.maxBytes ?? DEFAULT_MAX_REPLY_BYTES, who);
    }
    catch (error) {
        if (error instanceof types/* ProviderError */.m)
            throw error;
        throw transportError(error, who, url, request.signal, deadline, timeoutMs, 'reading');
    }
    return { status: response.status, headers: response.headers, body: bytes, latency_ms: Math.round(performance.now() - started) };
}
/** The URL, when it is an http(s) one; else a setup error naming it. */
function checkedUrl(raw, who) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        url = null;
    }
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        const fix = `The base URL of ${who} must be an http:// or https:// URL, got ${JSON.stringify(raw)}.`;
        throw new types/* ProviderError */.m(fix, { code: 'BadEndpoint', setup: { kind: 'bad-endpoint', fix } });
    }
    return url;
}
/** The body, read to its end unless it passes `maxBytes` (a declared length over it is refused before reading). */
async function readBounded(response, maxBytes, who) {
    const tooLarge = (size) => new types/* ProviderError */.m(`the reply of ${who} is ${size}, over the ${maxBytes}-byte bound; it is not read`, { code: 'ReplyTooLarge' });
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > maxBytes) {
        await response.body?.cancel().catch(() => undefined);
        throw tooLarge(`${declared} bytes`);
    }
    if (!response.body)
        return Buffer.alloc(0);
    const chunks = [];
    let size = 0;
    // Leaving the loop early cancels the stream: the rest of the body is never read.
    for await (const chunk of response.body) {
        size += chunk.byteLength;
        if (size > maxBytes)
            throw tooLarge(`over ${maxBytes} bytes`);
        chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    }
    return Buffer.concat(chunks, size);
}
/** The code of a fetch failure: its own, else its cause's (undici wraps the socket's error in `TypeError: fetch failed`). */
function codeOf(error) {
    for (let current = error, depth = 0; current && depth < 4; current = current.cause, depth++) {
        const code = current.code;
        if (typeof code === 'string' && code)
            return code;
    }
    return undefined;
}
function messageOf(error) {
    const parts = [];
    for (let current = error, depth = 0; current && depth < 4; current = current.cause, depth++) {
        const message = current.message;
        if (typeof message === 'string' && message && !parts.includes(message))
            parts.push(message);
    }
    return parts.join(': ') || String(error);
}
function transportError(error, who, url, outer, deadline, timeoutMs, stage) {
    if (outer?.aborted) {
        const reason = outer.reason;
        return reason instanceof types/* ProviderError */.m ? reason : new types/* ProviderError */.m(`call to ${who} was aborted`, { code: 'AbortError', cause: error });
    }
    if (deadline.aborted) {
        return new types/* ProviderError */.m(`no whole reply from ${who} within ${timeoutMs} ms`, { code: 'TimeoutError', retryable: true, cause: error });
    }
    const code = codeOf(error);
    if (code === 'ENOTFOUND') {
        const fix = `The host ${url.host} of ${who}'s endpoint does not resolve: check the base URL.`;
        return new types/* ProviderError */.m(`${who}: getaddrinfo ENOTFOUND ${url.host}`, { code, setup: { kind: 'bad-endpoint', fix }, cause: error });
    }
    if (stage === 'reading') {
        // The status and headers came, then the connection closed before the body's end.
        return new types/* ProviderError */.m(`truncated reply from ${who}: the connection closed before the body's end (${messageOf(error)})`, {
            code: 'TruncatedReply',
            retryable: true,
            cause: error,
        });
    }
    // undici's own codes (UND_ERR_SOCKET, UND_ERR_CONNECT_TIMEOUT...) are the socket's too.
    const retryable = code === undefined || network_codes/* NETWORK_CODES */.C.has(code) || code.startsWith('UND_ERR_');
    return new types/* ProviderError */.m(`${who}: ${messageOf(error)}`, { code: code ?? 'NetworkError', retryable, cause: error });
}

// EXTERNAL MODULE: ./lib/providers/http/credentials.js
var credentials = __webpack_require__(58009);
// EXTERNAL MODULE: ./lib/providers/http/key-hosts.js
var key_hosts = __webpack_require__(86186);
;// CONCATENATED MODULE: ./lib/providers/http/retry-delay.js
// How long a model API asks us to wait before the next try, read from its
// reply's headers, in the order the vendors' own SDKs read them:
// `retry-after-ms` (Azure, and every Stainless SDK), then `Retry-After`
// (seconds, or an HTTP date), then the reset of the rate-limit window that is
// spent: OpenAI's `x-ratelimit-reset-requests` / `-tokens` (a duration such
// as `1s`, `6m0s`, `12ms`) and Anthropic's `anthropic-ratelimit-*-reset` (an
// RFC 3339 time). Gemini says it in the body (google.rpc.RetryInfo), which
// its provider reads with `durationMs`. Undefined when the reply says nothing.
/** Ms in each unit of a Go-style duration (`1h2m3.5s`, `250ms`, `5us`). */
const UNIT_MS = { h: 3_600_000, m: 60_000, s: 1000, ms: 1, us: 0.001, µs: 0.001, ns: 0.000_001 };
const DURATION = /^(?:\d+(?:\.\d+)?(?:h|ms|m|s|us|µs|ns))+$/;
const DURATION_PART = /(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|ns)/g;
/** A duration as OpenAI's headers and Google's RetryInfo write it (`6m0s`, `1.5s`, `27s`, `12ms`), in ms; undefined for anything else. */
function durationMs(text) {
    const value = text?.trim();
    if (!value || value.length > 40 || !DURATION.test(value))
        return undefined;
    let total = 0;
    for (const [, amount = '0', unit = 's'] of value.matchAll(DURATION_PART))
        total += Number(amount) * (UNIT_MS[unit] ?? 0);
    return Number.isFinite(total) ? total : undefined;
}
/** `Retry-After`: delay-seconds (a float is taken too) or an HTTP date; undefined when it is neither. */
function retryAfterMs(text, now) {
    const value = text.trim();
    if (/^\d+(?:\.\d+)?$/.test(value))
        return Number(value) * 1000;
    if (value.length > 64)
        return undefined;
    const at = Date.parse(value);
    return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
/** The longest reset among the windows of this family that are spent (remaining 0), or undefined. */
function spentWindowReset(headers, names, read) {
    let wait;
    for (const [remaining, reset] of names) {
        if (headers.get(remaining)?.trim() !== '0')
            continue;
        const ms = read(headers.get(reset) ?? '');
        if (ms !== undefined)
            wait = Math.max(wait ?? 0, ms);
    }
    return wait;
}
const OPENAI_WINDOWS = [
    ['x-ratelimit-remaining-requests', 'x-ratelimit-reset-requests'],
    ['x-ratelimit-remaining-tokens', 'x-ratelimit-reset-tokens'],
];
const ANTHROPIC_WINDOWS = ['requests', 'tokens', 'input-tokens', 'output-tokens'].map((name) => [`anthropic-ratelimit-${name}-remaining`, `anthropic-ratelimit-${name}-reset`]);
/** The wait these reply headers ask for, in ms (see the top of this file); `now` is the clock an HTTP date or RFC 3339 time is read against. */
function headerRetryDelayMs(headers, now = Date.now()) {
    const ms = Number(headers.get('retry-after-ms')?.trim() || NaN);
    // 0 is no advice (the openai SDK falls through it too).
    if (Number.isFinite(ms) && ms > 0)
        return ms;
    const after = headers.get('retry-after');
    const fromAfter = after === null ? undefined : retryAfterMs(after, now);
    if (fromAfter !== undefined)
        return fromAfter;
    const openai = spentWindowReset(headers, OPENAI_WINDOWS, durationMs);
    if (openai !== undefined)
        return openai;
    return spentWindowReset(headers, ANTHROPIC_WINDOWS, (reset) => {
        const at = Date.parse(reset);
        return Number.isNaN(at) ? undefined : Math.max(0, at - now);
    });
}

;// CONCATENATED MODULE: ./lib/providers/http/failures.js


const THROTTLED = new Set([429, 503, 529]);
const RETRYABLE = new Set([408, 409, 425, 500, 502, 504]);
/** The refusal as a ProviderError (see the top of this file). `reply.status` is outside 2xx. */
function failureError(reply, errors, site) {
    const body = parseJson(reply.body);
    const failure = { status: reply.status, headers: reply.headers, body, error: errors.read(body) };
    const { status } = failure;
    const said = failure.error?.message || snippet(reply.body) || '(no body)';
    const code = failure.error?.code || failure.error?.type || `HTTP${status}`;
    const message = `${site.service} HTTP ${status} from ${site.target}: ${said}`;
    const codes = [failure.error?.code, failure.error?.type].filter((c) => typeof c === 'string');
    if (codes.some((c) => errors.quotaCodes?.includes(c)) || status === 402) {
        const fix = `${site.service} refused ${site.target} for want of quota or credit (${code}): check the account's plan, billing and spend limits; retrying will not help.`;
        return new types/* ProviderError */.m(message, { code, setup: { kind: 'no-quota', fix } });
    }
    const hooked = errors.setupKind?.(failure);
    const kind = hooked === undefined ? sharedSetupKind(status, said, site.target) : hooked;
    if (kind !== null)
        return new types/* ProviderError */.m(message, { code, setup: setupProblem(kind, site) });
    const throttled = THROTTLED.has(status);
    if (throttled || RETRYABLE.has(status) || status > 500) {
        const retryAfterMs = headerRetryDelayMs(reply.headers) ?? errors.bodyRetryDelayMs?.(body);
        return new types/* ProviderError */.m(message, { code, retryable: true, throttled, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) });
    }
    if (status >= 300 && status < 400) {
        const to = reply.headers.get('location');
        const fix = `The endpoint of ${site.service} redirects${to ? ` to ${to}` : ''}; set its base URL (${site.endpointFrom}) to where the API is served.`;
        return new types/* ProviderError */.m(`${site.service} HTTP ${status} from ${site.target}: a redirect, not followed`, {
            code: 'Redirect',
            setup: { kind: 'bad-endpoint', fix },
        });
    }
    return new types/* ProviderError */.m(message, { code });
}
/** 401 and 403 are the key's; a 404 names the model when its message does, else the endpoint is wrong. */
function sharedSetupKind(status, message, target) {
    if (status === 401)
        return 'bad-credentials';
    if (status === 403)
        return 'access-denied';
    if (status === 404)
        return target !== '' && message.includes(target) ? 'unknown-model' : 'bad-endpoint';
    return null;
}
function setupProblem(kind, site) {
    const { service, target, targetKind, keyFrom, endpointFrom, endpoint } = site;
    switch (kind) {
        case 'bad-credentials':
        case 'no-credentials':
            return { kind, fix: `${service} refused the API key: set ${keyFrom} to a valid key (in a workflow, a repository secret in the step's env:).` };
        case 'access-denied':
            return {
                kind,
                fix: `${service} refused access to ${target}: check that the key in ${keyFrom} may call it (its project, organisation and region), and the endpoint ${endpoint}.`,
            };
        case 'unknown-model':
            return { kind, fix: `${service} has no ${targetKind} ${target} at ${endpoint}: check its name, and that your account may use it.` };
        case 'no-quota':
            return { kind, fix: `${service} refused ${target} for want of quota or credit: check the account's plan and billing; retrying will not help.` };
        default:
            return {
                kind,
                fix: `${endpoint} does not serve the ${service} API (no such path): check the base URL (${endpointFrom}).`,
            };
    }
}
function parseJson(body) {
    if (body.length === 0)
        return undefined;
    try {
        return JSON.parse(body.toString('utf8'));
    }
    catch {
        return undefined;
    }
}
/** The first line or so of a body that is not the service's error shape (an HTML page from a proxy). */
function snippet(body) {
    return body.toString('utf8', 0, Math.min(body.length, 400)).replace(/\s+/g, ' ').trim().slice(0, 200);
}

;// CONCATENATED MODULE: ./lib/providers/http/api.js





class JsonApi {
    options;
    service;
    baseUrl;
    /** Why the key may not go to the base URL's host, decided once; thrown at every call. */
    keyRefusal;
    constructor(options) {
        this.options = options;
        this.service = options.service;
        this.baseUrl = options.baseUrl.replace(/\/+$/, '');
        this.keyRefusal = this.baseUrl === '' ? null : (0,key_hosts/* keyHostError */.Af)(options.service, this.baseUrl, options.key, options.keyHosts, options.env);
    }
    /** The URL of a path under the base URL, with the API's query parameters. */
    url(path, query = {}) {
        const [base, baseQuery = ''] = this.baseUrl.split('?', 2);
        const params = new URLSearchParams(baseQuery);
        for (const [name, value] of Object.entries({ ...this.options.query, ...query }))
            params.set(name, value);
        const search = params.toString();
        return `${base}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
    }
    /** POSTs `body` as JSON and parses the reply. */
    async post(path, body, call) {
        return this.json(await this.send({ method: 'POST', url: this.url(path), json: body }, call), call);
    }
    /** GETs a JSON resource (a batch's status). */
    async get(path, call) {
        return this.json(await this.send({ method: 'GET', url: this.url(path) }, call), call);
    }
    /** POSTs a multipart form (a file upload) and parses the reply. */
    async postForm(path, form, call) {
        return this.json(await this.send({ method: 'POST', url: this.url(path), body: form }, call), call);
    }
    /** GETs raw bytes (a batch's output file). */
    async getBytes(path, call) {
        return (await this.send({ method: 'GET', url: this.url(path) }, call)).body;
    }
    /** One exchange with auth; a status outside 2xx is thrown as its ProviderError. */
    async send(request, call) {
        const { key } = this.options;
        if (key.value === null)
            throw (0,credentials/* missingKeyError */.SQ)(this.service, key);
        if (this.keyRefusal)
            throw this.keyRefusal;
        const reply = await sendHttp({
            ...request,
            headers: { ...this.options.authHeaders(key.value), ...this.options.headers },
            ...(call.signal ? { signal: call.signal } : {}),
            ...(this.options.timeoutMs !== undefined ? { timeoutMs: this.options.timeoutMs } : {}),
            ...(call.maxBytes !== undefined ? { maxBytes: call.maxBytes } : {}),
        }, `${this.service} ${call.target}`);
        if (reply.status >= 200 && reply.status < 300)
            return reply;
        throw failureError(reply, this.options.errors, this.site(call.target));
    }
    /** What a setup error's fix names for a call of `target`. */
    site(target) {
        const { key } = this.options;
        return {
            service: this.service,
            target,
            targetKind: this.options.targetKind ?? 'model',
            keyFrom: key.value === null ? (key.variables[0] ?? 'the API key') : key.from,
            endpointFrom: this.options.endpointFrom,
            endpoint: this.baseUrl,
        };
    }
    json(reply, call) {
        return {
            json: parseReply(reply.body, `${this.service} ${call.target}`),
            status: reply.status,
            headers: reply.headers,
            latency_ms: reply.latency_ms,
        };
    }
}
/** A 2xx body as JSON; anything else is `MalformedReply`, naming the call and how the body began. */
function parseReply(body, who) {
    const text = body.toString('utf8');
    try {
        return JSON.parse(text);
    }
    catch {
        throw malformedReply(who, `the body is not JSON; it began ${JSON.stringify(text.slice(0, 120))}`);
    }
}
/** A reply of the wrong shape: not retried (the service would send the same), named so a case's error says what came back. */
function malformedReply(who, why) {
    return new types/* ProviderError */.m(`malformed reply from ${who}: ${why}`, { code: 'MalformedReply' });
}
/** A reply checked against the fields a provider reads; another shape is `MalformedReply` naming the first field that is wrong. */
function readReply(schema, json, who) {
    const parsed = schema.safeParse(json);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'the reply';
    throw malformedReply(who, `${where}: ${issue?.message ?? 'not the expected reply'}`);
}

;// CONCATENATED MODULE: ./lib/providers/http/env.js
/** The first of `names` set to something other than blanks, and its name; null when none is. */
function firstSet(env, names) {
    for (const name of names) {
        const value = env[name]?.trim();
        if (value)
            return { value, from: name };
    }
    return null;
}
/** A variable read as a finite number; undefined when unset, blank or not a number. */
function envNumber(env, name) {
    const raw = env[name]?.trim();
    if (!raw)
        return undefined;
    const value = Number(raw);
    return Number.isFinite(value) ? value : undefined;
}

;// CONCATENATED MODULE: ./lib/providers/http/index.js
// The shared layer of the providers that speak a model API over HTTP (OpenAI,
// Azure OpenAI, Anthropic, Gemini, Ollama): plain fetch, our retries, bounded
// bodies, one way of turning a refusal into the run's ProviderError. Each
// provider's module builds its request bodies, reads its replies and hands
// this the rest. See docs/development.md, "Model APIs over HTTP".









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


/***/ })

};
