// dataset.json's `type`. Each type is a kind (src/kinds/), whose table is
// checked against this list where it is built.
import { z } from 'zod';

export const DATASET_TYPES = ['qa', 'classification', 'instruction', 'agent', 'rag', 'nl2sql', 'promptfoo', 'mcp_readability'] as const;
export type DatasetType = (typeof DATASET_TYPES)[number];
export const DatasetTypeSchema = z.enum(DATASET_TYPES);
