import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * One process per embedded data directory. PGlite's own lock file cannot tell (every PGlite backend
 * calls itself PID 42), and two processes writing one directory destroy it. The lock names the
 * holding process by its PID and start time, so a lock left by a killed process, or by one whose
 * PID was since reused, is taken over.
 */

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'klarsicht.lock';

interface Holder {
  pid: number;
  startTime: string | null;
}

export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, startTime: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return { release: () => releaseIfMine(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && holder.pid !== process.pid && isAlive(holder)) {
      throw new DataDirInUseError(
        `The embedded database in ${dataDir} is in use by process ${holder.pid}. Stop that process, or give this one another DATA_DIR (or a DATABASE_URL).`,
      );
    }
    // Left by a process that is gone (or by this one, reopening): take it over.
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(`Could not lock the embedded database in ${dataDir}.`);
}

function releaseIfMine(file: string): void {
  if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
}

function readHolder(file: string): Holder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (typeof parsed.pid !== 'number') return undefined;
    return { pid: parsed.pid, startTime: typeof parsed.startTime === 'string' ? parsed.startTime : null };
  } catch {
    // Empty (killed while writing it) or unreadable: it protects nothing.
    return undefined;
  }
}

function isAlive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A PID reused by another process since: its start time differs.
  const startTime = processStartTime(holder.pid);
  return holder.startTime === null || startTime === null || startTime === holder.startTime;
}

/** The process's start time in clock ticks since boot (Linux); null where /proc is not there. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}
