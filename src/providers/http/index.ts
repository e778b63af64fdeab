// The shared layer of the providers that speak a model API over HTTP (OpenAI,
// Azure OpenAI, Anthropic, Gemini, Ollama): plain fetch, our retries, bounded
// bodies, one way of turning a refusal into the run's ProviderError. Each
// provider's module builds its request bodies, reads its replies and hands
// this the rest. See docs/development.md, "Model APIs over HTTP".
export { JsonApi, malformedReply, parseReply, readReply, type ApiCall, type ApiOptions, type JsonReply } from './api.js';
export { DEFAULT_MAX_REPLY_BYTES, DEFAULT_TIMEOUT_MS, sendHttp, type HttpReply, type HttpRequest } from './client.js';
export { apiKeyEnvarProblem, missingKeyError, missingKeyWarning, readApiKey, type ApiKey, type EnvVars } from './credentials.js';
export { envNumber, firstSet } from './env.js';
export { hostOf, keyHosts, type KeyHosts } from './key-hosts.js';
export { failureError, type ApiErrors, type CallSite, type ErrorBody, type HttpFailure } from './failures.js';
export { durationMs, headerRetryDelayMs } from './retry-delay.js';
