import { configure } from '@testing-library/react';

// react-admin's pages render a lot in jsdom: give queries time on a busy 2-core machine, as the
// member client's specs do (a 1-second wait failed one in three full runs beside other suites).
configure({ asyncUtilTimeout: 15_000 });
