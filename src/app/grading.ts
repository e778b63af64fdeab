// What grades a dataset's answers: the judge, the judges over the models an
// assertion names as its grader, the embedder and the guardrail checker, all
// over the run's providers (run-providers.ts), made anew for each evaluation
// so that their calls and cost are counted apart (datasets may run side by
// side). The embedding model's calls are grading calls too, and so are the
// simulated user's in a conversation: they count with the judge's in
// summary.judge (and so in the total).
import type { Summary } from '../config/index.js';
import { answersByRequest, type Provider, type ProviderResponse } from '../providers/index.js';
import {
  createEmbedder,
  type Embedder,
  type EmbeddingCache,
  createGuardrailChecker,
  type GuardrailChecker,
  createJudge,
  type Judge,
  type JudgeReplies,
} from '../score/index.js';
import type { RunProviders } from './run-providers.js';

/** The calls and cost of one evaluation's grading. */
export interface GradingSpend {
  calls: number;
  cost: number;
  /** A call's cost was not known: the total is not either. */
  unknown: boolean;
}

export const noSpend = (): GradingSpend => ({ calls: 0, cost: 0, unknown: false });

/** The grading tools a run of cases is given (run/run-types.ts RunOptions). */
export interface Grading {
  judge: Judge | null;
  embedder: Embedder | null;
  graderFor: (label: string) => Promise<Judge>;
  guardrails: GuardrailChecker;
  /** The simulated user of conversations (run-providers.ts `user`), its calls counted. */
  userModel: Provider | null;
}

/** Makes the grading tools for one run of cases, each call counted in `spend`. */
export type GradingFor = (spend: GradingSpend, options?: { replies?: JudgeReplies | null; judge?: Provider | null }) => Grading;

/**
 * Grading over the run's providers. `replies`: the baseline's judge replies
 * (judge reuse), taken only by a judge whose answers depend on the request
 * alone; `judge`: the provider the judge asks, when not the run's own (one
 * answering from batch jobs).
 */
export function gradingOver(providers: RunProviders): GradingFor {
  // One cache for the run: a text met in several cases or datasets is embedded once.
  const embeddings: EmbeddingCache = new Map();
  return (spend, options = {}) => {
    const observe = (response: ProviderResponse) => {
      spend.calls++;
      if (response.cost_usd === null) spend.unknown = true;
      else spend.cost += response.cost_usd;
    };
    const replies = options.replies ?? null;
    // Not a replay: whose file is keyed by case.
    const repliesFor = (provider: Provider) => (replies && answersByRequest(provider.spec.kind) ? replies : undefined);
    const judgeProvider = options.judge === undefined ? providers.judge : options.judge;
    const judges = new Map<string, Promise<Judge>>();
    return {
      judge: judgeProvider ? createJudge(judgeProvider, observe, repliesFor(judgeProvider)) : null,
      embedder: providers.embedding ? createEmbedder(providers.embedding, embeddings, observe) : null,
      graderFor: (label) => {
        let judge = judges.get(label);
        if (!judge) {
          judge = providers.grader(label).then((provider) => createJudge(provider, observe, repliesFor(provider)));
          judges.set(label, judge);
        }
        return judge;
      },
      guardrails: createGuardrailChecker(providers.guardrail, observe),
      userModel: providers.user ? counted(providers.user, observe) : null,
    };
  };
}

/** The provider with each answered call shown to `observe`. */
function counted(provider: Provider, observe: (response: ProviderResponse) => void): Provider {
  return {
    ...provider,
    async call(request) {
      const response = await provider.call(request);
      observe(response);
      return response;
    },
  };
}

/** summary.judge: the grading calls and their cost (null when a price was unknown). */
export function gradingSummary(spend: GradingSpend): NonNullable<Summary['judge']> {
  return { calls: spend.calls, cost_usd: spend.unknown ? null : Math.round(spend.cost * 1e8) / 1e8 };
}
