// The Node versions the README and docs/install-cli.md give agree with what
// npm checks: package.json's `engines`, and the `engines` of every package
// package-lock.json installs in a checkout (what `npm ci` warns EBADENGINE
// about). Ranges are read with semver, npm's own reader of them.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/doc-pages.js';

const semver = createRequire(import.meta.url)('semver') as {
  satisfies: (v: string, range: string) => boolean;
  minVersion: (r: string) => { version: string };
};
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as { engines: { node: string } };
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version?: string; engines?: unknown }> };

/** The packages of the lock file whose `engines.node` refuses `version`, as name@version. */
function refusing(version: string): string[] {
  return Object.entries(lock.packages).flatMap(([where, p]) => {
    const node = p.engines && typeof p.engines === 'object' ? (p.engines as { node?: unknown }).node : undefined;
    if (where === '' || typeof node !== 'string' || semver.satisfies(version, node)) return [];
    return [`${where.replace(/.*node_modules\//, '')}@${p.version}`];
  });
}

describe('Node versions', () => {
  const floor = semver.minVersion(pkg.engines.node).version;

  it("the README and install-cli.md name engines' floor", () => {
    expect(floor).toBe('20.19.0');
    expect(read('README.md')).toContain('Node.js 20.19 or later (`engines` in package.json)');
    expect(read('docs/install-cli.md')).toContain('`engines` says `>=20.19.0`');
  });

  it('a checkout installs without EBADENGINE on Node 22.13 and 24, and on Node 20 warns only for what the docs name', () => {
    expect(refusing('22.13.0')).toEqual([]);
    expect(refusing('24.0.0')).toEqual([]);
    // One below 22.13 would warn: the docs' figure is the least that installs cleanly.
    expect(refusing('22.12.0')).not.toEqual([]);
    expect(refusing(floor).map((p) => p.replace(/\.\d+$/, ''))).toEqual(['content-type@3.1']);
    for (const page of ['README.md', 'docs/install-cli.md']) {
      expect(read(page)).toContain('22.13 or later');
      expect(read(page)).toContain('`content-type` 3.1');
    }
  });
});
