// A model API as one provider instance calls it: its base URL, its auth
// headers, its error rules. `post` sends a JSON body to a path under the base
// URL and returns the parsed reply with its wall time; any refusal is a
// ProviderError (failures.ts), a body that is not JSON is `MalformedReply`,
// a call without a key is the setup error credentials.ts words, before
// anything is sent. Vendors' modules build their bodies, read their replies
// and hand this the rest.
import type { z } from 'zod';
import { ProviderError } from '../types.js';
import { sendHttp, type HttpReply, type HttpRequest } from './client.js';
import { missingKeyError, type ApiKey, type EnvVars } from './credentials.js';
import { keyHostError, type KeyHosts } from './key-hosts.js';
import { failureError, type ApiErrors, type CallSite } from './failures.js';

export interface ApiOptions {
  /** `OpenAI`, `Azure OpenAI`: how messages name the service. */
  service: string;
  /** Where the paths are joined to (`https://api.openai.com/v1`); a trailing slash is dropped. */
  baseUrl: string;
  /** Where the base URL comes from, for a fix: `OPENAI_BASE_URL or the config's apiBaseUrl`. */
  endpointFrom: string;
  key: ApiKey;
  /** Where a key from the environment may be sent (key-hosts.ts); any other host is a setup error at the first call. */
  keyHosts: KeyHosts;
  /** The environment the endpoint variables of keyHosts are read from. */
  env: EnvVars;
  /** The headers that carry the key (`Authorization: Bearer ...`, `api-key`). */
  authHeaders: (key: string) => Record<string, string>;
  /** Sent with every request after the auth headers (a config's `headers`, OpenAI-Organization). */
  headers?: Readonly<Record<string, string>>;
  /** Query parameters every request carries (Azure's `api-version`). */
  query?: Readonly<Record<string, string>>;
  errors: ApiErrors;
  /** What the target is, in a fix: `model` (default), `deployment`. */
  targetKind?: string;
  timeoutMs?: number;
}

export interface ApiCall {
  /** The model or deployment called, for messages. */
  target: string;
  signal?: AbortSignal | undefined;
  /** Bound on the reply body (default: the client's). */
  maxBytes?: number;
}

export interface JsonReply {
  json: unknown;
  status: number;
  headers: Headers;
  latency_ms: number;
}

export class JsonApi {
  readonly service: string;
  readonly baseUrl: string;
  /** Why the key may not go to the base URL's host, decided once; thrown at every call. */
  private readonly keyRefusal: ProviderError | null;
  constructor(private readonly options: ApiOptions) {
    this.service = options.service;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.keyRefusal = this.baseUrl === '' ? null : keyHostError(options.service, this.baseUrl, options.key, options.keyHosts, options.env);
  }

  /** The URL of a path under the base URL, with the API's query parameters. */
  url(path: string, query: Readonly<Record<string, string>> = {}): string {
    const [base, baseQuery = ''] = this.baseUrl.split('?', 2) as [string, string?];
    const params = new URLSearchParams(baseQuery);
    for (const [name, value] of Object.entries({ ...this.options.query, ...query })) params.set(name, value);
    const search = params.toString();
    return `${base}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
  }

  /** POSTs `body` as JSON and parses the reply. */
  async post(path: string, body: unknown, call: ApiCall): Promise<JsonReply> {
    return this.json(await this.send({ method: 'POST', url: this.url(path), json: body }, call), call);
  }

  /** GETs a JSON resource (a batch's status). */
  async get(path: string, call: ApiCall): Promise<JsonReply> {
    return this.json(await this.send({ method: 'GET', url: this.url(path) }, call), call);
  }

  /** POSTs a multipart form (a file upload) and parses the reply. */
  async postForm(path: string, form: FormData, call: ApiCall): Promise<JsonReply> {
    return this.json(await this.send({ method: 'POST', url: this.url(path), body: form }, call), call);
  }

  /** GETs raw bytes (a batch's output file). */
  async getBytes(path: string, call: ApiCall): Promise<Buffer> {
    return (await this.send({ method: 'GET', url: this.url(path) }, call)).body;
  }

  /** One exchange with auth; a status outside 2xx is thrown as its ProviderError. */
  async send(request: Omit<HttpRequest, 'headers' | 'signal'>, call: ApiCall): Promise<HttpReply> {
    const { key } = this.options;
    if (key.value === null) throw missingKeyError(this.service, key);
    if (this.keyRefusal) throw this.keyRefusal;
    const reply = await sendHttp(
      {
        ...request,
        headers: { ...this.options.authHeaders(key.value), ...this.options.headers },
        ...(call.signal ? { signal: call.signal } : {}),
        ...(this.options.timeoutMs !== undefined ? { timeoutMs: this.options.timeoutMs } : {}),
        ...(call.maxBytes !== undefined ? { maxBytes: call.maxBytes } : {}),
      },
      `${this.service} ${call.target}`,
    );
    if (reply.status >= 200 && reply.status < 300) return reply;
    throw failureError(reply, this.options.errors, this.site(call.target));
  }

  /** What a setup error's fix names for a call of `target`. */
  site(target: string): CallSite {
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

  private json(reply: HttpReply, call: ApiCall): JsonReply {
    return {
      json: parseReply(reply.body, `${this.service} ${call.target}`),
      status: reply.status,
      headers: reply.headers,
      latency_ms: reply.latency_ms,
    };
  }
}

/** A 2xx body as JSON; anything else is `MalformedReply`, naming the call and how the body began. */
export function parseReply(body: Buffer, who: string): unknown {
  const text = body.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw malformedReply(who, `the body is not JSON; it began ${JSON.stringify(text.slice(0, 120))}`);
  }
}

/** A reply of the wrong shape: not retried (the service would send the same), named so a case's error says what came back. */
export function malformedReply(who: string, why: string): ProviderError {
  return new ProviderError(`malformed reply from ${who}: ${why}`, { code: 'MalformedReply' });
}

/** A reply checked against the fields a provider reads; another shape is `MalformedReply` naming the first field that is wrong. */
export function readReply<T>(schema: z.ZodType<T>, json: unknown, who: string): T {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'the reply';
  throw malformedReply(who, `${where}: ${issue?.message ?? 'not the expected reply'}`);
}
