// Issue 45: a restored cache entry is files another run wrote, and a pull
// request's workflow can write one. Its results.json is read only when it is
// a regular file of its own: a link (here to /proc/self/environ, which would
// be supereval's own environment) or a FIFO is refused with a warning naming
// the file, and nothing of what it leads to reaches the note, the comment,
// the check run, the job summary, the outputs, the results or the log. The
// entries are saved with the real @actions/cache into the fake cache
// service, under the paths the action restores them to.
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import * as cache from '@actions/cache';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baselineDir } from '../../src/baseline/cache.js';
import { cacheEnv } from '../fakes/cache.js';
import { runtimeToken } from '../fakes/artifact.js';
import { expectNoStackTrace, JOB, OWNER, REPO, pullRequestEvent, sha, useActionFakes } from './action-runner.js';
import { DATASET, MODEL, triageFiles, triageModel } from './triage-fixture.js';

const fakes = useActionFakes('supereval-e2e-cache-links-', triageModel);
/** In the step's environment and so in its /proc/self/environ, and in no secret's name: nothing would mask it. */
const MARKER = 'environ-marker-8c1f2e0a';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Saves `make`'s files as a cached baseline of the dataset (another model set's), as a run on this runner would. */
async function seedCache(label: string, make: (dir: string) => void): Promise<void> {
  const { workspace, runnerTemp } = fakes.runner;
  mkdirSync(workspace, { recursive: true });
  for (const [name, value] of Object.entries(cacheEnv(fakes.cache, { runnerTemp, workspace }))) vi.stubEnv(name, value);
  vi.stubEnv('ACTIONS_RUNTIME_TOKEN', runtimeToken(`seed-${label}`, JOB));
  const dir = baselineDir({ dataset: DATASET }, { root: path.join(runnerTemp, 'supereval-baseline') });
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Another regular file, so the entry is not taken for an empty one.
  writeFileSync(path.join(dir, 'notes.txt'), 'restored\n');
  make(dir);
  const id = await cache.saveCache([dir], `supereval-v1-${DATASET}-planted_${label}-0000000000000000-1.1`);
  expect(id).toBeGreaterThan(0);
  vi.unstubAllEnvs();
}

describe.each([
  {
    what: 'a link to /proc/self/environ',
    label: 'link',
    make: (dir: string) => symlinkSync('/proc/self/environ', path.join(dir, 'results.json')),
    pr: 61,
  },
  {
    what: 'a FIFO',
    label: 'fifo',
    make: (dir: string) => execFileSync('mkfifo', [path.join(dir, 'results.json')]),
    pr: 62,
  },
])('a restored results.json that is $what', ({ label, make, pr }) => {
  it('is refused with a warning naming it, and nothing it leads to is published', async () => {
    await seedCache(label, make);
    const run = await fakes.runner.run({
      bedrockUrl: fakes.bedrock.url,
      event: pullRequestEvent({ number: pr, headSha: sha(`links-${label}-head`), mergeSha: sha(`links-${label}-merge`) }),
      files: triageFiles(),
      inputs: { models: MODEL },
      env: { SUPEREVAL_E2E_MARKER: MARKER },
    });
    expectNoStackTrace(run);
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain(`supereval-v1-${DATASET}-planted_${label}`);
    const warning = run.warnings.find((w) => w.includes('results.json'));
    expect(warning, run.stdout).toBeDefined();
    expect(warning).toMatch(label === 'link' ? /link/ : /FIFO/);
    expect(warning).toContain(path.join('supereval-baseline', DATASET, 'results.json'));

    const resultsDir = path.join(run.workspace, 'supereval-results');
    const written = readdirSync(resultsDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(json|md|html)$/.test(f))
      .map((f) => readFileSync(path.join(resultsDir, f), 'utf8'))
      .join('\n');
    const places = {
      log: `${run.stdout}\n${run.stderr}`,
      comment: fakes.github
        .commentsOn(OWNER, REPO, pr)
        .map((c) => c.body)
        .join('\n'),
      check: JSON.stringify(fakes.github.checkRuns.filter((c) => c.head_sha === sha(`links-${label}-head`))),
      summary: run.summary,
      outputs: JSON.stringify(run.outputs),
      results: written,
    };
    for (const [where, text] of Object.entries(places)) {
      expect(text.includes(MARKER), `${where} holds the environment`).toBe(false);
      expect(/\bPATH=\//.test(text), `${where} holds the environment`).toBe(false);
      expect(text.includes('\u0000'), `${where} holds the environment`).toBe(false);
    }
    // The run goes on without the baseline, every case new.
    expect((run.results[`${DATASET}.json`] as { baseline_note: string }).baseline_note).toMatch(/ignored/);
  });
});
