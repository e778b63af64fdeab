import { describe, expect, it } from 'vitest';
import { ASSERTIONS, FAMILIES, mergeFamilies, VALUE_CHECKS } from '../../src/score/assertions/index.js';
import type { AssertionFamily } from '../../src/score/types.js';

describe('the assertion families', () => {
  it('every handler has a value check and every value check a handler, in each family', () => {
    for (const family of FAMILIES) expect(Object.keys(family.valueChecks).sort()).toEqual(Object.keys(family.handlers).sort());
  });

  it('the registry holds each family type once', () => {
    const names = FAMILIES.flatMap((f) => Object.keys(f.handlers));
    expect(Object.keys(ASSERTIONS).sort()).toEqual([...names].sort());
    expect(Object.keys(VALUE_CHECKS).sort()).toEqual([...names].sort());
    expect(ASSERTIONS).toHaveProperty('icontains');
    expect(ASSERTIONS).toHaveProperty('llm-rubric');
  });

  it('refuses a type two families define', () => {
    const pass = async () => ({ pass: true, score: 1, reason: '' });
    const one: AssertionFamily = { handlers: { shout: pass }, valueChecks: { shout: () => null } };
    const two: AssertionFamily = { handlers: { shout: pass, whisper: pass }, valueChecks: {} };
    expect(() => mergeFamilies([one.handlers, two.handlers])).toThrow('assertion type "shout" is defined by two families');
    expect(Object.keys(mergeFamilies([one.valueChecks, two.valueChecks]))).toEqual(['shout']);
  });
});
