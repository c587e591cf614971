// The launcher's supervision of the API and the worker: a process that dies is started again after
// a growing pause, and one that keeps dying is given up on, loudly. Plain ESM, as launch.mjs.
import { setTimeout as delay } from 'node:timers/promises';

/**
 * How the launcher treats a crash: the first restart after 1 s, then 2 s, 4 s... at most 30 s; the
 * 5th crash within 5 minutes means something is wrong that a restart will not fix (a bad
 * configuration, a database that refuses us), so everything stops with a non-zero exit instead of
 * restarting for ever. Crashes older than the window are forgotten: a process that ran for a while
 * starts again with the shortest pause.
 */
export const RESTART_POLICY = { firstDelayMs: 1000, maxDelayMs: 30_000, crashLimit: 5, windowMs: 5 * 60_000 };

/** The exit code of a process that refused its configuration (EX_CONFIG): the same configuration would fail again. */
export const CONFIG_ERROR_EXIT = 78;

/** "1 s", "500 ms", "5 min" */
export function formatDuration(ms) {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000 || ms % 60_000) return `${ms / 1000} s`;
  return `${ms / 60_000} min`;
}

/**
 * Keeps `start()`'s process running: when it exits on its own (a crash, an out-of-memory kill, any
 * exit while `isStopping()` is false) it is started again after the policy's pause, which is
 * logged. After `crashLimit` crashes within `windowMs`, or an exit with CONFIG_ERROR_EXIT,
 * `giveUp(reason)` is called and nothing is restarted. `start` answers a ChildProcess; `now` is for tests.
 */
export function supervise(name, start, { log, giveUp, isStopping, policy = RESTART_POLICY, now = Date.now }) {
  const crashes = [];
  let current;
  let pending; // the AbortController of the pause before a restart

  const launch = () => {
    current = start();
    current.once('error', (err) => crashed(current, err.message));
    current.once('exit', (code, signal) => crashed(current, signal ?? `exit code ${code}`, code));
    return current;
  };

  // 'error' and 'exit' may both come for one process: the first one counts.
  const handled = new WeakSet();
  const crashed = async (proc, why, code) => {
    if (handled.has(proc) || isStopping()) return;
    handled.add(proc);
    if (code === CONFIG_ERROR_EXIT) return giveUp(`${name} refused its configuration (${why}); not restarting it`);
    const at = now();
    crashes.push(at);
    while (crashes[0] <= at - policy.windowMs) crashes.shift();
    const count = crashes.length;
    const window = formatDuration(policy.windowMs);
    if (count >= policy.crashLimit) {
      giveUp(`${name} crashed ${count} times within ${window} (last: ${why}); giving up`);
      return;
    }
    const pause = Math.min(policy.firstDelayMs * 2 ** (count - 1), policy.maxDelayMs);
    log(
      `${name} stopped unexpectedly (${why}); restarting in ${formatDuration(pause)} ` +
        `(crash ${count} of ${policy.crashLimit} allowed within ${window})`,
    );
    pending = new AbortController();
    try {
      await delay(pause, undefined, { signal: pending.signal });
    } catch {
      return; // stopped during the pause
    }
    pending = undefined;
    if (isStopping()) return;
    const next = launch();
    if (next.pid) log(`${name} restarted (pid ${next.pid})`);
  };

  launch();
  return {
    /** The process running now (a new one after each restart). */
    get process() {
      return current;
    },
    /** Cancels a pending restart: the shutdown stops what runs, and nothing may start after it. */
    cancel() {
      pending?.abort();
    },
  };
}
