// Baseline save/restore through the real @actions/cache (v2 protocol, tar,
// Azure blob SDK) against the fake cache service.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as cache from '@actions/cache';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { baselineCacheKey } from '../../src/baseline/cache-key.js';
import { baselineDir, restoreBaseline, saveBaseline } from '../../src/baseline/cache.js';
import type { CacheLog } from '../../src/baseline/cache.js';
import { cacheEnv, FakeCacheService } from '../fakes/cache.js';

interface CapturedLog extends CacheLog {
  infos: string[];
  warnings: string[];
}

function captureLog(): CapturedLog {
  const infos: string[] = [];
  const warnings: string[] = [];
  return { infos, warnings, info: (m) => infos.push(m), warning: (m) => warnings.push(m) };
}

/** What @actions/core prints to the runner log (`::warning::...` lines) during `fn`. */
async function runnerLog<T>(fn: () => Promise<T>): Promise<{ result: T; lines: string }> {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  try {
    return { result: await fn(), lines: chunks.join('') };
  } finally {
    spy.mockRestore();
  }
}

let fake: FakeCacheService;
let scratch: string;
let root: string;

beforeAll(async () => {
  fake = await FakeCacheService.start();
  scratch = await mkdtemp(join(tmpdir(), 'supereval-cache-test-'));
  // tar runs in GITHUB_WORKSPACE, which a runner always creates.
  await mkdir(join(scratch, 'workspace'));
});

afterAll(async () => {
  await fake.close();
  await rm(scratch, { recursive: true, force: true });
});

