// promptfoo's skill-used (0.121.20, src/assertions/skill.ts) over the skills
// an agent activated: named in its `final`, its Skill tool calls, or its
// spans (src/agents/traced.ts). promptfoo reads the provider's
// `metadata.skillCalls`; here the trajectory's `skills` are that list.
// A value is a name, a list of names (all used; `not-`: none used), or an
// object {name or pattern, min?, max?} counting the matching activations
// (min 1 by default, 0 when only max is given; `not-` takes no bounds but
// `max: 0`). Names compare exactly; a pattern is promptfoo's glob.
import type { SkillCall } from '../../config/index.js';
import { AssertionConfigError, type AssertionFamily, type AssertionHandler, type ValueCheck } from '../types.js';
import { globMatches } from './glob.js';
import { isInverse, promptfooVerdict } from './promptfoo.js';

interface SkillMatcher {
  name?: string | undefined;
  pattern?: string | undefined;
  min?: number | undefined;
  max?: number | undefined;
}
type Expected = { kind: 'list'; matchers: SkillMatcher[] } | { kind: 'count'; matcher: SkillMatcher };

const text = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : undefined);

/** promptfoo's resolveSkillMatchers. */
function expectedOf(value: unknown): Expected {
  if (typeof value === 'string' && value.trim()) return { kind: 'list', matchers: [{ name: value.trim() }] };
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && v.trim())) {
    return { kind: 'list', matchers: value.map((v: string) => ({ name: v.trim() })) };
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const raw = value as Record<string, unknown>;
    const name = text(raw['name']);
    const pattern = text(raw['pattern']);
    if (!name && !pattern) throw new AssertionConfigError('skill-used assertion object must include a name or pattern property');
    for (const field of ['min', 'max'] as const) {
      const n = raw[field];
      if (field in raw && (typeof n !== 'number' || !Number.isInteger(n) || n < 0)) {
        throw new AssertionConfigError(`skill-used assertion object ${field} must be a finite non-negative integer`);
      }
    }
    const min = raw['min'] as number | undefined;
    const max = raw['max'] as number | undefined;
    if (min !== undefined && max !== undefined && max < min)
      throw new AssertionConfigError('skill-used assertion object max must be greater than or equal to min');
    return { kind: 'count', matcher: { name, pattern, min, max } };
  }
  throw new AssertionConfigError('skill-used assertion must have a string, string array, or object value');
}

function matches(skill: SkillCall, matcher: SkillMatcher): boolean {
  if (matcher.name && skill.name !== matcher.name) return false;
  return !matcher.pattern || globMatches(skill.name, matcher.pattern);
}

const formatted = (skill: SkillCall) => (skill.path ? `${skill.name} (${skill.path})` : skill.name);

const skillUsed: AssertionHandler = async (_output, assertion, context) => {
  const skills = context.trajectory?.skills ?? [];
  const actual = skills.length > 0 ? skills.map(formatted).join(', ') : '(none)';
  const inverse = isInverse(assertion);
  const expected = expectedOf(assertion.value);
  if (expected.kind === 'list') {
    const found = expected.matchers.filter((m) => skills.some((s) => matches(s, m)));
    const missing = expected.matchers.filter((m) => !found.includes(m));
    const pass = inverse ? found.length === 0 : missing.length === 0;
    const names = (list: SkillMatcher[]) => list.map((m) => m.name).join(', ');
    const reason = inverse
      ? pass
        ? `Forbidden skill(s) were not used: ${names(expected.matchers)}`
        : `Forbidden skill(s) were used: ${names(found)}. Actual skills: ${actual}`
      : pass
        ? `Observed required skill(s): ${names(expected.matchers)}. Actual skills: ${actual}`
        : `Missing required skill(s): ${names(missing)}. Actual skills: ${actual}`;
    return promptfooVerdict(assertion, pass, pass ? 1 : 0, reason);
  }
  const { matcher } = expected;
  const min = matcher.min ?? (matcher.max !== undefined ? 0 : 1);
  const hits = skills.filter((s) => matches(s, matcher));
  const label = matcher.pattern || matcher.name || '*';
  if (inverse) {
    if (matcher.min !== undefined || (matcher.max !== undefined && matcher.max !== 0)) {
      throw new AssertionConfigError('not-skill-used object assertions only support name/pattern with no count bounds, or max: 0');
    }
    const pass = hits.length === 0;
    const reason = pass
      ? `Forbidden skill "${label}" was not used. Actual skills: ${actual}`
      : `Forbidden skill "${label}" was used ${hits.length} time(s). Matches: ${hits.map(formatted).join(', ')}`;
    return promptfooVerdict(assertion, pass, pass ? 1 : 0, reason);
  }
  const pass = hits.length >= min && (matcher.max === undefined || hits.length <= matcher.max);
  let reason = `Matched skill "${label}" ${hits.length} time(s)`;
  reason += matcher.max === undefined ? ` (expected at least ${min})` : ` (expected ${min}-${matcher.max})`;
  if (hits.length > 0) reason += `. Matches: ${hits.map(formatted).join(', ')}`;
  return promptfooVerdict(assertion, pass, pass ? 1 : 0, reason);
};

const skillUsedProblem: ValueCheck = (value) => {
  try {
    expectedOf(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

export const skillsFamily: AssertionFamily = {
  handlers: { 'skill-used': skillUsed },
  valueChecks: { 'skill-used': skillUsedProblem },
};
