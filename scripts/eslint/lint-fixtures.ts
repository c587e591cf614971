import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** What lint-boundaries.mjs answers for one linted file. */
export interface Problem {
  line: number;
  ruleId: string;
  message: string;
}
export type Linted = { filePath: string; problems: Problem[] }[];

const ROOT = join(__dirname, '../..');
const RUNNER = join(__dirname, 'lint-boundaries.mjs');

/**
 * Lints fixtures (`{ fixtures: [{ filePath, code }] }`) or folders (`{ tree: [...] }`) with the
 * boundary rules of eslint.config.mjs, in a process of its own (jest's module sandbox cannot load
 * an ES-module config): for boundaries.spec.ts and texts.spec.ts.
 */
export async function lint(request: object): Promise<Linted> {
  const run = promisify(execFile)(process.execPath, [RUNNER], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  run.child.stdin!.end(JSON.stringify(request));
  return JSON.parse((await run).stdout) as Linted;
}

/** A file placed where a rule applies: its lines marked refused must be reported, the others must pass. */
export interface Fixture {
  rule: string;
  filePath: string;
  code: string[];
}

/** Lints each fixture's lines as one file at its path. */
export const lintFixtures = (fixtures: Fixture[]): Promise<Linted> =>
  lint({ fixtures: fixtures.map(({ filePath, code }) => ({ filePath, code: `${code.join('\n')}\n` })) });

/** A fixture's lines marked refused (`marked`, counted from 1) and the problems reported in it. */
export function verdict(linted: Linted, { filePath, code }: Fixture, marked: (line: string) => boolean) {
  return {
    refused: code.flatMap((line, at) => (marked(line) ? [at + 1] : [])),
    problems: linted.find((result) => result.filePath === filePath)!.problems,
  };
}
