import { describe, expect, it } from 'vitest';
import { parseModelSpec, SpecError } from '../../src/providers/spec.js';

describe('parseModelSpec', () => {
  it.each([
    ['us.anthropic.claude-sonnet-4-5-20250929-v1:0', 'bedrock', 'us.anthropic.claude-sonnet-4-5-20250929-v1:0'],
    ['bedrock:amazon.nova-micro-v1:0', 'bedrock', 'amazon.nova-micro-v1:0'],
    [
      'arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.x-v1:0',
      'bedrock',
      'arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.x-v1:0',
    ],
    ['replay:out/a.jsonl', 'replay', 'out/a.jsonl'],
    ['exec: python3 agent.py --fast', 'exec', 'python3 agent.py --fast'],
  ])('%s', (text, kind, target) => {
    const spec = parseModelSpec(text);
    expect(spec).toEqual({ kind, target, label: `${kind}:${target}` });
  });

  it.each(['', 'replay:', 'python3 agent.py'])('rejects %j with a hint', (text) => {
    expect(() => parseModelSpec(text)).toThrow(SpecError);
  });
});
