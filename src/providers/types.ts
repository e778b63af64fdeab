// The contract every model provider meets: one async call, request in,
// response out, or a ProviderError that says whether a retry may help.
import type { Guardrail, Inference, Span, Usage } from '../config/index.js';

export interface ModelSpec {
  /** The provider's registered kind, the spec's prefix (`bedrock`, `replay`, `exec`: src/providers/registry.ts). */
  kind: string;
  /** What the provider calls: a model id, a recordings file, a command line. */
  target: string;
  /** The spec as the user wrote it, normalised (a bare id gains `bedrock:`). */
  label: string;
}

export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ToolCall {
  id: string;
  name: string;
  arguments: Record<string, unknown>;
}

/** One turn of a conversation, provider-neutral. */
export type Message =
  | { role: 'user'; text: string }
  | { role: 'assistant'; text: string; toolCalls?: ToolCall[] }
  | { role: 'tool'; results: { id: string; content: unknown; isError?: boolean }[] };

export interface ProviderRequest {
  /** The rendered prompt; used as the single user turn when `messages` is absent. */
  prompt: string;
  messages?: Message[];
  system?: string;
  inference?: Inference;
  tools?: ToolSpec[];
  /** A Bedrock guardrail to apply to the call (dataset.json `guardrail`). */
  guardrail?: Guardrail;
  /** The case, for providers that want it (exec passes it in SUPEREVAL_CASE; replay looks up its id). */
  caseId: string;
  /** The trial (0-based) this call is, when the run makes several; batch inference matches its answers by case and trial. */
  trial?: number;
  caseData?: unknown;
  signal?: AbortSignal;
}

export interface ProviderResponse {
  output: string;
  toolCalls?: ToolCall[];
  /** Wall time measured by us around the call; null when unknown (a replay file without it). */
  latency_ms: number | null;
  /** The service's own latency figure, when it reports one. */
  service_latency_ms?: number;
  usage: Usage | null;
  /** null: the price of this model is unknown. */
  cost_usd: number | null;
  /** The provider's own stop reason, as it gave it (Bedrock's `stopReason`: end_turn, max_tokens, ...). */
  stop_reason?: string;
  /** `stop_reason` in promptfoo's normalised words (stop, length, tool_calls, ...): what `finish-reason` compares. */
  finish_reason?: string;
  /** Present only when the call had a guardrail configured: what it decided. */
  guardrail?: GuardrailVerdict;
  /** An embedding model's vector for the request's text (src/providers/bedrock/embeddings.ts); `output` is then empty. */
  embedding?: number[];
  /** An exec: model's OpenTelemetry spans for the case (src/traces/), what the trace assertions read. */
  spans?: Span[];
}

/** A guardrail's decision on one call, as promptfoo's `guardrails` assertion reads it. */
export interface GuardrailVerdict {
  /** The guardrail intervened (Bedrock: stopReason `guardrail_intervened`). */
  flagged: boolean;
  /** Its trace shows a policy acting on the prompt. */
  flagged_input: boolean;
  /** Its trace shows a policy acting on the model's reply. */
  flagged_output: boolean;
  /** The trace's `actionReason`, when it gives one. */
  reason?: string;
  /** ApplyGuardrail (the moderation assertion): each policy entry that acted, by category. */
  flags?: GuardrailFlag[];
}

/** One guardrail policy that acted on a text: its category (HATE, a topic's name, EMAIL...) and what it did. */
export interface GuardrailFlag {
  code: string;
  description: string;
}

export interface Provider {
  spec: ModelSpec;
  /** True when the same request always gives the same answer (replay). */
  deterministic: boolean;
  /**
   * True when answers come from memory (recorded outputs), with no I/O: such
   * a call cannot time out or be throttled, so it gets no timeout, retry or
   * limiter (src/run/resilient.ts), which would cost more than the call.
   */
  inMemory?: boolean;
  call(request: ProviderRequest): Promise<ProviderResponse>;
  close?(): Promise<void>;
}

/** What kind of configuration problem a call met (src/providers/bedrock/errors.ts decides). */
export type SetupKind =
  | 'needs-inference-profile'
  | 'access-denied'
  | 'unknown-model'
  | 'bad-credentials'
  | 'no-credentials'
  | 'bad-region'
  | 'no-region'
  /** The endpoint (a base URL, an Azure resource) does not serve the API: a wrong host or path. */
  | 'bad-endpoint'
  /** The account has no quota or credit left (OpenAI's insufficient_quota, Anthropic's billing_error): waiting will not help. */
  | 'no-quota';

/** A failed call that no case can succeed past: the model, account or region is set up wrong. */
export interface SetupProblem {
  kind: SetupKind;
  /** What to change, in full (never cut). */
  fix: string;
}

/** A failed call. `retryable` is true for throttling and transient faults. */
export class ProviderError extends Error {
  readonly code: string;
  readonly retryable: boolean;
  readonly throttled: boolean;
  /** Set when the failure is a configuration problem rather than this case's. */
  readonly setup: SetupProblem | undefined;
  /** How long the service asked us to wait before trying again (Retry-After and its kin), in ms; the retry waits that instead of its backoff. */
  readonly retryAfterMs: number | undefined;
  constructor(
    message: string,
    options: { code: string; retryable?: boolean; throttled?: boolean; setup?: SetupProblem; retryAfterMs?: number; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'ProviderError';
    this.code = options.code;
    this.retryable = options.retryable ?? false;
    this.throttled = options.throttled ?? false;
    this.setup = options.setup;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** What the AWS clients take from the environment (src/app/environment.ts reads it); the SDK finds the credentials itself. */
export interface AwsEnvironment {
  /** AWS_REGION, else AWS_DEFAULT_REGION: the region when no option names one. */
  region?: string;
  /** AWS_ENDPOINT_URL_BEDROCK_RUNTIME: Bedrock Runtime's endpoint when no option names one (a test's fake, a proxy). */
  bedrockEndpoint?: string;
  /** A custom S3 endpoint is set (AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL): batch jobs' buckets are addressed by path. */
  s3PathStyle?: boolean;
  /** SUPEREVAL_BATCH_POLL_MS: the first wait between a batch job's polls. */
  batchFirstPollMs?: number;
}
