// An exec: model is started with the case's trace too: its spans come back on
// its answer, where the trace assertions read them.
import { describe, expect, it } from 'vitest';
import { createExecProvider } from '../../src/providers/exec.js';
import { createTraceReceiver } from '../../src/traces/index.js';
import { nodeCommand } from '../helpers/tmp.js';

// Posts one span on the trace TRACEPARENT names, as an OTLP/JSON exporter would, then answers.
const MODEL = nodeCommand(`
const [, trace, parent] = process.env.TRACEPARENT.split('-');
const span = { traceId: trace, spanId: 'aaaaaaaaaaaaaaaa', parentSpanId: parent, name: 'model.generate',
  startTimeUnixNano: '1700000000000000000', endTimeUnixNano: '1700000000042000000', status: { code: 1 } };
const body = JSON.stringify({ resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ spans: [span] }] }] });
fetch(process.env.OTEL_EXPORTER_OTLP_ENDPOINT + '/v1/traces', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  .then(() => process.stdout.write('answer'));
`);

describe('an exec: model with the run receiver', () => {
  it('returns the spans it exported for the case with its answer', async () => {
    const provider = createExecProvider({ kind: 'exec', target: MODEL, label: 'm' }, { env: process.env, traces: createTraceReceiver() });
    const response = await provider.call({ caseId: 'c1', prompt: 'hi' });
    expect(response.output).toBe('answer');
    expect(response.spans?.map((s) => [s.name, s.end_ms! - s.start_ms, s.status_code])).toEqual([['model.generate', 42, 1]]);
  });

  it('without a receiver, no variable is set and no spans come back', async () => {
    const provider = createExecProvider(
      { kind: 'exec', target: nodeCommand('process.stdout.write(String(process.env.TRACEPARENT))'), label: 'm' },
      { env: {} },
    );
    const response = await provider.call({ caseId: 'c1', prompt: 'hi' });
    expect(response.output).toBe('undefined');
    expect(response.spans).toBeUndefined();
  });
});
