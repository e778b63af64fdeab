// An OTLP trace export (OTLP/JSON's shape; protobuf is decoded into it by
// otlp-proto.ts) turned into spans as promptfoo's OTLP receiver keeps them
// (0.121.20, src/tracing/otlpReceiver.ts): ids as lower-case hex, times in
// milliseconds, attributes flattened to plain values (int64 as a number,
// arrays and key-value lists as arrays and objects), the resource's
// attributes under the span's own, then otel.scope.* and otel.span.kind*.
// Unlike promptfoo, long values are cut (MAX_VALUE_CHARS) so one span cannot
// fill the results file, and times keep their whole milliseconds exact (millisOf).
import type { Span } from '../config/index.js';

export interface OtlpAnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string | number;
  doubleValue?: number;
  bytesValue?: string;
  arrayValue?: { values?: OtlpAnyValue[] };
  kvlistValue?: { values?: OtlpKeyValue[] };
}
export interface OtlpKeyValue {
  key: string;
  value?: OtlpAnyValue;
}
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind?: number;
  startTimeUnixNano?: string | number;
  endTimeUnixNano?: string | number;
  attributes?: OtlpKeyValue[];
  status?: { code?: number; message?: string };
}
export interface OtlpScopeSpans {
  scope?: { name?: string; version?: string };
  spans: OtlpSpan[];
}
export interface OtlpResourceSpans {
  resource?: { attributes?: OtlpKeyValue[] };
  scopeSpans: OtlpScopeSpans[];
}
export interface OtlpRequest {
  resourceSpans: OtlpResourceSpans[];
}

/** A string attribute longer than this is cut, with an ellipsis. */
export const MAX_VALUE_CHARS = 4096;
/** Array items and key-value entries kept of one attribute value. */
const MAX_ITEMS = 256;
const MAX_ATTRIBUTES = 256;

const SPAN_KINDS = ['unspecified', 'internal', 'server', 'client', 'producer', 'consumer'];

/** A received span with the trace it belongs to. */
export type ReceivedSpan = Span;

/** The spans of one export request, in the order they came; throws on a body that is not an OTLP trace export. */
export function spansOf(request: unknown): ReceivedSpan[] {
  if (!isObject(request) || !Array.isArray(request['resourceSpans'])) throw new TypeError('not an OTLP trace export: no resourceSpans array');
  const out: ReceivedSpan[] = [];
  for (const resourceSpans of request['resourceSpans'] as unknown[]) {
    if (!isObject(resourceSpans)) continue;
    const resource = isObject(resourceSpans['resource']) ? resourceSpans['resource'] : {};
    const resourceAttributes = attributesOf(resource['attributes']);
    const scopes = Array.isArray(resourceSpans['scopeSpans']) ? (resourceSpans['scopeSpans'] as unknown[]) : [];
    for (const scopeSpans of scopes) {
      if (!isObject(scopeSpans) || !Array.isArray(scopeSpans['spans'])) continue;
      const scope = isObject(scopeSpans['scope']) ? scopeSpans['scope'] : {};
      for (const span of scopeSpans['spans'] as unknown[]) {
        if (isObject(span)) out.push(spanOf(span as unknown as OtlpSpan, resourceAttributes, scope));
      }
    }
  }
  return out;
}

