// moderation and classifier end to end: `supereval run` in-process against a
// fake Bedrock answering Converse for the model and ApplyGuardrail for the
// guardrail, through the real AWS SDK.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Results } from '../../src/config/results.js';
import { failFirstOf, guardrailHandler, guardrailText, throttling, type FakeGuardrailHandler, type FakeHandler } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const MODEL = 'us.amazon.nova-micro-v1:0';
const root = tempDir();
const { startFake, cli } = useBedrockCli();

const readResults = (file: string): Results => readResultsFile(file);
const row = (results: Results, id: string, type = 'moderation') =>
  results.cases.find((c) => c.id === id)!.results[0]!.asserts.find((a) => a.type.endsWith(type))!;

const ANSWERS: Record<string, string> = {};
const moderated = (id: string, answer: string, assertion: object) => {
  ANSWERS[`Q-${id}?`] = answer;
  return qaCase(id, `Q-${id}?`, 'ok', { assert: [assertion] });
};
const answers: FakeHandler = ({ body }) => {
  const question = firstUserText(body);
  const key = Object.keys(ANSWERS).find((k) => question.includes(k));
  if (key === undefined) throw new Error(`no answer for ${question}`);
  return { text: ANSWERS[key]! };
};

const GUARDRAIL = { identifier: 'gr-abc123', version: '2' };

describe('moderation through Bedrock Guardrails', () => {
  it('passes what the guardrail lets through, fails what it blocks naming the categories, and follows value and not-', async () => {
    writeTree(root, {
      'mod/dataset.json': qaMeta({ name: 'mod', guardrail: GUARDRAIL }),
      'mod/cases.jsonl': [
        moderated('clean', 'ok, a calm answer', { type: 'moderation' }),
        moderated('hateful', 'ok HATEFUL words', { type: 'moderation' }),
        moderated('both', 'ok HATEFUL and VIOLENT words', { type: 'moderation' }),
        moderated('other-category', 'ok HATEFUL words', { type: 'moderation', value: ['VIOLENCE'] }),
        moderated('negated', 'ok HATEFUL words', { type: 'not-moderation' }),
        moderated('own-guardrail', 'ok, calm', { type: 'moderation', config: { guardrail: { identifier: 'gr-other', version: 'DRAFT' } } }),
      ],
    });
    const fake = await startFake(answers, { guardrail: guardrailHandler({ HATEFUL: 'HATE', VIOLENT: 'VIOLENCE' }) });
    const output = path.join(root, 'mod.json');
    const r = await cli('run', path.join(root, 'mod'), '--model', `bedrock:${MODEL}`, '--output', output, '-q');
    expect(r.code).toBe(EXIT.blocked);
    const results = readResults(output);
    expect(row(results, 'clean')).toMatchObject({ status: 'pass', score: 1, reason: 'No moderation flags detected' });
    expect(row(results, 'hateful')).toMatchObject({
      status: 'fail',
      score: 0,
      reason: 'Moderation flags detected: content filter HATE, HIGH confidence (BLOCKED)',
    });
    expect(row(results, 'both').reason).toBe(
      'Moderation flags detected: content filter HATE, HIGH confidence (BLOCKED), content filter VIOLENCE, HIGH confidence (BLOCKED)',
    );
    expect(row(results, 'other-category')).toMatchObject({ status: 'pass', reason: 'No relevant moderation flags detected' });
    expect(row(results, 'negated')).toMatchObject({ status: 'pass', score: 1 });
    expect(row(results, 'own-guardrail')).toMatchObject({ status: 'pass' });

    const checks = fake.requests.filter((q) => q.operation === 'apply-guardrail');
    expect(checks.map((q) => q.modelId).sort()).toEqual([...Array<string>(5).fill('gr-abc123:2'), 'gr-other:DRAFT'].sort());
    // The output is checked as model output, alone.
    const hateful = checks.find((q) => guardrailText(q.body) === 'ok HATEFUL words')!;
    expect(hateful.body).toEqual({ source: 'OUTPUT', content: [{ text: { text: 'ok HATEFUL words' } }] });
    // Guardrail calls count as grading calls; their price is unknown (per text unit and policy), never 0.
    expect(results.summary.judge).toEqual({ calls: 6, cost_usd: null });
  });

  it('is an error, never a pass, for an unreadable reply, a missing guardrail or a refused call; a throttled check is retried', async () => {
    writeTree(root, {
      'bad/dataset.json': qaMeta({ name: 'bad' }),
      'bad/cases.jsonl': [
        moderated('garbled', 'ok GARBLED', { type: 'not-moderation', config: { guardrail: GUARDRAIL } }),
        moderated('no-guardrail', 'ok fine', { type: 'moderation' }),
        moderated('unknown-guardrail', 'ok fine', { type: 'moderation', config: { guardrail: { identifier: 'gr-missing', version: '1' } } }),
        moderated('throttled', 'ok THROTTLED', { type: 'moderation', config: { guardrail: GUARDRAIL } }),
      ],
    });
    const normal = guardrailHandler();
    let throttles = 0;
    const guardrail: FakeGuardrailHandler = (request) => {
      const text = guardrailText(request.body);
      if (text.includes('GARBLED')) return { body: { usage: {}, action: 'MAYBE', outputs: [], assessments: [] } };
      if (request.modelId.startsWith('gr-missing'))
        return { error: { status: 404, type: 'ResourceNotFoundException', message: 'guardrail not found' } };
      if (text.includes('THROTTLED') && throttles < 2) {
        throttles++;
        return throttling();
      }
      return normal(request);
    };
    const fake = await startFake(answers, { guardrail: failFirstOf(0, throttling(), guardrail) });
    const output = path.join(root, 'bad.json');
    const r = await cli('run', path.join(root, 'bad'), '--model', `bedrock:${MODEL}`, '--output', output, '-q');
    expect(r.code).toBe(EXIT.blocked);
    const results = readResults(output);
    expect(row(results, 'garbled')).toMatchObject({ status: 'error', pass: null, score: null });
    expect(row(results, 'garbled').reason).toContain('malformed ApplyGuardrail reply from guardrail gr-abc123 version 2: "action" is "MAYBE"');
    expect(row(results, 'no-guardrail')).toMatchObject({ status: 'error' });
    expect(row(results, 'no-guardrail').reason).toContain('moderation: no guardrail to check with');
    expect(row(results, 'unknown-guardrail')).toMatchObject({ status: 'error' });
    expect(row(results, 'unknown-guardrail').reason).toContain('ResourceNotFoundException (HTTP 404)');
    expect(row(results, 'throttled')).toMatchObject({ status: 'pass' });
    expect(fake.stats.throttled).toBe(2);
    for (const id of ['garbled', 'no-guardrail', 'unknown-guardrail']) expect(results.cases.find((c) => c.id === id)!.status).toBe('error');
  });
});

describe('classifier', () => {
  it('is refused when the dataset loads, saying why Bedrock cannot serve it', async () => {
    writeTree(root, {
      'cls/dataset.json': qaMeta({ name: 'cls' }),
      'cls/cases.jsonl': [moderated('a', 'ok', { type: 'classifier', value: 'positive', threshold: 0.5 })],
    });
    const fake = await startFake(answers);
    const r = await cli('run', path.join(root, 'cls'), '--model', `bedrock:${MODEL}`, '-q');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toMatch(/cases\.jsonl:1: assert\.0\.value: classifier: not supported: .*Bedrock hosts no such classifier/);
    expect(fake.stats.requests).toBe(0);
  });
});
