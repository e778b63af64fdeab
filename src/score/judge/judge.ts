// LLM judges: the rubric contract users know from promptfoo, and the Python
// tool's labelled scales (correctness, faithfulness...). A reply that cannot
// be parsed is an error, never a pass.
import type { Message, Provider, ProviderRequest, ProviderResponse } from '../../providers/index.js';
import {
  LABEL_SCALES,
  labelPrompt,
  rubricPrompt,
  JUDGE_SYSTEM,
  type LabelRequest,
  type LabelScaleName,
  type RubricRequest,
} from './judge-prompts.js';
import { extractJsonObjects, normaliseLabel } from './judge-parse.js';

export type { LabelRequest, LabelScaleName, RubricRequest } from './judge-prompts.js';

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
  /** 0-based position on the scale, worst first. */
  rank: number;
  /** How many labels the scale has. */
  labels: number;
  /** rank / (labels - 1). */
  score: number;
  reasoning: string;
  raw: string;
}

/** A free-form judge call, for graders that bring their own prompt contract (promptfoo's model-graded types). */
export interface JudgeCall {
  prompt: string;
  /** A conversation to send instead of `prompt` alone (a chat-shaped grading prompt); its first turn is the user's. */
  messages?: Message[];
  /** Replaces the default judge system prompt; '' sends none. */
  system?: string;
  /** Passed to the judge provider (replay providers key recordings by it). */
  caseId?: string;
}

export interface Judge {
  spec: string;
  /** The judge's raw reply to a prompt, at temperature 0, counted in the judge's spend. The caller parses it. */
  complete(call: JudgeCall): Promise<string>;
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

/**
 * Judge reuse (src/run/judge-reuse.ts implements it): a judge call whose
 * request the baseline recorded takes the recorded reply, and every reply is
 * noted with its request's fingerprint so the results can record it.
 */
export interface JudgeReplies {
  /** The request's fingerprint, and the baseline's reply to it (null: the judge is called). */
  lookup(judgeLabel: string, request: ProviderRequest): { fingerprint: string; reply: string | null };
  /** A reply to the request of `fingerprint`, given by the judge now or taken from the baseline (`reused`). */
  heard(fingerprint: string, reply: string, reused: boolean): void;
}

const DEFAULT_JUDGE_CASE_ID = 'judge';

/**
 * `observe` sees every judge response, so the caller can account for the
 * judge's own usage and cost; `replies`, when the run reuses answers, may
 * stand in for a call (a reply it gives is not observed: nothing was spent).
 */
export function createJudge(provider: Provider, observe?: (response: ProviderResponse) => void, replies?: JudgeReplies): Judge {
  const ask = async (request: ProviderRequest): Promise<string> => {
    const response = await provider.call(request);
    observe?.(response);
    return response.output;
  };
  const complete = async ({ prompt, messages, system = JUDGE_SYSTEM, caseId }: JudgeCall): Promise<string> => {
    const request: ProviderRequest = {
      prompt,
      ...(messages?.length ? { messages } : {}),
      ...(system ? { system } : {}),
      inference: { temperature: 0 },
      caseId: caseId ?? DEFAULT_JUDGE_CASE_ID,
    };
    return replies ? recordedOrAsked(replies, provider.spec.label, request, ask) : ask(request);
  };
  const completePrompt = (prompt: string, caseId: string | undefined) => complete({ prompt, ...(caseId !== undefined ? { caseId } : {}) });
  return {
    spec: provider.spec.label,
    complete,
    async rubric(request) {
      return parseRubricReply(await completePrompt(rubricPrompt(request), request.caseId));
    },
    async label(scale, request) {
      return parseLabelReply(scale, await completePrompt(labelPrompt(scale, request), request.caseId));
    },
  };
}

/** The baseline's reply to the request when it recorded one, else the judge's; either is noted with the request's fingerprint. */
async function recordedOrAsked(
  replies: JudgeReplies,
  judgeLabel: string,
  request: ProviderRequest,
  ask: (request: ProviderRequest) => Promise<string>,
): Promise<string> {
  const { fingerprint, reply } = replies.lookup(judgeLabel, request);
  if (reply !== null) {
    replies.heard(fingerprint, reply, true);
    return reply;
  }
  const asked = await ask(request);
  replies.heard(fingerprint, asked, false);
  return asked;
}

/** Reads `{"reason", "pass", "score"}`; a missing score follows pass (1 or 0), as promptfoo does. */
export function parseRubricReply(raw: string): RubricVerdict {
  const reply = pickVerdictObject(raw, 'pass');
  if (typeof reply.pass !== 'boolean') {
    throw new JudgeError(`judge reply: "pass" must be true or false, got ${JSON.stringify(reply.pass)}`, raw);
  }
  let score = reply.pass ? 1 : 0;
  if (reply.score !== undefined) {
    if (typeof reply.score !== 'number' || !Number.isFinite(reply.score) || reply.score < 0 || reply.score > 1) {
      throw new JudgeError(`judge reply: "score" must be a number from 0 to 1, got ${JSON.stringify(reply.score)}`, raw);
    }
    score = reply.score;
  }
  return { pass: reply.pass, score, reason: textField(reply, 'reason'), raw };
}

/** Reads `{"reasoning", "label"}` and places the label on its scale. */
export function parseLabelReply(scale: LabelScaleName, raw: string): LabelVerdict {
  const reply = pickVerdictObject(raw, 'label');
  const labels = LABEL_SCALES[scale].labels.map((l) => l.label);
  const rank = typeof reply.label === 'string' ? labels.indexOf(normaliseLabel(reply.label)) : -1;
  if (rank < 0) {
    throw new JudgeError(`judge reply: ${JSON.stringify(reply.label)} is not on the ${scale} scale (${labels.join(' / ')})`, raw);
  }
  return {
    scale,
    label: labels[rank] as string,
    rank,
    labels: labels.length,
    score: rank / (labels.length - 1),
    reasoning: textField(reply, 'reasoning') || textField(reply, 'reason'),
    raw,
  };
}

/**
 * The JSON object in a reply that carries `key`. Text and code fences around it
 * are fine; several objects that disagree on `key` are not (which one would be
 * the verdict?).
 */
function pickVerdictObject(raw: string, key: string): Record<string, unknown> {
  const candidates = extractJsonObjects(raw).filter((o) => key in o);
  const last = candidates.at(-1);
  if (!last) throw new JudgeError(`judge reply: no JSON object with a "${key}" field`, raw);
  const values = new Set(candidates.map((o) => JSON.stringify(o[key])));
  if (values.size > 1) throw new JudgeError(`judge reply: several JSON objects give different "${key}" values`, raw);
  return last;
}

function textField(reply: Record<string, unknown>, key: string): string {
  const value = reply[key];
  return typeof value === 'string' ? value : '';
}
