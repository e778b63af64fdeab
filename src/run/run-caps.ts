// Limits on a whole run (--max-cost-usd, --max-duration): once one is reached
// no new call starts, and each refused call fails with the cap's own text, so
// its case is an error that says why. Calls already in flight finish.
import { ProviderError, type Provider, type ProviderResponse } from '../providers/index.js';

export interface RunCap {
  /** True once no new call may start. */
  readonly reached: boolean;
  /** The error text of every refused call: the same each time, so reports can find and group it. */
  readonly refusal: string;
  /** The ProviderError code of a refused call. */
  readonly code: string;
  /** Calls refused so far. */
  refused: number;
  /** Sees each answered call (the cost cap counts spend). */
  observe?(response: ProviderResponse): void;
  /** For a cap that is a deadline: the ms until it is reached, so that a wait (a batch job's) can end then. */
  msLeft?(): number;
  /** One line for the log once the cap stopped calls. */
  summary(): string;
}

export function withRunCaps<P extends Provider>(provider: P, caps: readonly RunCap[]): P {
  if (caps.length === 0) return provider;
  return {
    ...provider,
    async call(request) {
      const cap = caps.find((c) => c.reached);
      if (cap) {
        cap.refused++;
        throw new ProviderError(cap.refusal, { code: cap.code });
      }
      const response = await provider.call(request);
      for (const c of caps) c.observe?.(response);
      return response;
    },
  };
}
