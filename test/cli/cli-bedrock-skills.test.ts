// Skills for the built-in agent (issue 50): a dataset's `skills_dir` of
// SKILL.md packages is offered to the model under test as one `Skill` tool
// listing each skill's name and description; the model (a fake Bedrock
// scripted per task) activates a skill and gets its SKILL.md body, and each
// activation is recorded on the trajectory's `skills` (source `builtin`), so
// promptfoo's skill-used and EvalBench's skills_trajectory score it. A
// missing or oversized SKILL.md fails the load naming the file.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Results } from '../../src/config/results.js';
import { MAX_SKILL_FILE_BYTES } from '../../src/dataset/skills/index.js';
import { echoHandler, type FakeHandler, type FakeRequest } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { readResultsFile } from '../helpers/results-file.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const MODEL = 'us.amazon.nova-pro-v1:0';
const root = tempDir('supereval-skills-builtin-');
const { startFake, cli } = useBedrockCli();

/** Only in the pdf-forms body: the model can quote it only once it activated the skill. */
const PDF_MARKER = 'FORM-MARKER-7';
const PDF_SKILL = [
  '---',
  'name: pdf-forms',
  'description: Fills in PDF forms field by field. Use when a task asks to fill or complete a PDF form.',
  '---',
  '# Filling PDF forms',
  '',
  `Fill each field in order, then sign off with ${PDF_MARKER}.`,
  '',
].join('\n');
const XLSX_SKILL = ['---', 'name: xlsx', 'description: Reads and summarises spreadsheets.', '---', 'Open the workbook; sum each column.', ''].join(
  '\n',
);

const cases = [
  // Activates the skill it should, and follows it.
  {
    id: 'right',
    input: { task: 'Fill the PDF form.' },
    expected: {},
    expected_skills: ['pdf-forms'],
    assert: [{ type: 'skill-used', value: 'pdf-forms' }],
  },
  // Activates the PDF skill for a spreadsheet task.
  {
    id: 'wrong',
    input: { task: 'Summarise the spreadsheet.' },
    expected: {},
    expected_skills: ['xlsx'],
    assert: [{ type: 'skill-used', value: 'xlsx' }],
  },
  // Asks for a skill the dataset does not give: a failed call, no activation.
  {
    id: 'unknown',
    input: { task: 'Use the docx skill.' },
    expected: {},
    expected_skills: ['docx'],
    assert: [{ type: 'not-skill-used', value: { pattern: '*' } }],
  },
  // Two skills, the second after the first's body came back: the order skills_trajectory's enforce_order checks.
  { id: 'both', input: { task: 'Fill the PDF form from the spreadsheet.' }, expected: {}, expected_skills: ['xlsx', 'pdf-forms'] },
];

writeTree(root, {
  'skilled/dataset.json': { name: 'skilled', type: 'agent', skills_dir: 'skills', scorers: { skills_trajectory: { threshold: 1 } } },
  'skilled/cases.jsonl': cases,
  'skilled/skills/pdf-forms/SKILL.md': PDF_SKILL,
  'skilled/skills/xlsx/SKILL.md': XLSX_SKILL,
  'skilled/skills/xlsx/REFERENCE.md': 'Not read by the built-in agent.\n',
  'ordered/dataset.json': {
    name: 'ordered',
    type: 'agent',
    skills_dir: 'skills',
    scorers: { skills_trajectory: { enforce_order: true, threshold: 1 } },
  },
  'ordered/cases.jsonl': [cases[3]],
  'ordered/skills/pdf-forms/SKILL.md': PDF_SKILL,
  'ordered/skills/xlsx/SKILL.md': XLSX_SKILL,
});

type Block = { text?: string; toolUse?: { name: string }; toolResult?: { content: { text?: string }[]; status: string } };
const messagesOf = (request: FakeRequest) => (request.body as { messages: { role: string; content: Block[] }[] }).messages;
const toolResults = (request: FakeRequest) => messagesOf(request).flatMap((m) => m.content.flatMap((b) => (b.toolResult ? [b.toolResult] : [])));
const offered = (request: FakeRequest) =>
  ((request.body as { toolConfig?: { tools: { toolSpec: { name: string; description: string } }[] } }).toolConfig?.tools ?? []).map(
    (t) => t.toolSpec,
  );

/** Every agent request the fake saw, for the checks on what the model was offered. */
const seen: FakeRequest[] = [];

const skill = (name: string, id: string) => ({ toolUses: [{ toolUseId: id, name: 'Skill', input: { skill: name } }] });

