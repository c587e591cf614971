#!/usr/bin/env node
// Sums the test counts that every runner printed in a CI log and prints one closing line,
// `N passed, N failed`. Exits 1 when the test command failed, a test failed, or none ran.
//   node scripts/ci-summary.mjs LOG_FILE [EXIT_STATUS_OF_THE_TEST_COMMAND]
// To count another runner, add the pattern of its summary line to RUNNERS.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const RUNNERS = [
  // jest:   "Tests:       1 failed, 2 skipped, 10 passed, 13 total"
  { name: 'jest', summary: /^\s*Tests:\s+(.*\btotal)\s*$/ },
  // vitest: "      Tests  10 passed (10)" or "      Tests  1 failed | 9 passed (10)"
  { name: 'vitest', summary: /^\s*Tests {2,}(.*\(\d+\))\s*$/ },
];

// eslint-disable-next-line no-control-regex
const stripColours = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');
const countOf = (counts, word) => Number(new RegExp(`(\\d+) ${word}\\b`).exec(counts)?.[1] ?? 0);

/** Adds up the passed and failed counts of every runner's summary line in the log. */
export function summarise(log) {
  const totals = { passed: 0, failed: 0 };
  for (const line of stripColours(log).split(/\r?\n/)) {
    const counts = RUNNERS.map(({ summary }) => summary.exec(line)?.[1]).find(Boolean);
    if (!counts) continue;
    totals.passed += countOf(counts, 'passed');
    totals.failed += countOf(counts, 'failed');
  }
  return totals;
}

// jest:   "  ● Suite › test name" (but not its "● Console" blocks)
// vitest: " FAIL  src/file.test.tsx > suite > test name"
const FAILURE = /^\s*(●(?! Console)\s.*|FAIL\s+\S.*)$/;

/** The failing tests' headers, each once, so that the log's tail names what broke. */
export function failures(log) {
  const found = new Set();
  for (const line of stripColours(log).split(/\r?\n/)) {
    const header = FAILURE.exec(line)?.[1];
    if (header) found.add(header.trim());
  }
  return [...found];
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [file, status = '0'] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/ci-summary.mjs LOG_FILE [EXIT_STATUS]');
    process.exit(2);
  }
  const log = readFileSync(file, 'utf8');
  const { passed, failed } = summarise(log);
  // Notes go before the closing line, which must stay the last one.
  for (const header of failures(log)) console.error(`ci-summary: failed: ${header}`);
  if (passed + failed === 0) console.error('ci-summary: no test ran');
  if (status !== '0' && failed === 0) console.error(`ci-summary: the test command failed (exit status ${status})`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(status === '0' && failed === 0 && passed > 0 ? 0 : 1);
}
