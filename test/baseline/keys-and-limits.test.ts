// The pure pieces: cutting text to GitHub's limits, the config hash, cache keys.
import { describe, expect, it } from 'vitest';
import { baselineCacheKey, baselineRestoreKeys, CACHE_KEY_MAX_CHARS, isSameConfigKey, isSameModelKey } from '../../src/baseline/cache-key.js';
import { canonicalJson, CONFIG_HASH_LENGTH, configHash, configPartHashes } from '../../src/baseline/config-hash.js';
import type { ConfigHashParts } from '../../src/baseline/config-hash.js';
import { cutToChars, cutToUtf8Bytes } from '../../src/report/limits.js';

describe('cutToChars', () => {
  it('leaves text within the limit alone', () => {
    expect(cutToChars('abc', 3, '!')).toEqual({ text: 'abc', truncated: false });
  });
  it('cuts to the limit including the note, never splitting a surrogate pair', () => {
    expect(cutToChars('abcdef', 4, '!')).toEqual({ text: 'abc!', truncated: true });
    // '😀' is two UTF-16 units: a cut after 2 units would leave half of it.
    expect(cutToChars('a😀b', 2, '').text).toBe('a');
    expect(cutToChars('a😀b', 3, '').text).toBe('a😀');
  });
});

describe('cutToUtf8Bytes', () => {
  it('cuts on a character boundary, note included', () => {
    const cut = cutToUtf8Bytes('€€€', 7, '.');
    // 6 bytes of budget hold two 3-byte euros.
    expect(cut).toEqual({ text: '€€.', truncated: true });
    expect(cutToUtf8Bytes('€€€', 6, '.').text).toBe('€.');
    expect(cutToUtf8Bytes('ab', 2, '.')).toEqual({ text: 'ab', truncated: false });
  });
});

const parts: ConfigHashParts = {
  datasetJson: '{"name":"faq","type":"qa"}',
  casesFile: '{"id":"1","input":"hi"}\n',
  prompt: null,
  modelSpec: 'bedrock:anthropic.claude-x',
  judgeSpec: null,
  scorerSettings: { pass_rate: 0.9, weights: { exact: 1, judge: 2 } },
  hashFiles: [
    { path: 'b.txt', content: 'B' },
    { path: 'a.txt', content: 'A' },
  ],
};

describe('configHash', () => {
  it('is a fixed-length lowercase hex string, stable for the same inputs', () => {
    const h = configHash(parts);
    expect(h).toMatch(new RegExp(`^[0-9a-f]{${CONFIG_HASH_LENGTH}}$`));
    expect(configHash({ ...parts, datasetJson: Buffer.from(parts.datasetJson as string) })).toBe(h);
  });

  it('ignores the order of hash files and of settings keys', () => {
    const h = configHash(parts);
    expect(configHash({ ...parts, hashFiles: [...(parts.hashFiles ?? [])].reverse() })).toBe(h);
    expect(configHash({ ...parts, scorerSettings: { weights: { judge: 2, exact: 1 }, pass_rate: 0.9 } })).toBe(h);
  });

  it('changes with every part, and tells absent from empty and moved bytes', () => {
    const h = configHash(parts);
    const variants: ConfigHashParts[] = [
      { ...parts, datasetJson: '{"name":"faq","type":"qa "}' },
      { ...parts, casesFile: `${parts.casesFile as string}\n` },
      { ...parts, prompt: '' },
      { ...parts, modelSpec: 'bedrock:anthropic.claude-y' },
      { ...parts, judgeSpec: 'bedrock:judge' },
      { ...parts, scorerSettings: { pass_rate: 0.95, weights: { exact: 1, judge: 2 } } },
      { ...parts, hashFiles: [{ path: 'a.txt', content: 'A' }] },
      {
        ...parts,
        hashFiles: [
          { path: 'a.txt', content: 'B' },
          { path: 'b.txt', content: 'A' },
        ],
      },
      { ...parts, datasetJson: '{"name":"faq","type":"qa"}{"id":"1"', casesFile: ',"input":"hi"}\n' },
      { ...parts, extra: { trials: '3' } },
    ];
    const hashes = new Set(variants.map(configHash));
    expect(hashes.has(h)).toBe(false);
    expect(hashes.size).toBe(variants.length);
  });

  it('rejects a hash file listed twice', () => {
    expect(() =>
      configHash({
        ...parts,
        hashFiles: [
          { path: 'a', content: '1' },
          { path: 'a', content: '2' },
        ],
      }),
    ).toThrow(/twice/);
  });

  it('canonicalJson sorts keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[{"y":2,"z":1}]},"b":1}');
  });
});

