// A real Judge (createJudge) over a canned provider that answers each scale
// with the label the test chose. Replies go through the real parser.
import { createJudge, type Judge, type LabelScaleName } from '../../src/score/judge/judge.js';
import { LABEL_SCALES } from '../../src/score/judge/judge-prompts.js';
import { cannedProvider, type CannedProvider } from './canned-provider.js';

/** A label per scale, or a raw reply (prefix `raw:`) to exercise a broken judge. */
export type JudgeScript = Partial<Record<LabelScaleName, string>>;

export function scriptedJudge(script: JudgeScript): Judge & { provider: CannedProvider } {
  const provider = cannedProvider([
    (request) => {
      const scale = (Object.keys(LABEL_SCALES) as LabelScaleName[]).find((s) => request.prompt.startsWith(`Question: ${LABEL_SCALES[s].question}`));
      const answer = scale ? script[scale] : undefined;
      if (scale === undefined || answer === undefined) throw new Error(`scripted judge: no answer for prompt ${request.prompt.slice(0, 80)}`);
      return answer.startsWith('raw:') ? answer.slice(4) : JSON.stringify({ reasoning: `${scale} reasoning`, label: answer });
    },
  ]);
  return Object.assign(createJudge(provider), { provider });
}
