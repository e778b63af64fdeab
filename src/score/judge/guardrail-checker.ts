// Bedrock Guardrails for the moderation assertion: a text checked against a
// guardrail (ApplyGuardrail), every call counted in the run's grading spend.
import type { Guardrail } from '../../config/index.js';
import type { GuardrailVerdict, Provider, ProviderResponse } from '../../providers/index.js';

export interface GuardrailChecker {
  /** What the guardrail decides about `text` as a model's output. */
  check(text: string, guardrail: Guardrail, caseId: string): Promise<GuardrailVerdict>;
}

export function createGuardrailChecker(provider: Provider, observe?: (response: ProviderResponse) => void): GuardrailChecker {
  return {
    async check(text, guardrail, caseId) {
      const response = await provider.call({ prompt: text, guardrail, caseId });
      observe?.(response);
      if (!response.guardrail) throw new Error(`${provider.spec.label} returned no guardrail verdict`);
      return response.guardrail;
    },
  };
}
