// OTLP's protobuf encoding of an ExportTraceServiceRequest
// (opentelemetry/proto/collector/trace/v1/trace_service.proto and
// trace/v1/trace.proto), decoded into the shape OTLP/JSON gives: only the
// fields the trace checks read. Written by hand rather than with a protobuf
// library: the wire format is five cases, the schema's fields we need are a
// dozen, and a generated decoder would bring a code generator and a
// dependency for them. Unknown fields are skipped, as protobuf requires.
import type { OtlpAnyValue, OtlpKeyValue, OtlpRequest, OtlpResourceSpans, OtlpScopeSpans, OtlpSpan } from './otlp.js';

export class ProtobufError extends Error {
  override name = 'ProtobufError';
}

/** Nesting deeper than this is refused: an attribute's array of arrays cannot recurse without bound. */
const MAX_DEPTH = 32;

/** A reader over one message's bytes. */
class Reader {
  private at = 0;
  constructor(
    private readonly bytes: Uint8Array,
    readonly depth: number,
  ) {
    if (depth > MAX_DEPTH) throw new ProtobufError(`invalid protobuf: nested deeper than ${MAX_DEPTH}`);
  }

  get done(): boolean {
    return this.at >= this.bytes.length;
  }

  varint(): bigint {
    let result = 0n;
    for (let shift = 0n; shift < 70n; shift += 7n) {
      if (this.at >= this.bytes.length) throw new ProtobufError('invalid protobuf: a number runs past the end');
      const byte = this.bytes[this.at++] as number;
      result |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return result;
    }
    throw new ProtobufError('invalid protobuf: a number is longer than ten bytes');
  }

  small(): number {
    return Number(BigInt.asUintN(32, this.varint()));
  }

  take(length: number): Uint8Array {
    if (length < 0 || this.at + length > this.bytes.length) throw new ProtobufError('invalid protobuf: a field runs past the end');
    const out = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return out;
  }

  /** The next field's number and wire type. */
  tag(): { field: number; wire: number } {
    const key = this.small();
    return { field: key >>> 3, wire: key & 7 };
  }

  bytesField(): Uint8Array {
    return this.take(this.small());
  }

  message(): Reader {
    return new Reader(this.bytesField(), this.depth + 1);
  }

  string(): string {
    return new TextDecoder().decode(this.bytesField());
  }

  fixed64(): bigint {
    const b = this.take(8);
    return new DataView(b.buffer, b.byteOffset, 8).getBigUint64(0, true);
  }

  double(): number {
    const b = this.take(8);
    return new DataView(b.buffer, b.byteOffset, 8).getFloat64(0, true);
  }

  skip(wire: number): void {
    if (wire === 0) this.varint();
    else if (wire === 1) this.take(8);
    else if (wire === 2) this.take(this.small());
    else if (wire === 5) this.take(4);
    else throw new ProtobufError(`invalid protobuf: wire type ${wire}`);
  }
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** Each field of a message, handed to `on`; a field it does not take is skipped. */
function fields(reader: Reader, on: (field: number, wire: number) => boolean): void {
  while (!reader.done) {
    const { field, wire } = reader.tag();
    if (!on(field, wire)) reader.skip(wire);
  }
}

export function decodeTraceRequest(body: Uint8Array): OtlpRequest {
  const resourceSpans: OtlpResourceSpans[] = [];
  const reader = new Reader(body, 0);
  fields(reader, (field, wire) => {
    if (field !== 1 || wire !== 2) return false;
    resourceSpans.push(resourceSpansOf(reader.message()));
    return true;
  });
  return { resourceSpans };
}

function resourceSpansOf(reader: Reader): OtlpResourceSpans {
  const out: OtlpResourceSpans = { resource: { attributes: [] }, scopeSpans: [] };
  fields(reader, (field, wire) => {
    if (wire !== 2) return false;
    if (field === 1) {
      const resource = reader.message();
      fields(resource, (f, w) => (f === 1 && w === 2 ? (out.resource?.attributes?.push(keyValue(resource.message())), true) : false));
    } else if (field === 2) out.scopeSpans.push(scopeSpansOf(reader.message()));
    else return false;
    return true;
  });
  return out;
}

function scopeSpansOf(reader: Reader): OtlpScopeSpans {
  const out: OtlpScopeSpans = { spans: [] };
  fields(reader, (field, wire) => {
    if (wire !== 2) return false;
    if (field === 1) {
      const scope = reader.message();
      const found: { name?: string; version?: string } = {};
      fields(scope, (f, w) => {
        if (w !== 2 || (f !== 1 && f !== 2)) return false;
        found[f === 1 ? 'name' : 'version'] = scope.string();
        return true;
      });
      out.scope = found;
    } else if (field === 2) out.spans.push(spanOf(reader.message()));
    else return false;
    return true;
  });
  return out;
}

function spanOf(reader: Reader): OtlpSpan {
  const span: OtlpSpan = { traceId: '', spanId: '', name: '', attributes: [] };
  fields(reader, (field, wire) => {
    if (wire === 2) {
      if (field === 1) span.traceId = hex(reader.bytesField());
      else if (field === 2) span.spanId = hex(reader.bytesField());
      else if (field === 4) span.parentSpanId = hex(reader.bytesField());
      else if (field === 5) span.name = reader.string();
      else if (field === 9) span.attributes?.push(keyValue(reader.message()));
      else if (field === 15) span.status = statusOf(reader.message());
      else return false;
      return true;
    }
    if (wire === 1 && (field === 7 || field === 8)) {
      span[field === 7 ? 'startTimeUnixNano' : 'endTimeUnixNano'] = reader.fixed64().toString();
      return true;
    }
    if (wire === 0 && field === 6) {
      span.kind = reader.small();
      return true;
    }
    return false;
  });
  return span;
}

function statusOf(reader: Reader): { code?: number; message?: string } {
  const status: { code?: number; message?: string } = {};
  fields(reader, (field, wire) => {
    if (field === 2 && wire === 2) status.message = reader.string();
    else if (field === 3 && wire === 0) status.code = reader.small();
    else return false;
    return true;
  });
  return status;
}

function keyValue(reader: Reader): OtlpKeyValue {
  const kv: OtlpKeyValue = { key: '' };
  fields(reader, (field, wire) => {
    if (wire !== 2) return false;
    if (field === 1) kv.key = reader.string();
    else if (field === 2) kv.value = anyValue(reader.message());
    else return false;
    return true;
  });
  return kv;
}

function anyValue(reader: Reader): OtlpAnyValue {
  const value: OtlpAnyValue = {};
  fields(reader, (field, wire) => {
    if (field === 1 && wire === 2) value.stringValue = reader.string();
    else if (field === 2 && wire === 0) value.boolValue = reader.varint() !== 0n;
    else if (field === 3 && wire === 0) value.intValue = BigInt.asIntN(64, reader.varint()).toString();
    else if (field === 4 && wire === 1) value.doubleValue = reader.double();
    else if (field === 7 && wire === 2) value.bytesValue = Buffer.from(reader.bytesField()).toString('base64');
    else if ((field === 5 || field === 6) && wire === 2) {
      const list = reader.message();
      if (field === 5) {
        const values: OtlpAnyValue[] = [];
        fields(list, (f, w) => (f === 1 && w === 2 ? (values.push(anyValue(list.message())), true) : false));
        value.arrayValue = { values };
      } else {
        const values: OtlpKeyValue[] = [];
        fields(list, (f, w) => (f === 1 && w === 2 ? (values.push(keyValue(list.message())), true) : false));
        value.kvlistValue = { values };
      }
    } else return false;
    return true;
  });
  return value;
}
