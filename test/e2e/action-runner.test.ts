// The harness's own parsing: if it read outputs or defaults wrongly, the
// end-to-end assertions would be checking the wrong thing.
import { describe, expect, it } from 'vitest';
import { actionDefaults, GITHUB_TOKEN, parseOutputFile, sha } from './action-runner.js';

describe('the simulated runner', () => {
  it("fills in action.yml's defaults as the runner does, github.token and matrix evaluated", () => {
    expect(actionDefaults()).toEqual({
      datasets: 'datasets',
      baseline: 'cache',
      'update-baseline': 'auto',
      'allow-dataset-code': 'auto',
      'database-url-env': 'DATABASE_URL',
      comment: 'always',
      'check-name': 'supereval',
      // ${{ toJSON(matrix) }} outside a matrix job.
      matrix: 'null',
      'github-token': GITHUB_TOKEN,
      'fail-on-gate': 'true',
      'html-report': 'true',
      'stop-early': 'false',
      'confirm-regressions': 'auto',
      'fail-on-flaky': 'false',
      'flaky-tolerance': '',
      'on-undecided': 'block',
      'max-drop': '',
      'max-drop-trials': '0',
      'on-inconclusive': 'block',
      'skip-unchanged': 'true',
      reuse: 'auto',
      'max-duration': '5.5h',
      'sample-seed': '0',
      'require-judge': 'false',
      mode: 'evaluate',
    });
  });

  it('reads GITHUB_OUTPUT heredocs (multi-line and empty values) and name=value lines', () => {
    const d = 'ghadelimiter_1b2c';
    const text = `passed<<${d}\ntrue\n${d}\nbaseline-key<<${d}\nkey-a\nkey-b\n${d}\ncomment-url<<${d}\n\n${d}\nlegacy=x=y\n`;
    expect(parseOutputFile(text)).toEqual({ passed: 'true', 'baseline-key': 'key-a\nkey-b', 'comment-url': '', legacy: 'x=y' });
    expect(() => parseOutputFile(`passed<<${d}\ntrue\n`)).toThrow(/no closing/);
  });

  it('names commits with distinct 40-hex shas', () => {
    expect(sha('a')).toMatch(/^[0-9a-f]{40}$/);
    expect(sha('pr-head-1')).not.toBe(sha('pr-merge-1'));
  });
});
