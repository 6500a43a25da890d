import { type ChildProcess, spawn } from 'node:child_process';

/** Busy child processes that keep CPU cores at 100 %, to see what a scan does on a loaded machine. */
export interface CpuBurners {
  /** Kills every burner at once (SIGKILL); safe to call more than once. */
  stop(): void;
}

/**
 * Starts `count` processes that spin until `stop()`. Each also ends by itself once its parent is
 * gone or after `maxSeconds`: a test or bench that is killed leaves no burner behind.
 */
export function startCpuBurners(count: number, maxSeconds = 900): CpuBurners {
  // Checks every few tens of ms of spinning that its parent still lives.
  const code = `const parent=process.ppid,end=Date.now()+${maxSeconds * 1000};for(;;){for(let i=0;i<2e7;i++);try{process.kill(parent,0)}catch{process.exit(0)}if(Date.now()>end)process.exit(0)}`;
  const children: ChildProcess[] = [];
  for (let index = 0; index < count; index++) {
    children.push(spawn(process.execPath, ['-e', code], { stdio: 'ignore' }));
  }
  return {
    stop() {
      for (const child of children.splice(0)) {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
    },
  };
}
