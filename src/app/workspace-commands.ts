// The programs a run starts for its models, judge and agent (exec:, mcp:)
// that run files of the workspace: `exec:node model.js` names the workflow's
// program, but model.js comes from the checkout, which on a fork's run is the
// pull request's. Such a command is dataset code (src/app/dataset-code.ts);
// one that names only programs outside the workspace (on PATH, an absolute
// path elsewhere) stays the team's own.
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { agentCommand } from '../agents/index.js';
import type { FrontEnd } from '../compare/index.js';
import { specCommand } from '../providers/index.js';

/** A command the run's settings name, with the option that names it. */
export interface RunCommand {
  option: string;
  spec: string;
  command: string;
}

/** A command that runs files of the workspace, and those files (as written in it). */
export interface WorkspaceCommand extends RunCommand {
  files: string[];
}

/** Where a command runs: its working folder, the workspace, and PATH. */
export interface CommandPlace {
  cwd: string;
  workspace: string;
  /** The PATH the command's shell searches. */
  path: string | undefined;
}

/** The commands the settings' models, judge and agent run. */
export function runCommands(
  settings: { models: readonly string[]; judgeModel: string | undefined; userModel?: string | undefined; agent: string | undefined },
  frontEnd: FrontEnd,
): RunCommand[] {
  const cli = frontEnd === 'cli';
  const named: [string, string | undefined, (spec: string) => string | null][] = [
    ...settings.models.map((spec): [string, string, typeof specCommand] => [cli ? '--model' : 'models', spec, specCommand]),
    [cli ? '--judge-model' : 'judge-model', settings.judgeModel, specCommand],
    [cli ? '--user-model' : 'user-model', settings.userModel, specCommand],
    [cli ? '--agent' : 'agent', settings.agent, agentCommand],
  ];
  return named.flatMap(([option, spec, commandOf]) => {
    const command = spec === undefined ? null : commandOf(spec);
    return command === null || spec === undefined ? [] : [{ option, spec, command }];
  });
}

// The words of a shell command line, split wherever a path cannot go on:
// whitespace, quotes, the shell's operators, and `=`, `:` and `,` between an
// option and its value or in a list of paths. Splitting too finely only
// looks at more words.
const SEPARATORS = /[\s"'`;&|<>()=:,$]+/;
/** Words the shell (or a runner) resolves against node_modules/.bin in the working folder: npx, yarn and pnpm exec. */
const PACKAGE_BINARIES = path.join('node_modules', '.bin');
/** The most words of one command looked at: a command line is short; a pathological one is read no further. */
const MAX_WORDS = 1_000;

const inside = (file: string, folder: string): boolean => {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

function realOrSelf(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** The file a word names, resolved as the shell would (a path from the working folder, else a program on PATH), if it exists. */
function namedFiles(word: string, place: CommandPlace): string[] {
  const found: string[] = [];
  const asPath = path.resolve(place.cwd, word);
  if (existsSync(asPath)) found.push(asPath);
  if (!word.includes('/') && !word.includes(path.sep)) {
    const folders = [
      ...(place.path ?? '').split(path.delimiter).map((dir) => path.resolve(place.cwd, dir)),
      path.resolve(place.cwd, PACKAGE_BINARIES),
    ];
    const program = folders.map((dir) => path.join(dir, word)).find((file) => existsSync(file));
    if (program !== undefined) found.push(program);
  }
  return found;
}

/** The words of `command` that name files of the workspace (by their path, or once links are resolved), each once. */
export function workspaceFiles(command: string, place: CommandPlace): string[] {
  const workspace = realOrSelf(place.workspace);
  const words = command
    .split(SEPARATORS)
    .filter((word) => word !== '' && !word.startsWith('-'))
    .slice(0, MAX_WORDS);
  const named = words.filter((word) => namedFiles(word, place).some((file) => inside(file, place.workspace) || inside(realOrSelf(file), workspace)));
  return [...new Set(named)];
}

/** The settings' commands that run files of the workspace. */
export function workspaceCommands(commands: readonly RunCommand[], place: CommandPlace): WorkspaceCommand[] {
  return commands.flatMap((command) => {
    const files = workspaceFiles(command.command, place);
    return files.length > 0 ? [{ ...command, files }] : [];
  });
}
