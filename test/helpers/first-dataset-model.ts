// The model docs/first-dataset.md's tests stand in for Bedrock with: it
// answers the four questions `supereval init` writes correctly, in figures;
// told by the system prompt to write numbers in words (the page's pull
// request), it does, and the answers stop containing the expected figures.
import type { FakeHandler } from '../fakes/bedrock.js';
import { firstUserText } from './fake-bedrock.js';

const ANSWERS: Record<string, [figures: string, words: string]> = {
  'maximum size': ['The maximum size of an SQS message is 256 KB.', 'It is two hundred fifty-six kilobytes.'],
  'by default': ['SQS keeps a message for 4 days by default.', 'It keeps a message for four days.'],
  'visibility timeout': ['The default visibility timeout is 30 seconds.', 'It is thirty seconds.'],
  'longest retention': ['The longest retention period is 14 days.', 'The longest is fourteen days.'],
};

export const firstDatasetModel: FakeHandler = ({ body }) => {
  const question = firstUserText(body);
  const system = ((body as { system?: { text?: string }[] }).system ?? []).map((s) => s.text ?? '').join(' ');
  const key = Object.keys(ANSWERS).find((k) => question.includes(k));
  if (key === undefined) throw new Error(`no answer for ${question}`);
  return { text: ANSWERS[key]![/in words/.test(system) ? 1 : 0], usage: { inputTokens: 40, outputTokens: 12 } };
};

/** The page's change to the system prompt: its ```json block that holds only the "system" line. */
export function pageSystemLine(page: string): string {
  const block = [...page.matchAll(/^```json\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '').find((b) => b.trimStart().startsWith('"system"'));
  if (block === undefined) throw new Error('docs/first-dataset.md has no ```json block changing "system"');
  return block.trimEnd();
}

/** dataset.json's text with its "system" line replaced by the page's. */
export function withPageSystem(datasetJson: string, page: string): string {
  const after = datasetJson.replace(/^ {2}"system": .*$/m, pageSystemLine(page));
  if (after === datasetJson) throw new Error('dataset.json has no "system" line to change');
  return after;
}
