import { calcPrice } from '@pydantic/genai-prices';
import { describe, expect, it } from 'vitest';
import { baseModelId, costUsd, PriceOverridesSchema, stripArn } from '../../src/providers/prices.js';

const MILLION = { input_tokens: 1_000_000, output_tokens: 1_000_000 };

describe('model ids', () => {
  it('strips ARNs and inference-profile prefixes to the base model', () => {
    expect(stripArn('arn:aws:bedrock:us-east-1:1:inference-profile/eu.amazon.nova-pro-v1:0')).toBe('eu.amazon.nova-pro-v1:0');
    expect(stripArn('amazon.nova-pro-v1:0')).toBe('amazon.nova-pro-v1:0');
    expect(baseModelId('arn:aws:bedrock:us-east-1::foundation-model/meta.llama3-3-70b-instruct-v1:0')).toBe('meta.llama3-3-70b-instruct-v1:0');
    for (const prefix of ['us', 'eu', 'apac', 'global']) {
      expect(baseModelId(`${prefix}.anthropic.claude-haiku-4-5-20251001-v1:0`)).toBe('anthropic.claude-haiku-4-5-20251001-v1:0');
    }
    // A provider name that merely starts like a prefix is left alone.
    expect(baseModelId('usx.model-v1')).toBe('usx.model-v1');
  });
});

describe('costUsd from the price package', () => {
  it('prices base ids and profile ids of one model alike when the price does not vary', () => {
    expect(costUsd('amazon.nova-micro-v1:0', MILLION)).toBeCloseTo(0.035 + 0.14, 12);
    expect(costUsd('us.amazon.nova-micro-v1:0', MILLION)).toBeCloseTo(0.035 + 0.14, 12);
    expect(costUsd('us.meta.llama3-3-70b-instruct-v1:0', MILLION)).toBeCloseTo(0.72 + 0.72, 12);
  });

  it('prices a global profile below a regional one where Bedrock does', () => {
    const global = costUsd('global.anthropic.claude-sonnet-4-5-20250929-v1:0', MILLION);
    const regional = costUsd('us.anthropic.claude-sonnet-4-5-20250929-v1:0', MILLION);
    expect(global).toBeCloseTo(3 + 15, 12);
    expect(regional).toBeCloseTo((3 + 15) * 1.1, 12);
  });

  it('prices cache reads and writes at their own rates (Bedrock input excludes them)', () => {
    const cost = costUsd('global.anthropic.claude-haiku-4-5-20251001-v1:0', {
      input_tokens: 1_000_000,
      output_tokens: 0,
      cache_read_tokens: 1_000_000,
      cache_write_tokens: 1_000_000,
    });
    expect(cost).toBeCloseTo(1 + 0.1 + 1.25, 12);
  });

  it('returns null for an unknown model and 0 only for zero tokens of a known one', () => {
    expect(costUsd('acme.unknown-model-v1:0', MILLION)).toBeNull();
    expect(costUsd('arn:aws:bedrock:us-east-1:1:application-inference-profile/abc123', MILLION)).toBeNull();
    expect(costUsd('amazon.nova-pro-v1:0', { input_tokens: 0, output_tokens: 0 })).toBe(0);
  });

  it('prices an id as the package does on every call, though each id is worked out once', () => {
    // A tiered model (input above 271,999 tokens costs more), flat ones, one with cache rates; asked in turns.
    const ids = ['global.openai.gpt-5.6-luna', 'us.amazon.nova-micro-v1:0', 'global.anthropic.claude-haiku-4-5-20251001-v1:0'];
    const sizes = [
      { input_tokens: 1000, output_tokens: 10 },
      { input_tokens: 300_000, output_tokens: 10 },
      { input_tokens: 1000, output_tokens: 10, cache_read_tokens: 500, cache_write_tokens: 200 },
    ];
    for (let round = 0; round < 2; round++) {
      for (const id of ids) {
        for (const tokens of sizes) {
          const { cache_read_tokens: read = 0, cache_write_tokens: write = 0 } = tokens as {
            cache_read_tokens?: number;
            cache_write_tokens?: number;
          };
          // The package's input_tokens include the cached ones.
          const packageUsage = { ...tokens, input_tokens: tokens.input_tokens + read + write };
          const direct = calcPrice(packageUsage, id, { providerId: 'aws' })?.total_price;
          expect(direct).toBeGreaterThan(0);
          expect(costUsd(id, tokens)).toBeCloseTo(direct!, 12);
        }
      }
    }
    const luna = ids[0]!;
    // Above the tier the whole input is priced at twice the rate: about 600 times the small input, not 300.
    expect(costUsd(luna, sizes[1]!)! / costUsd(luna, { input_tokens: 1000, output_tokens: 0 })!).toBeGreaterThan(500);
    expect(costUsd('acme.unknown-model-v1:0', MILLION)).toBeNull();
    expect(costUsd('acme.unknown-model-v1:0', MILLION)).toBeNull();
  });

  it('has no floating-point tails', () => {
    expect(costUsd('us.amazon.nova-lite-v1:0', { input_tokens: 1000, output_tokens: 100 })).toBe(0.000084);
  });
});

describe('costUsd with overrides', () => {
  it('overrides win, by exact id, then without the ARN, then by base model', () => {
    const overrides = {
      'us.amazon.nova-pro-v1:0': { input: 1, output: 2 },
      'amazon.nova-pro-v1:0': { input: 10, output: 20 },
    };
    expect(costUsd('us.amazon.nova-pro-v1:0', MILLION, overrides)).toBe(3);
    expect(costUsd('arn:aws:bedrock:us-east-1:1:inference-profile/us.amazon.nova-pro-v1:0', MILLION, overrides)).toBe(3);
    expect(costUsd('eu.amazon.nova-pro-v1:0', MILLION, overrides)).toBe(30);
    expect(costUsd('amazon.nova-micro-v1:0', MILLION, overrides)).toBeCloseTo(0.175, 12);
  });

  it('prices an application inference profile by its ARN', () => {
    const arn = 'arn:aws:bedrock:us-east-1:1:application-inference-profile/abc123';
    expect(costUsd(arn, MILLION, { [arn]: { input: 4, output: 8 } })).toBe(12);
  });

  it('uses cache rates when given and the input rate when not', () => {
    const tokens = { input_tokens: 0, output_tokens: 0, cache_read_tokens: 1_000_000, cache_write_tokens: 1_000_000 };
    expect(costUsd('m', tokens, { m: { input: 2, output: 9, cache_read: 0.5, cache_write: 3 } })).toBe(3.5);
    expect(costUsd('m', tokens, { m: { input: 2, output: 9 } })).toBe(4);
  });

  it('validates overrides with a clear error', () => {
    expect(PriceOverridesSchema.safeParse({ m: { input: 1, output: 2, cache_read: 0.1 } }).success).toBe(true);
    const bad = PriceOverridesSchema.safeParse({ m: { input: -1, output: 2 } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['m', 'input']);
    expect(PriceOverridesSchema.safeParse({ m: { input: 1, ouput: 2 } }).success).toBe(false);
  });
});
