// A program's run of a case with its trace: the case gets a trace of the
// run's OTLP receiver (src/traces/), the program starts with its variables,
// and the spans it exported are kept on its trajectory. When the agent
// reported no tool call over the protocol, the tool calls its spans record
// (GenAI semantic conventions) stand in, so the trajectory scorers read them;
// the skills it activated come from its `final`, else its Skill tool calls,
// else its spans.
import { pythonStepCount, toolCalls, type SkillCall, type Span, type Trajectory } from '../config/index.js';
import { skillOfToolCall, skillsFromSpans, toolCallsFromSpans, type CaseTrace, type TraceReceiver } from '../traces/index.js';

/** Runs `run` with the case's trace (none without a receiver) and keeps what it exported. */
export async function withTrace(
  receiver: TraceReceiver | undefined,
  run: (trace: CaseTrace | undefined) => Promise<Trajectory>,
): Promise<Trajectory> {
  if (!receiver) return skillsFromCalls(await run(undefined));
  const trace = await receiver.openCase();
  // The case's collection ends either way; a run that failed has no trajectory to keep its spans on.
  let trajectory: Trajectory;
  try {
    trajectory = await run(trace);
  } catch (error) {
    await trace.finish();
    throw error;
  }
  const { spans } = await trace.finish();
  return withSpans(trajectory, spans);
}

/** The trajectory with its spans, and with what they say where the protocol said nothing. */
export function withSpans(trajectory: Trajectory, spans: Span[]): Trajectory {
  // Traced, nothing exported: an empty trace, which the trace checks count as no spans (not as no trace).
  if (spans.length === 0) return { ...skillsFromCalls(trajectory), spans };
  // Skills from the protocol's calls first: the calls the spans add below are the spans' own.
  let out: Trajectory = { ...skillsFromCalls(trajectory), spans };
  if (toolCalls(trajectory).length === 0) {
    const calls = toolCallsFromSpans(spans);
    if (calls.length > 0) {
      // Before the answer, where the calls were made.
      const answerAt = out.steps.findIndex((s) => s.type === 'answer');
      const steps = answerAt < 0 ? [...out.steps, ...calls] : [...out.steps.slice(0, answerAt), ...calls, ...out.steps.slice(answerAt)];
      out = {
        ...out,
        steps,
        step_count: pythonStepCount(steps),
        tool_call_count: calls.length,
        tool_latency_ms: calls.reduce((sum, c) => sum + c.latency_ms, 0),
      };
    }
  }
  if (!out.skills?.length) {
    const skills = skillsFromSpans(spans);
    if (skills.length > 0) out.skills = skills;
  }
  return out;
}

/** Skills from the trajectory's Skill tool calls, when the agent's `final` named none. */
function skillsFromCalls(trajectory: Trajectory): Trajectory {
  if (trajectory.skills?.length) return trajectory;
  const skills: SkillCall[] = [];
  for (const call of toolCalls(trajectory)) {
    const name = call.error === undefined ? skillOfToolCall(call.name, call.arguments) : null;
    if (name) skills.push({ name, source: 'tool' });
  }
  return skills.length > 0 ? { ...trajectory, skills } : trajectory;
}
