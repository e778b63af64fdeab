// The CLI's entry point (bundled to dist/cli/index.js). `mcp-serve <file>` is
// the stdio MCP server an mcp: agent spawns (src/agents/mcp-stdio.ts): its
// stdout is the protocol's, so it runs before, and instead of, the CLI.
import { main } from './cli/main.js';
import { lineWriter } from './base/log.js';

if (process.argv[2] === 'mcp-serve') {
  const { serveMcpStdio } = await import('./agents/mcp-stdio.js');
  try {
    await serveMcpStdio(process.argv[3] ?? '');
    process.exit(0);
  } catch (error) {
    lineWriter(process.stderr).line(`supereval mcp-serve: ${(error as Error).message}`);
    process.exit(1);
  }
} else {
  process.exitCode = await main(process.argv.slice(2));
}
