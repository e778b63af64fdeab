// The stdio relay from source, for tests: test/helpers/mcp-serve.ts bundles
// this into a file node runs (the bundled CLI serves it as `mcp-serve`).
import { lineWriter } from '../../src/base/log.js';
import { serveMcpStdio } from '../../src/agents/mcp-stdio.js';

try {
  await serveMcpStdio(process.argv[2] ?? '');
  process.exit(0);
} catch (error) {
  lineWriter(process.stderr).line(`mcp-serve: ${(error as Error).message}`);
  process.exit(1);
}
