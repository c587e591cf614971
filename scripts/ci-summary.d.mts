// Types of ci-summary.mjs, for its spec.
export declare function summarise(log: string): { passed: number; failed: number };
export declare function failures(log: string): string[];
