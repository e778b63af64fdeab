// `report` and `merge` read results files named on the command line as every
// other file is read (src/base/read-file.ts): a FIFO, a device or a file past
// the size limit is refused at once, naming it, exit 2 as other bad input.
// Before, a link to /dev/zero died with "internal error" after 640 MB, and a
// FIFO waited for a writer for ever.
import { execFileSync } from 'node:child_process';
import { symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_DATASET_FILE_MIB } from '../../src/base/read-file.js';
import { EXIT } from '../../src/cli/exit.js';
import { runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const dir = tempDir('supereval-results-reads-');
const fifo = path.join(dir, 'fifo.json');
const zero = path.join(dir, 'zero.json');
const huge = path.join(dir, 'huge.json');
execFileSync('mkfifo', [fifo]);
symlinkSync('/dev/zero', zero);
writeFileSync(huge, '');
truncateSync(huge, MAX_DATASET_FILE_MIB * 1024 * 1024 + 1); // sparse: no disk used

describe.each(['report', 'merge'])('supereval %s', (command) => {
  const unusable = command === 'report' ? 'cannot be read' : 'cannot be merged';

  it('refuses a FIFO, a link to a device and a file over the size limit at once, naming each', async () => {
    const started = performance.now();
    const r = await runCli(command, fifo, zero, huge);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stdout).toBe('');
    const prefix = `supereval: ${command}: `;
    expect(r.stderr.trim().split('\n')).toEqual([
      `${prefix}${fifo}: ${unusable}: it is a FIFO, not a regular file; give a regular file`,
      `${prefix}${zero}: ${unusable}: it is a character device, not a regular file; give a regular file`,
      `${prefix}${huge}: ${unusable}: it is larger than the ${MAX_DATASET_FILE_MIB} MiB limit (${MAX_DATASET_FILE_MIB * 1024 * 1024 + 1} bytes)`,
    ]);
  });
});
