// Golden files for the report renderers: each results JSON in inputs/ is
// rendered as every layout a user sees (the job summary, the PR comment, the
// check run's title/summary/text and annotations, the CLI's text report) and
// compared byte for byte with expected/<input>.<layout>. A change of layout
// is then a reviewed diff of those files.
//
// After an intended change, rewrite them and read the diff before committing:
//   UPDATE_GOLDEN=1 npx vitest run test/golden
// A missing or stale expected file fails the test unless UPDATE_GOLDEN=1.
// The inputs are real runs, frozen: test/golden/make-inputs.test.ts makes them.
// expected/ must never be reformatted (keep it out of Prettier).
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stickyMarker } from '../../src/publish/comment.js';
import { blobUrl } from '../../src/publish/context.js';
import { caseAnnotations } from '../../src/report/annotations.js';
import { checkSummary, checkTitle, renderComment, renderSummary } from '../../src/report/comment.js';
import { CHECK_OUTPUT_MAX_CHARS, COMMENT_BODY_MAX_CHARS } from '../../src/report/limits.js';
import type { EvalResults } from '../../src/results/results.js';
import { renderText } from '../../src/report/text.js';
import { KINDS } from '../../src/kinds/index.js';
import { CLIENT_SCRIPT } from '../../src/report/html/client.js';
import { renderHtml } from '../../src/report/html/index.js';
import { STYLE } from '../../src/report/html/style.js';
import { readGoldenInput } from '../helpers/golden-input.js';

const inputsDir = path.join(import.meta.dirname, 'inputs');
const expectedDir = path.join(import.meta.dirname, 'expected');
const update = process.env['UPDATE_GOLDEN'] === '1';

// What the action knows about its run, fixed: the renderers take it as input.
const RUN_URL = 'https://github.com/acme/evals/actions/runs/123456789';
const CHECK_NAME = 'supereval';
const MARKER = stickyMarker({ workflow: 'eval', job: 'eval', checkName: CHECK_NAME });
// The pull request's head commit: each case links to its line of cases.jsonl there (src/publish/publisher.ts casesUrls).
const HEAD_SHA = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
/** What each case was asked: its dataset kind's input field, as the publishers pass it. */
const inputFields = (all: EvalResults[]) => all.map((r) => KINDS[r.dataset.type].inputField);
const casesUrls = (all: EvalResults[]) =>
  all.map((r) => blobUrl({ serverUrl: 'https://github.com', owner: 'acme', repo: 'evals', headSha: HEAD_SHA }, `${r.dataset.path}/cases.jsonl`));

const readInput = readGoldenInput;

/** Whether every dataset's results were reused from the baseline, as src/publish/publisher.ts allReused says. */
const reused = (all: EvalResults[]) => all.every((r) => r.run.reused_from !== undefined);

/** Every layout, rendered as the action's publishers (src/publish/publishers/) and src/cli/main.ts render it. */
const LAYOUTS: Record<string, (all: EvalResults[]) => string> = {
  // The job summary (and summary.md): every dataset's full report.
  'summary.md': (all) =>
    renderSummary({ results: all, skipped: reused(all), name: CHECK_NAME, casesUrls: casesUrls(all), inputFields: inputFields(all) }),
  // The sticky PR comment, fitted under GitHub's limit with the marker the action puts before it.
  'comment.md': (all) =>
    renderComment(
      { results: all, runUrl: RUN_URL, skipped: reused(all), name: CHECK_NAME, casesUrls: casesUrls(all), inputFields: inputFields(all) },
      COMMENT_BODY_MAX_CHARS - MARKER.length - 1,
    ).body,
  'check.md': (all) =>
    [
      '==> title <==',
      checkTitle(all),
      '==> summary <==',
      checkSummary(all),
      '==> text <==',
      renderComment(
        { results: all, runUrl: RUN_URL, skipped: reused(all), casesUrls: casesUrls(all), inputFields: inputFields(all) },
        CHECK_OUTPUT_MAX_CHARS,
      ).body,
    ].join('\n'),
  'annotations.json': (all) =>
    `${JSON.stringify(
      all.flatMap((r) => caseAnnotations(r, `${r.dataset.path}/cases.jsonl`)),
      null,
      2,
    )}\n`,
  // `supereval run` without --format.
  'text.txt': (all) => all.map((r) => renderText(r)).join('\n'),
  // `supereval run --html`: its headers and data, with the page's fixed stylesheet and script named, not copied into
  // every file (test/report/html-browser.test.ts reads what Chromium draws; scripts/render-html.mjs makes a page to look at).
  html: (all) =>
    renderHtml(all, { inputFields: inputFields(all) })
      .replace(STYLE, () => '/* src/report/html/style.ts */')
      .replace(CLIENT_SCRIPT, () => '/* src/report/html/client.ts */'),
};

