// Assertions on the provider's response rather than its text: latency, cost,
// finish reason, perplexity and guardrails, as promptfoo 0.121.20 decides them
// (its src/assertions/latency.ts, cost.ts, finishReason.ts, perplexity.ts and
// guardrails.ts). An agent case's response is its trajectory's totals.
import type { Assertion } from '../../config/index.js';
import { normaliseFinishReason } from '../../providers/index.js';
import { AssertionConfigError, type AssertionFamily, type AssertionHandler, type ValueCheck } from '../types.js';
import { isInverse, promptfooVerdict } from './promptfoo.js';

/** These types ignore `value` (their bound is `threshold`), as promptfoo does. */
const anyValue: ValueCheck = () => null;
const reasonText: ValueCheck = (v) => (typeof v === 'string' ? null : '`value` must be the expected finish reason, a string');

/** A bound the assertion cannot run without; promptfoo throws for it, which makes the row an error here. */
function requiredThreshold(assertion: Assertion, unit: string): number {
  if (assertion.threshold === undefined) throw new AssertionConfigError(`${assertion.type}: needs a \`threshold\` (${unit})`);
  return assertion.threshold;
}

/** At most `threshold`; `not-` asks for more than it. */
function atMost(assertion: Assertion, measured: number, threshold: number, shown: string, unit: string) {
  const inverse = isInverse(assertion);
  const pass = measured <= threshold !== inverse;
  const reason = pass
    ? `${shown} is ${inverse ? 'greater than' : 'within'} the threshold ${threshold}${unit}`
    : `${shown} is ${inverse ? 'less than or equal to' : 'greater than'} the threshold ${threshold}${unit}`;
  return promptfooVerdict(assertion, pass, pass ? 1 : 0, reason);
}

const NO_LOGPROBS =
  'needs the log-probabilities of the reply tokens, which Bedrock Converse does not return (nor do replay and exec providers); use another assertion';

const responseAssertions: Record<string, AssertionHandler> = {
  // The wall time we measured around the call (an agent's: the whole run).
  // Unknown when a replay file recorded none: promptfoo errors likewise on
  // cached results, which have no latency.
  latency: async (_output, assertion, context) => {
    const threshold = requiredThreshold(assertion, 'milliseconds');
    const ms = context.response.latency_ms;
    if (ms === null) throw new Error(`${assertion.type}: this response has no measured latency (a replay recorded without latency_ms)`);
    return atMost(assertion, ms, threshold, `latency ${ms}ms`, 'ms');
  },
  // Dollars, from the price table or the user's overrides.
  cost: async (_output, assertion, context) => {
    const threshold = requiredThreshold(assertion, 'dollars');
    const cost = context.response.cost_usd;
    if (cost === null) throw new Error(`${assertion.type}: the cost of this response is unknown (no price for the model, or no token usage)`);
    return atMost(assertion, cost, threshold, `cost $${cost.toPrecision(2)}`, '');
  },
  // promptfoo's normalised reason (stop, length, tool_calls, ...), compared
  // case-insensitively. A response without one fails, as in promptfoo, and so
  // its `not-` passes.
  'finish-reason': async (_output, assertion, context) => {
    const expected = assertion.value;
    if (typeof expected !== 'string') throw new AssertionConfigError(`${assertion.type}: ${reasonText(expected) ?? ''}`);
    const inverse = isInverse(assertion);
    // A provider that records only its raw reason (a replay) is normalised here.
    const actual = context.response.finish_reason ?? normaliseFinishReason(context.response.stop_reason);
    if (!actual) return promptfooVerdict(assertion, inverse, inverse ? 1 : 0, 'the provider gave no stop or finish reason');
    const raw = context.response.stop_reason && context.response.stop_reason !== actual ? ` (stopReason ${context.response.stop_reason})` : '';
    const pass = (expected.toLowerCase() === actual.toLowerCase()) !== inverse;
    const reason = pass
      ? `finish reason "${actual}"${raw}${inverse ? ` is not "${expected}"` : ''}`
      : `expected finish reason ${inverse ? 'not ' : ''}"${expected}" but got "${actual}"${raw}`;
    return promptfooVerdict(assertion, pass, pass ? 1 : 0, reason);
  },
  perplexity: async (_output, assertion) => {
    throw new Error(`${assertion.type}: ${NO_LOGPROBS}`);
  },
  'perplexity-score': async (_output, assertion) => {
    throw new Error(`${assertion.type}: ${NO_LOGPROBS}`);
  },
  // Passes when the guardrail let the call through; `not-` asks that it
  // intervened. promptfoo treats a response without guardrail data as passing
  // ("not flagged"); here that is an error, since nothing was checked.
  guardrails: async (_output, assertion, context) => {
    const verdict = context.response.guardrail;
    if (!verdict) {
      throw new Error(
        `${assertion.type}: no guardrail checked this response; configure one in dataset.json (\`guardrail: {identifier, version}\`) for Bedrock models`,
      );
    }
    const inverse = isInverse(assertion);
    if (verdict.flagged) {
      const what = verdict.flagged_input
        ? 'Prompt failed safety checks'
        : verdict.flagged_output
          ? 'Output failed safety checks'
          : 'Content failed safety checks';
      const why = verdict.reason ? `${what}: ${verdict.reason}` : what;
      return promptfooVerdict(assertion, inverse, inverse ? 1 : 0, inverse ? `Guardrail correctly blocked: ${why}` : why);
    }
    const reason = inverse ? 'Content was not blocked by the guardrail (expected to be blocked)' : 'Content passed the guardrail';
    return promptfooVerdict(assertion, !inverse, inverse ? 0 : 1, reason);
  },
};

const responseValueChecks: Record<string, ValueCheck> = {
  latency: anyValue,
  cost: anyValue,
  'finish-reason': reasonText,
  perplexity: anyValue,
  'perplexity-score': anyValue,
  guardrails: anyValue,
};

export const responseFamily: AssertionFamily = { handlers: responseAssertions, valueChecks: responseValueChecks };
