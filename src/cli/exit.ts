// The CLI's exit codes: 0 every gate passed, 1 a gate blocked, 2 usage or
// input error (or a file that could not be written), 3 an unexpected internal
// error, 4 a setup error (a model or the judge could not be called at all),
// 130 interrupted (SIGINT), 143 terminated (SIGTERM).
import { SIGNAL_EXIT_CODES } from '../base/index.js';

export const EXIT = {
  passed: 0,
  blocked: 1,
  usage: 2,
  internal: 3,
  setup: 4,
  interrupted: SIGNAL_EXIT_CODES.SIGINT,
  terminated: SIGNAL_EXIT_CODES.SIGTERM,
} as const;