const inputs = readdirSync(inputsDir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const expectedName = (input: string, layout: string) => `${input.replace(/\.json$/, '')}.${layout}`;

describe('golden report files', () => {
  it('has an input for every report layout', () => {
    const loaded = inputs.map((file) => ({ file, all: readInput(file) }));
    const some = (test: (r: EvalResults) => boolean) => loaded.filter(({ all }) => all.some(test)).map(({ file }) => file);
    const layouts = {
      'all pass, no baseline': some((r) => r.gate.passed && r.comparison === null && r.summary.passed === r.summary.total),
      regressions: some((r) => (r.comparison?.regressions ?? 0) > 0),
      fixed: some((r) => (r.comparison?.fixed ?? 0) > 0),
      'still failing': some((r) => (r.comparison?.still_failing ?? 0) > 0),
      'new and removed cases': some((r) => (r.comparison?.new ?? 0) > 0 && (r.comparison?.removed ?? 0) > 0),
      'failed model calls': some((r) => r.cases.some((c) => c.results.some((m) => m.status === 'error' && m.output === null))),
      'setup error': some((r) => (r.setup_errors?.length ?? 0) > 0),
      'several models': some((r) => r.models.length > 1),
      'models changed since the baseline': some((r) => r.comparison?.model_change !== undefined),
      'trials with a flaky case': some((r) => r.cases.some((c) => c.flaky === true)),
      'agent dataset': some((r) => r.dataset.type === 'agent'),
      'rag dataset': some((r) => r.dataset.type === 'rag'),
      'cost cap': some((r) => r.cost_cap !== undefined),
      'time budget': some((r) => r.duration_cap !== undefined),
      interrupted: some((r) => r.run.interrupted === true),
      reused: some((r) => r.run.reused_from !== undefined),
      subset: some((r) => r.run.selection !== undefined),
      'judged assertions skipped': some((r) => r.summary.skipped_asserts > 0),
      'a judge': some((r) => r.judge !== null && (r.summary.judge?.calls ?? 0) > 0),
      'a baseline with a history of main runs': some(
        (r) => (r.comparison?.baseline.history?.length ?? 0) >= 3 && r.comparison?.baseline.origin !== undefined,
      ),
      'several datasets': loaded.filter(({ all }) => all.length > 1).map(({ file }) => file),
      'several datasets, the passed ones collapsed': loaded
        .filter(({ all }) => all.some((r) => r.gate.passed) && all.some((r) => !r.gate.passed))
        .filter(({ all }) => LAYOUTS['comment.md']!(all).includes('<details><summary>✅ '))
        .map(({ file }) => file),
      'hostile text': some((r) => r.cases.some((c) => /[<|\n@]/.test(c.id))),
      'a comment with fewer rows to fit the limit': loaded
        .filter(({ all }) => LAYOUTS['comment.md']!(all).includes("to fit GitHub's comment limit"))
        .map(({ file }) => file),
      "a comment that leaves out whole datasets' reports": loaded
        .filter(({ all }) => LAYOUTS['comment.md']!(all).includes("are left out to fit GitHub's comment limit"))
        .map(({ file }) => file),
    };
    const missing = Object.entries(layouts)
      .filter(([, files]) => files.length === 0)
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  describe.each(inputs)('%s', (input) => {
    const all = readInput(input);

    it.each(Object.keys(LAYOUTS))(`renders expected/${input.replace(/\.json$/, '')}.%s`, (layout) => {
      const actual = LAYOUTS[layout]!(all);
      const file = path.join(expectedDir, expectedName(input, layout));
      if (update) {
        mkdirSync(expectedDir, { recursive: true });
        if (!existsSync(file) || readFileSync(file, 'utf8') !== actual) writeFileSync(file, actual);
        return;
      }
      if (!existsSync(file))
        expect.fail(`missing golden file ${path.relative(process.cwd(), file)}: run UPDATE_GOLDEN=1 npx vitest run test/golden and review it`);
      expect(actual).toBe(readFileSync(file, 'utf8'));
    });
  });

  it('keeps no expected file that no input and layout renders', () => {
    const wanted = new Set(inputs.flatMap((input) => Object.keys(LAYOUTS).map((layout) => expectedName(input, layout))));
    const stale = readdirSync(expectedDir).filter((f) => !wanted.has(f));
    if (update) for (const f of stale) rmSync(path.join(expectedDir, f));
    else expect(stale).toEqual([]);
  });
});
