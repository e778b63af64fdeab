// The response family's extras in the parity corpus (corpus/response.yaml),
// as our engine receives them: what scripts/promptfoo-oracle.mjs gives
// promptfoo as a provider's response, a traced agent's spans and a provider's
// tools, given to ours as Bedrock's reply, an agent's trajectory and the
// dataset's tool catalog. test/parity/promptfoo-cases.ts calls these.
import { z } from 'zod';
import type { AssertResult } from '../../src/config/results.js';
import type { ToolCatalog } from '../../src/config/schemas.js';
import type { KindDataset } from '../../src/kinds/types.js';
import type { GuardrailVerdict, ProviderResponse } from '../../src/providers/types.js';
import { caseAssertions, decide, runAssertion } from '../../src/score/promptfoo/evaluate.js';
import type { AssertContext } from '../../src/score/types.js';
import { trajectoryOf, type Action } from '../helpers/trajectories.js';

/** One legacy OpenAI function call (`function_call`): ours is the one tool call the model made. */
export const FunctionCallSchema = z.looseObject({ name: z.string(), arguments: z.union([z.string(), z.record(z.string(), z.unknown())]).optional() });

/** An agent's step; the oracle reports it to promptfoo as a trace span. */
export const TrajectoryStepSchema = z.union([
  z.strictObject({ thought: z.string() }),
  z.strictObject({ tool: z.string(), args: z.record(z.string(), z.unknown()).optional() }),
  z.strictObject({ answer: z.string() }),
]);
export type TrajectoryStep = z.infer<typeof TrajectoryStepSchema>;

/** What the corpus's `guardrails` (promptfoo's providerResponse.guardrails) is to ours: the guardrail's verdict. */
export function ourGuardrail(guardrails: Record<string, unknown>): GuardrailVerdict {
  return {
    flagged: guardrails['flagged'] === true,
    flagged_input: guardrails['flaggedInput'] === true,
    flagged_output: guardrails['flaggedOutput'] === true,
    ...(typeof guardrails['reason'] === 'string' ? { reason: guardrails['reason'] } : {}),
  };
}

/** The case's OpenAI-format tools ({type: function, function: {name, description, parameters}}) as a dataset's catalog. */
export function ourTools(tools: unknown[]): ToolCatalog {
  return tools.map((tool) => {
    const spec = (tool as { function?: { name?: unknown; description?: unknown; parameters?: unknown } }).function ?? {};
    return {
      name: String(spec.name),
      description: typeof spec.description === 'string' ? spec.description : '',
      parameters: (spec.parameters as Record<string, unknown> | undefined) ?? { type: 'object', properties: {} },
    };
  });
}

/**
 * A case with an agent's trajectory, recorded by the real recorder: its
 * asserts are decided as the runner decides an agent case's own asserts
 * (withCaseAsserts). The agent's dimension scores are left out: promptfoo has
 * none, and they would replace the case's score.
 */
export async function scoreWithTrajectory(
  dataset: KindDataset,
  response: ProviderResponse,
  steps: TrajectoryStep[],
  prompt: string,
): Promise<{ verdict: 'pass' | 'fail' | 'error'; score: number; reason: string }> {
  const testCase = dataset.cases[0];
  if (!testCase) throw new Error(`${dataset.dir}: no case loaded`);
  const actions: Action[] = steps.map((s) => ('tool' in s ? { call: s.tool, args: s.args ?? {} } : s));
  const trajectory = await trajectoryOf(actions, { maxSteps: steps.length + 1 });
  const context: AssertContext = { dataset, testCase, prompt, response, trajectory, judge: null };
  const asserts: AssertResult[] = [];
  for (const assertion of caseAssertions(dataset.kind, testCase)) asserts.push(await runAssertion(assertion, response.output, context));
  const verdict = decide(asserts, testCase.threshold);
  const failing = asserts.filter((a) => a.status === 'fail' || a.status === 'error');
  const reason = verdict.status === 'error' ? verdict.reason : failing.map((a) => `${a.type}: ${a.reason}`).join('; ') || 'passed';
  return { verdict: verdict.status, score: verdict.score, reason };
}
