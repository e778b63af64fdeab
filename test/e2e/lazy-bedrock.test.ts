// Start-up stays fast because each run loads only what it uses: the action
// and the CLI share one bundle (dist/index.js picks one and imports it), and
// the AWS SDK (most of the bundle) is loaded only when a bedrock model is
// used. What a CLI run loads is read from V8's coverage; a copy of the bundle
// without the SDK's chunks must still run a replay model to the end, and must
// fail once a bedrock model needs them.
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useActionFakes, pushEvent, sha } from './action-runner.js';
import { cliBin, repoRoot, runBundledCli } from '../helpers/cli.js';
import { runRecordingLoads } from '../helpers/loaded-files.js';
import { tempDir } from '../helpers/tmp.js';

const fakes = useActionFakes('supereval-e2e-lazy-');
const DIST = path.join(repoRoot, 'dist');
const REPLAY_RUN = ['run', 'examples/datasets/support-qa', '--model', 'replay:examples/outputs/support-qa.jsonl', '-q'];
/** Strings of code that is not ours: the AWS SDK's runtime client, by class name (a chunk may hold it without its module's path). */
const AWS_SDK = /@aws-sdk|@smithy|class BedrockRuntimeClient/;
/** ...and @actions/cache's: its service switch and its Azure client. */
const CACHE_TOOLKIT = /ACTIONS_CACHE_SERVICE_V2|@azure\/storage-blob/;

/** bin/ and dist/ copied without the chunks that hold the AWS SDK; returns the copy's root. */
function withoutSdkChunks(): string {
  const root = tempDir('supereval-lazy-');
  cpSync(path.join(repoRoot, 'bin'), path.join(root, 'bin'), { recursive: true });
  cpSync(DIST, path.join(root, 'dist'), { recursive: true });
  const chunks = readdirSync(DIST).filter((f) => /^\d+\.index\.js$/.test(f));
  const sdkChunks = chunks.filter((f) => AWS_SDK.test(readFileSync(path.join(DIST, f), 'utf8')));
  expect(sdkChunks.some((f) => readFileSync(path.join(DIST, f), 'utf8').includes('class BedrockRuntimeClient'))).toBe(true);
  expect(readFileSync(path.join(DIST, 'index.js'), 'utf8')).not.toMatch(AWS_SDK);
  for (const f of sdkChunks) rmSync(path.join(root, 'dist', f));
  return root;
}

const cli = (bin: string, args: string[]) => runBundledCli(args, { bin });

