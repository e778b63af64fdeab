// EvalBench's mcp_readability run config run unchanged: `supereval run
// datasets/mcp_readability/run_config.yaml` from the repository's root, as
// EvalBench runs it, with the keys of EvalBench's sample config
// (orchestrator, scorers.mcp_tool_metrics.token_budget,
// scorers.mcp_style_readability with its model_config and style_guide,
// endpoints_config, exceptions_config, tools_generator_config, endpoint_types,
// runners, reporting). Its endpoints are stdio servers
// (test/fixtures/agent-programs/mcp-tools-server.mjs) of a size the test sets.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import { nodeCommand, tempDir, writeTree } from '../helpers/tmp.js';

const SERVER = path.join(repoRoot, 'test/fixtures/agent-programs/mcp-tools-server.mjs');

const RUN_CONFIG = `orchestrator: mcp_readability

scorers:
  mcp_tool_metrics:
    token_budget: 600
  mcp_style_readability:
    model_config: datasets/model_configs/gemini_2.5_pro_model.yaml
    style_guide: datasets/mcp_readability/style_guide.md

endpoints_config: datasets/mcp_readability/endpoints.yaml
exceptions_config: datasets/mcp_readability/exceptions.yaml
tools_generator_config: datasets/mcp_readability/tools_generator.yaml

endpoint_types: []

runners:
  endpoint_runners: 4

reporting:
  csv:
    output_directory: 'results'
`;

const endpoints = (entries: { name: string; type: string; tools: number; words: number; budget?: number }[]) =>
  `endpoints:\n${entries
    .map(
      (e) => `  - product_name: "${e.name}"
    endpoint_type: ${e.type}
${e.budget !== undefined ? `    token_budget: ${e.budget}\n` : ''}    tools_source:
      type: stdio
      command: ${JSON.stringify(process.execPath)}
      args: [${JSON.stringify(SERVER)}, "${e.tools}", "${e.words}"]
`,
    )
    .join('\n')}`;

/** EvalBench's repository layout with the run config as EvalBench ships it and the endpoints given. */
function repository(endpointsYaml: string, runConfig = RUN_CONFIG): string {
  const root = tempDir('supereval-evalbench-mcp-');
  writeTree(path.join(root, 'datasets/mcp_readability'), {
    'run_config.yaml': runConfig,
    'endpoints.yaml': endpointsYaml,
    'exceptions.yaml': 'exceptions:\n  - product_name: "Lean"\n    rule_id: "tool-names"\n    reason: "names fixed by the API"\n',
    'tools_generator.yaml': 'generator: mcp_tools\n',
    'style_guide.md': '# Style guide\n\n## Tool names <!-- priority: p0 -->\nName tools by action.\n',
  });
  return root;
}

interface Results {
  dataset: { name: string };
  models: string[];
  cases: { id: string; results: { status: string; asserts: { type: string; status: string; reason: string }[] }[] }[];
}

const saved = process.cwd();
afterEach(() => process.chdir(saved));

