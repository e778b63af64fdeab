// The embedding models' request and reply shapes, the choice of the run's
// embedding model, and the cache in front of it.
import { describe, expect, it } from 'vitest';
import { embeddingRequestBody, parseEmbeddingReply } from '../../src/providers/bedrock/embeddings.js';
import { DEFAULT_EMBEDDING_MODEL, embeddingFamily, parseEmbeddingSpec, resolveEmbeddingModel } from '../../src/providers/embedding-models.js';
import { costUsd } from '../../src/providers/prices.js';
import { SpecError } from '../../src/providers/spec.js';
import { ProviderError } from '../../src/providers/types.js';
import { createEmbedder, type EmbeddingCache } from '../../src/score/judge/embedder.js';
import { cannedProvider } from '../helpers/canned-provider.js';

const TITAN = 'amazon.titan-embed-text-v2:0';

describe('embedding models', () => {
  it('knows Titan and Cohere ids, with profile prefixes and ARNs, and nothing else', () => {
    expect(embeddingFamily(TITAN)).toBe('titan');
    expect(embeddingFamily('amazon.titan-embed-text-v1')).toBe('titan');
    expect(embeddingFamily('cohere.embed-english-v3')).toBe('cohere');
    expect(embeddingFamily('us.cohere.embed-v4:0')).toBe('cohere');
    expect(embeddingFamily('arn:aws:bedrock:us-east-1:1:inference-profile/us.cohere.embed-v4:0')).toBe('cohere');
    expect(embeddingFamily('amazon.titan-text-express-v1')).toBeNull();
    expect(embeddingFamily('us.amazon.nova-micro-v1:0')).toBeNull();
    expect(parseEmbeddingSpec(TITAN).label).toBe(`bedrock:${TITAN}`);
    expect(() => parseEmbeddingSpec('exec:./embed')).toThrow(SpecError);
    expect(() => parseEmbeddingSpec('anthropic.claude-3-haiku-20240307-v1:0')).toThrow(/is not an embedding model/);
  });

  it('defaults to Titan v2 only when a model or the judge is on Bedrock', () => {
    expect(resolveEmbeddingModel(undefined, ['us.amazon.nova-micro-v1:0'], undefined)).toBe(DEFAULT_EMBEDDING_MODEL);
    expect(resolveEmbeddingModel(undefined, ['replay:a.jsonl'], 'bedrock:judge-v1:0')).toBe(DEFAULT_EMBEDDING_MODEL);
    expect(resolveEmbeddingModel(undefined, ['replay:a.jsonl', 'exec:./m'], undefined)).toBeNull();
    expect(resolveEmbeddingModel(undefined, [], 'exec:./judge')).toBeNull();
    expect(resolveEmbeddingModel(' cohere.embed-english-v3 ', ['replay:a.jsonl'], undefined)).toBe('cohere.embed-english-v3');
  });

  it('sends each family its own body', () => {
    expect(embeddingRequestBody('titan', 'hi')).toEqual({ inputText: 'hi' });
    expect(embeddingRequestBody('cohere', 'hi')).toEqual({ texts: ['hi'], input_type: 'search_document' });
  });

  it('reads a Titan reply with its token count and prices it', () => {
    const reply = parseEmbeddingReply('titan', TITAN, JSON.stringify({ embedding: [0.5, -0.25], inputTextTokenCount: 7 }), 3);
    expect(reply).toMatchObject({ output: '', embedding: [0.5, -0.25], usage: { input_tokens: 7, output_tokens: 0 }, latency_ms: 3 });
    expect(reply.cost_usd).toBe(costUsd(TITAN, { input_tokens: 7, output_tokens: 0 }));
    expect(reply.cost_usd).toBeGreaterThan(0);
    // Without a token count the cost is unknown, not 0.
    expect(parseEmbeddingReply('titan', TITAN, JSON.stringify({ embedding: [1] }), 3)).toMatchObject({ usage: null, cost_usd: null });
  });

  it('reads Cohere v3 and v4 replies', () => {
    expect(parseEmbeddingReply('cohere', 'cohere.embed-english-v3', JSON.stringify({ embeddings: [[1, 2]], id: 'x' }), 1).embedding).toEqual([1, 2]);
    expect(parseEmbeddingReply('cohere', 'cohere.embed-v4:0', JSON.stringify({ embeddings: { float: [[3, 4]] } }), 1).embedding).toEqual([3, 4]);
  });

  it.each([
    ['titan', 'not json', /not JSON/],
    ['titan', '{"embedding": []}', /no "embedding" list of numbers/],
    ['titan', '{"embedding": [1, "2"]}', /no "embedding" list of numbers/],
    ['titan', '{"embedding": [1, null]}', /no "embedding" list of numbers/],
    ['titan', '{"embeddings": [[1]]}', /no "embedding" list of numbers/],
    ['cohere', '{"embeddings": [[1], [2]]}', /holding one list of numbers/],
    ['cohere', '{"embeddings": [1, 2]}', /holding one list of numbers/],
    ['cohere', '{"embedding": [1, 2]}', /holding one list of numbers/],
    ['cohere', 'null', /holding one list of numbers/],
  ] as const)('refuses a malformed %s reply %s, not retryable', (family, body, why) => {
    let caught: unknown;
    try {
      parseEmbeddingReply(family, 'm', body, 1);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ProviderError);
    expect((caught as ProviderError).message).toMatch(why);
    expect((caught as ProviderError).retryable).toBe(false);
  });
});

describe('the embedding cache', () => {
  it('asks once per distinct text, concurrent askers included, and counts only the calls made', async () => {
    const provider = cannedProvider([(request) => ({ embedding: [request.prompt.length], cost_usd: 0.5 })]);
    const cache: EmbeddingCache = new Map();
    let observed = 0;
    const first = createEmbedder(provider, cache, () => observed++);
    const second = createEmbedder(provider, cache, () => observed++);
    const vectors = await Promise.all([first.embed('ab'), first.embed('ab'), second.embed('ab'), first.embed('abc')]);
    expect(vectors).toEqual([[2], [2], [2], [3]]);
    expect(await second.embed('abc')).toEqual([3]);
    expect(provider.requests.map((r) => r.prompt)).toEqual(['ab', 'abc']);
    expect(observed).toBe(2);
  });

  it('does not keep a failure: the next asker calls again', async () => {
    let calls = 0;
    const provider = cannedProvider([
      () => {
        calls++;
        if (calls === 1) throw new ProviderError('boom', { code: 'X' });
        return { embedding: [1] };
      },
    ]);
    const embedder = createEmbedder(provider, new Map());
    await expect(embedder.embed('t')).rejects.toThrow('boom');
    expect(await embedder.embed('t')).toEqual([1]);
    expect(calls).toBe(2);
  });

  it('refuses a reply without a vector', async () => {
    const embedder = createEmbedder(cannedProvider(['just text']), new Map());
    await expect(embedder.embed('t')).rejects.toThrow('returned no vector');
  });
});
