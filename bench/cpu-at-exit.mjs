// Preloaded with `node --import` into a process under measurement: at exit it
// writes the process's own CPU time (user + system, ms) to $BENCH_CPU_FILE.
// CPU per call changes less with the machine's other load than wall time does.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_CPU_FILE;
if (file) {
  process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    writeFileSync(file, String((user + system) / 1000));
  });
}
