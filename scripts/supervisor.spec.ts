import { spawn, type ChildProcess } from 'node:child_process';
import { CONFIG_ERROR_EXIT, formatDuration, RESTART_POLICY, supervise, type RestartPolicy } from './supervisor.mjs';

/** A real child process: node running `code`. */
const node = (code: string): ChildProcess => spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
/** A process that runs until killed. */
const sleeper = () => node('setInterval(() => {}, 1000)');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (check: () => boolean, timeoutMs = 30_000) => {
  for (const deadline = Date.now() + timeoutMs; !check(); await pause(20)) {
    if (Date.now() > deadline) throw new Error('timed out');
  }
};
const FAST: RestartPolicy = { firstDelayMs: 50, maxDelayMs: 200, crashLimit: 4, windowMs: 60_000 };

// Real processes: a node start takes seconds on a loaded machine.
jest.setTimeout(60_000);

/** The launcher's supervision of the API and the worker, with real processes that crash. */
describe('supervise', () => {
  // Each test's own: its supervisors see the launcher stopping once it is over, so that killing
  // what they started is no crash to them.
  let launcher: { stopping: boolean };
  let logs: string[];
  let gaveUp: string[];
  const running: ChildProcess[] = [];
  const options = (policy: RestartPolicy = FAST) => {
    const [state, lines, reasons] = [launcher, logs, gaveUp];
    return {
      log: (message: string) => lines.push(message),
      giveUp: (reason: string) => reasons.push(reason),
      isStopping: () => state.stopping,
      policy,
    };
  };
  const tracked = (start: () => ChildProcess) => () => {
    const child = start();
    running.push(child);
    return child;
  };

  beforeEach(() => {
    launcher = { stopping: false };
    logs = [];
    gaveUp = [];
  });
  afterEach(() => {
    launcher.stopping = true;
    running.splice(0).forEach((child) => child.exitCode === null && child.kill('SIGKILL'));
  });

  it('restarts a SIGKILLed process after a logged pause, and the new one keeps running', async () => {
    const handle = supervise('worker', tracked(sleeper), options());
    const first = handle.process;
    await until(() => Boolean(first.pid));
    first.kill('SIGKILL');
    await until(() => handle.process !== first && Boolean(handle.process.pid));
    expect(logs).toEqual([
      'worker stopped unexpectedly (SIGKILL); restarting in 50 ms (crash 1 of 4 allowed within 1 min)',
      `worker restarted (pid ${handle.process.pid})`,
    ]);
    expect(handle.process.exitCode).toBeNull();
    expect(gaveUp).toEqual([]);
  });

  it('doubles the pause at each crash up to the cap, then gives up loudly at the limit', async () => {
    const started: number[] = [];
    supervise(
      'api',
      tracked(() => (started.push(Date.now()), node('process.exit(3)'))),
      options(),
    );
    await until(() => gaveUp.length > 0);
    expect(logs.filter((line) => line.includes('restarting in'))).toEqual([
      'api stopped unexpectedly (exit code 3); restarting in 50 ms (crash 1 of 4 allowed within 1 min)',
      'api stopped unexpectedly (exit code 3); restarting in 100 ms (crash 2 of 4 allowed within 1 min)',
      'api stopped unexpectedly (exit code 3); restarting in 200 ms (crash 3 of 4 allowed within 1 min)',
    ]);
    expect(gaveUp).toEqual(['api crashed 4 times within 1 min (last: exit code 3); giving up']);
    expect(started).toHaveLength(4);
    // Nothing is started after giving up.
    await pause(400);
    expect(started).toHaveLength(4);
  });

  it('forgets crashes older than the window: a process that ran a while restarts after the first pause', async () => {
    let clock = 0;
    const handle = supervise('worker', tracked(sleeper), {
      ...options(),
      now: () => clock,
    });
    for (let crash = 0; crash < 6; crash += 1) {
      const before = handle.process;
      await until(() => Boolean(before.pid));
      clock += FAST.windowMs; // each crash comes a whole window after the one before
      before.kill('SIGKILL');
      await until(() => handle.process !== before);
    }
    expect(gaveUp).toEqual([]);
    expect(logs.filter((line) => line.includes('restarting in 50 ms (crash 1 of 4'))).toHaveLength(6);
  });

  it('does not restart a process that refused its configuration', async () => {
    let starts = 0;
    supervise(
      'api',
      tracked(() => (starts++, node(`process.exit(${CONFIG_ERROR_EXIT})`))),
      options(),
    );
    await until(() => gaveUp.length > 0);
    expect(gaveUp).toEqual(['api refused its configuration (exit code 78); not restarting it']);
    await pause(200);
    expect(starts).toBe(1);
  });

  it('restarts nothing once the launcher is stopping, not even after a pause already begun', async () => {
    let starts = 0;
    const handle = supervise(
      'worker',
      tracked(() => (starts++, sleeper())),
      options({ ...FAST, firstDelayMs: 300 }),
    );
    await until(() => Boolean(handle.process.pid));
    handle.process.kill('SIGKILL');
    await until(() => logs.length === 1); // the pause has begun
    launcher.stopping = true;
    handle.cancel();
    await pause(500);
    expect(starts).toBe(1);

    // And an exit during the shutdown is no crash.
    launcher = { stopping: false };
    const second = supervise('api', tracked(sleeper), options());
    await until(() => Boolean(second.process.pid));
    launcher.stopping = true;
    second.process.kill('SIGTERM');
    await pause(200);
    expect(logs).toHaveLength(1);
  });

  it("keeps the launcher's policy: 1 s, 2 s, 4 s... at most 30 s, 5 crashes within 5 minutes", () => {
    expect(RESTART_POLICY).toEqual({ firstDelayMs: 1000, maxDelayMs: 30_000, crashLimit: 5, windowMs: 300_000 });
    expect([500, 1000, 2000, 90_000, 300_000].map(formatDuration)).toEqual(['500 ms', '1 s', '2 s', '90 s', '5 min']);
  });
});
