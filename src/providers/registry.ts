// Every model provider, one line each. Adding a provider is its module
// (exporting a registration, see registration.ts) plus a line here; spec
// parsing, provider creation, the CLI's help, the credential warning, result
// reuse and batch inference all read this list.
import { anthropicProvider } from './anthropic/registration.js';
import type { BatchSupport } from './batch.js';
import { bedrockProvider } from './bedrock/registration.js';
import { echoProvider } from './echo.js';
import { execProvider } from './exec.js';
import { googleProvider, vertexProvider } from './google/registration.js';
import { ollamaProvider } from './ollama/registration.js';
import { azureProvider } from './openai/azure-registration.js';
import { openaiProvider } from './openai/registration.js';
import type { ProviderRegistration } from './registration.js';
import { replayProvider } from './replay.js';

export const PROVIDERS = [
  bedrockProvider,
  replayProvider,
  execProvider,
  echoProvider,
  openaiProvider,
  azureProvider,
  anthropicProvider,
  googleProvider,
  vertexProvider,
  ollamaProvider,
] as const;

export type ProviderKind = (typeof PROVIDERS)[number]['kind'];

/** The registration of a spec's kind. */
export function registrationFor(kind: string): ProviderRegistration {
  return PROVIDERS.find((p) => p.kind === kind) as ProviderRegistration;
}

/** The registration whose prefix this is, or undefined. */
export function registrationWithPrefix(prefix: string): (typeof PROVIDERS)[number] | undefined {
  return PROVIDERS.find((p) => p.kind === prefix);
}

/** Whether an assertion may name a model of this kind as its grader. */
export function gradesAssertions(kind: string): boolean {
  return registrationWithPrefix(kind)?.grader !== undefined;
}

/** The models an assertion may name as its grader, for the message that refuses another. */
export function graderModels(): string {
  return PROVIDERS.flatMap((p) => (p.grader ? [p.grader.about] : [])).join(' or ');
}

/** Whether a model of this kind answers by the request alone, so a baseline's answer may be reused. */
export function answersByRequest(kind: string): boolean {
  return registrationWithPrefix(kind)?.answersByRequest ?? false;
}

/** Whether a model of this kind may answer the same request differently on another call. */
export function samples(kind: string): boolean {
  return registrationWithPrefix(kind)?.samples ?? true;
}

/** Whether a model of this kind takes a config's prompt as chat turns. */
export function takesChatTurns(kind: string): boolean {
  return registrationWithPrefix(kind)?.chat ?? false;
}

/** How a kind's calls go to batch jobs, or undefined when they cannot. */
export function batchSupport(kind: string): BatchSupport | undefined {
  return registrationWithPrefix(kind)?.batch;
}

/** The one provider a spec without a registered prefix names. */
export function bareSpecProvider(): (typeof PROVIDERS)[number] {
  const bare = PROVIDERS.filter((p) => p.bareSpecProblem);
  const [only] = bare;
  if (only === undefined || bare.length !== 1) throw new Error(`exactly one provider must take bare specs; ${bare.length} do`);
  return only;
}

/** The model-spec section of the CLI's help: the spec's form, then what it is, aligned. */
export function modelSpecHelp(): string {
  const indent = ' '.repeat(23);
  return PROVIDERS.flatMap(({ help }) => help.about.map((line, i) => (i === 0 ? `  ${help.spec.padEnd(20)} ${line}` : `${indent}${line}`))).join(
    '\n',
  );
}
