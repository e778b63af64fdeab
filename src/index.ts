// The action's entry point: everything happens in main.ts.
import { run } from './action/main.js';

await run();
