// Agents: a task, run by an agent (the built-in tool loop over a model, or an
// `exec:` program) against mock tools; the trajectory is scored on the
// dimensions of src/score/python-tool/agent.ts (answer, tools, efficiency, reasoning)
// and their composite.
import { z } from 'zod';
import { AgentCaseSchema, AGENT_THRESHOLDS } from '../config/index.js';
import { agentTask, type AgentCase } from '../agents/index.js';
import { envProblems, type LoadedCase } from '../dataset/index.js';
import {
  expectedAnswerProblem,
  agentModelResult,
  scoreAgentCase,
  withScorerRows,
  regexBounds,
  runAgentScorers,
  runRunScorers,
  runTransformScorers,
  skillsBestPracticesProblem,
  skillsBestPracticesRow,
  trajectoryMatcherWarnings,
} from '../score/index.js';
import { EMPTY, emptyTextWarnings, expectedText, noTemplateVars } from './shared.js';
import type { DatasetKind } from './types.js';
import { AGENT_BASELINE } from './python-baseline.js';

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
  // An EvalBench evalset whose scenarios are the cases (src/dataset/evalset/), instead of cases.jsonl.
  evalset: z.string().min(1).nullish(),
  // A folder of SKILL.md packages the built-in agent is offered (EvalBench's `skills_dir`; src/dataset/skills/).
  skills_dir: z.string().min(1).nullish(),
  // The tool catalog (the Python tool keeps it here), checked where it is chosen (src/dataset/load.ts chooseCatalog).
  tools: z.unknown().optional(),
});

export const agent: DatasetKind<typeof AGENT_THRESHOLDS> = {
  type: 'agent',
  // EvalBench's agent and run scorers read an agent's run.
  scorerFamilies: ['agent-run'],
  folder: 'agents',
  caseSchema: AgentCaseSchema,
  thresholds: AGENT_THRESHOLDS,
  toolsFile: 'tools.json',
  // The Python tool's agent runner keys the whole input.
  caseVars: (input) => input,
  templateVars: noTemplateVars,
  defaultPrompt: '{{task}}',
  // Its checks are the scored dimensions.
  builtInAssertions: () => [],
  caseWarnings: ({ input }) => emptyTextWarnings({ input, expected: {} }, { 'input.task': EMPTY.prompt }),
  scoringProblems: (testCase) => {
    const problem = expectedAnswerProblem(testCase.expected);
    // An agent case's env (an evalset's scenario's) sets no credential, PATH or runner variable.
    const env = envProblems((testCase as Partial<LoadedCase>).data?.['env']);
    return [...(problem ? [{ field: 'expected.answer', message: problem }] : []), ...env];
  },
  metaSchema: AgentMetaSchema,
  // An evalset named on its own runs as an agent dataset.
  readsEvalsets: true,
  itemsFile: (meta) => {
    const { evalset } = AgentMetaSchema.parse(meta);
    return evalset ? { field: 'evalset', path: evalset, format: 'evalset' } : null;
  },
  skillsDir: (meta) => {
    const { skills_dir } = AgentMetaSchema.parse(meta);
    return skills_dir ? { field: 'skills_dir', path: skills_dir } : null;
  },
  inputField: 'task',
  expectedSummary: ({ expected }) => expectedText(expected, 'answer'),
  baseline: AGENT_BASELINE,
  // trajectory_matcher that would score nothing (every tool name filtered out, cases with no expected calls), said at load.
  datasetProblems: (dataset) => {
    // skills_best_practices finds no SKILL.md with no skills_dir of its own on a dataset that gives no skills.
    const noSkills = skillsBestPracticesProblem(dataset.meta.scorers?.skills_best_practices, dataset.meta['skills_dir']);
    return [...trajectoryMatcherWarnings(dataset), ...(noSkills ? [{ field: 'scorers.skills_best_practices', message: noSkills }] : [])];
  },
  scorer: {
    runs: 'agent',
    task: (testCase, tools, { meta, ...options }) => {
      const server = meta ? AgentMetaSchema.parse(meta).mcp_server : null;
      return agentTask(testCase.data as AgentCase, tools, { ...options, ...(server ? { toolServer: server } : {}) });
    },
    async score(trajectory, { model, testCase, thresholds, judge, signal, limits, scorers, skills: given }) {
      const agentCase = testCase.data as AgentCase;
      const [scored, evalbench] = await Promise.all([
        scoreAgentCase({ testCase: agentCase, trajectory, thresholds, judge, caseId: testCase.id, bounds: regexBounds({ signal, limits }) }),
        runAgentScorers(scorers, { testCase: agentCase, trajectory, judge, caseId: testCase.id }),
      ]);
      const figures = runRunScorers(scorers, agentCase, trajectory);
      // dataform_compile, dbt_compile, dbt_run: on the project the agent left in its working folder (the run's).
      const transforms = { asserts: await runTransformScorers(scorers, process.cwd(), signal), scores: {} };
      if (scorers?.skills_best_practices) {
        const skills = (trajectory.skills ?? []).map((s) => s.name);
        transforms.asserts.push(await skillsBestPracticesRow(skills, scorers.skills_best_practices, judge, process.cwd(), testCase.id, given));
      }
      return agentModelResult(model, trajectory, withScorerRows(withScorerRows(withScorerRows(scored, evalbench), figures), transforms));
    },
  },
};
