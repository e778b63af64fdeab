// What the Bedrock provider reads from a Converse reply for the response
// assertions (finish-reason, tool calls, guardrails), through the real AWS SDK
// against the fake server.
import { describe, expect, it } from 'vitest';
import { createBedrockProvider } from '../../src/providers/bedrock/converse.js';
import { normaliseFinishReason } from '../../src/providers/finish-reason.js';
import type { ModelSpec } from '../../src/providers/types.js';
import type { FakeHandler } from '../fakes/bedrock.js';
import { useFakeBedrock } from '../helpers/fake-bedrock.js';

const spec: ModelSpec = { kind: 'bedrock', target: 'us.amazon.nova-micro-v1:0', label: 'bedrock:us.amazon.nova-micro-v1:0' };
const GUARDRAIL = { identifier: 'gr-abc123', version: '2' };

const { startFake } = useFakeBedrock();

async function call(handler: FakeHandler, request: { guardrail?: typeof GUARDRAIL } = {}) {
  const server = await startFake(handler);
  const provider = createBedrockProvider(spec, { endpoint: server.url });
  const response = await provider.call({ prompt: 'hello', caseId: 'c1', ...request });
  return { response, body: server.requests[0]?.body as Record<string, unknown> };
}

describe('finish reasons', () => {
  it.each([
    ['end_turn', 'stop'],
    ['stop_sequence', 'stop'],
    ['max_tokens', 'length'],
    ['tool_use', 'tool_calls'],
    // Not in promptfoo's table: they pass through unchanged.
    ['guardrail_intervened', 'guardrail_intervened'],
    ['content_filtered', 'content_filtered'],
  ])('keeps stopReason %s and normalises it to %s', async (stopReason, normalised) => {
    const { response } = await call(() => ({ text: 'x', stopReason }));
    expect(response.stop_reason).toBe(stopReason);
    expect(response.finish_reason).toBe(normalised);
  });

  it('normalises as promptfoo does: case and blanks, and passes unknown reasons through lowercased', () => {
    expect(normaliseFinishReason(' END_TURN ')).toBe('stop');
    expect(normaliseFinishReason('refusal')).toBe('content_filter');
    expect(normaliseFinishReason('Model_Context_Window_Exceeded')).toBe('model_context_window_exceeded');
    expect(normaliseFinishReason('   ')).toBeUndefined();
    expect(normaliseFinishReason(undefined)).toBeUndefined();
    // An inherited name is not a table entry.
    expect(normaliseFinishReason('constructor')).toBe('constructor');
  });
});

describe('tool calls', () => {
  it('turns toolUse blocks into tool calls with their ids, names and inputs', async () => {
    const { response } = await call(() => ({ toolUses: [{ toolUseId: 't1', name: 'get_weather', input: { city: 'Zürich', days: 2 } }] }));
    expect(response.toolCalls).toEqual([{ id: 't1', name: 'get_weather', arguments: { city: 'Zürich', days: 2 } }]);
    expect(response.finish_reason).toBe('tool_calls');
    expect(response.output).toBe('');
  });
});

describe('guardrails', () => {
  it('sends guardrailConfig with the trace enabled, and reports an unflagged verdict', async () => {
    const { response, body } = await call(() => ({ text: 'fine', trace: { guardrail: { inputAssessment: { [GUARDRAIL.identifier]: {} } } } }), {
      guardrail: GUARDRAIL,
    });
    expect(body['guardrailConfig']).toEqual({ guardrailIdentifier: 'gr-abc123', guardrailVersion: '2', trace: 'enabled' });
    expect(response.guardrail).toEqual({ flagged: false, flagged_input: false, flagged_output: false });
  });

  it('flags the call when Bedrock stops with guardrail_intervened, and tells input from output', async () => {
    const blockedInput = {
      guardrail: {
        inputAssessment: { gr: { contentPolicy: { filters: [{ type: 'VIOLENCE', confidence: 'HIGH', action: 'BLOCKED' }] } } },
        outputAssessments: { gr: [{ wordPolicy: { customWords: [{ match: 'x', action: 'NONE' }] } }] },
        actionReason: 'Guardrail blocked.',
      },
    };
    const { response } = await call(() => ({ text: 'Sorry, I cannot help.', stopReason: 'guardrail_intervened', trace: blockedInput }), {
      guardrail: GUARDRAIL,
    });
    expect(response.guardrail).toEqual({ flagged: true, flagged_input: true, flagged_output: false, reason: 'Guardrail blocked.' });

    const blockedOutput = {
      guardrail: { outputAssessments: { gr: [{ sensitiveInformationPolicy: { piiEntities: [{ type: 'EMAIL', action: 'ANONYMIZED' }] } }] } },
    };
    const second = await call(() => ({ text: 'mail {EMAIL}', stopReason: 'guardrail_intervened', trace: blockedOutput }), { guardrail: GUARDRAIL });
    expect(second.response.guardrail).toEqual({ flagged: true, flagged_input: false, flagged_output: true });
  });

  it('leaves the verdict out, and sends no guardrailConfig, when none is configured', async () => {
    const { response, body } = await call(() => ({ text: 'x', stopReason: 'guardrail_intervened' }));
    expect(body).not.toHaveProperty('guardrailConfig');
    expect(response.guardrail).toBeUndefined();
  });
});
