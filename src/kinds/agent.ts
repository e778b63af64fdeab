// Agents: a task, run by an agent (the built-in tool loop over a model, or an
// `exec:` program) against mock tools; the trajectory is scored on the
// dimensions of src/score/agent.ts (answer, tools, efficiency, reasoning)
// and their composite.
import { z } from 'zod';
import { CaseCommon, pyText } from '../config/case.js';
import { pyFloat, pyInt } from '../config/pydantic-lax.js';
import { fraction, threshold } from '../config/threshold-fields.js';
import { agentTask, type AgentCase } from '../agents/index.js';
import { AGENT_WEIGHTS, expectedAnswerProblem } from '../score/agent-formulas.js';
import { agentModelResult, scoreAgentCase, withScorerRows } from '../score/agent.js';
import { runAgentScorers } from '../score/evalbench.js';
import { runRunScorers } from '../score/run-scorers.js';
import { EMPTY, emptyTextWarnings, expectedText, noTemplateVars } from './shared.js';
import type { DatasetKind } from './types.js';
import { AGENT_BASELINE } from './python-baseline.js';

// agent/models.py MockResponse: `error: str | None = None`, dumped with
// model_dump_json(), so every mock the Python tool writes says `"error": null`.
export const MockToolSchema = z.looseObject({
  response: z.unknown().optional(),
  error: z.string().nullish(),
  latency_ms: pyInt(z.number().min(0)).optional(),
});

export const AgentCaseSchema = z.looseObject({
  ...CaseCommon,
  input: z.looseObject({ task: pyText }),
  tools: z.record(z.string(), MockToolSchema).nullish(),
  // EvalBench's scenario fields, read by its LLM scorers (src/score/evalbench.ts):
  // the plan the agent should carry out (the task when absent) and pass/fail criteria.
  conversation_plan: z.string().min(1).nullish(),
  binary_rubric: z.array(z.string().min(1)).nullish(),
  // EvalBench's expected tool calls, read by trajectory_matcher (src/score/run-scorers.ts);
  // without it the matcher reads expected.tool_sequence, then expected.must_call.
  expected_trajectory: z.array(z.string()).nullish(),
  // agent/models.py AgentTestCase.expected defaults to an empty AgentExpected.
  expected: z
    .looseObject({
      answer: z.string().nullish(),
      answer_match: z.enum(['contains', 'exact', 'regex', 'llm_judge']).nullish(),
      rubric: z.string().nullish(),
      must_call: z.array(z.string()).nullish(),
      must_not_call: z.array(z.string()).nullish(),
      must_call_with: z.array(z.looseObject({ tool: z.string(), args: z.record(z.string(), z.unknown()).default({}) })).nullish(),
      max_steps: pyInt(z.number().int().positive()).nullish(),
      max_tool_calls: pyInt(z.number().int().min(0)).nullish(),
      tool_sequence: z.array(z.string()).nullish(),
      enforce_order: z.boolean().nullish(),
    })
    .default({}),
});

// dataset.json's `mcp_server`: the MCP server the dataset's tools belong to.
// Its tool calls are then recorded as `<server>__<tool>`, EvalBench's form
// (its trajectory_matcher's filter_native_tools keeps only such names), by
// every runner, so the dataset's expectations name them so.
export const AgentMetaSchema = z.looseObject({
  mcp_server: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be a name of letters, digits, _ and -' })
    .refine((name) => !name.includes('__'), { error: 'must not hold "__", the separator of <server>__<tool>' })
    .nullish(),
});

const thresholds = {
  min_answer_score: threshold(fraction, 0.8),
  min_tool_score: threshold(fraction, 1.0),
  min_reasoning_score: threshold(fraction, null),
  min_efficiency_score: threshold(fraction, null),
  max_tool_calls: threshold(pyInt(z.number().int().min(0)), null),
  // Ceilings on the run totals of EvalBench's figure scorers (src/score/run-scorers.ts), by scorer name.
  max_scorer_totals: threshold(z.record(z.string(), z.number().min(0)), {}),
  // The composite's weights (agent/models.py AgentThresholds): any float, read as pydantic reads it.
  answer_weight: threshold(pyFloat(z.number()), AGENT_WEIGHTS.answer),
  tool_weight: threshold(pyFloat(z.number()), AGENT_WEIGHTS.tool),
  reasoning_weight: threshold(pyFloat(z.number()), AGENT_WEIGHTS.reasoning),
  efficiency_weight: threshold(pyFloat(z.number()), AGENT_WEIGHTS.efficiency),
};

export const agent: DatasetKind<typeof thresholds> = {
  type: 'agent',
  folder: 'agents',
  caseSchema: AgentCaseSchema,
  thresholds,
  toolsFile: 'tools.json',
  // The Python tool's agent runner keys the whole input.
  caseVars: (input) => input,
  templateVars: noTemplateVars,
  defaultPrompt: '{{task}}',
  // Its checks are the scored dimensions.
  builtInAssertions: () => [],
  caseWarnings: ({ input }) => emptyTextWarnings({ input, expected: {} }, { 'input.task': EMPTY.prompt }),
  scoringProblems: ({ expected }) => {
    const problem = expectedAnswerProblem(expected);
    return problem ? [{ field: 'expected.answer', message: problem }] : [];
  },
  metaSchema: AgentMetaSchema,
  inputField: 'task',
  expectedSummary: ({ expected }) => expectedText(expected, 'answer'),
  baseline: AGENT_BASELINE,
  scorer: {
    runs: 'agent',
    task: (testCase, tools, { meta, ...options }) => {
      const server = meta ? AgentMetaSchema.parse(meta).mcp_server : null;
      return agentTask(testCase.data as AgentCase, tools, { ...options, ...(server ? { toolServer: server } : {}) });
    },
    async score(trajectory, { model, testCase, thresholds, judge, signal, scorers }) {
      const agentCase = testCase.data as AgentCase;
      const [scored, evalbench] = await Promise.all([
        scoreAgentCase({ testCase: agentCase, trajectory, thresholds, judge, caseId: testCase.id, ...(signal ? { signal } : {}) }),
        runAgentScorers(scorers, { testCase: agentCase, trajectory, judge, caseId: testCase.id }),
      ]);
      const figures = runRunScorers(scorers, agentCase, trajectory);
      return agentModelResult(model, trajectory, withScorerRows(withScorerRows(scored, evalbench), figures));
    },
  },
};