const agentModel: FakeHandler = (request) => {
  seen.push(request);
  const task = firstUserText(request.body);
  const results = toolResults(request);
  const last =
    results
      .at(-1)
      ?.content.map((c) => c.text ?? '')
      .join('') ?? '';
  if (task === 'Fill the PDF form.')
    return results.length === 0 ? skill('pdf-forms', 's1') : { text: `Filled. ${last.includes(PDF_MARKER) ? PDF_MARKER : ''}` };
  if (task === 'Summarise the spreadsheet.') return results.length === 0 ? skill('pdf-forms', 's1') : { text: 'Summarised.' };
  if (task === 'Use the docx skill.') return results.length === 0 ? skill('docx', 's1') : { text: `No such skill: ${last}` };
  if (task === 'Fill the PDF form from the spreadsheet.') {
    if (results.length === 0) return skill('xlsx', 's1');
    if (results.length === 1) return skill('pdf-forms', 's2');
    return { text: 'Done.' };
  }
  throw new Error(`unexpected task ${JSON.stringify(task)}`);
};

async function run(dataset: string) {
  const output = path.join(root, `${dataset}.json`);
  const r = await cli('run', path.join(root, dataset), '--model', `bedrock:${MODEL}`, '--output', output, '-q');
  return { r, results: existsSync(output) ? readResultsFile(output) : null };
}

const resultOf = (results: Results | null, id: string) => results?.cases.find((c) => c.id === id)?.results[0];
const row = (results: Results | null, id: string, type: string) => resultOf(results, id)?.asserts.find((a) => a.type === type);

describe('the built-in agent with a dataset of skills', () => {
  it('offers each skill by name and description, hands over a SKILL.md body on activation, and records it for skill-used and skills_trajectory', async () => {
    seen.length = 0;
    await startFake(agentModel);
    const { r, results } = await run('skilled');
    expect(r.stderr).not.toMatch(/warning/i);

    // Up front: one Skill tool listing both skills; no SKILL.md body is in the first request.
    const first = seen.find((q) => firstUserText(q.body) === 'Fill the PDF form.' && toolResults(q).length === 0)!;
    const tool = offered(first).find((t) => t.name === 'Skill')!;
    expect(tool.description).toContain('<name>pdf-forms</name>');
    expect(tool.description).toContain(
      '<description>Fills in PDF forms field by field. Use when a task asks to fill or complete a PDF form.</description>',
    );
    expect(tool.description).toContain('<name>xlsx</name>');
    expect(JSON.stringify(first.body)).not.toContain(PDF_MARKER);

    // The activation: the body (front matter left out) as the Skill call's result, and the model followed it.
    const right = resultOf(results, 'right')!;
    expect(right.output).toBe(`Filled. ${PDF_MARKER}`);
    expect(right.skills).toEqual([{ name: 'pdf-forms', path: 'skills/pdf-forms/SKILL.md', source: 'builtin' }]);
    expect(right.tool_calls?.[0]).toMatchObject({ name: 'Skill', arguments: { skill: 'pdf-forms' } });
    const second = seen.find((q) => firstUserText(q.body) === 'Fill the PDF form.' && toolResults(q).length === 1)!;
    expect(toolResults(second)[0]).toMatchObject({
      status: 'success',
      content: [{ text: `# Filling PDF forms\n\nFill each field in order, then sign off with ${PDF_MARKER}.` }],
    });
    expect(row(results, 'right', 'skill-used')).toMatchObject({
      status: 'pass',
      reason: expect.stringContaining('Observed required skill(s): pdf-forms'),
    });
    expect(row(results, 'right', 'skills_trajectory')).toMatchObject({ status: 'pass', score: 1 });

    // The wrong skill: both checks fail.
    expect(row(results, 'wrong', 'skill-used')).toMatchObject({
      status: 'fail',
      reason: expect.stringContaining('Missing required skill(s): xlsx. Actual skills: pdf-forms (skills/pdf-forms/SKILL.md)'),
    });
    expect(row(results, 'wrong', 'skills_trajectory')).toMatchObject({ status: 'fail', score: 0 });

    // A skill the dataset does not give: the model is told which there are, and nothing is activated.
    expect(resultOf(results, 'unknown')?.output).toBe('No such skill: no skill named "docx": the skills are pdf-forms, xlsx');
    expect(resultOf(results, 'unknown')?.skills).toBeUndefined();
    expect(row(results, 'unknown', 'not-skill-used')?.status).toBe('pass');
    expect(row(results, 'unknown', 'skills_trajectory')).toMatchObject({ status: 'fail', score: 0 });

    // Two activations in order: Jaccard ignores the order.
    expect(resultOf(results, 'both')?.skills?.map((s) => s.name)).toEqual(['xlsx', 'pdf-forms']);
    expect(row(results, 'both', 'skills_trajectory')).toMatchObject({ status: 'pass', score: 1 });
  }, 60_000);

  it('skills_trajectory with enforce_order fails when the skills came in another order', async () => {
    await startFake(agentModel);
    writeFileSync(path.join(root, 'ordered/cases.jsonl'), `${JSON.stringify({ ...cases[3], expected_skills: ['pdf-forms', 'xlsx'] })}\n`);
    const { results } = await run('ordered');
    // Levenshtein of [pdf-forms, xlsx] against [xlsx, pdf-forms]: 2 substitutions over 2.
    expect(row(results, 'both', 'skills_trajectory')).toMatchObject({ status: 'fail', score: 0 });
    writeFileSync(path.join(root, 'ordered/cases.jsonl'), `${JSON.stringify(cases[3])}\n`);
    const again = await run('ordered');
    expect(row(again.results, 'both', 'skills_trajectory')).toMatchObject({ status: 'pass', score: 1 });
  }, 60_000);
});

