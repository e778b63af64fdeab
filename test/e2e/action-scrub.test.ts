// Issue 34, done-when: an output holding a GitHub token, an AWS key id, a
// private key, a URL with a password or a bearer token is never published,
// nor is a secret variable's value reversed or spaced out, whatever the text
// came from (a model's answer, its stderr, a dataset's file). Through the
// bundled action (dist/index.js) on a pull request against the fake GitHub:
// the results file, the comment, the job summary, the check run, the step
// outputs and the log.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAKE_AWS_CREDENTIALS, GITHUB_TOKEN, OWNER, REPO, expectNoStackTrace, pullRequestEvent, sha, useActionFakes } from './action-runner.js';

const fakes = useActionFakes('supereval-e2e-scrub-');

const GHP = `ghp_${'T0kEn'.repeat(7)}X`;
const AKIA = 'AKIAIOSFODNN7EXAMPLE';
const KEY_LINE = 'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun';
const KEY = `-----BEGIN RSA PRIVATE KEY-----\n${KEY_LINE}\nVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK\n-----END RSA PRIVATE KEY-----`;
const URL_PASSWORD = 'Url-Pa55word-9';
const BEARER = 'sk-live-0a1b2c3d4e5f6789';
const DB_PASSWORD = 'Db-s3cret-Pass';
const DATABASE_URL = `postgres://evaluser:${DB_PASSWORD}@db.internal:5432/evals`;
const BROKEN_TYPE_PASSWORD = 'Typ0-Pa55word';

const reversed = (s: string) => [...s].reverse().join('');
const spaced = (s: string) => [...s].join(' ');

/** What the model prints: each case a different way out. */
const MODEL = `
const id = process.env.SUPEREVAL_CASE_ID;
const shapes = ${JSON.stringify([GHP, AKIA, KEY, `mysql://root:${URL_PASSWORD}@db/x`, `Authorization: Bearer ${BEARER}`].join('\n'))};
if (id === 'shapes') console.log(shapes);
if (id === 'env') console.log([[...process.env.GITHUB_TOKEN].reverse().join(''), [...process.env.AWS_SECRET_ACCESS_KEY].join(' '), process.env.DATABASE_URL].join('\\n'));
if (id === 'crash') { process.stderr.write(shapes); process.exit(1); }
`;

/** Every credential, and every form of the secret values, that must not be published. */
const LEAKS = [
  GHP,
  AKIA,
  KEY_LINE,
  URL_PASSWORD,
  BEARER,
  GITHUB_TOKEN,
  reversed(GITHUB_TOKEN),
  FAKE_AWS_CREDENTIALS.AWS_SECRET_ACCESS_KEY,
  spaced(FAKE_AWS_CREDENTIALS.AWS_SECRET_ACCESS_KEY),
  DB_PASSWORD,
  BROKEN_TYPE_PASSWORD,
];

describe('published text is scrubbed of credentials', () => {
  it('none reaches the results file, the comment, the job summary, the check run, the outputs or the log', async () => {
    const pr = 34;
    const run = await fakes.runner.run({
      event: pullRequestEvent({ number: pr, headSha: sha('scrub-head'), mergeSha: sha('scrub-merge') }),
      inputs: { models: 'exec:node model.mjs', datasets: 'datasets' },
      files: {
        'model.mjs': MODEL,
        'datasets/leak/dataset.json': { name: 'leak', type: 'classification', labels: ['a', 'b'] },
        'datasets/leak/cases.jsonl': ['shapes', 'env', 'crash'].map((id) => ({ id, input: { text: id }, expected: { label: 'a' }, must_pass: true })),
        // A dataset's own file: its problem is logged with the value it holds.
        'datasets/broken/dataset.json': { name: 'broken', type: `postgres://admin:${BROKEN_TYPE_PASSWORD}@db/x` },
        'datasets/broken/cases.jsonl': [{ id: 'x', input: { text: 'x' }, expected: { label: 'a' } }],
      },
      env: { GITHUB_TOKEN, DATABASE_URL },
    });
    expectNoStackTrace(run);

    const resultsDir = path.join(run.workspace, 'supereval-results');
    const files = readdirSync(resultsDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json') || f.endsWith('.md'));
    const written = files.map((f) => readFileSync(path.join(resultsDir, f), 'utf8')).join('\n');
    const comments = fakes.github.commentsOn(OWNER, REPO, pr);
    expect(comments).toHaveLength(1);
    const comment = comments[0]?.body ?? '';
    const check = JSON.stringify(fakes.github.checkRuns.filter((c) => c.head_sha === sha('scrub-head')));
    // The runner's own masks (::add-mask::) are the one place a secret is meant to be written.
    const log = [...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')), run.stderr].join('\n');
    const places = { results: written, comment, summary: run.summary, check, outputs: JSON.stringify(run.outputs), log };

    // The texts did reach every place, masked.
    expect(written).toContain('ghp_***');
    expect(written).toContain('AKIA***');
    expect(written).toContain('-----BEGIN RSA PRIVATE KEY-----***-----END RSA PRIVATE KEY-----');
    expect(written).toContain('mysql://root:***@db/x');
    expect(written).toContain('Authorization: Bearer ***');
    expect(written).toContain('postgres://evaluser:***@db.internal:5432/evals');
    expect(written).toContain('exited with code 1; stderr: ghp_***');
    // The comment is markdown: the mask is escaped there like any other text.
    expect(comment).toContain('ghp\\_\\*\\*\\*');
    expect(comment).toContain('-----BEGIN RSA PRIVATE KEY-----\\*\\*\\*-----END');
    expect(check).toContain('AKIA***');
    expect(run.summary).toContain('AKIA\\*\\*\\*');
    expect(log).toContain('postgres://admin:***@db/x');

    for (const [where, text] of Object.entries(places)) {
      for (const leak of LEAKS) expect(text.includes(leak), `${where} holds ${leak}`).toBe(false);
    }
  });
});
