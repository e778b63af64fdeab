// The built-in agent's skills from the bundled CLI (bin/supereval.js on dist/;
// rebuilt by the lead): the skills loader is a chunk a run loads only when a
// dataset gives skills, and the bundle offers and records a skill as the
// sources do (test/cli/cli-bedrock-skills.test.ts).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFakeAwsEnv } from '../fakes/aws-env.js';
import { startFakeBedrock, type FakeBedrock, type FakeRequest } from '../fakes/bedrock.js';
import { cliBin, repoRoot } from '../helpers/cli.js';
import { runRecordingLoads } from '../helpers/loaded-files.js';
import { readResultsFile } from '../helpers/results-file.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const exec = promisify(execFile);
const MODEL = 'us.amazon.nova-micro-v1:0';
const root = tempDir('supereval-bundle-skills-');

writeTree(root, {
  'skilled/dataset.json': { name: 'skilled', type: 'agent', skills_dir: 'skills' },
  'skilled/cases.jsonl': [{ id: 'a', input: { task: 'Fill the PDF form.' }, expected: {}, assert: [{ type: 'skill-used', value: 'pdf-forms' }] }],
  'skilled/skills/pdf-forms/SKILL.md': '---\nname: pdf-forms\ndescription: Fills in PDF forms.\n---\nSign off with FORM-MARKER-7.\n',
});

const toolResults = (request: FakeRequest) =>
  (request.body as { messages: { content: { toolResult?: { content: { text?: string }[] } }[] }[] }).messages.flatMap((m) =>
    m.content.flatMap((b) => (b.toolResult ? [b.toolResult] : [])),
  );

let runtime: FakeBedrock;
let restore = () => {};
beforeAll(async () => {
  runtime = await startFakeBedrock({
    handler: (request) => {
      const results = toolResults(request);
      if (results.length === 0) return { toolUses: [{ toolUseId: 's1', name: 'Skill', input: { skill: 'pdf-forms' } }] };
      return { text: `Filled. ${results[0]?.content[0]?.text ?? ''}` };
    },
  });
  restore = useFakeAwsEnv({ AWS_ENDPOINT_URL_BEDROCK_RUNTIME: runtime.url });
});
afterAll(async () => {
  restore();
  await runtime.close();
});

describe('the bundled CLI gives the built-in agent skills', () => {
  it('a run of a dataset without skills does not load the skills loader', async () => {
    const args = [cliBin, 'run', 'examples/datasets/support-qa', '--model', 'replay:examples/outputs/support-qa.jsonl', '-q'];
    const run = await runRecordingLoads(args, repoRoot, path.join(repoRoot, 'dist'));
    expect(run.code, run.stderr).toBe(0);
    const code = run.files.map((f) => readFileSync(f.file, 'utf8')).join('\n');
    expect(code).toContain('skills_dir');
    expect(code).not.toContain('each folder of skills_dir is a skill');
  });

  it('activates a skill and records it', async () => {
    const output = path.join(root, 'out.json');
    const args = [cliBin, 'run', path.join(root, 'skilled'), '--model', `bedrock:${MODEL}`, '--output', output, '-q'];
    await exec(process.execPath, args, { env: { ...process.env, NO_COLOR: '1' } });
    const result = readResultsFile(output).cases[0]?.results[0];
    expect(result?.output).toBe('Filled. Sign off with FORM-MARKER-7.');
    expect(result?.skills).toEqual([{ name: 'pdf-forms', path: 'skills/pdf-forms/SKILL.md', source: 'builtin' }]);
    expect(result?.asserts.find((a) => a.type === 'skill-used')?.status).toBe('pass');
  });
});
