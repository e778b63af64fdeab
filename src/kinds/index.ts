// The dataset kinds, by dataset.json `type`. Adding a kind is one module in
// this folder (see types.ts for what it declares), its type in
// src/config/dataset-type.ts and one line here. The table is handed to what
// needs a kind (the loader, the evaluator); nothing looks one up by itself.
import type { DatasetType } from '../config/index.js';
import { agent } from './agent.js';
import { classification } from './classification.js';
import { instruction } from './instruction.js';
import { mcpReadability } from './mcp-readability.js';
import { nl2sql } from './nl2sql.js';
import { promptfoo } from './promptfoo/index.js';
import { qa } from './qa.js';
import { rag } from './rag.js';
import type { DatasetKind } from './types.js';

export type Kinds = Readonly<Record<DatasetType, DatasetKind>>;

export const KINDS: Kinds = {
  qa,
  classification,
  instruction,
  agent,
  rag,
  nl2sql,
  promptfoo,
  mcp_readability: mcpReadability,
};

export type {
  DatasetKind,
  AgentScorer,
  DatasetEnvironment,
  DatasetResources,
  KindDataset,
  PromptScorer,
  PythonBaselineFormat,
  PythonCaseField,
  PythonSummaryField,
  ScoreContext,
  Cell,
  RenderedRequest,
  ReplyTransform,
} from './types.js';

/** Whether the kind's cases run as agent tasks (then `--agent exec:` replaces the models). */
export function runsAgents(kind: Pick<DatasetKind, 'scorer'>): boolean {
  return kind.scorer.runs === 'agent';
}
