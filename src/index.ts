// The action's entry point: everything happens in main.ts.
import { run } from './main.js';

await run();
