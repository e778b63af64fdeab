// An EvalBench run config of the mcp_readability orchestrator
// (datasets/mcp_readability/run_config.yaml in GoogleCloudPlatform/evalbench)
// as one supereval mcp_readability dataset: a case per endpoint of its
// endpoints_config (product_name, endpoint_type, tools_source stdio or http),
// the token budget from the endpoint, else the file's `defaults`, else
// scorers.mcp_tool_metrics.token_budget (or the older top-level token_budget),
// the style guide from scorers.mcp_style_readability.style_guide (or the older
// top-level style_guide), the endpoint_types filter, and the waivers of
// exceptions_config that match the endpoint, handed to the judge.
import path from 'node:path';
import { appendAll, type DatasetIssue, nearestName, readUserFile } from '../../base/index.js';
import type { Dataset, KindTable, LoaderKind } from '../dataset.js';
import { loadDataset, type LoadOptions } from '../load.js';
import { NOT_RUN, parseRunConfigYaml, runName, type RunConfig } from './shared.js';

const READ_KEYS = ['orchestrator', 'scorers', 'endpoints_config', 'exceptions_config', 'endpoint_types', 'token_budget', 'style_guide'];
/** Keys of this orchestrator that supereval does without, and why. */
const NOT_RUN_HERE: Record<string, string> = {
  tools_generator_config: 'supereval lists the tools itself (tools/list over stdio or streamable HTTP)',
  previous_results_csv: "supereval does not carry an earlier run's findings forward",
  environments: 'the older environment filter is not read; use endpoint_types',
};
const SCORERS = ['mcp_tool_metrics', 'mcp_style_readability'];

