// Assembles the results JSON from a finished run (pure).
import { RESULTS_SCHEMA_VERSION, type CaseResult, type Gate, type Results } from '../config/results.js';
import type { Dataset } from '../dataset/load.js';
import { VERSION } from '../version.js';
import { summarize } from './summary.js';

export interface ResultsInput {
  dataset: Pick<Dataset, 'name' | 'type' | 'dir' | 'hash'>;
  models: string[];
  judge: string | null;
  cases: CaseResult[];
  startedAt: Date;
  finishedAt: Date;
  interrupted?: boolean;
  gate: Gate;
}

export function buildResults(input: ResultsInput): Results {
  return {
    schema_version: RESULTS_SCHEMA_VERSION,
    tool: { name: 'supereval', version: VERSION },
    run: {
      started_at: input.startedAt.toISOString(),
      finished_at: input.finishedAt.toISOString(),
      duration_ms: input.finishedAt.getTime() - input.startedAt.getTime(),
      ...(input.interrupted ? { interrupted: true } : {}),
    },
    dataset: { name: input.dataset.name, type: input.dataset.type, path: input.dataset.dir, hash: input.dataset.hash },
    models: input.models,
    judge: input.judge,
    summary: summarize(input.cases),
    cases: input.cases,
    gate: input.gate,
  };
}
