// Preloaded with `node --import` into a process under measurement: at exit it
// writes {cpu_ms, max_rss_kb} (user + system CPU, peak resident set) to
// $BENCH_USAGE_FILE, so a bench reads a child's memory without /usr/bin/time.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_USAGE_FILE;
if (file) {
  process.on('exit', () => {
    const { userCPUTime, systemCPUTime, maxRSS } = process.resourceUsage();
    writeFileSync(file, JSON.stringify({ cpu_ms: (userCPUTime + systemCPUTime) / 1000, max_rss_kb: maxRSS }));
  });
}
