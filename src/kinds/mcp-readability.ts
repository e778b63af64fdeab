// EvalBench's mcp_readability datasets: each case names an MCP endpoint (a
// stdio command or a streamable HTTP URL), and its tool listing is scored,
// not a model's answer: mcp_tool_metrics against the case's `token_budget`,
// and mcp_style_readability (the judge) when the case names a `style_guide`.
// No model runs: the dataset answers its cases itself
// (ownSubjects), with one cell whose reply names the endpoint, so the run
// needs no --model. Lines: {"id", "input": {"endpoint": {...}, "token_budget"?: n}}.
import { z } from 'zod';
import { CaseCommon } from '../config/index.js';
import type { Provider } from '../providers/index.js';
import { McpMetricsValueSchema } from '../score/index.js';
import { noIssues, noTemplateVars } from './shared.js';
import type { DatasetKind, NoThresholds, OwnSubjects } from './types.js';
import { LLM_BASELINE } from './python-baseline.js';

const { endpoint, token_budget } = McpMetricsValueSchema.shape;

export const McpReadabilityCaseSchema = z.looseObject({
  ...CaseCommon,
  input: z.looseObject({
    endpoint,
    token_budget,
    // mcp_style_readability, when the case names a style guide (a file in the dataset's folder).
    style_guide: z.string().min(1).optional(),
    product_name: z.string().optional(),
    exceptions: z.string().optional(),
  }),
  expected: z.looseObject({}).default({}),
});

/** What a case's cell answers: the endpoint it lists, as text (the listing itself is the check's). */
const where = (input: Record<string, unknown>) => JSON.stringify(input['endpoint']);

/** The cell's provider: no model, the endpoint named back, nothing spent. */
const LISTING: Provider = {
  spec: { kind: 'echo', target: 'mcp-tools-list', label: 'mcp:tools/list' },
  deterministic: true,
  inMemory: true,
  call: (request) => Promise.resolve({ output: request.prompt, latency_ms: 0, usage: { input_tokens: 0, output_tokens: 0 }, cost_usd: 0 }),
};

const ownSubjects = (): OwnSubjects => ({
  modelSpecs: () => [LISTING.spec.label],
  problems: () => [],
  cells: () =>
    Promise.resolve([
      {
        label: LISTING.spec.label,
        provider: LISTING,
        request: (testCase, trial) => {
          const prompt = `tools/list of ${where(testCase.input)}`;
          return Promise.resolve({ prompt, request: { prompt, caseId: testCase.id, trial } });
        },
        transform: () => undefined,
      },
    ]),
});

export const mcpReadability: DatasetKind<NoThresholds> = {
  type: 'mcp_readability',
  folder: null,
  caseSchema: McpReadabilityCaseSchema,
  thresholds: {},
  toolsFile: null,
  caseVars: (input) => ({ endpoint: input['endpoint'] }),
  templateVars: noTemplateVars,
  defaultPrompt: 'tools/list',
  builtInAssertions: ({ input }) => [
    { type: 'mcp_tool_metrics', value: { endpoint: input['endpoint'], token_budget: input['token_budget'] ?? null } },
    ...(typeof input['style_guide'] === 'string'
      ? [
          {
            type: 'mcp_style_readability',
            value: {
              endpoint: input['endpoint'],
              style_guide: input['style_guide'],
              ...(typeof input['product_name'] === 'string' ? { product_name: input['product_name'] } : {}),
              ...(typeof input['exceptions'] === 'string' ? { exceptions: input['exceptions'] } : {}),
            },
          },
        ]
      : []),
  ],
  caseWarnings: noIssues,
  scoringProblems: noIssues,
  inputField: 'endpoint',
  expectedSummary: () => null,
  baseline: LLM_BASELINE,
  scorer: { runs: 'prompt', score: null },
  ownSubjects,
};
