import { failures, summarise } from './ci-summary.mjs';

/** The closing line of CI adds up every runner's counts: a miscount would hide a failure. */
describe('the CI summary', () => {
  const log = [
    '> jest',
    '\x1b[1mTests:       \x1b[22m\x1b[1m\x1b[31m2 failed\x1b[39m\x1b[22m, 3 skipped, \x1b[1m\x1b[32m40 passed\x1b[39m\x1b[22m, 45 total',
    '  ● Console',
    '  ● ledger › balances each transaction',
    '  ● ledger › balances each transaction',
    '> vitest run (web)',
    '      Tests  1 failed | 9 passed (10)',
    ' FAIL  src/pages/wallet.test.tsx > wallet > shows the balance',
    '> vitest run (admin)',
    '      Tests  12 passed (12)',
    'Tests: not a summary line',
  ].join('\n');

  it("adds up jest's and vitest's passed and failed counts, colours and all", () => {
    expect(summarise(log)).toEqual({ passed: 61, failed: 3 });
  });

  it("names each failing test once, not jest's console blocks", () => {
    expect(failures(log)).toEqual([
      '● ledger › balances each transaction',
      'FAIL  src/pages/wallet.test.tsx > wallet > shows the balance',
    ]);
  });

  it('counts nothing in a log where no runner printed its summary', () => {
    expect(summarise('npm ERR! build failed\n')).toEqual({ passed: 0, failed: 0 });
  });
});
