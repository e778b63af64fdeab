// Every line the tool writes goes through src/base/log.ts (inertLine). This fails
// when code in src/ writes to stdout or stderr another way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

// The log modules themselves are the only writers.
const ALLOWED = new Set(['base/log.ts', 'publish/action-log.ts']);

const RAW_WRITERS = [
  /\bcore\.(info|notice|debug|warning|error|setFailed|startGroup|endGroup|group)\s*\(/,
  /\bconsole\.\w+\s*\(/,
  /\bprocess\.(stdout|stderr)\.write\s*\(/,
  /\b(stdout|stderr)\.write\s*\(/,
  /\bstream\.write\s*\(/,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('log guard', () => {
  it('src/ writes to stdout and stderr only through src/base/log.ts and src/publish/action-log.ts', () => {
    const offenders: string[] = [];
    for (const file of sources(SRC)) {
      const relative = path.relative(SRC, file);
      if (ALLOWED.has(relative)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(\/\/|\*)/.test(line)) return;
          if (RAW_WRITERS.some((re) => re.test(line))) offenders.push(`src/${relative}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offenders, 'route these through log.ts (inertLine) or actionLog').toEqual([]);
  });

  it('notices a raw writer', () => {
    expect(RAW_WRITERS.some((re) => re.test('  core.info(`${dataset.name}: done`);'))).toBe(true);
    expect(RAW_WRITERS.some((re) => re.test('  io.stderr.write(`x`);'))).toBe(true);
    expect(RAW_WRITERS.some((re) => re.test('  console.error(x);'))).toBe(true);
  });
});
