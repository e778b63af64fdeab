// An agent dataset's case line (cases.jsonl): the task, the mock tools it
// runs against and what is expected of the run. The agent kind
// (src/kinds/agent.ts) reads cases with it; the agents (src/agents/) take
// their task and mock environment from it.
import { z } from 'zod';
import { CaseCommon, pyText } from './case.js';
import { pyInt } from './pydantic-lax.js';
import { MAX_TURNS_CAP } from './trajectory.js';

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
  // EvalBench's scenario fields, read by its LLM scorers (src/score/evalbench/llm-scorers.ts):
  // the plan the agent should carry out (the task when absent) and pass/fail criteria.
  conversation_plan: z.string().min(1).nullish(),
  binary_rubric: z.array(z.string().min(1)).nullish(),
  // A conversation: with a conversation_plan, a simulated user answers the agent until TERMINATE or max_turns replies (src/agents/conversation.ts).
  max_turns: pyInt(z.number().int().min(1).max(MAX_TURNS_CAP)).nullish(),
  // EvalBench's other scenario fields (src/dataset/scenario-env.ts checks env and work_dir): a label, the
  // agent's extra variables, its working folder, the skills it should activate (skills_trajectory).
  kind: z.string().nullish(),
  env: z.record(z.string(), z.string()).nullish(),
  work_dir: z.string().nullish(),
  expected_skills: z.array(z.string()).nullish(),
  // EvalBench's expected tool calls, read by trajectory_matcher (src/score/evalbench/run-scorers.ts);
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
