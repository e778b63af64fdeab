// A 5,000-case run through the bundle: the baseline from a push, then a pull
// request whose re-recorded outputs regress many cases. Replayed outputs keep
// it fast; the point is the size of what gets published.
import { expect, it } from 'vitest';
import { useActionFakes, OWNER, REPO, pullRequestEvent, pushEvent, sha } from './action-runner.js';

const CASES = 5_000;
const LABELS = ['billing', 'technical', 'account', 'shipping'] as const;
const REPLAY = 'recorded/bulk.jsonl';
const MODEL = `replay:${REPLAY}`;

const label = (i: number) => LABELS[i % LABELS.length] ?? 'billing';
const caseId = (i: number) => `ticket-${String(i).padStart(4, '0')}`;
/** Wrong in the baseline already: every 10th case. */
const failsBefore = (i: number) => i % 10 === 0;
/** Newly wrong in the pull request: every 3rd case that passed before. */
const regresses = (i: number) => !failsBefore(i) && i % 3 === 0;
const REGRESSIONS = Array.from({ length: CASES }, (_, i) => i).filter(regresses).length;

function files(wrong: (i: number) => boolean) {
  const ids = Array.from({ length: CASES }, (_, i) => i);
  return {
    'datasets/bulk/dataset.json': { name: 'bulk', type: 'classification', labels: [...LABELS], thresholds: { pass_rate: 0.5 } },
    'datasets/bulk/cases.jsonl': ids.map((i) => ({
      id: caseId(i),
      input: { text: `Ticket number ${i}: something about ${label(i)} that needs routing.` },
      expected: { label: label(i) },
    })),
    // Long wrong answers make every table row heavy.
    [REPLAY]: ids.map((i) => ({
      id: caseId(i),
      output: wrong(i) ? `I am not sure; it might be ${label(i + 1)} but it could be anything. ${'Lorem ipsum '.repeat(12)}` : label(i),
    })),
  };
}

const fakes = useActionFakes('supereval-e2e-large-');

it('a 5,000-case pull request with thousands of regressions: the comment stays under 65,536 characters, regressions first, with a note pointing to the summary', async () => {
  const push = await fakes.runner.run({ event: pushEvent(sha('bulk-main')), inputs: { models: MODEL }, files: files(failsBefore) });
  expect(push.code, push.stdout).toBe(0);
  expect(fakes.cache.entries.filter((e) => e.finalized)).toHaveLength(1);

  const pr = 31;
  const head = sha('bulk-head');
  const run = await fakes.runner.run({
    event: pullRequestEvent({ number: pr, headSha: head, mergeSha: sha('bulk-merge') }),
    inputs: { models: MODEL },
    files: files((i) => failsBefore(i) || regresses(i)),
  });

  expect(run.code, run.stdout).toBe(1);
  expect(run.outputs).toMatchObject({ passed: 'false', 'baseline-found': 'true', skipped: 'false', regressions: String(REGRESSIONS) });

  const comments = fakes.github.commentsOn(OWNER, REPO, pr);
  expect(comments).toHaveLength(1);
  const body = comments[0]?.body ?? '';
  expect([...body].length).toBeLessThan(65_536);
  expect(body).toContain(`Regressions (${REGRESSIONS})`);
  const firstTable = body.indexOf('| Case |');
  expect(firstTable).toBeGreaterThan(body.indexOf(`Regressions (${REGRESSIONS})`));
  expect(body.indexOf('Still failing')).toBeGreaterThan(firstTable);
  // The first row listed is a regression.
  const firstRow = body.slice(firstTable).split('\n')[2] ?? '';
  expect(firstRow).toContain('pass → fail');
  // Over 1,000 regressions: the job summary's table stops there too, and the comment says where every case is.
  expect(REGRESSIONS).toBeGreaterThan(1000);
  expect(body).toMatch(
    /at most \d+ rows each to fit GitHub's comment limit; the \[job summary\]\([^)]*\/actions\/runs\/\d+\) lists up to 1000 a table and the results JSON every case/,
  );

  // The job summary lists the first 1,000 regressions (100 in full, 900 as rows) and counts the rest; the results JSON has them all.
  const summaryRows = run.summary.split('\n').filter((l) => l.includes('pass → fail'));
  expect(summaryRows).toHaveLength(1000);
  expect(run.summary).toContain(`…and ${REGRESSIONS - 1000} more (see the results JSON).`);
  expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(1024 * 1024);

  // The check run carries annotations for the regressions first, in batches of 50.
  const check = fakes.github.checkRuns.at(-1);
  expect(check?.head_sha).toBe(head);
  expect(check?.conclusion).toBe('failure');
  expect(check?.annotations.length).toBeGreaterThan(50);
  expect(check?.annotations.every((a) => a.annotation_level === 'failure' && a.path === 'datasets/bulk/cases.jsonl')).toBe(true);
  const first = check?.annotations[0];
  expect(first?.title).toMatch(/ticket-\d{4} regressed/);
  const index = Number(/ticket-(\d{4})/.exec(first?.title ?? '')?.[1]);
  expect(regresses(index)).toBe(true);
  expect(first?.start_line).toBe(index + 1);
});