describe('the bundle loads the AWS SDK only for bedrock models, and the CLI never loads the cache toolkit', () => {
  it('a CLI replay run loads neither the SDK nor @actions/cache, and under 3.22 MB of the bundle', async () => {
    // The toolkit is in the bundle (the action reads the cache), so its absence below means something.
    expect(readdirSync(DIST).some((f) => f.endsWith('.js') && CACHE_TOOLKIT.test(readFileSync(path.join(DIST, f), 'utf8')))).toBe(true);
    const run = await runRecordingLoads([cliBin, ...REPLAY_RUN], repoRoot, DIST);
    expect(run.code, run.stderr).toBe(0);
    expect(run.files.map((f) => path.basename(f.file))).toContain('index.js');
    for (const { file } of run.files) {
      const code = readFileSync(file, 'utf8');
      expect(code, file).not.toMatch(AWS_SDK);
      expect(code, file).not.toMatch(CACHE_TOOLKIT);
      // Nor the OpenAI client (src/providers/openai/provider.ts and its body builders), nor the price data.
      expect(code, file).not.toMatch(/function readChatReply|function createOpenAIProvider/);
      // Nor the Anthropic, Gemini and Ollama clients, nor what only they share (api-request.ts).
      expect(code, file).not.toMatch(/function (createAnthropicProvider|createGeminiProvider|createOllamaProvider|promptTurns)\b/);
    }
    // What the load-time checks of assertions run synchronously (ajv, js-yaml,
    // nunjucks: about 1.2 MB) and the nl2sql kind's scorers (about 0.1 MB).
    // The CLI's own bundle was 2.70 MB before it shared the action's (the
    // scale work, then the trust boundary's scrubber, sandbox host and
    // Postgres roles); 2.76 MB in six files since, 2.89 MB before issue 45, which
    // added the template guard and check, the sandbox's permissions, the environ
    // wipe and the encoded secrets' scrubber (50 KB), its fork checks (workspace
    // commands, database-url-env, URL masking: 19 KB) and the list of the files a
    // dataset's run reads with the masking of results (12 KB), and its bounds
    // (schema patterns on a worker, YAML alias counting, no-cases: 22 KB): 2.99 MB,
    // with the replay run's wall time within 2% of before. Issue 46's run
    // features, each a module, and the environment read once and handed down
    // (20 KB): 3.01 MB, the CLI's cold start no slower (bench/cli.mjs). Issue
    // 47's registrations of openai: and azure: (their ids, promptfoo config
    // keys and key warnings; the clients load only when a run uses them) and
    // the shared HTTP layer's key checks: 15 KB, 3.03 MB; those of anthropic:,
    // google:, vertex: and ollama: (ids, config key tables, the config check;
    // their clients and request helpers load only when used): 12 KB, 3.046 MB.
    // Batch beyond Bedrock (which services need an S3 location, the run's
    // environment handed to the adapter; the vendors' adapters load only on
    // --batch true): 3 KB, 3.053 MB. Issue 48's conversations (the simulated
    // user and the turns in the agents, the conversation in results, baselines and
    // the comment, the scenario env check; the evalset reader loads only when a
    // run names an evalset): 31 KB, 3.084 MB.
    // Issue 52's first-day messages (did you mean for commands, one-dash
    // options, enum values and a required field beside its misspelling;
    // dataset.json read on past a wrong field so that one round lists every
    // problem; init's templates load only for init): 8 KB (3.061 MB alone).
    // Issue 49's run configs' detection, promptfoo's $ref, prompts filters,
    // storeOutputAs, transforms and nunjucks filters (the run-config reader
    // loads only for a run config): 13 KB alone. Issue 50's trace checks, skills,
    // MCP listing checks, transform-tool and analytics scorers, the OTLP
    // receiver (the MCP SDK's client loads only when a server is listed): the
    // rest. All four together: 157 KB, 3.210 MB. The built-in agent's skills (the
    // Skill tool and its record; the SKILL.md loader loads only for a dataset
    // that gives skills): 8 KB, 3.219 MB.
    // The cache toolkit would add 2 MB.
    const bytes = run.files.reduce((sum, f) => sum + f.bytes, 0);
    expect(bytes).toBeLessThan(3_220_000);
  });

  it('a CLI bedrock run loads the SDK, and still not @actions/cache', async () => {
    // No region anywhere: the run stops before any call, once the SDK is loaded.
    const noAws = {
      AWS_REGION: '',
      AWS_DEFAULT_REGION: '',
      AWS_PROFILE: '',
      AWS_CONFIG_FILE: '/nonexistent',
      AWS_SHARED_CREDENTIALS_FILE: '/nonexistent',
    };
    const args = [cliBin, 'run', 'examples/datasets/support-qa', '--model', 'anthropic.claude-test-v1:0', '-q'];
    const bedrock = await runRecordingLoads(args, repoRoot, DIST, noAws);
    expect(bedrock.code, bedrock.stderr).toBe(4);
    const code = bedrock.files.map((f) => readFileSync(f.file, 'utf8')).join('\n');
    expect(code).toMatch(/class BedrockRuntimeClient/);
    expect(code).not.toMatch(CACHE_TOOLKIT);
  });

  it('the CLI runs a replay model without the SDK chunks, and cannot run a bedrock model without them', async () => {
    const bin = path.join(withoutSdkChunks(), 'bin', 'supereval.js');
    const replay = await cli(bin, REPLAY_RUN);
    expect(replay.code, replay.stderr).toBe(0);
    expect(replay.stdout).toMatch(/^PASS\s+support-qa \(qa\): 7\/8 passed/);
    expect((await cli(bin, ['validate', 'examples/datasets/support-qa'])).code).toBe(0);

    const bedrock = await cli(bin, ['run', 'examples/datasets/support-qa', '--model', 'anthropic.claude-test-v1:0', '-q']);
    expect(bedrock.code).toBe(3);
    expect(bedrock.stderr).toMatch(/Cannot find module .*\d+\.index\.js/);
  });

  it('the action runs a replay model without the SDK chunks', async () => {
    const ids = ['a', 'b'];
    const run = await fakes.runner.run({
      entry: path.join(withoutSdkChunks(), 'dist', 'index.js'),
      event: pushEvent(sha('lazy-main')),
      inputs: { models: 'replay:recorded.jsonl', baseline: 'none' },
      files: {
        'datasets/routing/dataset.json': { name: 'routing', type: 'classification', labels: ['billing', 'technical'] },
        'datasets/routing/cases.jsonl': ids.map((id) => ({ id, input: { text: `Ticket ${id}` }, expected: { label: 'billing' } })),
        'recorded.jsonl': ids.map((id) => ({ id, output: 'billing' })),
      },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ passed: 'true', 'pass-rate': '1' });
  });
});
