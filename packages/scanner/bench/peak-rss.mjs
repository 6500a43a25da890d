// Preloaded into the CLI by cli-memory.ts (node --import): writes the process's own peak RSS when it
// ends. getrusage's maxRSS is the true high-water mark, which sampling from outside could miss (the
// JSON report's peak comes in its last moments, while it is written out).
import { writeFileSync } from 'node:fs';

const target = process.env.KLARSICHT_PEAK_RSS_FILE;
if (target) {
  process.on('exit', () => writeFileSync(target, String(process.resourceUsage().maxRSS)));
}
