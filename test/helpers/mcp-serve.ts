// The command line that starts the stdio MCP relay in tests from source:
// its entry bundled (with the SDK) by rolldown into a temporary folder, once
// per test file, as the bundled CLI's `mcp-serve` would be run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'rolldown';

let built: Promise<string[]> | null = null;

export function mcpServeCommand(): Promise<string[]> {
  built ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'supereval-mcp-serve-'));
    await build({
      input: path.join(import.meta.dirname, 'mcp-serve-entry.ts'),
      platform: 'node',
      output: { dir, format: 'esm', entryFileNames: 'mcp-serve.mjs' },
      logLevel: 'silent',
    });
    return [process.execPath, path.join(dir, 'mcp-serve.mjs')];
  })();
  return built;
}
