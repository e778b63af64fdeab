// Reading ApplyGuardrail replies: the verdict, and each policy that acted by category.
import { describe, expect, it } from 'vitest';
import { guardrailReply, interventions } from '../../src/providers/bedrock/guardrails.js';
import { ProviderError } from '../../src/providers/types.js';

describe('ApplyGuardrail replies', () => {
  it('names every policy that acted, and none that only detected', () => {
    const flags = interventions([
      {
        contentPolicy: {
          filters: [
            { type: 'INSULTS', confidence: 'MEDIUM', action: 'BLOCKED' },
            { type: 'SEXUAL', confidence: 'LOW', action: 'NONE', detected: true },
          ],
        },
        topicPolicy: { topics: [{ name: 'Investment advice', type: 'DENY', action: 'BLOCKED' }] },
        wordPolicy: {
          customWords: [{ match: 'frobnicate', action: 'BLOCKED' }],
          managedWordLists: [{ match: 'darn', type: 'PROFANITY', action: 'BLOCKED' }],
        },
        sensitiveInformationPolicy: {
          piiEntities: [{ match: 'a@b.c', type: 'EMAIL', action: 'ANONYMIZED' }],
          regexes: [{ name: 'ticket', match: 'T-1', regex: 'T-\\d', action: 'BLOCKED' }],
        },
        contextualGroundingPolicy: { filters: [{ type: 'GROUNDING', threshold: 0.7, score: 0.2, action: 'BLOCKED' }] },
      },
    ]);
    expect(flags).toEqual([
      { code: 'INSULTS', description: 'content filter INSULTS, MEDIUM confidence (BLOCKED)' },
      { code: 'Investment advice', description: 'denied topic Investment advice (BLOCKED)' },
      { code: 'CUSTOM_WORD', description: 'custom word "frobnicate" (BLOCKED)' },
      { code: 'PROFANITY', description: 'managed word list PROFANITY (BLOCKED)' },
      { code: 'EMAIL', description: 'sensitive information EMAIL (ANONYMIZED)' },
      { code: 'ticket', description: 'sensitive information pattern ticket (BLOCKED)' },
      { code: 'GROUNDING', description: 'contextual grounding GROUNDING score 0.2 below 0.7 (BLOCKED)' },
    ]);
  });

  it('reads the action, and refuses one it does not know', () => {
    expect(guardrailReply({ action: 'NONE', assessments: [] }, 'g')).toEqual({
      flagged: false,
      flagged_input: false,
      flagged_output: false,
      flags: [],
    });
    expect(guardrailReply({ action: 'GUARDRAIL_INTERVENED', actionReason: 'why', assessments: [] }, 'g')).toMatchObject({
      flagged: true,
      reason: 'why',
    });
    expect(() => guardrailReply({ action: undefined, assessments: [] }, 'g')).toThrow(ProviderError);
  });
});
