import { execFileSync } from 'node:child_process';

/**
 * Kills the renderer processes of the browsers this test process started, as a renderer crash (out
 * of memory, a Chromium fault) would end them. With one tab scanning, that is its renderer.
 */
export function killRenderers(): number {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .flatMap((match) => (match ? [{ pid: Number(match[1]), ppid: Number(match[2]), args: match[3]! }] : []));
  const ours = new Set([process.pid]);
  // Parents are listed before their children only mostly: walk until nothing new is found.
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of table) {
      if (ours.has(row.ppid) && !ours.has(row.pid)) {
        ours.add(row.pid);
        grew = true;
      }
    }
  }
  const renderers = table.filter((row) => ours.has(row.pid) && row.args.includes('--type=renderer'));
  for (const { pid } of renderers) process.kill(pid, 'SIGKILL');
  return renderers.length;
}