function spanOf(span: OtlpSpan, resourceAttributes: Record<string, unknown>, scope: Record<string, unknown>): ReceivedSpan {
  const kind = typeof span.kind === 'number' ? span.kind : 0;
  const attributes: Record<string, unknown> = { ...resourceAttributes, ...attributesOf(span.attributes) };
  if (typeof scope['name'] === 'string') attributes['otel.scope.name'] = scope['name'];
  if (typeof scope['version'] === 'string') attributes['otel.scope.version'] = scope['version'];
  attributes['otel.span.kind'] = SPAN_KINDS[kind] ?? 'unspecified';
  attributes['otel.span.kind_code'] = kind;
  const end = millisOf(span.endTimeUnixNano);
  const status = isObject(span.status) ? span.status : {};
  const message = typeof status.message === 'string' && status.message !== '' ? cut(status.message) : undefined;
  // In the schema's order, which is the results file's.
  return {
    trace_id: idOf(span.traceId, 32),
    span_id: idOf(span.spanId, 16),
    ...(typeof span.parentSpanId === 'string' && span.parentSpanId !== '' ? { parent_span_id: idOf(span.parentSpanId, 16) } : {}),
    name: typeof span.name === 'string' ? cut(span.name) : '',
    start_ms: millisOf(span.startTimeUnixNano) ?? 0,
    ...(end !== undefined && end !== 0 ? { end_ms: end } : {}),
    ...(typeof status.code === 'number' ? { status_code: status.code } : {}),
    ...(message !== undefined ? { status_message: message } : {}),
    attributes,
  };
}

/**
 * Nanoseconds (a decimal string or a number) as milliseconds. promptfoo
 * divides Number(nanos), which is already rounded past 2^53: a 250 ms span
 * comes out 249.9998 ms. Here the whole milliseconds are divided exactly
 * first, so a duration of whole milliseconds stays whole.
 */
function millisOf(nanos: unknown): number | undefined {
  if (typeof nanos === 'number') return nanos / 1e6;
  if (typeof nanos !== 'string' || !/^\d{1,20}$/.test(nanos)) return undefined;
  const n = BigInt(nanos);
  return Number(n / 1_000_000n) + Number(n % 1_000_000n) / 1e6;
}

/** An id as lower-case hex: OTLP/JSON sends hex, some exporters base64 (promptfoo's convertId). */
function idOf(id: unknown, hexLength: number): string {
  if (typeof id !== 'string') return '';
  if (id.length === hexLength && /^[0-9a-f]+$/i.test(id)) return id.toLowerCase();
  const decoded = Buffer.from(id, 'base64');
  const text = decoded.toString('utf8');
  if (text.length === hexLength && /^[0-9a-f]+$/i.test(text)) return text.toLowerCase();
  const hex = decoded.toString('hex');
  return hex.length === hexLength ? hex : cut(id.toLowerCase());
}

function attributesOf(list: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!Array.isArray(list)) return out;
  let kept = 0;
  for (const kv of list as unknown[]) {
    if (!isObject(kv) || typeof kv['key'] !== 'string') continue;
    if (kept++ >= MAX_ATTRIBUTES) break;
    const value = valueOf(kv['value'], 0);
    if (value !== undefined) out[kv['key']] = value;
  }
  return out;
}

function valueOf(value: unknown, depth: number): unknown {
  if (!isObject(value) || depth > 8) return undefined;
  if (value['stringValue'] !== undefined) return typeof value['stringValue'] === 'string' ? cut(value['stringValue']) : undefined;
  if (value['intValue'] !== undefined) return Number(value['intValue']);
  if (value['doubleValue'] !== undefined) return value['doubleValue'];
  if (value['boolValue'] !== undefined) return value['boolValue'];
  // promptfoo's JSON path drops bytes and its protobuf path keeps them as base64; both are kept here.
  if (typeof value['bytesValue'] === 'string') return cut(value['bytesValue']);
  const array = value['arrayValue'];
  if (isObject(array) && Array.isArray(array['values'])) return (array['values'] as unknown[]).slice(0, MAX_ITEMS).map((v) => valueOf(v, depth + 1));
  const kvlist = value['kvlistValue'];
  if (isObject(kvlist) && Array.isArray(kvlist['values'])) {
    const map: Record<string, unknown> = {};
    for (const kv of (kvlist['values'] as unknown[]).slice(0, MAX_ITEMS)) {
      if (isObject(kv) && typeof kv['key'] === 'string') map[kv['key']] = valueOf(kv['value'], depth + 1);
    }
    return map;
  }
  return undefined;
}

const cut = (text: string) => (text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