describe('baseline cache keys', () => {
  const scope = { dataset: 'support faq', model: 'bedrock:anthropic.claude-3-5-sonnet-v1:0', configHash: '0123456789abcdef' };

  it('has the documented shape with separators that parts cannot contain', () => {
    expect(baselineCacheKey({ ...scope, runId: 42 })).toBe(
      'supereval-v1-support_faq.98f69543-bedrock_anthropic.claude_3_5_sonnet_v1_0-0123456789abcdef-42',
    );
    expect(baselineRestoreKeys(scope)).toEqual([
      'supereval-v1-support_faq.98f69543-bedrock_anthropic.claude_3_5_sonnet_v1_0-0123456789abcdef-',
      'supereval-v1-support_faq.98f69543-bedrock_anthropic.claude_3_5_sonnet_v1_0-',
      'supereval-v1-support_faq.98f69543-',
    ]);
  });

  it('keeps dataset/model boundaries apart in prefixes', () => {
    const a = baselineRestoreKeys({ dataset: 'a', model: 'b-c', configHash: 'x' })[1];
    const b = baselineRestoreKeys({ dataset: 'a-b', model: 'c', configHash: 'x' })[1];
    expect(a).not.toBe(b);
    const claude = baselineRestoreKeys({ ...scope, model: 'claude' })[1];
    expect(baselineCacheKey({ ...scope, model: 'claude-v2', runId: 1 }).startsWith(claude)).toBe(false);
  });

  it('stays within 512 characters, without commas, for very long names', () => {
    const long = { dataset: 'd,'.repeat(400), model: 'm'.repeat(1000), configHash: 'f'.repeat(64), runId: '9'.repeat(30) };
    const key = baselineCacheKey(long);
    expect(key.length).toBeLessThanOrEqual(CACHE_KEY_MAX_CHARS);
    expect(key).not.toContain(',');
    // Long names that differ only past the cut still get different keys.
    expect(baselineCacheKey({ ...long, model: `${'m'.repeat(999)}n` })).not.toBe(key);
  });

  it('tells whether a matched key has the same config, and the same models', () => {
    expect(isSameConfigKey(baselineCacheKey({ ...scope, runId: 7 }), scope)).toBe(true);
    expect(isSameConfigKey(baselineCacheKey({ ...scope, configHash: 'fedcba9876543210', runId: 7 }), scope)).toBe(false);
    expect(isSameModelKey(baselineCacheKey({ ...scope, configHash: 'fedcba9876543210', runId: 7 }), scope)).toBe(true);
    expect(isSameModelKey(baselineCacheKey({ ...scope, model: 'claude', runId: 7 }), scope)).toBe(false);
    expect(isSameModelKey(baselineCacheKey({ ...scope, model: `${scope.model}-extended`, runId: 7 }), scope)).toBe(false);
  });

  it('gives dataset names that share a slug different keys, and keeps portable names as they were', () => {
    const [slash] = baselineRestoreKeys({ ...scope, dataset: 'eval/x' });
    const [space] = baselineRestoreKeys({ ...scope, dataset: 'eval x' });
    expect(slash).not.toBe(space);
    expect(slash).toMatch(/^supereval-v1-eval_x\.[0-9a-f]{8}-/);
    // `-` becomes `_`: the name that has `_` itself is the one that gets a hash.
    const [hyphen] = baselineRestoreKeys({ ...scope, dataset: 'eval-x' });
    const [underscore] = baselineRestoreKeys({ ...scope, dataset: 'eval_x' });
    expect(hyphen).toMatch(/^supereval-v1-eval_x-/);
    expect(underscore).toMatch(/^supereval-v1-eval_x\.[0-9a-f]{8}-/);
    expect(hyphen.startsWith(underscore) || underscore.startsWith(hyphen)).toBe(false);
    // Names of letters, digits, `.` and `-` keep the keys existing caches were saved under.
    expect(baselineRestoreKeys({ ...scope, dataset: 'support-qa' })[1]).toBe('supereval-v1-support_qa-bedrock_anthropic.claude_3_5_sonnet_v1_0-');
  });

  it('refuses empty parts', () => {
    expect(() => baselineCacheKey({ ...scope, dataset: '', runId: 1 })).toThrow(/dataset is empty/);
  });
});

describe('configPartHashes', () => {
  const base: ConfigHashParts = {
    datasetJson: '{"name":"qa"}',
    casesFile: '{"id":"a"}\n',
    prompt: 'Answer: {{query}}',
    modelSpec: 'bedrock:m',
    judgeSpec: 'bedrock:j',
    scorerSettings: { trials: 1 },
    hashFiles: [{ path: 'prompts/p.txt', content: 'x' }],
    extra: { 'tools.json': '[]', 'replay:answers.jsonl': 'a' },
  };
  const parts = (over: Partial<ConfigHashParts> = {}) => configPartHashes({ ...base, ...over }, { datasetExtras: ['tools.json'] });
  const changed = (over: Partial<ConfigHashParts>) => {
    const before = parts();
    const after = parts(over);
    return (Object.keys(before) as (keyof typeof before)[]).filter((k) => before[k] !== after[k]);
  };

  it('a change moves exactly the part it belongs to', () => {
    expect(parts()).toEqual(parts());
    expect(Object.values(parts()).every((h) => /^[0-9a-f]{16}$/.test(h))).toBe(true);
    expect(changed({ casesFile: '{"id":"b"}\n' })).toEqual(['dataset']);
    expect(changed({ extra: { ...base.extra, 'tools.json': '[1]' } })).toEqual(['dataset']);
    expect(changed({ prompt: 'Q: {{query}}' })).toEqual(['prompt']);
    expect(changed({ modelSpec: 'bedrock:n' })).toEqual(['models']);
    // Re-recorded answers under the same spec are the models' change.
    expect(changed({ extra: { ...base.extra, 'replay:answers.jsonl': 'b' } })).toEqual(['models']);
    expect(changed({ judgeSpec: null })).toEqual(['judge']);
    expect(changed({ scorerSettings: { trials: 3 } })).toEqual(['settings']);
    expect(changed({ hashFiles: [{ path: 'prompts/p.txt', content: 'y' }] })).toEqual(['settings']);
  });
});
