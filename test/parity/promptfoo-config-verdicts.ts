// The promptfoo config corpus and promptfoo 0.121.20's verdicts on it
// (test/parity/promptfoo-configs/, recorded by scripts/promptfoo-config-oracle.mjs;
// the contract is that folder's README.md): where they are, their schema, and
// the hash that ties a verdicts file to the config it was made from.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const CONFIGS_DIR = path.join(import.meta.dirname, 'promptfoo-configs');
export const REGENERATE = 'PROMPTFOO_DIR=/tmp/pf-oracle/node_modules/promptfoo node scripts/promptfoo-config-oracle.mjs';
/** The corpus folders, and the provider each one's configs are run on. */
const CORPORA = { corpus: 'echo', 'corpus-bedrock': 'bedrock', 'corpus-openai': 'openai', 'corpus-anthropic': 'anthropic' } as const;

const CellSchema = z.strictObject({
  promptIdx: z.number().int().nonnegative(),
  prompt: z.string().nullable(),
  provider: z.string().nullable(),
  pass: z.boolean(),
  score: z.number(),
  output: z.unknown(),
  error: z.string().nullable(),
  reason: z.string().nullable(),
});

const TestSchema = z.strictObject({
  index: z.number().int().nonnegative(),
  description: z.string().nullable(),
  vars: z.record(z.string(), z.unknown()),
  pass: z.boolean(),
  cells: z.array(CellSchema).min(1),
});

const BedrockRequestSchema = z.strictObject({
  operation: z.enum(['converse', 'invoke']),
  modelId: z.string(),
  body: z.unknown(),
  common: z.strictObject({
    system: z.string().nullable(),
    messages: z.array(z.strictObject({ role: z.string(), text: z.string() })),
    temperature: z.number().nullable(),
    maxTokens: z.number().nullable(),
  }),
});

const OpenAIRequestSchema = BedrockRequestSchema.extend({ operation: z.literal('chat') });
const AnthropicRequestSchema = BedrockRequestSchema.extend({ operation: z.literal('messages'), version: z.string().nullable() });

export const ConfigVerdictsSchema = z.strictObject({
  promptfoo: z.literal('0.121.20'),
  generatedBy: z.literal('scripts/promptfoo-config-oracle.mjs'),
  config: z.string(),
  configSha256: z.string().regex(/^[0-9a-f]{64}$/),
  leg: z.enum(['echo', 'bedrock', 'openai', 'anthropic']),
  exitCode: z.number().int(),
  exitCodeWithPassRateThreshold: z.record(z.string(), z.number().int()).optional(),
  bedrockRequests: z.array(BedrockRequestSchema).optional(),
  openaiRequests: z.array(OpenAIRequestSchema).optional(),
  anthropicRequests: z.array(AnthropicRequestSchema).optional(),
  tests: z.array(TestSchema),
});
export type ConfigVerdicts = z.infer<typeof ConfigVerdictsSchema>;

export interface CorpusConfig {
  name: string;
  leg: 'echo' | 'bedrock' | 'openai' | 'anthropic';
  /** The config's folder: promptfooconfig.yaml and every file it references. */
  dir: string;
}

/** Every config of both corpora, by name. */
export function corpusConfigs(): CorpusConfig[] {
  return Object.entries(CORPORA).flatMap(([folder, leg]) => {
    const root = path.join(CONFIGS_DIR, folder);
    if (!existsSync(root)) return [];
    return readdirSync(root)
      .filter((name) => existsSync(path.join(root, name, 'promptfooconfig.yaml')))
      .sort()
      .map((name) => ({ name, leg, dir: path.join(root, name) }));
  });
}

export function verdictsFile(name: string): string {
  return path.join(CONFIGS_DIR, 'verdicts', `${name}.json`);
}

export function loadConfigVerdicts(name: string): ConfigVerdicts {
  const file = verdictsFile(name);
  const parsed = ConfigVerdictsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      // Python's bytecode cache, written by whichever tool ran a config's Python last, is no part of it.
      if (entry.isDirectory() && entry.name === '__pycache__') return [];
      return entry.isDirectory() ? filesUnder(dir, rel) : [rel];
    })
    .sort();
}

/** sha256 over every file of a config's folder (each relative path, a NUL, its bytes, a NUL), as the script computes it. */
export function configSha256(dir: string): string {
  const hash = createHash('sha256');
  for (const rel of filesUnder(dir)) {
    hash.update(`${rel}\0`);
    hash.update(readFileSync(path.join(dir, rel)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
