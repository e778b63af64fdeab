import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { pythonJsonDumps, superevalCaseKey } from '../../src/dataset/python-json.js';

const run = promisify(execFile);

// The reference implementation is Python itself: compare byte for byte.
async function python(values: unknown[]): Promise<{ dumps: string[]; keys: string[] }> {
  const script = `
import hashlib, json, sys
values = json.loads(sys.stdin.read())
out = []
for v in values:
    s = json.dumps(v, sort_keys=True, ensure_ascii=False)
    out.append([s, hashlib.sha256(s.encode("utf-8")).hexdigest()[:16]])
print(json.dumps(out))
`;
  const child = run('python3', ['-c', script]);
  child.child.stdin?.end(JSON.stringify(values));
  const { stdout } = await child;
  const pairs = JSON.parse(stdout) as [string, string][];
  return { dumps: pairs.map((p) => p[0]), keys: pairs.map((p) => p[1]) };
}

const SAMPLES: unknown[] = [
  { query: 'What is the maximum size of an SQS message?' },
  { b: 1, a: [1, 2, { z: null, y: true }], c: 'x' },
  { text: 'naïve café — 日本語 😀', 'emoji_key_😀': 1, '\uFB01': 5, '\u{1F600}x': 6, Z: 2, a: 3, é: 4 },
  { text: 'quotes " and \\ and \n newline \t tab \u0001 control \u007f del \u2028 sep' },
  { nums: [0, -0, 1, -7, 0.5, 0.1, 1e-5, 0.0001, 123456789012, 1.5e20, 2e-7, 3.14159, 1e16 + 2] },
  { nested: { empty_obj: {}, empty_list: [] } },
  {},
];

describe('pythonJsonDumps', () => {
  it('matches Python json.dumps(sort_keys=True, ensure_ascii=False) byte for byte', async () => {
    const expected = await python(SAMPLES);
    expect(SAMPLES.map(pythonJsonDumps)).toEqual(expected.dumps);
    expect(SAMPLES.map(superevalCaseKey)).toEqual(expected.keys);
  });

  it('gives 16 hex digits that change with the input', () => {
    const a = superevalCaseKey({ query: 'a' });
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(superevalCaseKey({ query: 'b' })).not.toBe(a);
  });
});
