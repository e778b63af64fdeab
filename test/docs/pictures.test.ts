// The README's pictures show the shipped example: their sources, the
// comment's markdown (docs/images/comment.md) and the HTML report
// (docs/images/report.html), are rebuilt here from examples/ as
// scripts/render-pictures.mjs builds them, and must equal the committed ones.
// After a change to the example or the renderers: `node scripts/render-pictures.mjs`
// writes the sources and the PNGs again (review both).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, shared with scripts/render-pictures.mjs
import { pictureSources, REPORT_URL } from '../../scripts/picture-sources.mjs';
import { repoRoot } from '../helpers/doc-pages.js';
import { tempDir } from '../helpers/tmp.js';

const load = (module: string) => import(path.join(repoRoot, 'src', `${module}.ts`));
const committed = (file: string) => readFileSync(path.join(repoRoot, 'docs/images', file), 'utf8');

describe("the README's pictures", () => {
  it('are made from the shipped example, as committed', async () => {
    const { comment, report } = (await pictureSources(load, tempDir('supereval-pictures-'))) as { comment: string; report: string };
    expect(comment).toBe(committed('comment.md'));
    expect(report).toBe(committed('report.html'));
  });

  it('show the example: its cases, the two regressions, and the link to the HTML report', () => {
    const comment = committed('comment.md');
    expect(comment).toContain(`[the HTML report](${REPORT_URL})`);
    for (const id of ['sqs-max-size', 'visibility-default']) expect(comment).toContain(id);
    expect(comment).toContain('two hundred fifty-six kilobytes');
    expect(comment).not.toMatch(/retention-default\?|answer 1/);
  });
});
