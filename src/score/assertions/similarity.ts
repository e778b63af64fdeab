// Text similarity against reference texts, named and scored as in promptfoo
// 0.121.20: rouge-n, rouge-l, rouge-s (src/assertions/rouge.ts), bleu
// (bleu.ts), gleu (gleu.ts), meteor (meteor.ts). The score is the metric; the
// assertion passes when it reaches the threshold. `not-` passes below it and
// scores 1 - the metric, which evaluate.ts's negation gives.
import type { Assertion } from '../../config/index.js';
import {
  bleuScore,
  gleuScore,
  meteorScore,
  METEOR_DEFAULTS,
  MetricInputError,
  rougeLScore,
  rougeNScore,
  rougeSScore,
  type MeteorParameters,
} from '../metrics/similarity.js';
import { AssertionConfigError, type AssertionFamily, type AssertionHandler, type AssertOutcome, type ValueCheck } from '../types.js';

// ROUGE compares with one reference; the others take one or a list (each a
// string, as promptfoo's invariants require; an empty list is its "Invalid inputs").
const oneReference: ValueCheck = (v) => (typeof v === 'string' ? null : '`value` must be the reference text (a string)');
const references: ValueCheck = (v) =>
  typeof v === 'string' || (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string'))
    ? null
    : '`value` must be a reference text or a non-empty list of reference texts';

function checkedValue(assertion: Assertion, check: ValueCheck): string | string[] {
  const problem = check(assertion.value);
  if (problem) throw new AssertionConfigError(`${assertion.type}: ${problem}`);
  return assertion.value as string | string[];
}
const referenceList = (assertion: Assertion): string[] => {
  const value = checkedValue(assertion, references);
  return Array.isArray(value) ? value : [value];
};

/** The metric's score, or the assertion's error where promptfoo's metric throws (an empty output, no reference). */
function scoreOf(assertion: Assertion, metric: () => number): number {
  try {
    return metric();
  } catch (error) {
    if (error instanceof MetricInputError || error instanceof RangeError) throw new Error(`${assertion.type}: ${error.message}`, { cause: error });
    throw error;
  }
}

function judged(label: string, score: number, threshold: number): AssertOutcome {
  const pass = score >= threshold;
  const shown = score.toFixed(4);
  return {
    pass,
    score,
    reason: pass ? `${label} score ${shown} meets the threshold ${threshold}` : `${label} score ${shown} is below the threshold ${threshold}`,
  };
}

/** js-rouge's ROUGE-L and -S refuse an empty (or whitespace-only) text with a RangeError: an error here, as in promptfoo. */
function rougeOf(label: string, metric: (candidate: string, reference: string) => number): AssertionHandler {
  return async (output, assertion) => {
    // promptfoo lowercases both texts before scoring them.
    const reference = (checkedValue(assertion, oneReference) as string).toLowerCase();
    return judged(
      label,
      scoreOf(assertion, () => metric(output.toLowerCase(), reference)),
      assertion.threshold ?? 0.75,
    );
  };
}

/** A metric over one reference or a list, with promptfoo's 0.5 default threshold. */
function againstReferences(label: string, metric: (output: string, references: string[], assertion: Assertion) => number): AssertionHandler {
  return async (output, assertion) => {
    const refs = referenceList(assertion);
    return judged(
      label,
      scoreOf(assertion, () => metric(output, refs, assertion)),
      assertion.threshold ?? 0.5,
    );
  };
}

function meteorParameters(assertion: Assertion): MeteorParameters {
  const parameters = { ...METEOR_DEFAULTS };
  for (const name of ['alpha', 'beta', 'gamma'] as const) {
    const given = assertion[name];
    if (given === undefined || given === null) continue;
    if (typeof given !== 'number' || !Number.isFinite(given)) throw new AssertionConfigError(`${assertion.type}: \`${name}\` must be a number`);
    parameters[name] = given;
  }
  return parameters;
}

const similarityAssertions: Record<string, AssertionHandler> = {
  'rouge-n': rougeOf('ROUGE-N', rougeNScore),
  'rouge-l': rougeOf('ROUGE-L', rougeLScore),
  'rouge-s': rougeOf('ROUGE-S', rougeSScore),
  bleu: againstReferences('BLEU', bleuScore),
  gleu: againstReferences('GLEU', gleuScore),
  meteor: againstReferences('METEOR', (output, refs, assertion) => meteorScore(output, refs, meteorParameters(assertion))),
};

const similarityValueChecks: Record<string, ValueCheck> = {
  'rouge-n': oneReference,
  'rouge-l': oneReference,
  'rouge-s': oneReference,
  bleu: references,
  gleu: references,
  meteor: references,
};

export const similarityFamily: AssertionFamily = { handlers: similarityAssertions, valueChecks: similarityValueChecks };
