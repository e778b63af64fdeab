// Builds trajectories through the real recorder and mock environment, so the
// scorer tests see the same step counts the runners produce.
import { createMockEnvironment, type MockToolBlock } from '../../src/agents/environment.js';
import { TrajectoryRecorder } from '../../src/agents/recorder.js';
import type { Trajectory } from '../../src/config/trajectory.js';

export type Action = { thought: string } | { call: string; args?: Record<string, unknown> } | { answer: string };

export async function trajectoryOf(actions: Action[], options: { tools?: MockToolBlock; maxSteps?: number } = {}): Promise<Trajectory> {
  const recorder = new TrajectoryRecorder({
    caseId: 't',
    task: 'task',
    tools: [],
    environment: createMockEnvironment(options.tools ?? {}, { simulateLatency: false }),
    ...(options.maxSteps ? { maxSteps: options.maxSteps } : {}),
  });
  for (const action of actions) {
    if ('thought' in action) recorder.thought(action.thought);
    else if ('call' in action) {
      if ((await recorder.toolCall(action.call, action.args ?? {})) === null) break;
    } else recorder.answer(action.answer);
  }
  return recorder.finish({ usage: null, cost_usd: null, model_calls: null });
}