describe("EvalBench's mcp_readability run config, unchanged", () => {
  it('lists each endpoint with no model and flags the server over its token budget', async () => {
    const root = repository(
      endpoints([
        { name: 'Lean', type: 'PROD', tools: 2, words: 5 },
        { name: 'Bloated', type: 'DEV', tools: 20, words: 100 },
        { name: 'Own budget', type: 'DEV', tools: 20, words: 100, budget: 100000 },
      ]),
    );
    process.chdir(root);
    const r = await runCli('run', 'datasets/mcp_readability/run_config.yaml', '-q', '--format', 'json');
    expect(r.code, r.stderr).toBe(EXIT.blocked);
    const results = JSON.parse(r.stdout) as Results;
    expect(results.dataset.name).toBe('mcp_readability');
    expect(results.models).toEqual(['mcp:tools/list']);
    const metrics = (id: string) => results.cases.find((c) => c.id === id)?.results[0]?.asserts.find((a) => a.type === 'mcp_tool_metrics');
    expect(results.cases.map((c) => c.id)).toEqual(['Lean (PROD)', 'Bloated (DEV)', 'Own budget (DEV)']);
    expect(metrics('Lean (PROD)')).toMatchObject({ status: 'pass', reason: expect.stringContaining('3 tool(s)') });
    expect(metrics('Bloated (DEV)')).toMatchObject({ status: 'fail', reason: expect.stringContaining('over budget') });
    // An endpoint's own token_budget wins over the scorer's.
    expect(metrics('Own budget (DEV)')).toMatchObject({ status: 'pass' });
    // The style review needs a judge: none was given, so it is skipped, not passed.
    const style = results.cases[0]?.results[0]?.asserts.find((a) => a.type === 'mcp_style_readability');
    expect(style?.status).toBe('skipped');
    // What supereval does not run is named once each.
    for (const key of ['tools_generator_config', 'runners', 'reporting', 'scorers.mcp_style_readability.model_config'])
      expect(r.stderr).toContain(key);
  }, 120_000);

  it('keeps the endpoint_types it names, and names a tools_source it cannot list', async () => {
    const root = repository(
      endpoints([
        { name: 'Lean', type: 'PROD', tools: 2, words: 5 },
        { name: 'Bloated', type: 'DEV', tools: 20, words: 100 },
      ]),
      RUN_CONFIG.replace('endpoint_types: []', 'endpoint_types: [PROD]'),
    );
    process.chdir(root);
    const ok = await runCli('run', 'datasets/mcp_readability/run_config.yaml', '-q', '--format', 'json');
    expect(ok.code, ok.stderr).toBe(EXIT.passed);
    expect((JSON.parse(ok.stdout) as Results).cases.map((c) => c.id)).toEqual(['Lean (PROD)']);

    const offline = repository('endpoints:\n  - product_name: "Sample"\n    tools_source:\n      type: file\n      path: sample_tools.json\n');
    process.chdir(offline);
    const r = await runCli('run', 'datasets/mcp_readability/run_config.yaml', '-q');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain('endpoints[0].tools_source.type');
    expect(r.stderr).toContain('type file');
  }, 120_000);

  it("has the run's judge review each listing against the style guide, with the endpoint's waivers from exceptions_config", async () => {
    // A judge that reports a P0 on tool names unless the prompt waives tool-names for this product.
    const judge = nodeCommand(`
let prompt = '';
process.stdin.on('data', (c) => (prompt += c)).on('end', () => {
  const waived = /### EXCEPTIONS[^\\n]*\\n- tool-names: names fixed by the API/.test(prompt);
  const guided = prompt.includes('Name tools by action');
  const findings = waived || !guided ? [] : [{ severity: 'P0', rule_id: 'tool-names', title: 'vague names', message: 'm', suggestion: 's' }];
  process.stdout.write(JSON.stringify({ readability_score: 70, findings_by_tool: [{ tool: 'tool_0', findings }], waived: [], summary: 'ok' }));
});
`);
    const root = repository(
      endpoints([
        { name: 'Lean', type: 'PROD', tools: 2, words: 5 },
        { name: 'Other', type: 'PROD', tools: 2, words: 5 },
      ]),
    );
    process.chdir(root);
    const r = await runCli('run', 'datasets/mcp_readability/run_config.yaml', '--judge-model', `exec:${judge}`, '-q', '--format', 'json');
    const results = JSON.parse(r.stdout) as Results;
    const style = (id: string) => results.cases.find((c) => c.id === id)?.results[0]?.asserts.find((a) => a.type === 'mcp_style_readability');
    expect(style('Lean (PROD)')).toMatchObject({ status: 'pass' });
    expect(style('Other (PROD)')).toMatchObject({ status: 'fail' });
    expect(r.code).toBe(EXIT.blocked);
  }, 120_000);
});