describe("skills_best_practices on the dataset's own skills", () => {
  const JUDGE = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
  it("judges each activated skill's whole SKILL.md from the dataset's skills_dir when the scorer names no folder", async () => {
    writeTree(path.join(root, 'practised'), {
      'dataset.json': { name: 'practised', type: 'agent', skills_dir: 'skills', scorers: { skills_best_practices: { threshold: 0.7 } } },
      'cases.jsonl': [cases[0]],
      'skills/pdf-forms/SKILL.md': PDF_SKILL,
      'skills/xlsx/SKILL.md': XLSX_SKILL,
    });
    const judged: string[] = [];
    await startFake((request) => {
      if (request.modelId !== JUDGE) return agentModel(request);
      const prompt = firstUserText(request.body);
      // The agent's other judged dimensions ask too; only the skills prompt is counted.
      if (!prompt.includes('### SKILL.md Content')) return echoHandler(request);
      judged.push(prompt);
      return { text: JSON.stringify({ score: 80, metadata_quality: { score: 20, comment: 'fine' }, summary: 'good' }) };
    });
    const output = path.join(root, 'practised.json');
    const r = await cli(
      'run',
      path.join(root, 'practised'),
      '--model',
      `bedrock:${MODEL}`,
      '--judge-model',
      `bedrock:${JUDGE}`,
      '--output',
      output,
      '-q',
    );
    expect(r.stderr).not.toMatch(/error/i);
    // Only the activated skill, front matter and all.
    expect(judged).toHaveLength(1);
    expect(judged[0]).toContain(PDF_SKILL.trim());
    expect(row(readResultsFile(output), 'right', 'skills_best_practices')).toMatchObject({ status: 'pass', score: 0.8 });
  }, 60_000);

  it('is refused at load when neither it nor the dataset names a skills folder', async () => {
    writeTree(path.join(root, 'nofolder'), {
      'dataset.json': { name: 'nofolder', type: 'agent', scorers: { skills_best_practices: {} } },
      'cases.jsonl': [cases[0]],
    });
    const { r } = await run('nofolder');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toMatch(/dataset\.json: scorers\.skills_best_practices: needs the SKILL\.md files: set its skills_dir/);
  }, 60_000);
});

describe('a skills folder that does not load', () => {
  const broken = (name: string, files: Record<string, string | object | object[]>) =>
    writeTree(path.join(root, name), {
      'dataset.json': { name, type: 'agent', skills_dir: 'skills' },
      'cases.jsonl': [{ id: 'a', input: { task: 'Fill the PDF form.' }, expected: {} }],
      ...files,
    });

  it('names the skill folder whose SKILL.md is missing, and the one too large, in one round', async () => {
    broken('missing', {
      'skills/pdf-forms/SKILL.md': PDF_SKILL,
      'skills/xlsx/notes.md': 'no SKILL.md here\n',
      'skills/huge/SKILL.md': `---\nname: huge\ndescription: too long\n---\n${'x'.repeat(MAX_SKILL_FILE_BYTES)}\n`,
    });
    const { r } = await run('missing');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain(
      `${path.join(root, 'missing/skills/xlsx/SKILL.md')}: (file): not found: each folder of skills_dir is a skill and needs its SKILL.md`,
    );
    expect(r.stderr).toContain(`${path.join(root, 'missing/skills/huge/SKILL.md')}: (file): is larger than the ${MAX_SKILL_FILE_BYTES} bytes limit`);
  }, 60_000);

  it('names dataset.json and the field when skills_dir is not a folder inside the dataset', async () => {
    broken('nowhere', {});
    const { r } = await run('nowhere');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toMatch(/dataset\.json.*skills_dir.*"skills" is not a folder/);
    writeTree(path.join(root, 'outside'), { 'dataset.json': { name: 'outside', type: 'agent', skills_dir: '../skilled/skills' }, 'cases.jsonl': [] });
    const out = await run('outside');
    expect(out.r.stderr).toMatch(/skills_dir.*"\.\.\/skilled\/skills" must be a folder inside the dataset's folder/);
  }, 60_000);

  it('refuses two skills of one name and front matter that is not YAML, naming each file', async () => {
    broken('clash', {
      'skills/a/SKILL.md': PDF_SKILL,
      'skills/b/SKILL.md': PDF_SKILL,
      'skills/c/SKILL.md': '---\nname: [unclosed\n---\nbody\n',
    });
    const { r } = await run('clash');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain(
      `${path.join(root, 'clash/skills/b/SKILL.md')}: name: skill "pdf-forms" is also the name of ${path.join(root, 'clash/skills/a/SKILL.md')}`,
    );
    expect(r.stderr).toMatch(/clash\/skills\/c\/SKILL\.md:2: \(front matter\): is not valid YAML/);
  }, 60_000);
});
