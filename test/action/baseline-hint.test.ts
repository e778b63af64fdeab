// A committed baseline.json that `baseline: cache` (the default) leaves unread
// is named in the log, with the input that would read it (issue 52).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unreadBaselineNotes } from '../../src/action/baseline-hint.js';
import { qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir();
const withFile = writeTree(path.join(root, 'kept'), { 'dataset.json': qaMeta(), 'baseline.json': '{}' });
const without = writeTree(path.join(root, 'bare'), { 'dataset.json': qaMeta() });
const show = (file: string) => path.relative(root, file);

describe('a committed baseline.json under baseline: cache', () => {
  it('is named once, with baseline: file as the way to read it', () => {
    expect(unreadBaselineNotes({ kind: 'cache' }, [withFile, without], show)).toEqual([
      `${path.join('kept', 'baseline.json')} is not read: baseline: cache (the default) compares with the default branch's baseline in the Actions cache. To compare with the committed file instead, set baseline: file.`,
    ]);
  });

  it('is not mentioned when the baseline input reads files or nothing', () => {
    expect(unreadBaselineNotes({ kind: 'file' }, [withFile], show)).toEqual([]);
    expect(unreadBaselineNotes({ kind: 'none' }, [withFile], show)).toEqual([]);
  });
});
