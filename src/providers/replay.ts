// replay:<file> answers each case from recorded outputs (JSONL), so a run can
// be reproduced offline and without credentials.
import { z } from 'zod';
import { parseRecord, DatasetError, type DatasetIssue, readUserFile, appendAll } from '../base/index.js';
import { UsageSchema } from '../config/index.js';
import { numberId, parseJsonl, zodIssues } from '../dataset/index.js';
import { defineProvider } from './registration.js';
import { ProviderError, type ModelSpec, type Provider } from './types.js';

export const ReplayRecordSchema = z.looseObject({
  id: z.union([z.string().min(1), z.number()]),
  output: z.string(),
  model: z.string().nullish(),
  latency_ms: z.number().min(0).nullish(),
  usage: UsageSchema.nullish(),
  cost_usd: z.number().min(0).nullish(),
});
export type ReplayRecord = z.infer<typeof ReplayRecordSchema>;

export async function createReplayProvider(spec: ModelSpec, within?: string): Promise<Provider> {
  const file = spec.target;
  const unreadable: DatasetIssue[] = [];
  const text = await readUserFile(file, unreadable, within === undefined ? {} : { within });
  if (text === null) throw new DatasetError(unreadable);
  const { records, issues } = parseJsonl(text, file);
  const byId = new Map<string, ReplayRecord>();
  const problems: DatasetIssue[] = [...issues];
  for (const { line, value, numberText } of records) {
    const parsed = parseRecord(ReplayRecordSchema, value, { reportInput: true });
    if (!parsed.success) {
      appendAll(problems, zodIssues(parsed.error, file, line));
      continue;
    }
    const id = numberId(parsed.data.id, numberText);
    if (byId.has(id)) problems.push({ file, line, field: 'id', message: `duplicate: "${id}" is recorded twice` });
    else byId.set(id, parsed.data);
  }
  if (problems.length > 0) throw new DatasetError(problems);

  return {
    spec,
    deterministic: true,
    inMemory: true,
    async call(request) {
      const record = byId.get(request.caseId);
      if (!record) {
        throw new ProviderError(`no recorded output for case "${request.caseId}" in ${file}`, { code: 'ReplayMissing' });
      }
      return {
        output: record.output,
        latency_ms: record.latency_ms ?? null,
        usage: record.usage ?? null,
        cost_usd: record.cost_usd ?? null,
      };
    },
  };
}

export const replayProvider = defineProvider({
  kind: 'replay',
  create: (spec, options) => createReplayProvider(spec, options.within),
  help: { spec: 'replay:<file>', about: ['recorded outputs, JSONL {"id", "output", ...}'] },
  reproducible: true,
  answersByRequest: false,
  samples: false,
  answersFile: (target) => target,
});
