// In the action, the `datasets` folder missing when the input was left to its
// default says it is the default and what to set; a region missing names the
// action's input (issue 52).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatasetError } from '../../src/base/index.js';
import { sayDefaultDatasets } from '../../src/action/load-log.js';
import { expandDatasetPaths } from '../../src/dataset/index.js';
import { parseActionInputs } from '../../src/action/inputs.js';
import { NO_REGION_MESSAGE } from '../../src/providers/bedrock/errors.js';
import { tempDir } from '../helpers/tmp.js';

const workspace = tempDir();

async function problem(given: string[]): Promise<string> {
  const error = await expandDatasetPaths(given, { absolute: true, field: '(datasets)', within: workspace, cwd: workspace })
    .then(() => null)
    .catch((e: unknown) => e)
    .then((e) => {
      try {
        return sayDefaultDatasets(given, workspace)(e);
      } catch (said) {
        return said;
      }
    });
  expect(error).toBeInstanceOf(DatasetError);
  return (error as DatasetError).issues.map((i) => i.message).join('\n');
}

describe('the datasets input', () => {
  it('is `datasets` when not set, and a missing one says it is the default', async () => {
    const inputs = parseActionInputs((name) => (name === 'models' ? 'echo' : ''));
    expect(inputs.datasets).toEqual(['datasets']);
    expect(await problem(inputs.datasets)).toBe(
      'no such folder: the datasets input is not set, and this is its default; set datasets: to your dataset folders or globs',
    );
  });

  it('leaves a path the user wrote as it is', async () => {
    expect(await problem([path.join('evals', 'qa')])).toBe('no such file or folder');
  });
});

describe('a region missing', () => {
  it("names the action's aws-region input and the CLI's --region", () => {
    expect(NO_REGION_MESSAGE).toContain("the action's aws-region input");
    expect(NO_REGION_MESSAGE).toContain("the CLI's --region");
  });
});
