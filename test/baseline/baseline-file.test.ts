import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../src/baseline/file-store.js';

describe('safeFileName', () => {
  it('keeps names that are already safe file names, so existing files keep their names', () => {
    for (const name of ['support-qa', 'ticket_triage', 'v1.2', 'CloudSupport']) expect(safeFileName(name)).toBe(name);
  });

  it('gives names that share a slug different file names, each with a short hash of the full name', () => {
    const slash = safeFileName('eval/x');
    const space = safeFileName('eval x');
    expect(slash).not.toBe(space);
    expect(slash).toMatch(/^eval_x\.[0-9a-f]{8}$/);
    expect(space).toMatch(/^eval_x\.[0-9a-f]{8}$/);
    // Nor does either take the name of a dataset literally called eval_x.
    expect([slash, space]).not.toContain(safeFileName('eval_x'));
    expect(safeFileName('eval/x')).toBe(slash);
  });

  it('never yields a hidden or empty name', () => {
    expect(safeFileName('.hidden')).toMatch(/^_hidden\.[0-9a-f]{8}$/);
    expect(safeFileName('日本')).toMatch(/^_\.[0-9a-f]{8}$/);
  });

  it('cuts a 70,000-character name to a file name the file system takes, and two long names stay apart', () => {
    const a = safeFileName(`${'x'.repeat(70_000)}a`);
    const b = safeFileName(`${'x'.repeat(70_000)}b`);
    expect(a.length).toBeLessThanOrEqual(120);
    expect(a).not.toBe(b);
  });
});
