// Issue 45's fork probes through the bundled action (dist/index.js), with the
// fake GitHub and the fake Bedrock:
// - an nl2sql dataset whose database.url_env names SLACK_WEBHOOK_URL, on a
//   fork's pull_request_target: no part of the webhook's URL past its host
//   reaches a comment, a check run, an annotation, the summary, the log, the
//   outputs or a results file, whether the workflow lists the variable or not;
// - an issue_comment (`/eval` on a fork's pull request) with a python
//   assertion that would print its environment: refused under auto before
//   any model call, naming the event;
// - `models: exec:node model.js`, model.js from the fork's checkout: refused.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  expectNoStackTrace,
  OWNER,
  pullRequestTargetEvent,
  REPO,
  REPOSITORY,
  sha,
  useActionFakes,
  type ActionRun,
  type GitHubEvent,
} from './action-runner.js';
import { CASES_PATH, DATASET, MODEL, TICKETS, triageFiles, triageModel } from './triage-fixture.js';

const fakes = useActionFakes('supereval-e2e-forks-', triageModel);
const PR = 45;
const FORK = 'mallory/evals';
const WEBHOOK_PATH = '/services/T0AAA1111/B0BBB2222/pathSecretValue123';
const WEBHOOK = `https://hooks.slack.com${WEBHOOK_PATH}?token=querySecret`;
/** Every part of the webhook's URL past its host. */
const WEBHOOK_PARTS = [WEBHOOK_PATH, 'services/T0AAA1111', 'T0AAA1111', 'B0BBB2222', 'pathSecretValue123', 'querySecret'];

const repository = { full_name: REPOSITORY, name: REPO, owner: { login: OWNER }, default_branch: 'main' };

const pullRequestTarget = (headRepo: string): GitHubEvent => pullRequestTargetEvent({ number: PR, headRepo });

/** A comment: on the default branch, with the pull request named but not its head (what GitHub sends). */
function issueComment(onPullRequest: boolean): GitHubEvent {
  return {
    name: 'issue_comment',
    sha: sha('base-main'),
    ref: 'refs/heads/main',
    payload: {
      action: 'created',
      issue: {
        number: PR,
        title: 'Better prompts',
        ...(onPullRequest ? { pull_request: { url: `https://api.github.com/repos/${REPOSITORY}/pulls/${PR}`, merged_at: null } } : {}),
      },
      comment: { id: 9, body: '/eval', user: { login: 'mallory' }, author_association: 'NONE' },
      repository,
    },
  };
}

const nl2sqlItem = (id: number) => ({
  id,
  nl_prompt: `request ${id}`,
  query_type: 'dql',
  database: 'orders',
  dialects: ['postgres'],
  golden_sql: { postgres: ['SELECT 1'] },
});

/** The fork's dataset: its database "on the server" SLACK_WEBHOOK_URL names; the triage dataset beside it. */
function webhookFiles(): Record<string, object | object[] | string> {
  return {
    ...triageFiles(),
    'datasets/orders/dataset.json': {
      name: 'orders',
      type: 'nl2sql',
      dialect: 'postgres',
      database: { url_env: 'SLACK_WEBHOOK_URL' },
      thresholds: { pass_rate: 0 },
    },
    'datasets/orders/cases.jsonl': [nl2sqlItem(1), nl2sqlItem(2)],
  };
}

