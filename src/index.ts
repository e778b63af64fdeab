// The action's entry point: everything happens in src/action/main.ts.
import { run } from './action/main.js';

await run();
