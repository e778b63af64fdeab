// Plain-fetch helpers for the fake vendor APIs' tests. They use no SDK: the
// vendors' SDKs are not dependencies, so driving each fake with its official
// SDK is done once, outside the repository, when a fake changes.

export interface Reply {
  status: number;
  headers: Headers;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  text: string;
}

export async function call(url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Reply> {
  const body = init.body === undefined || typeof init.body === 'string' || init.body instanceof FormData ? init.body : JSON.stringify(init.body);
  const res = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(typeof init.body === 'object' && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}

/** The `data:` payloads of a server-sent-events body (`[DONE]` left as a string). */
export function sseData(text: string): unknown[] {
  return text
    .split(/\r?\n\r?\n/)
    .map((event) =>
      event
        .split(/\r?\n/)
        .find((line) => line.startsWith('data: '))
        ?.slice(6),
    )
    .filter((data): data is string => data !== undefined)
    .map((data) => (data === '[DONE]' ? data : (JSON.parse(data) as unknown)));
}

/** The `event:` names of a server-sent-events body. */
export function sseEvents(text: string): string[] {
  return [...text.matchAll(/^event: (.+)$/gm)].map((m) => m[1] ?? '');
}

/** Reads a response whose body the server cuts short: resolves with the error the read fails with. */
export async function truncatedRead(url: string, init: RequestInit): Promise<{ status: number; declared: number; error: unknown }> {
  const res = await fetch(url, init);
  const declared = Number(res.headers.get('content-length'));
  try {
    await res.text();
  } catch (error) {
    return { status: res.status, declared, error };
  }
  throw new Error('the body was read whole');
}

/** A JSON object's field, for tests that walk reply bodies. */
export function field(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) current = (current as Record<string | number, unknown> | null | undefined)?.[key];
  return current;
}
