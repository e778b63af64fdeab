// The fake cache service's own protocol details, spoken to with plain fetch:
// the parts @actions/cache does not exercise for small archives (block
// uploads, ranged reads) and the fault switches.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeCacheService, TWIRP_PREFIX } from './cache.js';
import type { TwirpMethod } from './cache.js';

let fake: FakeCacheService;
beforeAll(async () => {
  fake = await FakeCacheService.start();
});
afterAll(() => fake.close());
beforeEach(() => fake.clearFaults());

async function twirp(method: TwirpMethod, body: unknown, token = fake.token): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${fake.resultsUrl}${TWIRP_PREFIX.slice(1)}${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function putEntry(key: string, version: string, content: string): Promise<void> {
  const created = await twirp('CreateCacheEntry', { key, version });
  const url = String(created.json['signed_upload_url']);
  await fetch(url, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: content });
  const done = await twirp('FinalizeCacheEntryUpload', { key, version, size_bytes: String(Buffer.byteLength(content)) });
  expect(done.json['ok']).toBe(true);
}

describe('FakeCacheService', () => {
  it('assembles a blob from staged blocks and serves ranges of it', async () => {
    const created = await twirp('CreateCacheEntry', { key: 'blocks-1', version: 'v' });
    expect(created.json['ok']).toBe(true);
    const url = new URL(String(created.json['signed_upload_url']));
    const stage = async (id: string, data: string) => {
      const u = new URL(url);
      u.searchParams.set('comp', 'block');
      u.searchParams.set('blockid', id);
      expect((await fetch(u, { method: 'PUT', body: data })).status).toBe(201);
    };
    await stage('QQ==', 'hello ');
    await stage('Qg==', 'world');
    const list = new URL(url);
    list.searchParams.set('comp', 'blocklist');
    const xml = '<?xml version="1.0"?><BlockList><Latest>QQ==</Latest><Latest>Qg==</Latest></BlockList>';
    expect((await fetch(list, { method: 'PUT', body: xml })).status).toBe(201);
    expect((await twirp('FinalizeCacheEntryUpload', { key: 'blocks-1', version: 'v', size_bytes: '11' })).json['ok']).toBe(true);

    const found = await twirp('GetCacheEntryDownloadURL', { key: 'blocks-1', version: 'v' });
    expect(found.json).toMatchObject({ ok: true, matched_key: 'blocks-1' });
    const ranged = await fetch(String(found.json['signed_download_url']), { headers: { 'x-ms-range': 'bytes=6-10' } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe('world');
  });

  it('looks up exact key, then key as prefix, then restore keys in order, newest first, same version only', async () => {
    await putEntry('k-a-1', 'v1', 'a1');
    await putEntry('k-b-1', 'v1', 'b1');
    await putEntry('k-a-2', 'v1', 'a2');
    await putEntry('k-b-2', 'v2', 'b2 other version');
    const find = async (key: string, restore_keys: string[] = []) =>
      (await twirp('GetCacheEntryDownloadURL', { key, restore_keys, version: 'v1' })).json;
    expect(await find('k-a-1')).toMatchObject({ matched_key: 'k-a-1' });
    expect(await find('k-a-')).toMatchObject({ matched_key: 'k-a-2' });
    expect(await find('k-c-', ['k-b-', 'k-a-'])).toMatchObject({ matched_key: 'k-b-1' });
    expect(await find('k-c-', ['k-'])).toMatchObject({ matched_key: 'k-a-2' });
    expect(await find('nothing')).toEqual({ ok: false });
  });

  it('refuses to create an existing key, and unauthenticated calls', async () => {
    await putEntry('immutable', 'v1', 'x');
    expect((await twirp('CreateCacheEntry', { key: 'immutable', version: 'v1' })).status).toBe(409);
    expect((await twirp('CreateCacheEntry', { key: 'other', version: 'v1' }, 'wrong-token')).status).toBe(401);
  });

  it('fails the next calls on request, then recovers', async () => {
    fake.fail('CreateCacheEntry', { status: 500, times: 1 });
    const failed = await twirp('CreateCacheEntry', { key: 'flaky', version: 'v1' });
    expect(failed).toMatchObject({ status: 500, json: { code: 'internal' } });
    expect((await twirp('CreateCacheEntry', { key: 'flaky', version: 'v1' })).json['ok']).toBe(true);

    fake.denyWrites();
    const denied = await twirp('CreateCacheEntry', { key: 'denied', version: 'v1' });
    expect(denied.json).toMatchObject({ ok: false });
    expect(String(denied.json['message'])).toMatch(/^cache write denied:/);
  });
});
