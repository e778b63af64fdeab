// --max-duration through the whole CLI against the fake Bedrock (real AWS
// SDK): past the budget no call starts, the finished cases are written and
// reported, the rest are errors saying why, and no baseline is written.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const MODEL = 'us.amazon.nova-micro-v1:0';
const CASES = 20;
const CALL_MS = 300;
const root = tempDir();
const { startFake, cli } = useBedrockCli();

writeTree(root, {
  'slow/dataset.json': qaMeta({ name: 'slow' }),
  'slow/cases.jsonl': Array.from({ length: CASES }, (_, i) => qaCase(`c${i}`, `question ${i}?`, `answer ${i}`)),
});

describe('--max-duration', () => {
  it('stops starting calls when the budget runs out and reports what finished', async () => {
    const fake = await startFake(({ body }) => ({
      text: `That is answer ${/question (\d+)\?/.exec(firstUserText(body))?.[1] ?? ''}.`,
      delayMs: CALL_MS,
    }));
    const output = path.join(root, 'slow.json');
    const baseline = path.join(root, 'baseline.json');
    const started = Date.now();
    const r = await cli(
      'run',
      path.join(root, 'slow'),
      '--model',
      `bedrock:${MODEL}`,
      '--concurrency',
      '1',
      '--max-duration',
      '1s',
      '-o',
      output,
      '--update-baseline',
      baseline,
      '-q',
    );
    const elapsed = Date.now() - started;

    expect(r.code).toBe(EXIT.blocked);
    const results = readResultsFile(output);
    const passed = results.cases.filter((c) => c.status === 'pass').length;
    const notRun = results.cases.filter((c) => c.results[0]?.error?.includes("not run: the run's time budget of 1s (--max-duration) ran out")).length;
    // About 1 s of 300 ms calls, one at a time: a few answered, the rest refused without a call.
    expect(passed).toBeGreaterThanOrEqual(1);
    expect(passed + notRun).toBe(CASES);
    expect(fake.stats.requests).toBe(passed);
    expect(results.duration_cap).toEqual({ limit_ms: 1000, option: '--max-duration', not_run: notRun });
    expect(results.gate.reasons).toContain(`--max-duration: the run's time budget of 1s ran out; ${notRun} results of this dataset were not run.`);
    // The run ended at the budget, not after all 20 calls (6 s).
    expect(elapsed).toBeLessThan(CASES * CALL_MS);
    expect(r.stdout).toContain("Stopped calling models: the run's time budget of 1s (--max-duration) ran out");
    expect(r.stderr).toContain(`The run's time budget of 1s (--max-duration) ran out; ${notRun} calls were not made`);
    expect(r.stderr).toContain("baseline of slow not updated: the run's time budget stopped it before every case ran");
    expect(existsSync(baseline)).toBe(false);
  });

  it('must be a duration', async () => {
    const r = await cli('run', path.join(root, 'slow'), '--model', `bedrock:${MODEL}`, '--max-duration', '10 minutes');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr.split('\n')[0]).toBe(
      'supereval: --max-duration must be a duration from 1s to 7 days such as 90s, 25m or 1.5h (a plain number is minutes), got "10 minutes"',
    );
  });
});
