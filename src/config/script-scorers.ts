// dataset.json's `scorers` entries for script scorers: EvalBench's
// python_scorer (a Python script) and, beyond EvalBench, script_scorer (any
// command), both with EvalBench's contract (the evaluation context as JSON on
// stdin, {"score": 0-100, "reason"} on stdout; src/score/evalbench/script-scorers.ts).
// Either may be one entry or a list of entries, each reporting under its own
// name. Keys beyond the known ones go to the script, as EvalBench passes its
// scorer config through.
import path from 'node:path';
import { z } from 'zod';
import { weightFraction } from './case.js';

const common = {
  /** The name the row reports under. */
  scorer_name: z.string().trim().min(1).optional(),
  /** The 0-1 minimum (EvalBench's 0-100 / 100); null records the score without deciding anything. */
  threshold: weightFraction.nullable().optional(),
  /** The script's time limit; its whole process group is killed when it runs out. */
  timeout_ms: z.number().int().positive().max(3_600_000).optional(),
};

const PythonScorerEntry = z.looseObject({ ...common, script_path: z.string().trim().min(1) });
const CommandScorerEntry = z.looseObject({
  ...common,
  scorer_name: z.string().trim().min(1),
  /** argv: the program (on PATH, or a path relative to the dataset's folder) and its arguments; no shell. */
  command: z
    .array(z.string())
    .min(1)
    .refine((argv) => argv[0] !== '', { error: 'the program (command[0]) is empty' }),
});

const oneOrMany = <T extends z.ZodType>(entry: T) => z.union([entry, z.array(entry).min(1)]).optional();

export const SCRIPT_SCORER_SHAPE = {
  python_scorer: oneOrMany(PythonScorerEntry),
  script_scorer: oneOrMany(CommandScorerEntry),
};

export type PythonScorerOptions = z.infer<typeof PythonScorerEntry>;
export type CommandScorerOptions = z.infer<typeof CommandScorerEntry>;

/** The default minimum: full marks, as EvalBench's scripts score 100 for PASS. */
export const SCRIPT_DEFAULT_THRESHOLD = 1;
export const SCRIPT_DEFAULT_TIMEOUT_MS = 60_000;

/** One script scorer as the runner needs it. */
export interface ScriptScorer {
  kind: 'python_scorer' | 'script_scorer';
  /** The dotted dataset.json field, for errors. */
  field: string;
  name: string;
  /** python_scorer: the script, relative to the dataset's folder. script_scorer: argv. */
  script_path?: string;
  command?: string[];
  threshold: number | null;
  timeout_ms: number;
  /** The entry as written: what the script receives as `config`. */
  options: Record<string, unknown>;
}

const KNOWN_KEYS = new Set(['scorer_name', 'threshold', 'timeout_ms', 'script_path', 'command']);

/** Keys of an entry the script receives at the top level of its input, as EvalBench passes them. */
export function extraOptions(options: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(options).filter(([k]) => !KNOWN_KEYS.has(k)));
}

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The script scorers a dataset's `scorers` enable, in the order written (python_scorer entries first). */
export function scriptScorers(scorers: { python_scorer?: unknown; script_scorer?: unknown } | null | undefined): ScriptScorer[] {
  if (!scorers) return [];
  const field = (kind: string, value: unknown, i: number) => (Array.isArray(value) ? `scorers.${kind}.${i}` : `scorers.${kind}`);
  const python = list(scorers.python_scorer as PythonScorerOptions | PythonScorerOptions[] | undefined).map((o, i): ScriptScorer => ({
    kind: 'python_scorer',
    field: field('python_scorer', scorers.python_scorer, i),
    // EvalBench: scorer_name, else the script's file name without its extension.
    name: o.scorer_name ?? path.basename(o.script_path, path.extname(o.script_path)),
    script_path: o.script_path,
    threshold: o.threshold === undefined ? SCRIPT_DEFAULT_THRESHOLD : o.threshold,
    timeout_ms: o.timeout_ms ?? SCRIPT_DEFAULT_TIMEOUT_MS,
    options: o,
  }));
  const commands = list(scorers.script_scorer as CommandScorerOptions | CommandScorerOptions[] | undefined).map((o, i): ScriptScorer => ({
    kind: 'script_scorer',
    field: field('script_scorer', scorers.script_scorer, i),
    name: o.scorer_name,
    command: o.command,
    threshold: o.threshold === undefined ? SCRIPT_DEFAULT_THRESHOLD : o.threshold,
    timeout_ms: o.timeout_ms ?? SCRIPT_DEFAULT_TIMEOUT_MS,
    options: o,
  }));
  return [...python, ...commands];
}

/**
 * The arguments of script_scorer commands, which may name the dataset's own
 * files (`["python3", "score.py"]` runs in the dataset's folder): those that
 * are files there are part of the cache key (src/dataset/load.ts).
 */
export function scriptScorerArguments(scorers: Parameters<typeof scriptScorers>[0]): { field: string; path: string }[] {
  return scriptScorers(scorers).flatMap((s) =>
    (s.command ?? []).slice(1).flatMap((arg, i) => (arg === '' || arg.startsWith('-') ? [] : [{ field: `${s.field}.command.${i + 1}`, path: arg }])),
  );
}

/** The files script scorers run, relative to the dataset's folder: checked at load and part of the dataset's hash. */
export function scriptScorerFiles(scorers: Parameters<typeof scriptScorers>[0]): { field: string; path: string }[] {
  return scriptScorers(scorers).flatMap((s) => {
    if (s.script_path !== undefined) return [{ field: `${s.field}.script_path`, path: s.script_path }];
    const program = s.command?.[0] ?? '';
    // A program named with a path is the dataset's own; a bare name is found on PATH.
    return program.includes('/') ? [{ field: `${s.field}.command.0`, path: program }] : [];
  });
}