let testNo = 0;
beforeEach(async () => {
  testNo += 1;
  // A fresh root per test keeps each test's cache version (a hash of the path) apart.
  root = join(scratch, `t${testNo}`, 'baseline');
  const env = cacheEnv(fake, { runnerTemp: join(scratch, `t${testNo}`, 'temp'), workspace: join(scratch, 'workspace') });
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  fake.clearFaults();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const scope = { dataset: 'support-faq', model: 'bedrock:anthropic.claude-x-v1:0', configHash: 'aaaaaaaaaaaaaaaa' };

async function save(configHash: string, runId: number, content: string, log = captureLog()) {
  const { result } = await runnerLog(() => saveBaseline({ ...scope, configHash, runId, root, files: { 'results.json': content }, log }));
  return result;
}

async function restore(configHash: string, log = captureLog()) {
  return (await runnerLog(() => restoreBaseline({ ...scope, configHash, root, log }))).result;
}

describe('saveBaseline / restoreBaseline', () => {
  it('round-trips the results file through the cache service', async () => {
    const content = JSON.stringify({ summary: { passed: 3 }, note: 'ünïcödé ✓' });
    const saved = await save('aaaaaaaaaaaaaaaa', 101, content);
    expect(saved.saved).toBe(true);
    // A small archive goes up in a single Azure PUT between reserve and finalize.
    expect(fake.requests.map((r) => r.route)).toEqual(['CreateCacheEntry', 'blob-put', 'FinalizeCacheEntryUpload']);
    expect(saved.key).toBe(baselineCacheKey({ ...scope, configHash: 'aaaaaaaaaaaaaaaa', runId: 101 }));
    expect(fake.entries.filter((e) => e.key === saved.key && e.finalized)).toHaveLength(1);

    await rm(baselineDir(scope, { root }), { recursive: true, force: true });
    const before = fake.requests.length;
    const log = captureLog();
    const restored = await restore('aaaaaaaaaaaaaaaa', log);

    expect(restored).toMatchObject({ found: true, key: saved.key, sameConfig: true, files: ['results.json'] });
    expect(await readFile(join(restored.path ?? '', 'results.json'), 'utf8')).toBe(content);
    // The bytes really came over the wire: a lookup and a blob download happened.
    const routes = fake.requests.slice(before).map((r) => r.route);
    expect(routes).toContain('GetCacheEntryDownloadURL');
    expect(routes).toContain('blob-get');
    expect(fake.requests.every((r) => r.route.startsWith('blob') || r.authorization === `Bearer ${fake.token}`)).toBe(true);
    expect(log.warnings).toEqual([]);
  });

  it('prefers the same config, else the newest baseline of the dataset and model', async () => {
    await save('aaaaaaaaaaaaaaaa', 201, 'config A, run 201');
    await save('bbbbbbbbbbbbbbbb', 202, 'config B, run 202');
    await save('aaaaaaaaaaaaaaaa', 203, 'config A, run 203');
    await save('cccccccccccccccc', 204, 'config C, run 204');

    const sameConfig = await restore('aaaaaaaaaaaaaaaa');
    expect(sameConfig).toMatchObject({ found: true, sameConfig: true });
    expect(sameConfig.key).toBe(baselineCacheKey({ ...scope, configHash: 'aaaaaaaaaaaaaaaa', runId: 203 }));
    expect(await readFile(join(sameConfig.path ?? '', 'results.json'), 'utf8')).toBe('config A, run 203');

    const otherConfig = await restore('dddddddddddddddd');
    expect(otherConfig).toMatchObject({ found: true, sameConfig: false });
    expect(otherConfig.key).toBe(baselineCacheKey({ ...scope, configHash: 'cccccccccccccccc', runId: 204 }));
    expect(await readFile(join(otherConfig.path ?? '', 'results.json'), 'utf8')).toBe('config C, run 204');
  });

  it('never takes a baseline of a model whose name merely starts with this one for the same model', async () => {
    const longer = { ...scope, model: `${scope.model}-extended` };
    const log = captureLog();
    const { result: saved } = await runnerLog(() => saveBaseline({ ...longer, runId: 301, root, files: { 'results.json': 'other model' }, log }));
    expect(saved.saved).toBe(true);
    // Same root, so the only thing keeping them apart is the key: found as another model's baseline.
    const restored = await restore(scope.configHash);
    expect(restored).toMatchObject({ found: true, key: saved.key, sameModel: false, sameConfig: false });
  });

  it('falls back to the newest baseline of the dataset whatever its models (a model swap)', async () => {
    const log = captureLog();
    const other = { ...scope, model: 'bedrock:anthropic.claude-old-v1:0' };
    await runnerLog(() => saveBaseline({ ...other, runId: 401, root, files: { 'results.json': 'old model, run 401' }, log }));
    await runnerLog(() =>
      saveBaseline({ ...other, configHash: 'bbbbbbbbbbbbbbbb', runId: 402, root, files: { 'results.json': 'old model, run 402' }, log }),
    );
    // Another dataset whose name starts with this one's never matches.
    await runnerLog(() =>
      saveBaseline({ ...scope, dataset: `${scope.dataset}-2`, runId: 403, root, files: { 'results.json': 'other dataset' }, log }),
    );

    const restoreLog = captureLog();
    const restored = await restore(scope.configHash, restoreLog);
    expect(restored).toMatchObject({ found: true, sameModel: false, sameConfig: false });
    expect(restored.key).toBe(baselineCacheKey({ ...other, configHash: 'bbbbbbbbbbbbbbbb', runId: 402 }));
    expect(await readFile(join(restored.path ?? '', 'results.json'), 'utf8')).toBe('old model, run 402');
    expect(restoreLog.infos.join('\n')).toContain('another model set');

    // Once this model has a baseline of its own, that one wins.
    await save(scope.configHash, 404, 'this model, run 404');
    expect(await restore('cccccccccccccccc')).toMatchObject({ found: true, sameModel: true, sameConfig: false });
  });

  it('still restores an entry saved by earlier versions under the per-model folder', async () => {
    // Earlier versions saved <root>/<dataset>/<model>; the cache version is a hash of that path.
    const legacyDir = join(root, 'support_faq', 'bedrock_anthropic.claude_x_v1_0');
    await mkdir(legacyDir, { recursive: true });
    await writeFile(join(legacyDir, 'results.json'), 'saved by v0');
    const key = baselineCacheKey({ ...scope, runId: 501 });
    await runnerLog(() => cache.saveCache([legacyDir], key));
    await rm(join(root), { recursive: true, force: true });

    const restored = await restore(scope.configHash);
    expect(restored).toMatchObject({ found: true, key, sameModel: true, sameConfig: true });
    expect(await readFile(join(restored.path ?? '', 'results.json'), 'utf8')).toBe('saved by v0');
  });

  it('restores many datasets at once into a baseline folder that does not exist yet (a fresh runner)', async () => {
    // Each restore runs its own tar, and each needs the shared parent folder.
    // GNU tar gives up ("Cannot mkdir: No such file or directory") when another
    // tar creates that folder between its failed mkdir and its retry; the
    // restore then fails with a mere warning and that dataset runs with no
    // baseline. The race is rare, so a tar on PATH in front of the real one
    // also records any extraction that starts before the folder exists.
    const shimDir = join(scratch, `t${testNo}`, 'bin');
    const startedEarly = join(shimDir, 'started-early.log');
    await mkdir(shimDir, { recursive: true });
    const realTar = execFileSync('sh', ['-c', 'command -v tar'], { encoding: 'utf8' }).trim();
    const shim = `#!/bin/sh\ncase " $* " in *" -xf "*) [ -d '${root}' ] || echo "$*" >> '${startedEarly}' ;; esac\nexec '${realTar}' "$@"\n`;
    await writeFile(join(shimDir, 'tar'), shim, { mode: 0o755 });
    vi.stubEnv('PATH', `${shimDir}:${process.env['PATH'] ?? ''}`);

    const names = Array.from({ length: 12 }, (_, i) => `set-${i}`);
    for (const [i, dataset] of names.entries()) {
      const files = { 'results.json': `results of ${dataset}` };
      await runnerLog(() => saveBaseline({ ...scope, dataset, runId: 900 + i, root, files, log: captureLog() }));
    }
    for (let round = 0; round < 3; round += 1) {
      await rm(root, { recursive: true, force: true });
      const { result: restored, lines } = await runnerLog(() =>
        Promise.all(names.map((dataset) => restoreBaseline({ ...scope, dataset, root, log: captureLog() }))),
      );
      expect(lines, `round ${round}`).not.toContain('::warning::');
      expect(restored.map((r) => r.found)).toEqual(names.map(() => true));
      const texts = await Promise.all(restored.map((r) => readFile(join(r.path ?? '', 'results.json'), 'utf8')));
      expect(texts).toEqual(names.map((dataset) => `results of ${dataset}`));
    }
    expect(existsSync(startedEarly) ? await readFile(startedEarly, 'utf8') : '').toBe('');
  });

  it('reports a miss as not found, without a warning', async () => {
    const log = captureLog();
    const restored = await restore('eeeeeeeeeeeeeeee', log);
    expect(restored).toEqual({ found: false, sameModel: false, sameConfig: false });
    expect(log.warnings).toEqual([]);
    expect(log.infos.join('\n')).toContain('No cached baseline');
  });

  it('says a baseline that is in the cache but fails to download is not restored, not missing', async () => {
    const saved = await save('aaaaaaaaaaaaaaaa', 451, 'saved before the failure');
    // Every download fails; the lookups still answer.
    fake.fail('blob-download', { status: 500, message: 'storage unavailable' });
    const log = captureLog();
    const { result, lines } = await runnerLog(() => restoreBaseline({ ...scope, root, log }));
    expect(result).toEqual({ found: false, sameModel: false, sameConfig: false, failed: true });
    // @actions/cache swallows the failure, and says it on the runner log itself...
    expect(lines).toMatch(/::warning::Failed to restore:/);
    // ...and ours names the entry, and that the run has no baseline, instead of "No cached baseline".
    expect(log.warnings).toEqual([
      `The cached baseline ${saved.key} for support-faq is in the cache but could not be restored (the warning above says why): this run has no baseline to compare with.`,
    ]);
    expect(log.infos.join('\n')).not.toContain('No cached baseline');
  });

  it('leaves a lookup that fails as not found, without a warning of its own: the cache cannot say whether it holds one', async () => {
    await save('aaaaaaaaaaaaaaaa', 461, 'saved before the denial');
    fake.denyReads();
    const log = captureLog();
    const { result } = await runnerLog(() => restoreBaseline({ ...scope, root, log }));
    expect(result).toEqual({ found: false, sameModel: false, sameConfig: false });
    expect(log.warnings).toEqual([]);
  });

  it('does not overwrite an existing key (keys are immutable)', async () => {
    expect((await save('aaaaaaaaaaaaaaaa', 401, 'first')).saved).toBe(true);
    const log = captureLog();
    const second = await save('aaaaaaaaaaaaaaaa', 401, 'second', log);
    expect(second.saved).toBe(false);
    expect(log.warnings.join('\n')).toContain('not saved');
    const restored = await restore('aaaaaaaaaaaaaaaa');
    expect(await readFile(join(restored.path ?? '', 'results.json'), 'utf8')).toBe('first');
  });

  it('turns a denied read into a warning and "not found"', async () => {
    await save('aaaaaaaaaaaaaaaa', 501, 'saved before the denial');
    fake.denyReads();
    const log = captureLog();
    const { result, lines } = await runnerLog(() => restoreBaseline({ ...scope, root, log }));
    expect(result).toEqual({ found: false, sameModel: false, sameConfig: false });
    // @actions/cache swallows the fault and reports it on the runner log itself.
    expect(lines).toMatch(/::warning::Failed to restore: .*cache read denied/);
  });

  it('turns a denied write into a warning and "not saved"', async () => {
    fake.denyWrites();
    const log = captureLog();
    const { result, lines } = await runnerLog(() => saveBaseline({ ...scope, runId: 601, root, files: { 'results.json': '{}' }, log }));
    expect(result.saved).toBe(false);
    expect(lines).toMatch(/::warning::Failed to save: .*cache write denied/);
    expect(log.warnings.join('\n')).toContain('not saved');
    expect(fake.entries.some((e) => e.key === result.key)).toBe(false);
  });

  it('turns an unreachable cache service into "not found" and "not saved"', async () => {
    const gone = await FakeCacheService.start();
    await gone.close();
    vi.stubEnv('ACTIONS_RESULTS_URL', gone.resultsUrl);
    const log = captureLog();
    const { result: restored, lines } = await runnerLog(() => restoreBaseline({ ...scope, root, log }));
    expect(restored.found).toBe(false);
    expect(lines).toMatch(/::warning::Failed to restore: .*ECONNREFUSED/);
    const { result: saved } = await runnerLog(() => saveBaseline({ ...scope, runId: 701, root, files: { 'results.json': '{}' }, log }));
    expect(saved.saved).toBe(false);
  });

  it('warns when no cache service is configured', async () => {
    vi.stubEnv('ACTIONS_RESULTS_URL', '');
    const log = captureLog();
    const restored = await restoreBaseline({ ...scope, root, log });
    expect(restored.found).toBe(false);
    expect(log.warnings.join('\n')).toContain('cache is not available');
  });

  it('rejects file names that would escape the baseline directory', async () => {
    await expect(saveBaseline({ ...scope, runId: 801, root, files: { '../evil.json': '{}' }, log: captureLog() })).rejects.toThrow(
      /not a plain file name/,
    );
  });
});
