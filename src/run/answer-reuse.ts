// Answer reuse: a model call whose request is the same as one the baseline
// recorded takes the baseline's answer instead of calling the model. "The
// same" is the request fingerprint: a hash of everything that decides the
// answer (the model spec, the rendered prompt or chat turns, the system
// prompt, the inference settings, the tools offered, the guardrail), and of
// nothing else (not the case's id, not the trial). Agents are never reused:
// their trajectory depends on the tools' replies, which the request does not
// hold.
import { createHash } from 'node:crypto';
import type { AssertResult, CaseResult, ModelResult } from '../config/index.js';
import { normaliseFinishReason, type ProviderRequest, type ProviderResponse } from '../providers/index.js';

/**
 * `cases`: each call whose request the baseline recorded takes its answer (and
 * `dataset` reuse too, when nothing changed); `dataset`: only a whole dataset
 * is reused, when nothing changed; `none`: every call is made.
 */
export const REUSE_MODES = ['cases', 'dataset', 'none'] as const;
export type ReuseMode = (typeof REUSE_MODES)[number];

/** The baseline's answers per request fingerprint, indexed by trial (a hole: that trial was not recorded, or failed). */
export type AnswerLookup = ReadonlyMap<string, readonly (ProviderResponse | undefined)[]>;

/** What a run does about answer reuse: record each request's fingerprint, and take answers from `answers` when given. */
export interface AnswerReuse {
  answers: AnswerLookup | null;
  /** `dataset`: reuse only when every call of the dataset has its answer, else make them all. */
  whole: boolean;
  /** Whether a model's answers depend only on the request (not on the case's id, a file, a program). */
  reusable(spec: { kind: string }): boolean;
}

/** Inference settings with their keys sorted: the same settings hash the same whatever order they were merged in. */
function sortedSettings(inference: ProviderRequest['inference']): [string, unknown][] | null {
  if (!inference) return null;
  return Object.entries(inference).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** 16 hex of SHA-256 over what decides a call's answer. */
export function requestFingerprint(modelLabel: string, request: ProviderRequest): string {
  const decides = [
    modelLabel,
    request.prompt,
    request.messages ?? null,
    request.system ?? null,
    sortedSettings(request.inference),
    request.tools ?? null,
    request.guardrail ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(decides), 'utf8').digest('hex').slice(0, 16);
}

/**
 * The baseline's answers by request fingerprint, from its results that are not
 * errors (a failed call is no answer), were not masked (published text is not
 * the answer) and recorded a fingerprint. The first
 * answer of a fingerprint and trial wins (two cases that ask the same thing).
 */
export function answerLookup(cases: readonly Pick<CaseResult, 'results'>[]): AnswerLookup {
  const answers: AnswerMap = new Map();
  for (const c of cases) addAnswers(answers, c);
  return answers;
}

export type AnswerMap = Map<string, (ProviderResponse | undefined)[]>;

/** Adds a baseline case's answers, and its judge's replies (judge-reuse.ts), to a lookup being built (a results file read case by case). */
export function addAnswers(answers: AnswerMap, c: Pick<CaseResult, 'results'>): void {
  for (const r of c.results) {
    addJudgeReplies(answers, r.asserts);
    // A masked output is not what the model said (src/results/mask.ts): the call is made again.
    if (r.request === undefined || r.status === 'error' || r.output === null || r.masked) continue;
    let list = answers.get(r.request);
    if (!list) answers.set(r.request, (list = []));
    const trial = r.trial ?? 0;
    if (list[trial] === undefined) list[trial] = recordedAnswer(r);
  }
}

/**
 * A judge's reply is the answer to its request as a model's is (the same key:
 * model label and request). A row in error is left out: its reply could not be
 * read, and the judge is asked again; so is a masked reply.
 */
function addJudgeReplies(answers: AnswerMap, rows: readonly AssertResult[]): void {
  for (const row of rows) {
    if (row.asserts) addJudgeReplies(answers, row.asserts);
    const request = row.judge?.request;
    const raw = row.judge?.raw;
    if (request === undefined || raw === undefined || row.status === 'error' || row.judge?.masked || answers.has(request)) continue;
    answers.set(request, [{ output: raw, latency_ms: null, usage: null, cost_usd: null }]);
  }
}

function recordedAnswer(r: ModelResult): ProviderResponse {
  const answer: ProviderResponse = { output: r.output ?? '', latency_ms: r.latency_ms, usage: r.usage, cost_usd: r.cost_usd };
  if (r.stop_reason) {
    answer.stop_reason = r.stop_reason;
    const finish = normaliseFinishReason(r.stop_reason);
    if (finish) answer.finish_reason = finish;
  }
  return answer;
}

/**
 * The baseline's answer for trial `trial` of a request, when the baseline has
 * an answer for every one of the `trials` this run makes of it; else null (the
 * case's calls are then all made, so its trials come from one run).
 */
export function reusedAnswer(answers: AnswerLookup, fingerprint: string, trial: number, trials: number): ProviderResponse | null {
  const list = answers.get(fingerprint);
  if (!list || list.length < trials) return null;
  for (let t = 0; t < trials; t++) if (list[t] === undefined) return null;
  return list[trial] ?? null;
}

/** Whether a request's reply can be taken from a results file: its tool calls and guardrail verdict are not recorded there. */
export function replayableRequest(request: ProviderRequest): boolean {
  return request.tools === undefined && request.guardrail === undefined;
}