/** Every file the step wrote under the workspace's results folder. */
function writtenFiles(run: ActionRun): string {
  const dir = path.join(run.workspace, 'supereval-results');
  if (!existsSync(dir)) return '';
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

/** Everything the step published or wrote, by place. */
function published(run: ActionRun, githubBefore: number): Record<string, string> {
  const requests = fakes.github.requests.slice(githubBefore);
  return {
    log: [...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')), run.stderr].join('\n'),
    summary: run.summary,
    outputs: JSON.stringify(run.outputs),
    results: JSON.stringify(run.results),
    files: writtenFiles(run),
    // Comments, check runs and their annotations, as sent.
    github: JSON.stringify(requests.map((r) => r.body)),
    comments: JSON.stringify(fakes.github.commentsOn(OWNER, REPO, PR)),
    checks: JSON.stringify(fakes.github.checkRuns),
  };
}

function expectNoWebhook(places: Record<string, string>): void {
  for (const [where, text] of Object.entries(places)) {
    for (const part of WEBHOOK_PARTS) expect(text.includes(part), `${where} holds ${part}`).toBe(false);
  }
}

describe("database.url_env on a fork's pull_request_target", () => {
  it('naming a variable the workflow does not list: refused before any call or read, and the URL is nowhere', async () => {
    const bedrockBefore = fakes.bedrock.stats.requests;
    const githubBefore = fakes.github.requests.length;
    const run = await fakes.runner.run({
      event: pullRequestTarget(FORK),
      inputs: { models: MODEL },
      files: webhookFiles(),
      bedrockUrl: fakes.bedrock.url,
      env: { SLACK_WEBHOOK_URL: WEBHOOK },
    });
    expectNoStackTrace(run);
    expectNoWebhook(published(run, githubBefore));
    expect(run.code).toBe(1);
    expect(fakes.bedrock.stats.requests - bedrockBefore).toBe(0);
    expect(run.errors.join('\n')).toContain(
      'datasets/orders/dataset.json: database.url_env: SLACK_WEBHOOK_URL is not a variable datasets may read (database-url-env lets them read DATABASE_URL)',
    );
  });

  it('listed by the workflow: the database cannot be set up (a setup error, exit 4), shown as https://hooks.slack.com at most', async () => {
    const githubBefore = fakes.github.requests.length;
    const run = await fakes.runner.run({
      event: pullRequestTarget(FORK),
      inputs: { models: MODEL, 'database-url-env': 'DATABASE_URL, SLACK_WEBHOOK_URL' },
      files: webhookFiles(),
      bedrockUrl: fakes.bedrock.url,
      env: { SLACK_WEBHOOK_URL: WEBHOOK },
    });
    expectNoStackTrace(run);
    const places = published(run, githubBefore);
    expectNoWebhook(places);
    expect(run.code, run.stdout).toBe(4);
    expect(run.outputs['setup-error']).toBe('true');
    // It did reach the comment, the check run, the annotations and the log: without its path or query.
    // (The comment escapes the slashes: https:&#47;&#47;hooks.slack.com.)
    expect(places['comments']).toContain('hooks.slack.com: no database server engine');
    expect(places['checks']).toContain('the database of orders could not be set up');
    expect(places['log']).toContain('https://hooks.slack.com: no database server engine');
  });
});

/** The triage dataset, its second case with a python assertion that prints the environment and leaves a marker. */
function filesWithEnvPrinter(marker: string): Record<string, object | object[]> {
  const cases = TICKETS.map((t, i) => ({
    id: t.id,
    input: { text: t.text },
    expected: { label: t.label },
    ...(i === 1
      ? { assert: [{ type: 'python', value: `print(dict(__import__('os').environ)) or open(${JSON.stringify(marker)}, 'w').write('ran') or True` }] }
      : {}),
  }));
  return { ...triageFiles(), [CASES_PATH]: cases };
}

describe('issue_comment (ChatOps /eval)', () => {
  const marker = 'python-ran';

  it("on a fork's pull request: auto refuses the python before any model call, naming the event", async () => {
    const bedrockBefore = fakes.bedrock.stats.requests;
    const githubBefore = fakes.github.requests.length;
    const run = await fakes.runner.run({
      event: issueComment(true),
      inputs: { models: MODEL },
      files: filesWithEnvPrinter(marker),
      bedrockUrl: fakes.bedrock.url,
    });
    expectNoStackTrace(run);
    expect(run.code).toBe(1);
    expect(fakes.bedrock.stats.requests - bedrockBefore).toBe(0);
    expect(existsSync(path.join(run.workspace, 'datasets', DATASET, marker))).toBe(false);
    expect(run.errors.join('\n')).toContain(
      `supereval: allow-dataset-code is auto and this is an issue_comment run on pull request #${PR}, whose head the event does not name, so it counts as a fork's: refusing to run the code 1 dataset carries.`,
    );
    expect(run.errors.join('\n')).toContain(`  ${DATASET}: 1 of ${TICKETS.length} cases carry code: ${TICKETS[1].id} (inline python)`);
    expect(run.summary).toContain('## supereval: dataset code refused');
    expect(fakes.github.requests.slice(githubBefore).filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('on an issue (no pull request): the default branch runs, the python included', async () => {
    const run = await fakes.runner.run({
      event: issueComment(false),
      inputs: { models: MODEL, comment: 'never' },
      files: filesWithEnvPrinter(marker),
      bedrockUrl: fakes.bedrock.url,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(existsSync(path.join(run.workspace, 'datasets', DATASET, marker))).toBe(true);
  });
});

/** A model program in the checkout that would print the environment and leave a marker. */
const MODEL_JS = `require('fs').writeFileSync('model-ran', 'ran'); console.log(JSON.stringify(process.env).length > 0 ? 'billing' : '');`;

describe('models: exec:node model.js', () => {
  it("model.js from a fork's checkout on pull_request_target is refused, named in the refusal", async () => {
    const bedrockBefore = fakes.bedrock.stats.requests;
    const run = await fakes.runner.run({
      event: pullRequestTarget(FORK),
      inputs: { models: `${MODEL}\nexec:node model.js` },
      files: { ...triageFiles(), 'model.js': MODEL_JS },
      bedrockUrl: fakes.bedrock.url,
    });
    expectNoStackTrace(run);
    expect(run.code).toBe(1);
    expect(existsSync(path.join(run.workspace, 'model-ran'))).toBe(false);
    expect(fakes.bedrock.stats.requests - bedrockBefore).toBe(0);
    const errors = run.errors.join('\n');
    expect(errors).toContain(
      `supereval: allow-dataset-code is auto and this is a pull_request_target run of pull request #${PR} from the fork ${FORK}: refusing to run a command that runs the workspace's files.`,
    );
    expect(errors).toContain('  models: exec:node model.js runs model.js from the workspace (the checkout)');
  });

  it('a branch of the same repository runs it', async () => {
    const run = await fakes.runner.run({
      event: pullRequestTarget(REPOSITORY),
      inputs: { models: 'exec:node model.js', comment: 'never' },
      files: { ...triageFiles({ pass_rate: 0 }), 'model.js': MODEL_JS },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(existsSync(path.join(run.workspace, 'model-ran'))).toBe(true);
  });
});
