// The CLI: argv parsed once (parse.ts) -> the same core the action uses
// (src/app/) -> report on stdout, exit code (exit.ts says which).
import { DatasetError, formatIssue, listedIssues, moreProblems, lineWriter, VERSION } from '../base/index.js';
import { SpecError } from '../providers/index.js';
import { EXIT } from './exit.js';
import { HELP } from './help.js';
import { merge } from './merge.js';
import { reportFiles } from './report-files.js';
import { parseCommandLine, UsageError } from './parse.js';
import type { Out } from './report.js';
import { run, validate } from './run.js';

type Io = { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream & { isTTY?: boolean } };

export async function main(argv: string[], io: Io = { stdout: process.stdout, stderr: process.stderr }): Promise<number> {
  const out: Out = { stdout: lineWriter(io.stdout), stderr: lineWriter(io.stderr) };
  try {
    return await dispatch(argv, out);
  } catch (error) {
    if (error instanceof DatasetError) {
      for (const line of listedIssues(error.issues, formatIssue, moreProblems)) out.stderr.line(line);
      return EXIT.usage;
    }
    if (error instanceof UsageError || error instanceof SpecError || isParseArgsError(error)) {
      out.stderr.line(`supereval: ${(error as Error).message}`);
      if (!(error instanceof UsageError && error.saysFix)) out.stderr.line("Run 'supereval --help' for usage.");
      return EXIT.usage;
    }
    out.stderr.line(`supereval: internal error: ${(error as Error).message}`);
    if (process.env['SUPEREVAL_DEBUG']) out.stderr.line(...String((error as Error).stack).split('\n'));
    return EXIT.internal;
  }
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  return code.startsWith('ERR_PARSE_ARGS');
}

async function dispatch(argv: string[], io: Out): Promise<number> {
  const cmd = parseCommandLine(argv);
  switch (cmd.command) {
    case 'version':
      io.stdout.line(VERSION);
      return EXIT.passed;
    case 'help':
      io.stdout.block(HELP);
      return cmd.asked ? EXIT.passed : EXIT.usage;
    case 'validate':
      return validate(cmd.paths, cmd.prompt, io);
    case 'merge':
      return merge(cmd, io);
    case 'report':
      return reportFiles(cmd, io);
    case 'run':
      return run(cmd, io);
    case 'init':
      // Its templates load only for init: every other command's start-up stays as it was.
      return (await import('./init.js')).init(cmd.dir, io);
  }
}
