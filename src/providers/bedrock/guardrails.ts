// Bedrock Guardrails' ApplyGuardrail: checks one text against a guardrail
// without calling a model, through the shared client the Converse provider
// uses (region, credentials, endpoint, error mapping; retries come from
// src/run/retry.ts). What the `moderation` assertion asks.
import { ApplyGuardrailCommand, type ApplyGuardrailCommandOutput, type GuardrailAssessment } from '@aws-sdk/client-bedrock-runtime';
import { regionalClient, timedCall } from './converse.js';
import { ProviderError, type GuardrailFlag, type GuardrailVerdict, type ModelSpec, type Provider, type ProviderResponse } from '../types.js';

export interface BedrockGuardrailOptions {
  region?: string;
  endpoint?: string;
}

/** A Provider whose call checks `request.prompt` as model output against `request.guardrail`. */
export function createBedrockGuardrailProvider(spec: ModelSpec, options: BedrockGuardrailOptions = {}): Provider {
  const { region, client } = regionalClient(options);
  return {
    spec,
    deterministic: false,
    async call(request): Promise<ProviderResponse> {
      const { guardrail } = request;
      if (!guardrail) throw new Error('ApplyGuardrail needs a guardrail identifier and version');
      const name = `guardrail ${guardrail.identifier} version ${guardrail.version}`;
      const { output, latency_ms } = await timedCall(
        () =>
          client.send(
            new ApplyGuardrailCommand({
              guardrailIdentifier: guardrail.identifier,
              guardrailVersion: guardrail.version,
              source: 'OUTPUT',
              content: [{ text: { text: request.prompt } }],
            }),
            { abortSignal: request.signal },
          ),
        name,
        region,
      );
      // Guardrails bill per text unit and policy, which supereval does not price: unknown, not 0.
      return { output: '', latency_ms, usage: null, cost_usd: null, guardrail: guardrailReply(output, name) };
    },
  };
}

/** The verdict of an ApplyGuardrail reply; an action other than NONE or GUARDRAIL_INTERVENED is not one we can read. */
export function guardrailReply(output: Pick<ApplyGuardrailCommandOutput, 'action' | 'actionReason' | 'assessments'>, name: string): GuardrailVerdict {
  const { action } = output;
  if (action !== 'NONE' && action !== 'GUARDRAIL_INTERVENED') {
    throw new ProviderError(`malformed ApplyGuardrail reply from ${name}: "action" is ${JSON.stringify(action)}, not NONE or GUARDRAIL_INTERVENED`, {
      code: 'MalformedGuardrailReply',
    });
  }
  const intervened = action === 'GUARDRAIL_INTERVENED';
  const verdict: GuardrailVerdict = {
    flagged: intervened,
    flagged_input: false,
    flagged_output: intervened,
    flags: interventions(output.assessments ?? []),
  };
  if (output.actionReason) verdict.reason = output.actionReason;
  return verdict;
}

const acted = (entry: { action?: string | undefined }) => entry.action !== undefined && entry.action !== 'NONE';

/** Each policy entry that acted (BLOCKED, ANONYMIZED...), by its category: a content filter's type, a topic's name, a PII type... */
export function interventions(assessments: readonly GuardrailAssessment[]): GuardrailFlag[] {
  const flags: GuardrailFlag[] = [];
  const add = (code: string | undefined, what: string, action: string | undefined) =>
    flags.push({ code: code ?? 'UNKNOWN', description: `${what} (${action ?? 'acted'})` });
  for (const a of assessments) {
    for (const f of (a.contentPolicy?.filters ?? []).filter(acted))
      add(f.type, `content filter ${f.type ?? ''}, ${f.confidence ?? ''} confidence`, f.action);
    for (const t of (a.topicPolicy?.topics ?? []).filter(acted)) add(t.name, `denied topic ${t.name ?? ''}`, t.action);
    for (const w of (a.wordPolicy?.customWords ?? []).filter(acted)) add('CUSTOM_WORD', `custom word "${w.match ?? ''}"`, w.action);
    for (const w of (a.wordPolicy?.managedWordLists ?? []).filter(acted)) add(w.type, `managed word list ${w.type ?? ''}`, w.action);
    for (const p of (a.sensitiveInformationPolicy?.piiEntities ?? []).filter(acted)) add(p.type, `sensitive information ${p.type ?? ''}`, p.action);
    for (const r of (a.sensitiveInformationPolicy?.regexes ?? []).filter(acted))
      add(r.name, `sensitive information pattern ${r.name ?? ''}`, r.action);
    for (const g of (a.contextualGroundingPolicy?.filters ?? []).filter(acted)) {
      add(g.type, `contextual grounding ${g.type ?? ''} score ${g.score ?? '?'} below ${g.threshold ?? '?'}`, g.action);
    }
  }
  return flags;
}
