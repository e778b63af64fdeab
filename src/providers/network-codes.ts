// The socket-level failures of a call: the request may never have reached
// the service, or its answer never came back. A retry may help with each
// (a name that does not resolve is read as a setup error first, where the
// endpoint is ours to fix).
export const NETWORK_CODES: ReadonlySet<string> = new Set([
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
