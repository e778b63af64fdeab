// `supereval run --html` and `supereval report --html`, in-process on the
// replay provider: a run with a regression writes the page even though its
// gate blocks, `report` renders one again from the results file, and what
// Chromium draws from both holds every case and the regression's outputs
// side by side.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NO_BROWSER, dumpDom } from '../helpers/chromium.js';
import { runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const dir = tempDir('supereval-cli-html-');
const DATASET = 'examples/datasets/support-qa';
const OUTPUTS = 'examples/outputs/support-qa.jsonl';
const REGRESSED = 'sqs-retention-default';

/** The replay answers with one case's answer made wrong. */
function regressedOutputs(): string {
  const lines = readFileSync(OUTPUTS, 'utf8').trim().split('\n');
  const file = path.join(dir, 'regressed.jsonl');
  const changed = lines.map((l) => {
    const row = JSON.parse(l) as { id: string; output: string };
    return JSON.stringify(row.id === REGRESSED ? { ...row, output: 'By default messages are retained for 1 hour.' } : row);
  });
  writeFileSync(file, `${changed.join('\n')}\n`);
  return file;
}

const drawnIds = (dom: string) => [...dom.matchAll(/<tr class="row" data-case="([^"]*)"/g)].map((m) => m[1]);
const caseIds = () =>
  readFileSync(path.join(DATASET, 'cases.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => (JSON.parse(l) as { id: string }).id);

describe('--html', () => {
  const baseline = path.join(dir, 'baseline.json');
  const results = path.join(dir, 'now.json');
  const page = path.join(dir, 'run.html');

  it('run writes the page when the gate blocks', async () => {
    expect((await runCli('run', DATASET, '--model', `replay:${OUTPUTS}`, '-o', baseline, '-q')).code).toBe(0);
    const run = await runCli(
      'run',
      DATASET,
      '--model',
      `replay:${regressedOutputs()}`,
      '--compare-baseline',
      baseline,
      '-o',
      results,
      '--html',
      page,
      '-q',
    );
    expect(run.code).toBe(1);
    expect(readFileSync(page, 'utf8')).toMatch(/^<!DOCTYPE html>/);
  });

  it.skipIf(NO_BROWSER)('the page shows every case and the regression’s baseline output beside today’s', () => {
    expect(new Set(drawnIds(dumpDom(page, 'per=all')))).toEqual(new Set(caseIds()));
    const dom = dumpDom(page, 'status=regression&open=all');
    expect(drawnIds(dom)).toEqual([REGRESSED]);
    expect(dom).toMatch(
      /Baseline output.*By default messages are retained for <del>4<\/del> <del>days.<\/del>.*Output now.*retained for <ins>1<\/ins> <ins>hour.<\/ins>/s,
    );
  });

  it('report renders the results file again, exit 0 though the gate blocked', async () => {
    const again = path.join(dir, 'again.html');
    const r = await runCli('report', results, '--html', again);
    expect(r).toMatchObject({ code: 0, stdout: '' });
    expect(r.stderr).toContain(`wrote ${again}`);
    if (NO_BROWSER) return;
    const dom = dumpDom(again, 'per=all&open=all');
    expect(new Set(drawnIds(dom))).toEqual(new Set(caseIds()));
    // The inputs a results file leaves to the dataset, read back from it.
    expect(dom).toContain('How long does SQS keep a message by default?');
  });

  it('report without --html prints the text report', async () => {
    const r = await runCli('report', results);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('support-qa');
    expect(r.stdout).toContain(REGRESSED);
  });

  it('report says so when the dataset is gone, and shows the cases without their inputs', async () => {
    const moved = path.join(dir, 'moved.json');
    writeFileSync(moved, readFileSync(results, 'utf8').replace(`"path":"${DATASET}"`, '"path":"no/such/dataset"'));
    const r = await runCli('report', moved, '--html', path.join(dir, 'moved.html'));
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      'support-qa: cases are shown without their input and expected value: the dataset no/such/dataset cannot be loaded from here',
    );
  });

  it('report names a file that is not a results file, and writes nothing', async () => {
    const junk = path.join(dir, 'junk.json');
    writeFileSync(junk, '{"hello": 1}');
    const out = path.join(dir, 'junk.html');
    const r = await runCli('report', results, junk, '--html', out);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`supereval: report: ${junk}: cannot be read: it `);
    expect(existsSync(out)).toBe(false);
  });

  it('report refuses run options, and needs a file', async () => {
    expect((await runCli('report', results, '--model', 'x')).stderr).toContain('report: --model applies to run, not report');
    expect((await runCli('report')).stderr).toContain('report: give the results files or folders to render');
  });

  it('a page that cannot be written is an error after the report', async () => {
    const r = await runCli('report', results, '--html', path.join(results, 'x.html'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('HTML report not written');
  });
});
