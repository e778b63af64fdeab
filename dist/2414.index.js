export const id = 2414;
export const ids = [2414];
export const modules = {

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
