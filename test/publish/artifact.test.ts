// The shards' artifacts through the real @actions/artifact client against the
// fake artifact service: a shard job uploads, the merge job (another job of
// the run, its own token) lists and downloads them; legs kept apart; a
// missing or duplicated shard refused by the merge.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Results } from '../../src/config/results.js';
import {
  downloadShardArtifacts,
  mergeGroup,
  parseShardArtifactName,
  shardArtifactName,
  shardEntry,
  shardGroup,
  ShardArtifactError,
  ShardLegError,
  uploadShardArtifact,
} from '../../src/publish/artifact.js';
import { mergeShardFiles, ShardSetError } from '../../src/results/merge-shards.js';
import { readShardFiles } from '../../src/results/read-files.js';
import { EXIT } from '../../src/cli/exit.js';
import { artifactEnv, FakeArtifactService, type FakeArtifact } from '../fakes/artifact.js';
import { runCli } from '../helpers/cli.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir('supereval-artifact-');
let fake: FakeArtifactService;
const saved = { ...process.env };
beforeAll(async () => {
  fake = await FakeArtifactService.start();
});
afterAll(() => fake.close());
afterEach(() => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
});

/** The environment of one job of the run, as the runner gives it. */
function asJob(job: string) {
  Object.assign(process.env, artifactEnv(fake, job, root));
}

const dir = writeTree(path.join(root, 'data', 'qa'), {
  'dataset.json': qaMeta({ name: 'qa' }),
  'cases.jsonl': Array.from({ length: 12 }, (_, i) => qaCase(`c${i}`)),
});
const replay = writeTree(path.join(root, 'replay'), { 'a.jsonl': Array.from({ length: 12 }, (_, i) => ({ id: `c${i}`, output: `answer c${i}` })) });

/** A shard's output-dir with its results file, as `run --shard` writes it. */
async function shardResults(index: number, count: number, label = `${index}`): Promise<string> {
  const out = path.join(root, 'out', `${label}-of-${count}`);
  const r = await runCli(
    'run',
    dir,
    '-m',
    `replay:${path.join(replay, 'a.jsonl')}`,
    '--shard',
    `${index}/${count}`,
    '-o',
    path.join(out, 'qa.json'),
    '-q',
  );
  expect(r.code).toBe(EXIT.passed);
  return out;
}

describe('shard artifact names', () => {
  it('name the shard and the leg, and read back', () => {
    expect(shardArtifactName({ index: 2, count: 3 }, null)).toBe('supereval-shard-2-of-3');
    const group = shardGroup({ shard: 2, model: 'haiku' }, { index: 2, count: 3 });
    expect(group).toMatch(/^[0-9a-f]{16}$/);
    // The merge job's matrix is the shards' without the shard: the same leg.
    expect(mergeGroup({ model: 'haiku' })).toBe(group);
    expect(shardGroup({ shard: 1, model: 'haiku' }, { index: 1, count: 3 })).toBe(group);
    expect(shardGroup({ model: 'sonnet', shard: '1/3' }, { index: 1, count: 3 })).not.toBe(group);
    // A matrix of shards only is no leg.
    expect(shardGroup({ shard: 3 }, { index: 3, count: 3 })).toBeNull();
    expect(mergeGroup(null)).toBeNull();
    expect(parseShardArtifactName(shardArtifactName({ index: 2, count: 3 }, group))).toEqual({ shard: { index: 2, count: 3 }, group });
    expect(parseShardArtifactName('coverage-report')).toBeNull();
  });

  it('take out the entry named shard when another entry has the same value, so every shard of a leg is in it', () => {
    const leg = mergeGroup({ temperature: 1 });
    for (const index of [1, 2, 3]) {
      expect(shardGroup({ temperature: 1, shard: index }, { index, count: 3 })).toBe(leg);
      expect(shardGroup({ temperature: 1, Shard: `${index}/3` }, { index, count: 3 })).toBe(leg);
    }
    // Only a value that is the shard's counts: another entry equal to 2 stays in the leg for shard 1.
    expect(shardGroup({ part: 1, temperature: 2 }, { index: 1, count: 3 })).toBe(mergeGroup({ temperature: 2 }));
  });

  it('refuse to guess between entries that both have the shard value and neither is named shard', () => {
    expect(shardEntry({ part: 1, temperature: 1 }, { index: 1, count: 2 })).toEqual({ ambiguous: ['part', 'temperature'] });
    expect(() => shardGroup({ part: 1, temperature: 1 }, { index: 1, count: 2 })).toThrow(ShardLegError);
    expect(() => shardGroup({ part: 1, temperature: 1 }, { index: 1, count: 2 })).toThrow(
      /part, temperature .*name the shard's matrix entry `shard`/,
    );
    // The sibling shard is not ambiguous; the refusal above is what keeps the set from silently splitting.
    expect(shardEntry({ part: 2, temperature: 1 }, { index: 2, count: 2 })).toEqual({ key: 'part' });
    expect(shardEntry({ model: 'a' }, { index: 2, count: 2 })).toEqual({ key: null });
  });
});

