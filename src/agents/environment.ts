// The mock world of one agent case: its `tools` block says what each tool
// returns (or how it fails); a tool the block does not list fails when called.
import type { z } from 'zod';
import type { ToolCatalog, MockToolSchema } from '../config/index.js';
import type { ToolSpec } from '../providers/index.js';

export type MockTool = z.infer<typeof MockToolSchema>;
export type MockToolBlock = Record<string, MockTool>;

export type ToolOutcome = { ok: true; result: unknown } | { ok: false; error: string };

export interface MockEnvironmentOptions {
  /** Wait each tool's `latency_ms` before answering, as a real tool would take time (default true). */
  simulateLatency?: boolean;
}

export interface MockEnvironment {
  call(name: string, signal?: AbortSignal): Promise<ToolOutcome>;
}

export function unavailableToolMessage(name: string): string {
  return `tool "${name}" is not available in this environment`;
}

export function createMockEnvironment(block: MockToolBlock | null | undefined, options: MockEnvironmentOptions = {}): MockEnvironment {
  const tools = block ?? {};
  const simulateLatency = options.simulateLatency ?? true;
  return {
    async call(name, signal) {
      const tool = Object.hasOwn(tools, name) ? tools[name] : undefined;
      if (!tool) return { ok: false, error: unavailableToolMessage(name) };
      if (simulateLatency && tool.latency_ms) await delay(tool.latency_ms, signal);
      // agent/runner.py MockToolExecutor.execute raises only `if mock.error:`, so
      // `"error": null` (every mock the Python tool writes) and "" both answer.
      if (tool.error) return { ok: false, error: tool.error };
      return { ok: true, result: tool.response ?? null };
    },
  };
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * The tools offered to the agent: the dataset's tools.json catalog, or, for a
 * dataset without one, the case's mock tools with an open parameter schema.
 */
export function offeredTools(catalog: ToolCatalog | null | undefined, block: MockToolBlock | null | undefined): ToolSpec[] {
  if (catalog && catalog.length > 0) {
    return catalog.map((t) => ({ name: t.name, description: t.description, parameters: t.parameters }));
  }
  return Object.keys(block ?? {}).map((name) => ({
    name,
    description: '',
    parameters: { type: 'object', properties: {} },
  }));
}
