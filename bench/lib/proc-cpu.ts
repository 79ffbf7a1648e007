// CPU time of processes, read from /proc (Linux): the load generator's, and the database server's,
// so the bench can say who was busy while it measured.
import { readdir, readFile } from 'node:fs/promises';

/** Linux's USER_HZ: /proc reports CPU time in these ticks (100 on every Linux we run). */
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds a process has used; undefined when it is gone or unreadable. */
export async function cpuSeconds(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 (utime, stime) are the 12th and 13th after the command name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks / TICKS_PER_SECOND : undefined;
}

/** The PostgreSQL server whose data directory is `dataDir`: its postmaster and every backend. */
export async function postgresPids(dataDir: string): Promise<number[]> {
  const pidFile = await readFile(`${dataDir}/postmaster.pid`, 'utf8').catch(() => undefined);
  const postmaster = Number(pidFile?.split('\n')[0]);
  if (!Number.isInteger(postmaster) || postmaster <= 0) return [];
  return withChildren(postmaster);
}

/** A process and its children (nginx's master and its worker, a postmaster and its backends). */
export async function withChildren(parent: number): Promise<number[]> {
  const pids = [parent];
  for (const entry of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => undefined);
    // Field 4, the parent, is the 2nd after the command name.
    if (stat && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) {
      pids.push(Number(entry));
    }
  }
  return pids;
}

/** CPU seconds of several processes together (those gone count 0). */
export async function totalCpuSeconds(pids: readonly number[]): Promise<number> {
  const each = await Promise.all(pids.map(cpuSeconds));
  return each.reduce<number>((sum, seconds) => sum + (seconds ?? 0), 0);
}
