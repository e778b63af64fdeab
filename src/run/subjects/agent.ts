// An agent subject: the kind turns the case into the agent's task, the agent
// runs it (the built-in loop on a model, or an exec:/mcp: program), and the
// kind scores the trajectory; the final answer is what the case's checks read.
import { mkdir } from 'node:fs/promises';
import { conversationOf, createAgentRunner, type AgentCase, type AgentRunner } from '../../agents/index.js';
import { workDirIn } from '../../dataset/index.js';
import type { ProviderResponse } from '../../providers/index.js';
import { scoreContext } from '../case-checks.js';
import { describeError, type AgentSubject, type RunOptions } from '../run-types.js';

export function agentSubject(agent: AgentRunner): AgentSubject {
  return {
    kind: 'agent',
    label: agent.label,
    agent,
    // An agent's steps vary from run to run, whatever its model.
    samples: true,
    async answer(task, options, resources) {
      const { testCase } = task;
      const { scorer } = options.dataset.kind;
      if (scorer.runs !== 'agent') return `the ${options.dataset.type} dataset's cases are not agent tasks`;
      // A case with a conversation_plan and max_turns is a conversation with a simulated user (src/agents/conversation.ts).
      const conversation = conversationOf(testCase.data as AgentCase, options.userModel);
      if (typeof conversation === 'string') return conversation;
      const place = await scenarioPlace(testCase.data as AgentCase, options.dataset.dir);
      if (typeof place === 'string') return place;
      try {
        const agentTask = {
          ...scorer.task(testCase, options.dataset.tools, {
            caseId: testCase.id,
            meta: options.dataset.meta,
            ...(options.signal ? { signal: options.signal } : {}),
          }),
          ...(conversation ? { conversation } : {}),
          ...(options.dataset.skills ? { skills: options.dataset.skills } : {}),
          ...place,
        };
        const trajectory = await agent.run(agentTask);
        const kindResult = await scorer.score(trajectory, scoreContext(task, options, resources));
        const response: ProviderResponse = {
          output: trajectory.final_answer ?? '',
          latency_ms: trajectory.latency_ms,
          usage: trajectory.usage,
          cost_usd: trajectory.cost_usd,
          stop_reason: trajectory.stop_reason,
        };
        return { prompt: agentTask.task, response, trajectory, kindResult };
      } catch (error) {
        return describeError(error);
      }
    },
    // An agent's answer is never reused: a results file does not keep its trajectory.
    hasReusedAnswer: () => Promise.resolve(false),
  };
}

/** A scenario's env and work_dir (created when missing, as EvalBench does), or why its work_dir cannot be used. */
async function scenarioPlace(testCase: AgentCase, dir: string): Promise<{ env?: Record<string, string>; workDir?: string } | string> {
  const env = testCase.env ?? undefined;
  if (testCase.work_dir === null || testCase.work_dir === undefined) return env ? { env } : {};
  const workDir = workDirIn(dir, testCase.work_dir);
  if (workDir === null) return `work_dir ${JSON.stringify(testCase.work_dir)} must be a folder inside the dataset's folder`;
  await mkdir(workDir, { recursive: true });
  return { ...(env ? { env } : {}), workDir };
}

/** The agents of a run: the `exec:`/`mcp:` program given, else the built-in loop on each model. */
export function agentSubjects(
  options: Pick<RunOptions, 'providers' | 'agent' | 'system' | 'inference' | 'execTimeoutMs' | 'programs'>,
): AgentSubject[] {
  const common = {
    ...(options.system ? { system: options.system } : {}),
    ...(options.inference ? { inference: options.inference } : {}),
    ...(options.execTimeoutMs !== undefined ? { execTimeoutMs: options.execTimeoutMs } : {}),
  };
  const runners = options.agent
    ? [createAgentRunner({ agent: options.agent, ...common, ...(options.programs ? { programs: options.programs } : {}) })]
    : options.providers.map((model) => createAgentRunner({ model, ...common }));
  return runners.map(agentSubject);
}
