// Agents: a task, run by an agent (the built-in tool loop over a model, or an
// `exec:` program) against mock tools; the trajectory is scored on the
// dimensions of src/score/agent.ts (answer, tools, efficiency, reasoning)
// and their composite.
import { z } from 'zod';
import { CaseCommon, text } from '../config/case.js';
import { fraction, threshold } from '../config/threshold-fields.js';
import { agentTask, type AgentCase } from '../run/agent/index.js';
import { AGENT_WEIGHTS, expectedAnswerProblem } from '../score/agent-formulas.js';
import { agentModelResult, scoreAgentCase } from '../score/agent.js';
import { expectedText, noIssues, noTemplateVars } from './shared.js';
import type { DatasetKind } from './types.js';

export const MockToolSchema = z.looseObject({
  response: z.unknown().optional(),
  error: z.string().optional(),
  latency_ms: z.number().min(0).optional(),
});

export const AgentCaseSchema = z.looseObject({
  ...CaseCommon,
  input: z.looseObject({ task: text }),
  tools: z.record(z.string(), MockToolSchema).nullish(),
  expected: z.looseObject({
    answer: z.string().nullish(),
    answer_match: z.enum(['contains', 'exact', 'regex', 'llm_judge']).nullish(),
    rubric: z.string().nullish(),
    must_call: z.array(z.string()).nullish(),
    must_not_call: z.array(z.string()).nullish(),
    must_call_with: z.array(z.looseObject({ tool: z.string(), args: z.record(z.string(), z.unknown()).default({}) })).nullish(),
    max_steps: z.number().int().positive().nullish(),
    max_tool_calls: z.number().int().min(0).nullish(),
    tool_sequence: z.array(z.string()).nullish(),
    enforce_order: z.boolean().nullish(),
  }),
});

const thresholds = {
  min_answer_score: threshold(fraction, 0.8),
  min_tool_score: threshold(fraction, 1.0),
  min_reasoning_score: threshold(fraction, null),
  min_efficiency_score: threshold(fraction, null),
  max_tool_calls: threshold(z.number().int().min(0), null),
  // The composite's weights (agent/models.py AgentThresholds): any float, as pydantic takes them.
  answer_weight: threshold(z.number(), AGENT_WEIGHTS.answer),
  tool_weight: threshold(z.number(), AGENT_WEIGHTS.tool),
  reasoning_weight: threshold(z.number(), AGENT_WEIGHTS.reasoning),
  efficiency_weight: threshold(z.number(), AGENT_WEIGHTS.efficiency),
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
  checkCase: noIssues,
  scoringProblems: ({ expected }) => {
    const problem = expectedAnswerProblem(expected);
    return problem ? [{ field: 'expected.answer', message: problem }] : [];
  },
  expectedSummary: ({ expected }) => expectedText(expected, 'answer'),
  baseline: { matchBy: 'case_id', who: 'runner_id' },
  scorer: {
    runs: 'agent',
    task: (testCase, tools, options) => agentTask(testCase.data as AgentCase, tools, options),
    async score(trajectory, { model, testCase, thresholds, judge, signal }) {
      const scored = await scoreAgentCase({
        testCase: testCase.data as AgentCase,
        trajectory,
        thresholds,
        judge,
        caseId: testCase.id,
        ...(signal ? { signal } : {}),
      });
      return agentModelResult(model, trajectory, scored);
    },
  },
};
