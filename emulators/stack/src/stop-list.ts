import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

interface Step {
  /** Stops the thing gracefully. */
  stop: () => Promise<void> | void;
  /** Stops it now, synchronously (a second Ctrl-C); omitted for what dies with this process. */
  kill?: () => void;
}

/**
 * Everything the launcher has started and has to stop, in the order it was started. Each thing is
 * added the moment it exists (a process as soon as it is spawned), so stopping at any moment stops
 * exactly what is running: the launcher's signal handlers are installed before it starts anything.
 */
export class StopList {
  readonly #steps: Step[] = [];
  #stopping: Promise<void> | undefined;

  /** Whether stop() has been called: whoever is still starting things should give up. */
  get stopping(): boolean {
    return this.#stopping !== undefined;
  }

  /**
   * Adds a thing to stop. Something added while stopping is stopped too, in turn. Returns a
   * function that takes it off the list (it has ended by itself).
   */
  add(stop: Step['stop'], kill?: Step['kill']): () => void {
    const step: Step = kill ? { stop, kill } : { stop };
    this.#steps.push(step);
    return () => this.#remove(step);
  }

  /** Stops everything, the latest first, each after the one started after it has stopped. */
  stop(): Promise<void> {
    this.#stopping ??= (async () => {
      for (let step = this.#steps.at(-1); step; step = this.#steps.at(-1)) {
        try {
          await step.stop();
        } catch (err) {
          console.error(`[suite] while stopping: ${err instanceof Error ? err.message : err}`);
        }
        this.#remove(step);
      }
    })();
    return this.#stopping;
  }

  /** Kills whatever is not stopped yet, at once; what runs inside this process ends with it. */
  kill(): void {
    for (const step of this.#steps.splice(0).reverse()) step.kill?.();
  }

  #remove(step: Step): void {
    const at = this.#steps.indexOf(step);
    if (at >= 0) this.#steps.splice(at, 1);
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // The group is gone.
  }
}

/** Whether any live (not zombie) process is left in process group `pgid`. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // kill() counts zombies too, which an init that does not reap them may keep for ever.
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return true; // No /proc: take kill()'s word.
  }
  return pids.some((pid) => {
    try {
      // pid (comm) state ppid pgrp ...; comm may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(pgrp) === pgid && state !== 'Z';
    } catch {
      return false;
    }
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends SIGINT (what Ctrl-C sends) to process group `pgid` and waits until none of it is left;
 * what is still there after `graceMs` is killed.
 */
export async function stopGroup(pgid: number, graceMs: number): Promise<void> {
  if (!groupAlive(pgid)) return;
  signalGroup(pgid, 'SIGINT');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pgid) && Date.now() < deadline) await sleep(100);
  if (!groupAlive(pgid)) return;
  signalGroup(pgid, 'SIGKILL');
  // SIGKILL cannot be caught; the group is gone as soon as the kernel has torn it down.
  for (let i = 0; i < 20 && groupAlive(pgid); i++) await sleep(100);
}

/**
 * Spawns `command` as the leader of a process group of its own (a session, so a terminal's
 * Ctrl-C reaches it only through us) and puts the whole group on `stops`: whatever it starts
 * itself is stopped with it. It leaves the list once it has exited with nothing of it left.
 */
export function spawnGroup(
  stops: StopList,
  command: string,
  args: string[],
  options: SpawnOptions,
  graceMs: number,
): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  const pgid = child.pid;
  if (pgid === undefined) return child; // It did not start ('error' says why).
  // Ended: exited, and its output read to the end (or a second on, if something else holds it).
  const ended = new Promise<void>((resolve) => {
    let late: NodeJS.Timeout | undefined;
    child.once('exit', () => (late = setTimeout(resolve, 1000)));
    child.once('close', () => {
      clearTimeout(late);
      resolve();
    });
  });
  const remove = stops.add(
    async () => {
      await stopGroup(pgid, graceMs);
      await ended; // So its own handlers have run (one writes the emulators' log).
    },
    () => signalGroup(pgid, 'SIGKILL'),
  );
  child.once('exit', () => {
    if (!groupAlive(pgid)) remove();
  });
  return child;
}
