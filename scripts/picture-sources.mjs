// What the README's two pictures are made from: the shipped example
// (examples/datasets/support-qa), run once with its recorded answers
// (examples/outputs/support-qa.jsonl) as the baseline of main, then with the
// answers of a pull request that writes numbers out in words
// (examples/outputs/support-qa-pr.jsonl), compared with it. From those
// results: the sticky comment's markdown, linking the HTML report as the
// action does, and the HTML report itself. The times the runs took place are
// fixed, so the sources are the same on every run; the pictures
// (scripts/render-pictures.mjs) and test/docs/pictures.test.ts both build
// them here. `load(module)` imports a module of src/ by its path without
// extension ('cli/main'): the compiled lib/ for the script, src/ for the test.
import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';

const repo = path.resolve(import.meta.dirname, '..');
/** The report's link in the comment: an artifact of a run, as the action's report-url output gives it. */
export const REPORT_URL = 'https://github.com/my-org/my-repo/actions/runs/1234567890/artifacts/2345678901';
const RUN_URL = 'https://github.com/my-org/my-repo/actions/runs/1234567890';
const MAIN_AT = Date.parse('2026-11-30T09:00:00.000Z');
const PR_AT = Date.parse('2026-12-01T14:30:00.000Z');
const DURATION_MS = 2_140;

const sink = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** The comment's markdown and the HTML report, built in `workDir` (an empty folder). */
export async function pictureSources(load, workDir) {
  const { main } = await load('cli/main');
  const { readReportFiles, restoreDatasetFields } = await load('results/index');
  const { loadDataset } = await load('dataset/load');
  const { KINDS } = await load('kinds/index');
  const { renderComment } = await load('report/comment');
  const { COMMENT_BODY_MAX_CHARS } = await load('report/limits');
  const { renderHtml } = await load('report/html/index');

  cpSync(path.join(repo, 'examples/datasets/support-qa'), path.join(workDir, 'datasets/support-qa'), { recursive: true });
  mkdirSync(path.join(workDir, 'outputs'));
  const answers = (file) => cpSync(path.join(repo, 'examples/outputs', file), path.join(workDir, 'outputs/support-qa.jsonl'));
  const cwd = process.cwd();
  process.chdir(workDir);
  try {
    const io = { stdout: sink(), stderr: sink() };
    const base = ['run', 'datasets/support-qa', '-q'];
    // One model on both sides, as on GitHub: main's answers, then the pull request's in their place.
    const model = ['--model', 'replay:outputs/support-qa.jsonl'];
    answers('support-qa.jsonl');
    const mainRun = await main([...base, ...model, '-o', 'main.json'], io);
    answers('support-qa-pr.jsonl');
    const prRun = await main([...base, ...model, '--compare-baseline', 'main.json', '-o', 'pr.json'], io);
    if (mainRun !== 0 || prRun !== 1)
      throw new Error(`expected the main run to pass (0) and the pull request's to block (1), got ${mainRun} and ${prRun}`);
    const dataset = await loadDataset('datasets/support-qa', KINDS);
    const results = (await readReportFiles(['pr.json'])).map((r) => freeze(restoreDatasetFields(r, dataset).results));
    const inputFields = results.map((r) => KINDS[r.dataset.type].inputField);
    const comment = renderComment({ results, runUrl: RUN_URL, name: 'supereval', inputFields, reportUrl: REPORT_URL }, COMMENT_BODY_MAX_CHARS).body;
    const report = renderHtml(results, { inputFields });
    return { comment, report };
  } finally {
    process.chdir(cwd);
  }
}

/** The results with what the clock decided made fixed. */
function freeze(results) {
  const frozen = JSON.parse(JSON.stringify(results));
  frozen.run.started_at = new Date(PR_AT).toISOString();
  frozen.run.finished_at = new Date(PR_AT + DURATION_MS).toISOString();
  frozen.run.duration_ms = DURATION_MS;
  const baseline = frozen.comparison?.baseline;
  if (baseline) {
    if (typeof baseline.ran_at === 'string') baseline.ran_at = new Date(MAIN_AT).toISOString();
    if (typeof baseline.run_id === 'string') baseline.run_id = 'run_20261130090000';
    if (baseline.point && typeof baseline.point.date === 'string') baseline.point.date = new Date(MAIN_AT).toISOString();
  }
  return frozen;
}
