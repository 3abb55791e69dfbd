/**
 * One process per data directory (issue 8): the embedded database is one process's files, and two servers on one
 * DATA_DIR each saw only their own writes and lost acknowledged ones. A lock file holding the owner's pid is
 * created exclusively on start and removed on exit; a lock whose process is gone (kill -9, a crash) is taken over,
 * so a crash never leaves the directory unusable.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The lock file's name inside DATA_DIR. */
export const LOCK_FILE = 'klx.lock';

/** A held lock. */
export interface DataDirLock {
  file: string;
  release(): void;
}

/** True when a process with the pid runs (and, where /proc tells, is a node process — not a reused pid). */
function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/** Why a data directory cannot be used: another live process holds it. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`DATA_DIR ${dir} is in use by another KLX process (pid ${pid}). Stop it first, or start this one with another DATA_DIR.`);
    this.name = 'DataDirBusyError';
  }
}

/** Takes the directory's lock for this process's life; throws DataDirBusyError while another live process holds it. */
export function lockDataDir(dir: string, what = 'server'): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, what, since: new Date().toISOString() }), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: number };
          if (owner.pid === process.pid) fs.unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.once('exit', release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let pid = 0;
    try {
      pid = Number((JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: number }).pid);
    } catch {
      pid = 0; // Unreadable or half-written: treated as stale.
    }
    if (pid !== process.pid && isAlive(pid)) throw new DataDirBusyError(dir, pid);
    // The owner is gone (killed or crashed): take the lock over.
    fs.rmSync(file, { force: true });
  }
  throw new Error(`could not lock DATA_DIR ${dir}`);
}
