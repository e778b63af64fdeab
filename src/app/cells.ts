// A promptfoo config's cells: each of its prompts on each of its providers
// (or on the run's models, when --model / `models` replaces them).
import { DatasetError, type DatasetIssue } from '../base/errors.js';
import { appendAll } from '../base/arrays.js';
import type { KindDataset } from '../kinds/types.js';
import { runsAgents } from '../kinds/index.js';
import { configProvider, type ConfigProvider } from '../providers/promptfoo-config.js';
import type { Provider } from '../providers/types.js';
import type { Cell } from '../run/run-types.js';
import type { PromptTemplate } from '../prompt/template.js';

export interface CellSources {
  /** The run's prompt (--prompt), which replaces the config's prompts when given. */
  prompt: PromptTemplate | null;
  /** The run's models (--model), which replace the config's providers when given. */
  providers: readonly Provider[];
  /** The provider of a spec a config names, with the entry's `config` (apiBaseUrl, headers...), made once for the run. */
  configProvider(spec: string, config?: Readonly<Record<string, unknown>>): Promise<Provider>;
}

/** A prompt's name in a cell's label: its own label, else its file, else its position. */
function promptName(prompt: { name: string | null; source: string }, index: number): string {
  return prompt.name ?? (prompt.source.startsWith('prompts') ? `prompt ${index + 1}` : prompt.source);
}

/**
 * The providers a config names, as supereval runs them, and what it cannot
 * run (one issue per entry, or one for a config that names none). `option`
 * is how the front end names the models that would replace them.
 */
function configProviders(dataset: KindDataset, option: string): { providers: ConfigProvider[]; problems: DatasetIssue[] } {
  const file = dataset.files.meta;
  const entries = dataset.cells?.providers ?? [];
  const providers: ConfigProvider[] = [];
  const problems: DatasetIssue[] =
    dataset.cells && entries.length === 0
      ? [{ file, field: 'providers', message: `the config names no provider: add \`providers\`, or give ${option}` }]
      : [];
  for (const entry of entries) {
    const provider = configProvider(entry);
    if ('problem' in provider) problems.push({ file, field: entry.field, message: provider.problem });
    else providers.push(provider);
  }
  return { providers, problems };
}

/** The run's models, else the config's providers made for the run; a provider supereval does not run is an error (exit 2). */
async function runProviders(dataset: KindDataset, sources: CellSources) {
  if (sources.providers.length > 0) {
    return sources.providers.map((provider) => ({ label: provider.spec.label, provider, inference: {}, chat: provider.spec.kind === 'bedrock' }));
  }
  const { providers, problems } = configProviders(dataset, '--model');
  if (problems.length > 0) throw new DatasetError(problems);
  return Promise.all(
    providers.map(async (p) => ({ label: p.label, provider: await sources.configProvider(p.spec, p.config), inference: p.inference, chat: p.chat })),
  );
}

/** The dataset's cells, providers outermost (promptfoo's order: every prompt on the first provider, then the next); labels made unique with ` #2`... */
export async function cellsOf(dataset: KindDataset, sources: CellSources): Promise<Cell[]> {
  const cells = dataset.cells as NonNullable<KindDataset['cells']>;
  const custom = sources.prompt;
  const prompts = custom
    ? [{ raw: custom.text, source: custom.source, name: '' }]
    : cells.prompts.map((p, i) => ({ raw: p.raw, source: p.source, name: promptName(p, i) }));
  const providers = await runProviders(dataset, sources);
  const seen = new Map<string, number>();
  return providers.flatMap((p) =>
    prompts.map((prompt) => {
      const base = prompts.length > 1 ? `${p.label} [${prompt.name}]` : p.label;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      return {
        label: count === 1 ? base : `${base} #${count}`,
        provider: p.provider,
        prompt: { raw: prompt.raw, source: prompt.source },
        inference: p.inference,
        chat: p.chat,
      };
    }),
  );
}

/**
 * The model specs a dataset runs on: the run's models, or a config's own
 * providers when none are given (those supereval does not run are left out;
 * the run refuses them).
 */
export function modelSpecsOf(dataset: KindDataset, models: readonly string[]): string[] {
  if (!dataset.cells || models.length > 0) return [...models];
  return configProviders(dataset, '').providers.map((p) => p.spec);
}

/**
 * What stops the run before any call: a dataset with nothing to run on (no
 * models given, and it names no providers: only a promptfoo config does), and
 * a config's provider supereval does not run (when no models replace them).
 * `option` is how the front end names its models (`--model`, `models`).
 */
export function modelProblems(
  datasets: readonly KindDataset[],
  models: readonly string[],
  agent: string | undefined,
  option: string,
): DatasetIssue[] {
  if (models.length > 0) return [];
  const modelless = datasets.filter((d) => !d.cells && !(agent !== undefined && runsAgents(d.kind))).map((d) => d.name);
  const problems: DatasetIssue[] =
    modelless.length > 0
      ? [
          {
            file: option,
            field: '(option)',
            message: `at least one model is required for ${modelless.join(', ')}; only a promptfoo config names its own providers`,
          },
        ]
      : [];
  for (const dataset of datasets) appendAll(problems, configProviders(dataset, option).problems);
  return problems;
}
