// The provider registry: every question callers used to answer by naming a
// provider (spec prefixes, creation, the CLI's help, credentials, result
// reuse) is answered by the registration, the same for every provider.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP } from '../../src/cli/help.js';
import { createProvider } from '../../src/providers/index.js';
import { bareSpecProvider, modelSpecHelp, PROVIDERS, registrationFor } from '../../src/providers/registry.js';
import { credentialWarnings, isReproducible, modelSpecProblem, parseModelSpec } from '../../src/providers/spec.js';
import { runCli } from '../helpers/cli.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const AWS_WARNING =
  'No AWS credentials in the environment (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE or a web identity token). Bedrock calls will fail and their cases will be errors. Add aws-actions/configure-aws-credentials before this step; pull requests from forks get no secrets.';

describe('the provider registry', () => {
  it('registers each prefix once', () => {
    const kinds = PROVIDERS.map((p) => p.kind);
    expect(kinds).toEqual(['bedrock', 'replay', 'exec', 'echo', 'openai', 'azure', 'anthropic', 'google', 'vertex', 'ollama']);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const kind of kinds) expect(registrationFor(kind).kind).toBe(kind);
  });

  // Azure's targets name the API first, as promptfoo's do.
  const targetOf = (kind: string, target: string) => (kind === 'azure' ? `chat:${target}` : target);
  it.each(PROVIDERS.map((p) => [p.kind]))('a %s: spec parses to that provider', (kind) => {
    const some = targetOf(kind, 'some target');
    expect(parseModelSpec(`${kind}:${some}`)).toEqual({ kind, target: some, label: `${kind}:${some}` });
    expect(parseModelSpec(`  ${kind}:  ${targetOf(kind, 'x')}  `)).toEqual({
      kind,
      target: targetOf(kind, 'x'),
      label: `${kind}:${targetOf(kind, 'x')}`,
    });
    expect(() => parseModelSpec(`${kind}:  `)).toThrow(`"${kind}:": nothing after "${kind}:"`);
  });

  it('a spec without a registered prefix goes to the one provider that takes bare specs, which may refuse it', () => {
    expect(PROVIDERS.filter((p) => p.bareSpecProblem)).toEqual([bareSpecProvider()]);
    expect(parseModelSpec('vendor.model-v1:0')).toEqual({ kind: 'bedrock', target: 'vendor.model-v1:0', label: 'bedrock:vendor.model-v1:0' });
    expect(() => parseModelSpec('python3 agent.py')).toThrow('"python3 agent.py" is not a model id; did you mean exec:python3 agent.py?');
  });

  it('takes Bedrock ids and ARNs, whose colons are their own, as bare specs', () => {
    for (const id of [
      'us.anthropic.claude-sonnet-4-5-20250929-v1:0',
      'anthropic.claude-3-haiku-20240307-v1:0',
      'model-v1:0',
      'arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.anthropic.claude-sonnet-4-5-20250929-v1:0',
      'amazon.titan-embed-text-v2:0',
    ]) {
      expect(parseModelSpec(id)).toEqual({ kind: 'bedrock', target: id, label: `bedrock:${id}` });
    }
  });

  it('refuses a leading word that names no provider supereval runs, naming them, and the nearest one when close', () => {
    const runs =
      'supereval runs bedrock:<model id>, replay:<file>, exec:<command>, echo, openai:<model>, azure:chat:<name>, anthropic:messages:<model>, google:<model>, vertex:<model>, ollama:chat:<model> (a bare model id means bedrock)';
    expect(() => parseModelSpec('mistral:large')).toThrow(`unknown provider "mistral" in "mistral:large": ${runs}`);
    expect(() => parseModelSpec('vendor:model:0')).toThrow(`unknown provider "vendor" in "vendor:model:0": ${runs}`);
    expect(() => parseModelSpec('Bedrock:anthropic.x-v1:0')).toThrow(
      `unknown provider "Bedrock" in "Bedrock:anthropic.x-v1:0"; did you mean bedrock:anthropic.x-v1:0? ${runs}`,
    );
    expect(modelSpecProblem('replai:out.jsonl')).toBe(`unknown provider "replai" in "replai:out.jsonl"; did you mean replay:out.jsonl? ${runs}`);
    expect(modelSpecProblem('replay:out.jsonl')).toBeNull();
  });

  it("puts every provider's help line in the CLI's --help, in registry order, laid out as before", async () => {
    const { stdout, code } = await runCli('--help');
    expect(code).toBe(0);
    expect(stdout).toBe(HELP);
    for (const { help } of PROVIDERS) {
      const [first = '', ...rest] = help.about;
      expect(stdout).toContain(`\n  ${help.spec.padEnd(20)} ${first}\n`);
      for (const line of rest) expect(stdout).toContain(`\n${' '.repeat(23)}${line}\n`);
    }
    // The section's text before the registry built it: the help must not change.
    expect(modelSpecHelp()).toBe(
      [
        '  bedrock:<model id>   AWS Bedrock Converse; a bare model id means bedrock',
        '  replay:<file>        recorded outputs, JSONL {"id", "output", ...}',
        '  exec:<command>       a program: prompt on stdin, case JSON in $SUPEREVAL_CASE,',
        '                       answer on stdout',
        "  echo                 the rendered prompt is the answer (promptfoo's echo",
        '                       provider), for checking prompts and assertions',
        '  openai:<model>       OpenAI Chat Completions (or openai:chat:<model>), or',
        '                       any server that speaks it (OPENAI_BASE_URL);',
        '                       openai:responses:<model> for the Responses API',
        '  azure:chat:<name>    an Azure OpenAI deployment (AZURE_OPENAI_ENDPOINT,',
        '                       AZURE_API_KEY); azure:responses:<name> for Responses',
        "  anthropic:messages:<model> Anthropic's Messages API (ANTHROPIC_API_KEY;",
        '                       ANTHROPIC_BASE_URL points it elsewhere)',
        '  google:<model>       the Gemini API (GEMINI_API_KEY or GOOGLE_API_KEY;',
        '                       GOOGLE_API_BASE_URL points it elsewhere)',
        '  vertex:<model>       not run: Vertex AI needs Google Cloud credentials;',
        '                       use google:<model> (the Gemini API)',
        "  ollama:chat:<model>  Ollama's /api/chat (OLLAMA_BASE_URL, else",
        '                       http://localhost:11434)',
      ].join('\n'),
    );
    expect(HELP).toContain(`Model specs (the same everywhere):\n${modelSpecHelp()}\n\nOptions:\n`);
  });

  it('warns once about AWS credentials when a bedrock model or judge runs without them, and not otherwise', () => {
    expect(credentialWarnings(['bedrock:m-v1:0', 'other.model-v1:0'], null, {})).toEqual([AWS_WARNING]);
    expect(credentialWarnings(['replay:a.jsonl'], 'm-v1:0', {})).toEqual([AWS_WARNING]);
    // A key id alone is no credentials.
    expect(credentialWarnings(['m-v1:0'], null, { AWS_ACCESS_KEY_ID: 'AKID' })).toEqual([AWS_WARNING]);
    for (const env of [
      { AWS_ACCESS_KEY_ID: 'AKID', AWS_SECRET_ACCESS_KEY: 's' },
      { AWS_PROFILE: 'dev' },
      { AWS_WEB_IDENTITY_TOKEN_FILE: '/token' },
      { AWS_CONTAINER_CREDENTIALS_FULL_URI: 'http://169.254.170.23/creds' },
      { AWS_CONTAINER_CREDENTIALS_RELATIVE_URI: '/creds' },
    ]) {
      expect(credentialWarnings(['m-v1:0'], 'bedrock:judge-v1:0', env)).toEqual([]);
    }
    expect(credentialWarnings(['replay:a.jsonl', 'exec:./model'], 'exec:./judge', {})).toEqual([]);
    // A spec that does not parse is reported where the providers are created, not here.
    expect(credentialWarnings(['python3 agent.py'], undefined, {})).toEqual([]);
  });

  it('reuses results only when every model and the judge are reproducible and parse', () => {
    expect(isReproducible(['m-v1:0', 'replay:a.jsonl'], 'bedrock:judge-v1:0')).toBe(true);
    expect(isReproducible(['m-v1:0', 'exec:./model'], null)).toBe(false);
    expect(isReproducible(['m-v1:0'], 'exec:./judge')).toBe(false);
    expect(isReproducible(['m-v1:0', 'python3 agent.py'], null)).toBe(false);
    expect(PROVIDERS.filter((p) => !p.reproducible).map((p) => p.kind)).toEqual(['exec']);
  });

  it("names a replay's recordings as the file that decides its answers, and nothing for the others", () => {
    expect(PROVIDERS.map((p) => [p.kind, p.answersFile?.('out/a.jsonl') ?? null])).toEqual([
      ['bedrock', null],
      ['replay', 'out/a.jsonl'],
      ['exec', null],
      ['echo', null],
      ['openai', null],
      ['azure', null],
      ['anthropic', null],
      ['google', null],
      ['vertex', null],
      ['ollama', null],
    ]);
  });

  it('creates each provider through its registration', async () => {
    const dir = writeTree(tempDir(), { 'a.jsonl': [{ id: 'c1', output: 'recorded' }] });
    const replay = await createProvider(`replay:${path.join(dir, 'a.jsonl')}`);
    expect(replay.deterministic).toBe(true);
    expect((await replay.call({ prompt: 'p', caseId: 'c1' })).output).toBe('recorded');

    const exec = await createProvider(`exec:${process.execPath} -e "process.stdout.write('from exec')"`, { exec: { timeoutMs: 10_000 } });
    expect(exec.deterministic).toBe(false);
    expect((await exec.call({ prompt: 'p', caseId: 'c1' })).output).toBe('from exec');

    const bedrock = await createProvider('anthropic.claude-test-v1:0', { region: 'us-east-1' });
    expect(bedrock.spec).toEqual({ kind: 'bedrock', target: 'anthropic.claude-test-v1:0', label: 'bedrock:anthropic.claude-test-v1:0' });
    await bedrock.close?.();
  });
});