describe('through @actions/artifact', () => {
  it('uploads from each shard job and downloads them all in the merge job, leg by leg', async () => {
    const legA = shardGroup({ shard: 1, model: 'a' }, { index: 1, count: 2 });
    for (const index of [1, 2]) {
      asJob(`shard-${index}`);
      const out = await shardResults(index, 2);
      await uploadShardArtifact(shardArtifactName({ index, count: 2 }, legA), [path.join(out, 'qa.json')], out);
    }
    // Another leg's shard, and an artifact that is no shard's: both left alone.
    asJob('shard-b-1');
    const other = await shardResults(1, 2, 'b1');
    await uploadShardArtifact(shardArtifactName({ index: 1, count: 2 }, mergeGroup({ model: 'b' })), [path.join(other, 'qa.json')], other);
    writeTree(path.join(root, 'misc'), { 'notes.txt': 'hello' });
    await uploadShardArtifact('coverage', [path.join(root, 'misc', 'notes.txt')], path.join(root, 'misc'));
    // Names are unique in a run, as on GitHub: the same shard twice fails the second upload.
    await expect(uploadShardArtifact(shardArtifactName({ index: 1, count: 2 }, legA), [path.join(other, 'qa.json')], other)).rejects.toThrow(
      /already exists/,
    );
    expect(fake.list.map((a) => a.jobId)).toEqual(['shard-1', 'shard-2', 'shard-b-1', 'shard-b-1']);

    asJob('merge-a');
    const got = await downloadShardArtifacts(mergeGroup({ model: 'a' }), path.join(root, 'downloads-a'));
    expect(got.shards.map((s) => s.name)).toEqual([shardArtifactName({ index: 1, count: 2 }, legA), shardArtifactName({ index: 2, count: 2 }, legA)]);
    expect(legA).toMatch(/^[0-9a-f]{16}$/);
    expect(got.otherLegs).toEqual([shardArtifactName({ index: 1, count: 2 }, mergeGroup({ model: 'b' }))]);
    // The files came through the zip whole.
    const first = got.shards[0]?.files[0] ?? '';
    expect(readFileSync(first, 'utf8')).toBe(readFileSync(path.join(root, 'out', '1-of-2', 'qa.json'), 'utf8'));
    const merged = mergeShardFiles(await readShardFiles(got.shards.flatMap((s) => s.files)));
    expect(merged[0]?.results.cases).toHaveLength(12);

    // The other leg has shard 1 only: its merge is refused, naming the missing shard.
    asJob('merge-b');
    const b = await downloadShardArtifacts(mergeGroup({ model: 'b' }), path.join(root, 'downloads-b'));
    const refused = readShardFiles(b.shards.flatMap((s) => s.files)).then(mergeShardFiles);
    await expect(refused).rejects.toThrow(ShardSetError);
    await expect(refused).rejects.toThrow(/qa: shard 2 of 2 is missing \(found 1 from .*supereval-shard-1-of-2-/);
  });

  it('refuses a shard uploaded twice under two names', async () => {
    const fresh = await FakeArtifactService.start();
    try {
      Object.assign(process.env, artifactEnv(fresh, 'shard-1', root));
      const one = await shardResults(1, 2, 'dup');
      await uploadShardArtifact('supereval-shard-1-of-2', [path.join(one, 'qa.json')], one);
      // A job that was told `shard: 1/2` by mistake and named its artifact for shard 2.
      Object.assign(process.env, artifactEnv(fresh, 'shard-2', root));
      await uploadShardArtifact('supereval-shard-2-of-2', [path.join(one, 'qa.json')], one);
      Object.assign(process.env, artifactEnv(fresh, 'merge', root));
      const got = await downloadShardArtifacts(null, path.join(root, 'downloads-dup'));
      const files = await readShardFiles(got.shards.flatMap((s) => s.files));
      expect(() => mergeShardFiles(files)).toThrow(/qa: shard 1 of 2 is there 2 times: .*supereval-shard-1-of-2.*supereval-shard-2-of-2/);
      const parsed = JSON.parse(readFileSync(got.shards[1]?.files[0] ?? '', 'utf8')) as Results;
      expect(parsed.run.selection?.shard).toEqual({ index: 1, count: 2 });
    } finally {
      await fresh.close();
    }
  });

  it('keeps every entry of a hostile zip inside the download folder', async () => {
    await withOneShard('hostile', async (artifact, one, fresh) => {
      // A shard job running a pull request's code can upload any zip: entries that climb out, and an absolute one.
      artifact.blob = storedZip({
        'qa.json': readFileSync(path.join(one, 'qa.json')),
        '../../escaped.json': Buffer.from('{"climbed":true}'),
        '/tmp-absolute.json': Buffer.from('{"absolute":true}'),
      });
      artifact.digest = null;
      Object.assign(process.env, artifactEnv(fresh, 'merge', root));
      const into = path.join(root, 'downloads-hostile', 'deep');
      const got = await downloadShardArtifacts(null, into);
      const folder = path.join(into, 'supereval-shard-1-of-1');
      expect(existsSync(path.join(into, '..', 'escaped.json'))).toBe(false);
      expect(existsSync(path.join(into, '..', '..', 'escaped.json'))).toBe(false);
      expect(existsSync('/tmp-absolute.json')).toBe(false);
      // Whatever the unzip made of them, it is under the artifact's folder.
      const everything = readdirSync(path.join(root, 'downloads-hostile'), { recursive: true, encoding: 'utf8' });
      expect(everything.filter((f) => f.endsWith('.json')).every((f) => f.startsWith(path.join('deep', 'supereval-shard-1-of-1')))).toBe(true);
      expect(got.shards[0]?.files.map((f) => path.relative(folder, f)).sort()).toEqual(['escaped.json', 'qa.json', 'tmp-absolute.json']);
    });
  });

  it('refuses an artifact whose zip no longer matches the digest recorded at upload', async () => {
    await withOneShard('tampered', async (artifact, one, fresh) => {
      expect(artifact.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
      artifact.blob = storedZip({ 'qa.json': Buffer.from(readFileSync(path.join(one, 'qa.json'), 'utf8').replace('"pass"', '"fail"')) });
      Object.assign(process.env, artifactEnv(fresh, 'merge', root));
      const download = downloadShardArtifacts(null, path.join(root, 'downloads-tampered'));
      await expect(download).rejects.toThrow(ShardArtifactError);
      await expect(download).rejects.toThrow(
        /supereval-shard-1-of-1 cannot be used: its contents do not match the digest recorded when it was uploaded/,
      );
    });
  });

  it('is refused by the service without the job token the client parses', async () => {
    asJob('shard-1');
    process.env['ACTIONS_RUNTIME_TOKEN'] = 'not-a-jwt';
    await expect(uploadShardArtifact('supereval-shard-1-of-1', [path.join(dir, 'dataset.json')], dir)).rejects.toThrow(/Invalid token|JWT/);
  });
});

/** A zip of stored (uncompressed) entries, names as given: what a hostile job could upload in place of the client's. */
function storedZip(entries: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A fresh artifact service holding shard 1 of 1 as the client uploaded it, for a test to change before the merge job downloads it. */
async function withOneShard(tag: string, test: (artifact: FakeArtifact, out: string, fresh: FakeArtifactService) => Promise<void>): Promise<void> {
  const fresh = await FakeArtifactService.start();
  try {
    Object.assign(process.env, artifactEnv(fresh, 'shard-1', root));
    const out = await shardResults(1, 1, tag);
    await uploadShardArtifact('supereval-shard-1-of-1', [path.join(out, 'qa.json')], out);
    await test(fresh.list[0] as FakeArtifact, out, fresh);
  } finally {
    await fresh.close();
  }
}
