// An AssertContext for one response (and optionally an agent's trajectory and
// the dataset's tools), for running assertions through the real engine.
import type { Assertion } from '../../src/config/case.js';
import type { AssertResult } from '../../src/config/results.js';
import type { ToolCatalog } from '../../src/config/schemas.js';
import type { ProviderResponse } from '../../src/providers/types.js';
import type { Trajectory } from '../../src/config/trajectory.js';
import { runAssertion } from '../../src/score/promptfoo/evaluate.js';
import type { AssertContext } from '../../src/score/types.js';
import { KINDS } from '../../src/kinds/index.js';
import type { LoadedCase } from '../../src/dataset/dataset.js';
import type { TimeLimits } from '../../src/score/sandbox/time-limit.js';

export interface ContextParts {
  response?: Partial<ProviderResponse>;
  trajectory?: Trajectory;
  tools?: ToolCatalog;
  /** Fields of the case that differ from the default one (its vars, its expected). */
  testCase?: Partial<LoadedCase>;
  prompt?: string;
  /** The run's time limits (regexes, code, webhooks); absent, the defaults. */
  limits?: TimeLimits;
}

export function assertContext(parts: ContextParts = {}): AssertContext {
  return {
    dataset: { name: 'd', type: 'qa', kind: KINDS.qa, meta: {}, ...(parts.tools ? { tools: parts.tools } : {}) },
    testCase: {
      id: 'c',
      key: 'k',
      vars: {},
      line: 1,
      tags: [],
      mustPass: false,
      description: null,
      input: { query: 'q' },
      expected: { ground_truth: 'x' },
      assert: [],
      threshold: null,
      data: {},
      ...parts.testCase,
    },
    prompt: parts.prompt ?? 'q',
    response: { output: '', latency_ms: null, usage: null, cost_usd: null, ...parts.response },
    ...(parts.trajectory ? { trajectory: parts.trajectory } : {}),
    ...(parts.limits ? { limits: parts.limits } : {}),
    judge: null,
  };
}

/** One assertion on `output`, through evaluate.ts (negation, errors). */
export function check(assertion: Assertion, parts: ContextParts = {}, output = ''): Promise<AssertResult> {
  return runAssertion(assertion, output, assertContext(parts));
}
