// Types of redis.mjs, for the TypeScript that imports it (the test run's setup, the fault tests).
export declare function throwAwayRedisArgs(port: number): string[];
export declare function redisAnswers(url: string): Promise<boolean>;
