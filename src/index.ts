// The bundle's one entry (dist/index.js), shared by the action and the CLI so
// that dist/ holds each module once. The runner runs this file: the action.
// bin/supereval.js (and src/bin.ts, from lib/) mark the process as the CLI
// before importing it. Each front end is imported only once chosen, so a run
// loads its own code and not the other's (the CLI never loads the cache
// toolkit). `mcp-serve <file>` is the stdio MCP server an mcp: agent spawns
// (src/agents/mcp-stdio.ts): its stdout is the protocol's, so it runs before,
// and instead of, either front end.
//
// Before anything else, the environment this process started with leaves
// /proc/<pid>/environ (src/base/environ.ts), so no child finds the runner's
// secrets there, and its secrets are registered with the scrubber every line
// written passes through (src/base/redact.ts). Apart from that, and this
// debug line's GITHUB_ACTIONS, the front ends read the environment
// (src/app/environment.ts) and hand down what it holds.
import { wipeInitialEnviron } from './base/environ.js';
import { lineWriter } from './base/log.js';
import { maskSecrets, secretValues } from './base/redact.js';
import { CLI_MARK } from './cli/entry-mark.js';

const isCli = (globalThis as Record<symbol, unknown>)[CLI_MARK] === true;
const isMcpServer = process.argv[2] === 'mcp-serve';
const notWiped = wipeInitialEnviron();
maskSecrets(secretValues(process.env));
// A debug line, which GitHub shows only when step debug logging is on; outside Actions, nothing.
// The action's on stdout, as core.debug writes it; the CLI's and the MCP server's stdout are their output's.
if (notWiped !== null && process.env['GITHUB_ACTIONS'] === 'true') {
  (isCli || isMcpServer ? process.stderr : process.stdout).write(`::debug::supereval: ${notWiped}\n`);
}

if (isMcpServer) {
  const { serveMcpStdio } = await import('./agents/mcp-stdio.js');
  try {
    await serveMcpStdio(process.argv[3] ?? '');
    process.exit(0);
  } catch (error) {
    lineWriter(process.stderr).line(`supereval mcp-serve: ${(error as Error).message}`);
    process.exit(1);
  }
} else if (isCli) {
  const { main } = await import('./cli/main.js');
  process.exitCode = await main(process.argv.slice(2));
} else {
  const { run } = await import('./action/main.js');
  await run();
}
