// A circuit per model: its first call goes alone, and if it (or any call
// before the model has ever answered) fails with a setup error (wrong model
// id, no access, refused credentials, a region that does not resolve), the
// model is not called again for the rest of the run. Its remaining calls fail
// at once with that same error, so 30 cases cost one call and one message,
// not 30 of each. A model that has answered once is set up right: later
// errors are the case's own.
import { ProviderError, type Provider, type ProviderResponse, type SetupProblem } from '../providers/index.js';

export interface SetupFailure {
  /** The model spec as reported (e.g. `bedrock:anthropic...`). */
  model: string;
  code: string;
  message: string;
  problem: SetupProblem;
}

export type CircuitProvider = Provider & { setupFailure(): SetupFailure | null };

export function withSetupCircuit(provider: Provider): CircuitProvider {
  let answered = false;
  let tripped: ProviderError | null = null;
  // While the first call is out, the others wait for it: a model that cannot
  // be called is found with one request, not `concurrency` of them.
  let probe: Promise<void> | null = null;
  let probed = false;

  const note = (error: unknown) => {
    if (!answered && !tripped && error instanceof ProviderError && error.setup) tripped = error;
  };
  const call = async (request: Parameters<Provider['call']>[0]): Promise<ProviderResponse> => {
    try {
      const response = await provider.call(request);
      answered = true;
      return response;
    } catch (error) {
      note(error);
      throw error;
    }
  };

  const guarded = async (request: Parameters<Provider['call']>[0]): Promise<ProviderResponse> => {
    while (probe) await probe;
    if (tripped) throw tripped;
    if (probed) return call(request);
    probed = true;
    let release = () => {};
    probe = new Promise<void>((resolve) => (release = resolve));
    try {
      return await call(request);
    } finally {
      probe = null;
      release();
    }
  };

  return {
    ...provider,
    // A model that has answered is set up right: its calls go straight through
    // (no error of theirs can trip the circuit), without a wrapper's awaits.
    call: (request) => (answered && tripped === null && !probe ? provider.call(request) : guarded(request)),
    setupFailure() {
      if (!tripped?.setup) return null;
      return { model: provider.spec.label, code: tripped.code, message: tripped.message, problem: tripped.setup };
    },
  };
}
