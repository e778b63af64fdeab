// The run's OTLP receiver on its own: a case's spans by trace id or by the
// resource attribute its program was started with, the encodings and
// compressions exporters use, and the bounds.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeTraceRequest } from '../../src/traces/otlp-proto.js';
import { CASE_RESOURCE_ATTRIBUTE, createTraceReceiver, MAX_SPANS_PER_CASE } from '../../src/traces/index.js';

const span = (traceId: string, name: string, extra: Record<string, unknown> = {}) => ({
  traceId,
  spanId: '00f067aa0ba902b7',
  name,
  startTimeUnixNano: '1700000000000000000',
  endTimeUnixNano: '1700000000250000000',
  ...extra,
});
const exportOf = (spans: unknown[], resource: Record<string, string> = {}) => ({
  resourceSpans: [
    {
      resource: { attributes: Object.entries(resource).map(([key, v]) => ({ key, value: { stringValue: v } })) },
      scopeSpans: [{ scope: { name: 'lib', version: '2' }, spans }],
    },
  ],
});

async function post(url: string, body: Buffer | string, headers: Record<string, string>) {
  const res = await fetch(`${url}/v1/traces`, { method: 'POST', body, headers });
  return { status: res.status, text: await res.text() };
}

/** Protobuf by hand: tag, length, bytes. */
const field = (n: number, bytes: Buffer) => Buffer.concat([Buffer.from([(n << 3) | 2, bytes.length]), bytes]);
const str = (n: number, s: string) => field(n, Buffer.from(s));

describe('the OTLP receiver', () => {
  it("keeps a case's spans by its trace id, and by its resource attribute, and nothing of other traces", async () => {
    const receiver = createTraceReceiver();
    const one = await receiver.openCase();
    const env = one.env({ OTEL_RESOURCE_ATTRIBUTES: 'service.name=agent' });
    expect(env['TRACEPARENT']).toMatch(new RegExp(`^00-${one.traceId}-[0-9a-f]{16}-01$`));
    expect(env['OTEL_RESOURCE_ATTRIBUTES']).toBe(`service.name=agent,${CASE_RESOURCE_ATTRIBUTE}=${one.traceId}`);
    const url = env['OTEL_EXPORTER_OTLP_ENDPOINT'] as string;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const json = { 'content-type': 'application/json' };
    expect((await post(url, JSON.stringify(exportOf([span(one.traceId, 'joined', { status: { code: 2, message: 'boom' } })])), json)).status).toBe(
      200,
    );
    // A trace the program started itself, tagged by its resource.
    const own = 'ffffffffffffffffffffffffffffffff';
    await post(url, JSON.stringify(exportOf([span(own, 'own trace')], { [CASE_RESOURCE_ATTRIBUTE]: one.traceId })), json);
    await post(url, JSON.stringify(exportOf([span('eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 'stranger')])), json);
    const { spans, dropped } = await one.finish();
    expect(dropped).toBe(0);
    expect(spans.map((s) => s.name)).toEqual(['joined', 'own trace']);
    expect(spans[0]).toEqual({
      trace_id: one.traceId,
      span_id: '00f067aa0ba902b7',
      name: 'joined',
      start_ms: 1700000000000,
      end_ms: 1700000000250,
      status_code: 2,
      status_message: 'boom',
      attributes: { 'otel.scope.name': 'lib', 'otel.scope.version': '2', 'otel.span.kind': 'unspecified', 'otel.span.kind_code': 0 },
    });
    await receiver.close();
  });

  it('reads gzip, and protobuf; refuses other types, other paths and bodies it cannot read', async () => {
    const receiver = createTraceReceiver();
    const c = await receiver.openCase();
    const url = c.env({})['OTEL_EXPORTER_OTLP_ENDPOINT'] as string;
    const gz = gzipSync(JSON.stringify(exportOf([span(c.traceId, 'zipped')])));
    expect((await post(url, gz, { 'content-type': 'application/json', 'content-encoding': 'gzip' })).status).toBe(200);
    const protoSpan = Buffer.concat([field(1, Buffer.from(c.traceId, 'hex')), field(2, Buffer.from('00f067aa0ba902b7', 'hex')), str(5, 'binary')]);
    const body = field(1, field(2, field(2, protoSpan)));
    expect(decodeTraceRequest(body).resourceSpans[0]?.scopeSpans[0]?.spans[0]?.name).toBe('binary');
    expect((await post(url, body, { 'content-type': 'application/x-protobuf' })).status).toBe(200);
    expect((await post(url, 'x', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post(url, '{', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await post(url, Buffer.from([0x0a, 0x7f]), { 'content-type': 'application/x-protobuf' })).text).toContain('invalid protobuf');
    expect((await fetch(`${url}/v1/metrics`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await c.finish()).spans.map((s) => s.name)).toEqual(['zipped', 'binary']);
    await receiver.close();
  });

  it('keeps at most MAX_SPANS_PER_CASE spans of a case and counts the rest as dropped', async () => {
    const receiver = createTraceReceiver();
    const c = await receiver.openCase();
    const url = c.env({})['OTEL_EXPORTER_OTLP_ENDPOINT'] as string;
    const many = Array.from({ length: MAX_SPANS_PER_CASE + 5 }, (_, i) => span(c.traceId, `s${i}`));
    await post(url, JSON.stringify(exportOf(many)), { 'content-type': 'application/json' });
    const { spans, dropped } = await c.finish();
    expect(spans).toHaveLength(MAX_SPANS_PER_CASE);
    expect(dropped).toBe(5);
    await receiver.close();
  });
});
