// The dataset kinds, by dataset.json `type`. Adding a kind is one module in
// this folder (see types.ts for what it declares) and one line here.
import { z } from 'zod';
import { agent } from './agent.js';
import { classification } from './classification.js';
import { instruction } from './instruction.js';
import { nl2sql } from './nl2sql.js';
import { qa } from './qa.js';
import { rag } from './rag.js';
import type { DatasetKind } from './types.js';

export const KINDS = {
  qa,
  classification,
  instruction,
  agent,
  rag,
  nl2sql,
};

export type DatasetType = keyof typeof KINDS;
export const DATASET_TYPES = Object.keys(KINDS) as [DatasetType, ...DatasetType[]];
export const DatasetTypeSchema = z.enum(DATASET_TYPES);

export function kindOf(type: DatasetType): DatasetKind {
  return KINDS[type];
}

/** Whether a type's cases run as agent tasks (then `--agent exec:` replaces the models). */
export function runsAgents(type: DatasetType): boolean {
  return kindOf(type).scorer.runs === 'agent';
}

export type { DatasetKind } from './types.js';
