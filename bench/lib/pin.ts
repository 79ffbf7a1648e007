// One core for the load generator, another for the target. On a 2-core machine a load generator
// and a server that answer each other thousands of times a second are, left to the scheduler,
// often woken on the same core (each wakes the other, and Linux places a woken task near its
// waker): the two then share one core, and a run's rate moves 20-40% with where they happened to
// land. A bare Node server, whose requests are the cheapest, suffered most, so a ratio against it
// depended on placement more than on our server's work. Pinned (`taskset`), each side has a core
// of its own in every run, as a server and its customers on other machines have.
//
// BENCH_PIN=0 leaves placement to the scheduler. Without `taskset` or with fewer than 2 cores the
// bench runs unpinned and says so.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { withChildren } from './proc-cpu.ts';

const TASKSET = '/usr/bin/taskset';
/** The core the load generator runs on, and the one every target runs on. */
export const GENERATOR_CORE = 0;
export const TARGET_CORE = 1;

/** Whether this run pins: taskset is installed, there are 2 cores or more, and BENCH_PIN is not 0. */
export function pinning(): boolean {
  return process.env.BENCH_PIN !== '0' && existsSync(TASKSET) && availableParallelism() >= 2;
}

/** A command line run on the generator's core (the command itself when not pinning). */
export function onGeneratorCore(file: string, args: readonly string[]): [string, string[]] {
  return pinning() ? [TASKSET, ['-c', String(GENERATOR_CORE), file, ...args]] : [file, [...args]];
}

/** Moves a running process, every thread of it and its children (nginx's worker), to the target's
 * core. Nothing when not pinning. */
export async function pinToTargetCore(pid: number): Promise<void> {
  if (!pinning()) return;
  for (const each of await withChildren(pid)) {
    await new Promise<void>((resolve, reject) =>
      execFile(TASKSET, ['-a', '-p', '-c', String(TARGET_CORE), String(each)], (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }
}

/** The cores a process may run on, as taskset reads them ("1", "0,1"); for the tests. */
export function coresOf(pid: number): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(TASKSET, ['-c', '-p', String(pid)], (error, stdout) =>
      error ? reject(error) : resolve(stdout.trim().split(': ').pop() ?? ''),
    ),
  );
}
