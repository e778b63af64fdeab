// Nothing outside a kind's or a provider's own module switches on its name
// (docs/architecture.md): a kind or provider declares what it needs through
// its registration, and the rest of src/ asks that. This fails on a
// comparison with, a `case` for, or a table lookup of a registered dataset
// kind's or model provider's name anywhere else, naming the line; the few
// allowed are listed with their reason.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, srcFiles } from './helpers/src-files.js';
import { DATASET_TYPES } from '../src/config/dataset-type.js';
import { PROVIDERS } from '../src/providers/registry.js';

/** The kinds' and providers' own modules: where their names belong. */
const OWN_MODULES = ['kinds/', 'providers/'];

/** Elsewhere, the lines that may name one, each with why (file: the text the line holds). */
const ALLOWED: { file: string; line: string; why: string }[] = [
  {
    file: 'dataset/promptfoo/dataset.ts',
    line: "type: 'promptfoo'",
    why: "the promptfoo config reader makes a dataset of the promptfoo type: a config is that kind's file format",
  },
  {
    file: 'run/run-types.ts',
    line: "kind: 'agent'",
    why: "the Subject union's tag for an agent subject (what answers a case), not the agent dataset kind",
  },
  { file: 'run/subjects/agent.ts', line: "kind: 'agent'", why: 'the agent subject declaring that tag' },
  {
    file: 'dataset/evalbench/nl2sql.ts',
    line: "type: 'nl2sql'",
    why: 'the dataset.json an EvalBench NL2SQL run config stands for: the type is the text it makes, not a switch',
  },
  {
    file: 'dataset/evalbench/mcp-readability.ts',
    line: "type: 'mcp_readability'",
    why: 'the dataset.json an EvalBench mcp_readability run config stands for: the text it makes, not a switch',
  },
  { file: 'cli/init.ts', line: "type: 'qa'", why: "the dataset.json `supereval init` writes: the type is the file's content, not a switch" },
];

const NAMES = [...DATASET_TYPES, ...PROVIDERS.map((p) => p.kind)];

/** A line that compares a type or kind with a registered name, has a `case` for one, or looks one up in the kinds' table. */
function switchesOn(line: string, names: readonly string[]): string | null {
  if (/^\s*(\/\/|\*|\/\*)/.test(line)) return null;
  const name = `(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
  const patterns = [
    new RegExp(`\\b(type|kind)\\s*[!=]==?\\s*['"\`]${name}['"\`]`),
    new RegExp(`['"\`]${name}['"\`]\\s*[!=]==?\\s*[\\w.?]*\\b(type|kind)\\b`),
    new RegExp(`\\bcase\\s+['"\`]${name}['"\`]\\s*:`),
    new RegExp(`\\bKINDS\\s*(\\.\\s*${name}\\b|\\[\\s*['"\`]${name}['"\`])`),
    new RegExp(`\\b(type|kind):\\s*['"\`]${name}['"\`]`),
  ];
  return patterns.some((p) => p.test(line)) ? line.trim() : null;
}

describe('no name switches outside a kind or provider', () => {
  const found = srcFiles()
    .filter((file) => !OWN_MODULES.some((own) => file.startsWith(own)))
    .flatMap((file) =>
      readFileSync(path.join(SRC, file), 'utf8')
        .split('\n')
        .flatMap((text, i) => {
          const line = switchesOn(text, NAMES);
          return line === null ? [] : [{ file, line, at: `${file}:${i + 1}: ${line}` }];
        }),
    );
  const allowed = (f: { file: string; line: string }) => ALLOWED.some((a) => a.file === f.file && f.line.includes(a.line));

  it('only the listed lines name a registered kind or provider outside their own modules', () => {
    expect(
      found.filter((f) => !allowed(f)).map((f) => f.at),
      "declare what differs in the kind's or provider's registration (src/kinds/types.ts, src/providers/registration.ts) and ask it",
    ).toEqual([]);
  });

  it('each listed exception is still there', () => {
    expect(ALLOWED.filter((a) => !found.some((f) => f.file === a.file && f.line.includes(a.line))).map((a) => a.file)).toEqual([]);
  });

  it('notices a switch, and not a comment, a scorer tag or a message', () => {
    const names = ['agent', 'bedrock'];
    expect(switchesOn("  if (dataset.type !== 'agent') {", names)).not.toBeNull();
    expect(switchesOn("if ('bedrock' === spec.kind) return;", names)).not.toBeNull();
    expect(switchesOn("    case 'agent':", names)).not.toBeNull();
    expect(switchesOn('const kind = KINDS.agent;', names)).not.toBeNull();
    expect(switchesOn("const spec = { kind: 'bedrock', target: 'x' };", names)).not.toBeNull();
    expect(switchesOn("// when type === 'agent', the trajectory", names)).toBeNull();
    expect(switchesOn("return scorer.runs === 'agent' || scorer.score !== null;", names)).toBeNull();
    expect(switchesOn("message: `scores an agent's run; this dataset's type is ${type}`", names)).toBeNull();
  });
});
