// LLM judges: the rubric contract users know from promptfoo, and the labelled
// scales of seed 000. A reply that cannot be parsed is an error, never a pass.
import type { Provider } from '../providers/types.js';

export type LabelScaleName = 'correctness' | 'completeness' | 'helpfulness' | 'faithfulness' | 'logical_coherence';

/** promptfoo's llm-rubric verdict: {reason, pass, score}. */
export interface RubricVerdict {
  pass: boolean;
  score: number;
  reason: string;
  raw: string;
}

/** One label on a fixed scale, with its rank and the normalised 0-1 score. */
export interface LabelVerdict {
  scale: LabelScaleName;
  label: string;
  rank: number;
  labels: number;
  score: number;
  reasoning: string;
  raw: string;
}

export interface RubricRequest {
  /** What the output must satisfy, given verbatim to the judge. */
  rubric: string;
  output: string;
  /** The question or task the output answers, for context. */
  input?: string;
}

export interface LabelRequest {
  output: string;
  input?: string;
  reference?: string;
  contexts?: string[];
  /** Agent reasoning: the thought chain and tool results. */
  trajectory?: string;
}

export interface Judge {
  spec: string;
  rubric(request: RubricRequest): Promise<RubricVerdict>;
  label(scale: LabelScaleName, request: LabelRequest): Promise<LabelVerdict>;
}

/** Thrown when a judge reply cannot be used; carries the raw reply. */
export class JudgeError extends Error {
  readonly raw: string;
  constructor(message: string, raw: string) {
    super(message);
    this.name = 'JudgeError';
    this.raw = raw;
  }
}

export function createJudge(provider: Provider): Judge {
  throw new Error(`judge ${provider.spec.label}: not built yet`);
}
