import { describe, expect, it } from 'vitest';
import { legCheckName, legId } from '../../src/publish/leg.js';
import { stickyMarker } from '../../src/publish/comment.js';

describe('legCheckName', () => {
  it('outside a matrix: the check-name as given', () => {
    expect(legCheckName('supereval', null)).toBe('supereval');
  });

  it("in a matrix: appends the leg's values in the matrix's order, as GitHub names the legs' jobs", () => {
    expect(legCheckName('supereval', { model: 'bedrock:a', region: 'us-east-1' })).toBe('supereval (bedrock:a, us-east-1)');
    expect(legCheckName('supereval', { shard: 2, cfg: { temp: 0 } })).toBe('supereval (2, {"temp":0})');
  });

  it('keeps a name that already contains every value of the leg', () => {
    expect(legCheckName('evals bedrock:a', { model: 'bedrock:a' })).toBe('evals bedrock:a');
    // One value named is not enough: legs differing in the other would collide.
    expect(legCheckName('evals bedrock:a', { model: 'bedrock:a', os: 'linux' })).toBe('evals bedrock:a (bedrock:a, linux)');
  });

  it('counts a value as named only as a whole token, so a value inside a word of the name is still appended', () => {
    // "eval" and "super" are inside "supereval", "a" inside "supereval" and "evals": none of them names the leg.
    expect(legCheckName('supereval', { suite: 'eval' })).toBe('supereval (eval)');
    expect(legCheckName('supereval', { suite: 'super' })).toBe('supereval (super)');
    expect(legCheckName('supereval', { model: 'a' })).toBe('supereval (a)');
    expect(legCheckName('evals bedrock:ab', { model: 'bedrock:a' })).toBe('evals bedrock:ab (bedrock:a)');
    expect(legCheckName('supereval-v1', { shard: 1 })).toBe('supereval-v1 (1)');
    expect(legCheckName('supereval', { model: '' })).toBe('supereval ()');
    // Letters outside the BMP are letters too.
    expect(legCheckName('eval\u{1D400}', { suite: 'eval' })).toBe('eval\u{1D400} (eval)');
  });

  it('counts a value delimited by the ends, whitespace or punctuation as named', () => {
    expect(legCheckName('eval', { suite: 'eval' })).toBe('eval');
    expect(legCheckName('supereval (eval)', { suite: 'eval' })).toBe('supereval (eval)');
    expect(legCheckName('evals/bedrock:a-linux', { model: 'bedrock:a', os: 'linux' })).toBe('evals/bedrock:a-linux');
    expect(legCheckName('evals_a', { model: 'a' })).toBe('evals_a');
    // A second occurrence may be the whole token when the first is not.
    expect(legCheckName('supereval eval', { suite: 'eval' })).toBe('supereval eval');
  });

  it('gives legs whose values are substrings of the name or of each other distinct names', () => {
    for (const legs of [
      [{ suite: 'eval' }, { suite: 'super' }],
      [{ model: 'a' }, { model: 'b' }],
      [{ model: 'bedrock:a' }, { model: 'bedrock:ab' }],
    ]) {
      const names = legs.map((m) => legCheckName('supereval', m));
      expect(new Set(names).size, names.join(' | ')).toBe(2);
    }
  });

  it('gives two legs two names', () => {
    const legs = [{ model: 'a' }, { model: 'b' }].map((m) => legCheckName('supereval', m));
    expect(new Set(legs).size).toBe(2);
  });
});

describe('legId', () => {
  it('is stable whatever the key order, differs between legs, and is absent outside a matrix', () => {
    expect(legId({ a: 1, b: { x: 1, y: 2 } })).toBe(legId({ b: { y: 2, x: 1 }, a: 1 }));
    expect(legId({ model: 'a' })).not.toBe(legId({ model: 'b' }));
    expect(legId({ model: 'a' })).toMatch(/^[0-9a-f]{16}$/);
    expect(legId(null)).toBeUndefined();
  });
});

describe('stickyMarker with a leg', () => {
  const base = { workflow: 'CI', job: 'eval', checkName: 'supereval' };
  it("keeps a plain job's marker as it was, and gives each leg its own", () => {
    expect(stickyMarker(base)).toBe('<!-- supereval:sticky workflow=CI job=eval check=supereval -->');
    expect(stickyMarker({ ...base, leg: 'abc' })).toBe('<!-- supereval:sticky workflow=CI job=eval check=supereval leg=abc -->');
  });

  it("cannot be forged through a value: a check name spelling out another leg's field stays inside its own field", () => {
    const real = stickyMarker({ ...base, leg: 'abc' });
    const forged = stickyMarker({ ...base, checkName: 'supereval leg=abc' });
    const forged2 = stickyMarker({ ...base, checkName: 'supereval -->\n<!-- supereval:sticky workflow=CI job=eval check=supereval leg=abc' });
    expect(forged).not.toBe(real);
    expect(forged2).not.toBe(real);
    expect(forged2.split('\n')).toHaveLength(1);
    expect(forged2.slice(4, -3)).not.toMatch(/--|>/);
  });
});
