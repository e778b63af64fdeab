// What a model provider tells the rest of supereval about itself. Each provider
// module exports one registration; src/providers/registry.ts lists them, and
// spec parsing, provider creation, the CLI's help, the credential warning,
// result reuse and batch inference read it instead of naming providers.
import type { Inference, PriceOverrides } from '../config/index.js';
import type { TraceReceiver } from '../traces/index.js';
import type { BatchSupport } from './batch.js';
import type { AwsEnvironment, ModelSpec, Provider } from './types.js';

/** The exec: provider's settings (src/providers/exec.ts). */
export interface ExecOptions {
  timeoutMs?: number | undefined;
  cwd?: string;
  /** The variables the program inherits (the runner's, handed down by the front end); absent, none. */
  env?: Readonly<Record<string, string | undefined>>;
  /** The run's OTLP receiver: the program exports its spans there, one trace per case (src/traces/). */
  traces?: TraceReceiver;
}

/** Settings from the command line or the action's inputs; each provider reads the ones it knows. */
export interface ProviderOptions {
  exec?: ExecOptions;
  /** The region option (--region, the region input); the environment's is in `aws`. */
  region?: string | undefined;
  aws?: AwsEnvironment;
  prices?: PriceOverrides;
  /** Files a provider reads (a replay's recordings) stay inside this folder (the action's workspace); the CLI reads any path given. */
  within?: string | undefined;
  /**
   * The environment the front end read (src/app/environment.ts): where a
   * model API's key, endpoint and defaults come from (OPENAI_API_KEY,
   * OPENAI_BASE_URL...). Providers read it, never the process environment.
   */
  env?: Readonly<Record<string, string | undefined>>;
  /** Hosts beyond a vendor's own and its environment's endpoints that a key from the environment may be sent to (--api-hosts, api-hosts). */
  apiHosts?: readonly string[];
  /** A promptfoo config's `config` for this provider (apiBaseUrl, headers, temperature...), when a config names it. */
  config?: Readonly<Record<string, unknown>>;
}

/** How a provider takes promptfoo's names for its models, for a config's `providers:` and an assertion's grader. */
export interface PromptfooIds {
  /**
   * The spec a promptfoo id with this registration's prefix runs as
   * (`openai:chat:gpt-4o` -> `openai:chat:gpt-4o`), and whether a prompt goes
   * to it as chat turns split the way promptfoo's Bedrock provider splits
   * them; or why supereval does not run that id.
   */
  spec(id: string): { spec: string; chat: boolean } | { problem: string };
  /** The inference settings a config's `config` gives, in promptfoo's names for this provider. */
  inference(config: Readonly<Record<string, unknown>>): Inference;
  /** The `config` keys the provider honours; any other is named in a warning as ignored. */
  configKeys: readonly string[];
  /** Why this `config` cannot be run (a value of the wrong type, an apiKeyEnvar naming the runner's token), or null. */
  configProblem?(config: Readonly<Record<string, unknown>>): string | null;
}

/** What a provider that serves embedding models (for similar, answer-relevance) declares. */
export interface EmbeddingSupport {
  /** Where its embeddings come from, for a message: `Bedrock's InvokeModel (Titan, Cohere Embed)`. */
  about: string;
  /** Why the target is not an embedding model this provider can call, or null when it is. */
  problem(target: string): string | null;
  /** The embedding client; heavy dependencies are imported here, as for `create`. */
  create(spec: ModelSpec, options: ProviderOptions): Promise<Provider>;
  /** The embedding model a run uses when none is given and one of its models or its judge is of this provider (a full spec), if any. */
  defaultModel?: string;
}

export interface ProviderRegistration<Kind extends string = string> {
  /** The spec prefix before the colon (`<kind>:<target>`), and the spec's kind. */
  kind: Kind;
  /** Builds the provider. A provider with heavy dependencies imports them here, so runs without it never load them. */
  create(spec: ModelSpec, options: ProviderOptions): Promise<Provider>;
  /**
   * Why a spec's target (what follows `<kind>:`) is not one this provider
   * runs (`openai:completion:x`, `azure:<deployment>` without its API), or
   * null; checked wherever a spec is parsed, before any call.
   */
  targetProblem?: (target: string) => string | null;
  /** The CLI's help line: the spec's form and what it is, the latter on one or more lines. */
  help: { spec: string; about: readonly string[] };
  /**
   * True when the answers depend only on what the config hash covers, so cached
   * results may be reused when nothing changed.
   */
  reproducible: boolean;
  /**
   * True when a model's answer is decided by the request alone (not by the
   * case's id, a recordings file or a program), so a later run may reuse the
   * answer a baseline recorded for the same request (src/run/answer-reuse.ts).
   */
  answersByRequest: boolean;
  /**
   * True when the same request may get another answer on the next call (a
   * model that samples; a program): the action's `confirm-regressions: auto`
   * runs such a model's regressions again. False for replayed and echoed answers.
   */
  samples: boolean;
  /** A warning for a run that uses this provider when `env` lacks what it needs to call it; null when fine. */
  credentialsWarning?(env: Readonly<Record<string, string | undefined>>): string | null;
  /**
   * A file whose contents decide the answers (a replay's recordings). It joins
   * the config hash, so changing it under the same name is a new config.
   */
  answersFile?(target: string): string;
  /**
   * Set on the one provider that a spec without a registered prefix names:
   * returns why `text` cannot be such a spec, or null when it can.
   */
  bareSpecProblem?: (text: string) => string | null;
  /**
   * With bareSpecProblem: whether a bare spec may begin with this plain word
   * and a colon (Bedrock's `arn:`, `model-v1:0`). Any other leading `word:`
   * names a provider supereval does not run (`openai:gpt-4o`), refused before any call.
   */
  bareSpecWord?: (word: string) => boolean;
  /**
   * Set when an assertion may name this provider's models as its own grader
   * (promptfoo's `provider` on a model-graded assertion): how a message names such a model.
   */
  grader?: { about: string };
  /** A chat model: a promptfoo config's rendered prompt goes to it as chat turns (src/providers/promptfoo-config.ts chatTurns), not as one text. */
  chat?: boolean;
  /** The spec may be the kind's name alone (`echo`), with no target after a colon. */
  standalone?: boolean;
  /** Set when the provider's calls can go to batch jobs (src/run/batch/): the jobs' quotas, and the adapter that runs them. */
  batch?: BatchSupport;
  /** Set on a provider that runs a program: the command line a spec's target runs, so a run can tell whether it runs the workspace's files. */
  command?: (target: string) => string;
  /** Set when a promptfoo config's `providers:` may name this provider's models (beside echo and Bedrock's, read in promptfoo-config.ts). */
  promptfoo?: PromptfooIds;
  /** Set when the provider serves embedding models. */
  embeddings?: EmbeddingSupport;
}

/** Keeps a registration's kind as a literal, so the registry's list yields ProviderKind (src/providers/registry.ts). */
export function defineProvider<const Kind extends string>(registration: ProviderRegistration<Kind>): ProviderRegistration<Kind> {
  return registration;
}
