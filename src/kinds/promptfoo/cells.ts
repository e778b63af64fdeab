// A promptfoo config's cells: each of its prompts on each of its providers
// (or on the run's models, when --model / `models` replaces them), and what
// the config names that supereval cannot run.
import path from 'node:path';
import { DatasetError, type DatasetIssue } from '../../base/index.js';
import type { DatasetCells } from '../../dataset/index.js';
import { configProvider, type ConfigProvider, takesChatTurns } from '../../providers/index.js';
import type { Cell, CellSources, OwnSubjects } from '../types.js';
import { promptfooCell } from './cell.js';

/** The config's cells, its providers as specs, and what it names that cannot run. */
export function configSubjects(file: string, cells: DatasetCells): OwnSubjects {
  return {
    modelSpecs: () => configProviders(file, cells, '').providers.map((p) => p.spec),
    problems: (option) => configProviders(file, cells, option).problems,
    cells: (sources) => cellsOf(file, cells, sources),
    sequential: cells.storesOutputs,
  };
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
function configProviders(
  file: string,
  cells: DatasetCells,
  option: string,
): { providers: (ConfigProvider & { promptIndexes: number[] | null })[]; problems: DatasetIssue[] } {
  const entries = cells.providers;
  const providers: (ConfigProvider & { promptIndexes: number[] | null })[] = [];
  const problems: DatasetIssue[] =
    entries.length === 0 ? [{ file, field: 'providers', message: `the config names no provider: add \`providers\`, or give ${option}` }] : [];
  for (const entry of entries) {
    const provider = configProvider(entry);
    if ('problem' in provider) problems.push({ file, field: entry.field, message: provider.problem });
    else providers.push({ ...provider, promptIndexes: entry.promptIndexes });
  }
  return { providers, problems };
}

/** The run's models, else the config's providers made for the run; a provider supereval does not run is an error (exit 2). */
async function runProviders(file: string, cells: DatasetCells, sources: CellSources) {
  if (sources.providers.length > 0) {
    return sources.providers.map((provider) => ({
      label: provider.spec.label,
      provider,
      inference: {},
      chat: takesChatTurns(provider.spec.kind),
      promptIndexes: null,
    }));
  }
  const { providers, problems } = configProviders(file, cells, '--model');
  if (problems.length > 0) throw new DatasetError(problems);
  return Promise.all(
    providers.map(async (p) => ({
      label: p.label,
      provider: await sources.configProvider(p.spec, p.config),
      inference: p.inference,
      chat: p.chat,
      promptIndexes: p.promptIndexes,
    })),
  );
}

/**
 * The config's cells, providers outermost (promptfoo's order: every prompt on
 * the first provider, then the next), each provider on the prompts its
 * `prompts:` filter picks (every prompt on the run's models, and the run's
 * own prompt on every provider); labels made unique with ` #2`...
 */
async function cellsOf(file: string, cells: DatasetCells, sources: CellSources): Promise<Cell[]> {
  const custom = sources.prompt;
  const prompts = custom
    ? [{ raw: custom.text, source: custom.source, name: '' }]
    : cells.prompts.map((p, i) => ({ raw: p.raw, source: p.source, name: promptName(p, i) }));
  const providers = await runProviders(file, cells, sources);
  const seen = new Map<string, number>();
  const registers: Record<string, unknown> = {};
  return providers.flatMap((p) =>
    prompts.flatMap((prompt, index) => {
      if (!custom && p.promptIndexes !== null && !p.promptIndexes.includes(index)) return [];
      const base = prompts.length > 1 ? `${p.label} [${prompt.name}]` : p.label;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      return promptfooCell({
        label: count === 1 ? base : `${base} #${count}`,
        provider: p.provider,
        prompt: { raw: prompt.raw, source: prompt.source },
        inference: p.inference,
        chat: p.chat,
        registers,
        dir: path.dirname(file),
        filters: cells.nunjucksFilters,
      });
    }),
  );
}
