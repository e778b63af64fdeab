// The CLI from lib/ (`npm run build:lib`): what bin/supereval.js does for the
// bundle. The mark is set before the entry is imported, which a static import
// would hoist above it.
import { CLI_MARK } from './cli/entry-mark.js';

(globalThis as Record<symbol, unknown>)[CLI_MARK] = true;
await import('./index.js');
