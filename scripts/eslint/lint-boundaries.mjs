import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs the boundary rules of eslint.config.mjs (imports, where SQL may stand, and where the member
 * client's texts live) alone, for boundaries.spec.ts and texts.spec.ts (jest's module
 * sandbox cannot load an ES-module config, so the spec asks this process). Reads a JSON request
 * from stdin, `{ "fixtures": [{ "filePath", "code" }] }` or `{ "tree": ["folder", ...] }`, and
 * answers each linted file with the boundary problems found: `[{ filePath, problems: [{ line, ruleId, message }] }]`.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BOUNDARY_RULES = new Set([
  'no-restricted-imports',
  'no-restricted-syntax',
  'earnwave/boundaries',
  'earnwave/texts',
]);

const request = JSON.parse(await new Response(process.stdin).text());
const eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId) });
const results = request.fixtures
  ? (
      await Promise.all(
        request.fixtures.map(({ filePath, code }) => eslint.lintText(code, { filePath, warnIgnored: true })),
      )
    ).flat()
  : await eslint.lintFiles(request.tree);

const answer = results.map((result) => ({
  filePath: path.relative(ROOT, result.filePath),
  problems: result.messages
    .filter((message) => BOUNDARY_RULES.has(message.ruleId) || message.fatal)
    .map(({ line, ruleId, message }) => ({ line, ruleId, message })),
}));
process.stdout.write(JSON.stringify(answer));
