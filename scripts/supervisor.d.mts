// Types of supervisor.mjs, for the TypeScript that imports it (its spec).
import type { ChildProcess } from 'node:child_process';

export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  crashLimit: number;
  windowMs: number;
}
export declare const RESTART_POLICY: RestartPolicy;
export declare const CONFIG_ERROR_EXIT: number;
export declare function formatDuration(ms: number): string;
export declare function supervise(
  name: string,
  start: () => ChildProcess,
  options: {
    log: (message: string) => void;
    giveUp: (reason: string) => void;
    isStopping: () => boolean;
    policy?: RestartPolicy;
    now?: () => number;
  },
): { readonly process: ChildProcess; cancel(): void };