type Raw = Record<string, unknown>;
const isMap = (value: unknown): value is Raw => value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
/** A scalar as YAML wrote it (`PROD`, 3), or '' for anything else. */
const scalar = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The run config's dataset; problems go to config.issues (the caller throws them, all at once). */
export async function readMcpReadabilityRunConfig<K extends LoaderKind>(
  config: RunConfig,
  kinds: KindTable<K>,
  options: LoadOptions,
): Promise<Dataset<K>[]> {
  const { raw, file, issues, warnings } = config;
  const problem = (field: string, message: string) => issues.push({ file, field, message });
  const within = options.within === undefined ? {} : { within: options.within };
  for (const [key, why] of Object.entries({ ...NOT_RUN, ...NOT_RUN_HERE }))
    if (raw[key] !== undefined) warnings.push({ file, field: key, message: `not run: ${why}` });
  for (const key of Object.keys(raw)) {
    if (READ_KEYS.includes(key) || Object.hasOwn(NOT_RUN, key) || Object.hasOwn(NOT_RUN_HERE, key)) continue;
    const near = nearestName(key, READ_KEYS, 2);
    warnings.push({ file, field: key, message: `not a run config key supereval reads, ignored${near ? `; did you mean \`${near}\`?` : ''}` });
  }
  const scorers = isMap(raw['scorers']) ? raw['scorers'] : {};
  for (const name of Object.keys(scorers))
    if (!SCORERS.includes(name)) problem(`scorers.${name}`, `not an mcp_readability scorer supereval runs (it runs: ${SCORERS.join(', ')})`);
  const metrics = isMap(scorers['mcp_tool_metrics']) ? scorers['mcp_tool_metrics'] : {};
  const style = isMap(scorers['mcp_style_readability']) ? scorers['mcp_style_readability'] : null;
  if (style?.['model_config'] !== undefined)
    warnings.push({ file, field: 'scorers.mcp_style_readability.model_config', message: "not run: the run's judge model (--judge-model) reviews" });
  const budget = metrics['token_budget'] ?? raw['token_budget'];
  const styleGuide = text(style?.['style_guide']) ?? text(raw['style_guide']);
  const types = Array.isArray(raw['endpoint_types']) ? raw['endpoint_types'].map((t) => scalar(t).trim().toUpperCase()) : [];

  const endpointsFile = text(raw['endpoints_config']);
  if (!endpointsFile) problem('endpoints_config', 'required: the YAML file listing the endpoints to check');
  const read = async (written: string, field: string): Promise<Raw | null> => {
    const at = path.resolve(config.base, written);
    const body = await readUserFile(at, issues, within);
    const parsed = body === null ? null : parseRunConfigYaml(body, at, issues);
    if (body !== null && parsed === null && issues.length === 0) problem(field, `${written} holds no mapping`);
    return parsed;
  };
  const endpointsRaw = endpointsFile ? await read(endpointsFile, 'endpoints_config') : null;
  const exceptionsFile = text(raw['exceptions_config']);
  const waivers = exceptionsFile ? await read(exceptionsFile, 'exceptions_config') : null;
  if (!endpointsRaw || !endpointsFile) return [];

  const defaults = isMap(endpointsRaw['defaults']) ? endpointsRaw['defaults'] : {};
  const listed = Array.isArray(endpointsRaw['endpoints']) ? endpointsRaw['endpoints'] : [];
  const endpointsAt = path.resolve(config.base, endpointsFile);
  const cases: object[] = [];
  const ids = new Set<string>();
  for (const [i, entry] of listed.entries()) {
    const field = `endpoints[${i}]`;
    const issue = (message: string, at = '') => issues.push({ file: endpointsAt, field: `${field}${at}`, message });
    if (!isMap(entry)) {
      issue('must be a mapping (product_name, endpoint_type, tools_source)');
      continue;
    }
    const value = (key: string): unknown => (key in entry ? entry[key] : defaults[key]);
    const type = (scalar(value('endpoint_type')) || 'DEV').toUpperCase();
    if (types.length > 0 && !types.includes(type)) continue;
    const endpoint = endpointOf(entry['tools_source'], (message, at) => issue(message, `.tools_source${at}`), warnings, endpointsAt, field);
    if (!endpoint) continue;
    const product = text(entry['product_name']) ?? `endpoint ${i + 1}`;
    let id = `${product} (${type})`;
    for (let n = 2; ids.has(id); n++) id = `${product} (${type}) ${n}`;
    ids.add(id);
    const tokenBudget = value('token_budget') ?? budget;
    const waived = waivedRules(waivers, product, type);
    cases.push({
      id,
      input: {
        endpoint,
        ...(typeof tokenBudget === 'number' && tokenBudget > 0 ? { token_budget: tokenBudget } : {}),
        ...(styleGuide ? { style_guide: styleGuide, product_name: product } : {}),
        ...(styleGuide && waived ? { exceptions: waived } : {}),
      },
    });
  }
  if (listed.length === 0) issues.push({ file: endpointsAt, field: 'endpoints', message: 'required: a list of endpoints' });
  else if (cases.length === 0 && issues.length === 0) problem('endpoint_types', `no endpoint is of the types ${JSON.stringify(types)}`);
  if (issues.length > 0) return [];

  const meta = { name: runName(file), type: 'mcp_readability' };
  const casesText = cases.map((c) => JSON.stringify(c)).join('\n');
  try {
    const dataset = await loadDataset(config.base, kinds, {
      ...options,
      meta: { file, text: JSON.stringify(meta) },
      cases: { file: endpointsAt, text: casesText },
    });
    // The waivers file decides verdicts too: the cache key covers it with the dataset's other files.
    const referenced = exceptionsFile ? [...dataset.files.referenced, path.resolve(config.base, exceptionsFile)] : dataset.files.referenced;
    return [{ ...dataset, files: { ...dataset.files, referenced }, warnings: [...warnings, ...dataset.warnings] }];
  } catch (error) {
    if (error instanceof Error && 'issues' in error) appendAll(issues, (error as { issues: DatasetIssue[] }).issues);
    else throw error;
    return [];
  }
}

/** An endpoint's tools_source as the kind's endpoint: stdio {command, args} or http {url, headers}. */
function endpointOf(
  source: unknown,
  issue: (message: string, at: string) => void,
  warnings: DatasetIssue[],
  file: string,
  field: string,
): object | null {
  if (!isMap(source)) {
    issue('required: {type: stdio, command, args} or {type: http, url}', '');
    return null;
  }
  const type = source['type'] ?? ('url' in source ? 'http' : 'stdio');
  if (type === 'stdio') {
    const command = text(source['command']);
    const args = source['args'] ?? [];
    if (!command) issue('required: the program that starts the server', '.command');
    if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) issue('must be a list of strings', '.args');
    if (source['env'] !== undefined)
      warnings.push({
        file,
        field: `${field}.tools_source.env`,
        message: 'not passed: a stdio server runs with the allow-listed environment (security.md)',
      });
    return command && Array.isArray(args) ? { command, args } : null;
  }
  if (type === 'http') {
    const url = text(source['url']);
    if (!url || !URL.canParse(url)) issue('required: the server URL', '.url');
    const headers = source['headers'];
    const headersOk = headers === undefined || (isMap(headers) && Object.values(headers).every((h) => typeof h === 'string'));
    if (!headersOk) issue('must be a mapping of header names to texts', '.headers');
    return url && URL.canParse(url) && headersOk ? { url, ...(headers !== undefined ? { headers } : {}) } : null;
  }
  const near = nearestName(scalar(type), ['stdio', 'http'], 2);
  issue(
    type === 'file'
      ? 'a tools/list dump (type file) is not read: supereval lists a live server, so name it with type stdio or http'
      : `${JSON.stringify(type)} is not a tools source (stdio, http)${near ? `; did you mean ${near}?` : ''}`,
    '.type',
  );
  return null;
}

/** The waivers of the exceptions file that match the endpoint (a missing field or "*" matches any), one `rule_id: reason` line each. */
function waivedRules(file: Raw | null, product: string, type: string): string | null {
  const entries = Array.isArray(file?.['exceptions']) ? file['exceptions'] : [];
  const matches = (want: unknown, have: string) => want === undefined || want === '*' || scalar(want).toUpperCase() === have.toUpperCase();
  const lines = entries
    .filter(isMap)
    .filter((e) => matches(e['product_name'], product) && matches(e['endpoint_type'], type) && text(e['rule_id']))
    .map((e) => `- ${String(e['rule_id'])}: ${text(e['reason']) ?? '(no reason given)'}`);
  return lines.length > 0 ? lines.join('\n') : null;
}
