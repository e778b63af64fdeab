// The CLI's entry point (bundled to dist/cli/index.js).
import { main } from './cli.js';

process.exitCode = await main(process.argv.slice(2));
