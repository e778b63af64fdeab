// webhook: POST {output, context: {prompt, vars}} as JSON to the value's URL;
// the answer {pass, score?, reason?} decides, as in promptfoo 0.121.20
// (src/assertions/webhook.ts): `not-` inverts pass and, when given, the score.
// What leaves no verdict is an error row, where promptfoo fails the assertion:
// no answer within the time limit (SUPEREVAL_WEBHOOK_TIME_LIMIT_MS, default
// promptfoo's 5 s), a status other than 2xx, a body that is not JSON, or one
// without a boolean `pass` (promptfoo would pass `{}`: `undefined !== false`).
// One attempt per assertion: a retried POST could grade twice.
import { DEFAULT_TIME_LIMITS, TIME_LIMIT_ENV } from '../sandbox/time-limit.js';
import { promptfooVars } from './code.js';
import type { AssertionFamily, AssertionHandler, ValueCheck } from '../types.js';
import { AssertionConfigError } from '../types.js';

export const WEBHOOK_TIME_LIMIT_ENV = TIME_LIMIT_ENV.webhookMs;

/** A body larger than this is not a verdict; reading stops there. */
const MAX_BODY_BYTES = 1024 * 1024;

const webhookUrl: ValueCheck = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return '`value` must be the webhook URL';
  // A templated URL is only known per case.
  if (/\{\{|\{%/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${JSON.stringify(value)} is not a URL`;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? null : `${JSON.stringify(value)} is not an http(s) URL`;
};

const webhook: AssertionHandler = async (output, assertion, context) => {
  const problem = webhookUrl(assertion.value);
  if (problem || typeof assertion.value !== 'string') throw new AssertionConfigError(`${assertion.type}: ${problem ?? 'the value must be a URL'}`);
  const url = assertion.value;
  const inverse = assertion.type.startsWith('not-');
  const limitMs = (context.limits ?? DEFAULT_TIME_LIMITS).webhookMs;
  const signals = [AbortSignal.timeout(limitMs), ...(context.signal ? [context.signal] : [])];
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ output, context: { prompt: context.prompt, vars: promptfooVars(context) } }),
      signal: AbortSignal.any(signals),
      redirect: 'error',
    });
    status = response.status;
    text = await boundedText(response);
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError')
      throw new Error(`webhook ${url} did not answer within the ${limitMs} ms time limit (${WEBHOOK_TIME_LIMIT_ENV})`, { cause: error });
    if (name === 'AbortError') throw new Error(`webhook ${url} was stopped: the run was interrupted`, { cause: error });
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new Error(`webhook ${url} failed: ${cause?.code ?? cause?.message ?? (error as Error).message}`, { cause: error });
  }
  if (status < 200 || status > 299) throw new Error(`webhook ${url} answered status ${status}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`webhook ${url} answered something that is not JSON`);
  }
  const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (typeof answer['pass'] !== 'boolean') throw new Error(`webhook ${url} answered without a boolean "pass"`);
  const given = answer['score'];
  if (given !== undefined && (typeof given !== 'number' || !Number.isFinite(given)))
    throw new Error(`webhook ${url} answered a "score" that is not a number`);
  const pass = answer['pass'] !== inverse;
  const score = given === undefined ? (pass ? 1 : 0) : inverse ? 1 - given : given;
  const reason =
    typeof answer['reason'] === 'string' && answer['reason']
      ? answer['reason']
      : pass
        ? 'Assertion passed'
        : `Webhook returned ${inverse ? 'true' : 'false'}`;
  return { pass, score, reason, negated: true };
};

async function boundedText(response: Response): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    if (bytes > MAX_BODY_BYTES) throw new Error(`an answer larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export const webhookFamily: AssertionFamily = {
  handlers: { webhook },
  valueChecks: { webhook: webhookUrl },
  // The case's output and vars leave the runner for the URL the dataset names.
  datasetCode: { webhook: () => 'webhook' },
};
