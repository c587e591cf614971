#!/usr/bin/env node
// `npm run bench:web`: what the member client's landing page costs a visitor, and its dashboard a
// signed-in member (the page members live on), measured on the built client served by the real API
// (its own database, migrated and seeded with the real CLI; the member registered through the API,
// verified and given the free bronze level through SQL, signed in through the API):
//   - the JavaScript each page loads (until the network is idle), raw and gzipped (zlib, default
//     level), file by file;
//   - time to show (the landing's hero, the dashboard's welcome) with playwright-core and Debian's
//     chromium (Performance API: FCP, LCP and its element, DOMContentLoaded, load), unthrottled and
//     on an emulated phone (4x CPU slowdown, 150 ms RTT, 1.6 Mbps down: Lighthouse's mobile
//     settings), median of --runs;
//   - Lighthouse's mobile performance score of the landing (its default mobile config, simulated
//     throttling), against the same chromium through chrome-launcher.
//
//   npm run bench:web -- [--runs 3] [--no-build] [--no-lighthouse] [--lighthouse-reports DIR] [--profile]
//                        [--url http://127.0.0.1:3000]
// With --url it measures a server that is already running (e.g. `npm start`) instead of its own,
// the landing only (the dashboard needs a member of the benchmark's own database).
// The API gzips its answers (compression middleware); to compare with a production proxy, the
// timings and the score are taken twice: straight from the API, and through a local gzip proxy.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findOrInstallChromium } from '../chromium.mjs';
import { API_MAIN, bench, flag, log, machine, option, ROOT, waitFor } from './common.mjs';

// The journeys' browser and flags; installed with apt when this is root on Debian and there is none.
const CHROMIUM = findOrInstallChromium();
const RUNS = option('runs', 3);
const URL_OPTION = option('url', '');
// --profile: a CPU profile of each phone visit, its main thread's time by file (the profiler's own
// cost slows the visits it profiles: the times printed beside it are longer).
const PROFILE = flag('profile');
// --lighthouse-reports DIR: keep each Lighthouse report (JSON) there, to see what it counted.
const REPORTS = option('lighthouse-reports', '');
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** What is measured: a page, the text that says it has shown, and for the dashboard who is signed in. */
/** `complete`: an element of the page's last part to render (the dashboard's antd balance card). */
const LANDING = { name: 'landing page (/)', path: '/', ready: 'Try for FREE', complete: '.landing-hero' };
const dashboard = (user) => ({
  name: 'dashboard (/dashboard), signed in',
  path: '/dashboard',
  ready: 'Welcome,',
  complete: '[data-testid="balance"].ant-statistic',
  user,
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value === undefined || value === null ? 'n/a' : `${Math.round(value)} ms`);
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
};

/** A fresh context (a first visit) with the page's user signed in, as the login screen leaves it. */
async function visit(browser, target, options) {
  const context = await browser.newContext(options);
  if (target.user) {
    await context.addInitScript((user) => localStorage.setItem('user', JSON.stringify(user)), target.user);
  }
  return { context, page: await context.newPage() };
}

/** The scripts a page loads (until the network is idle), with their raw and gzipped sizes. */
async function pageScripts(browser, base, target) {
  const { context, page } = await visit(browser, target);
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length }),
        () => undefined,
      ),
    );
  });
  await page.goto(`${base}${target.path}`, { waitUntil: 'networkidle' });
  await page.locator(target.complete).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  return scripts.sort((a, b) => b.gzip - a.gzip);
}

/** One cold load of a page: paint timings from the Performance API. */
async function timings(browser, base, mobile, target) {
  const { context, page } = await visit(browser, target, mobile ? PHONE : { viewport: { width: 1280, height: 800 } });
  if (mobile) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  await page.addInitScript(() => {
    globalThis.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        globalThis.__lcp = entry.startTime;
        const element = entry.element;
        globalThis.__lcpElement = element
          ? `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className).slice(0, 40)}"` : ''}> ${(element.textContent ?? '').trim().slice(0, 40)}`
          : undefined;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${base}${target.path}`, { waitUntil: 'load' });
  await page.getByText(target.ready).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const result = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      fcp: fcp?.startTime,
      lcp: globalThis.__lcp || undefined,
      lcpElement: globalThis.__lcpElement,
      dcl: nav?.domContentLoadedEventEnd,
      load: nav?.loadEventEnd,
    };
  });
  await context.close();
  return result;
}

/**
 * What a member waits for (issue #26): the page usable, not its first paint. Watched in the page
 * from the first byte (an init script, so plain code without outer names), each mark the time
 * (performance.now(), from the navigation's start) of the frame after the change that made it
 * hold. The landing is usable when its hero's "Try for FREE" shows; the dashboard when the balance
 * figure (a number, not the pre-painted "Loading...") and a Withdraw button that works are both on
 * the first screen: one React drives, or index.html's once theme-boot.js has wired it (a press is
 * kept for the app); a bare pre-painted copy does not count. Then, as a member in a hurry would,
 * it presses that Withdraw at once and marks when its form is open (`form`).
 */
/* global document, innerHeight, MutationObserver, requestAnimationFrame -- watchUsable runs in the page */
function watchUsable(kind) {
  const onScreen = (e) => e.checkVisibility() && e.getBoundingClientRect().top < innerHeight;
  const driven = (e) =>
    typeof e.onclick === 'function' || Object.keys(e).some((key) => key.startsWith('__reactProps$') && e[key].onClick);
  const withdraw = () =>
    [...document.querySelectorAll('button')].find(
      (e) => e.textContent.trim() === 'Withdraw' && onScreen(e) && driven(e),
    );
  const tests = {
    ready: () =>
      [...document.querySelectorAll('a, button')].some((e) => e.textContent.trim() === 'Try for FREE' && onScreen(e)),
    balance: () =>
      [...document.querySelectorAll('[data-testid="balance"]')].some(
        (e) => onScreen(e) && /\d/.test(e.textContent.replace('Available credits (1 credit = 1 USDT)', '')),
      ),
    withdraw: () => withdraw() !== undefined,
    form: () => [...document.querySelectorAll('[role="dialog"]')].some((e) => onScreen(e) && e.querySelector('input')),
  };
  const keys = kind === 'landing' ? ['ready'] : ['balance', 'withdraw'];
  const marks = (globalThis.__usable = {});
  const look = () => {
    const now = performance.now();
    if (marks.usable === undefined) {
      for (const key of keys) if (marks[key] === undefined && tests[key]()) marks[key] = now;
      if (keys.some((key) => marks[key] === undefined)) return;
      marks.usable = Math.max(...keys.map((key) => marks[key]));
      if (kind === 'landing') return observer.disconnect();
      withdraw().click();
    }
    if (tests.form()) {
      marks.form = now;
      observer.disconnect();
    }
  };
  // One look per frame, however many changes it held.
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      look();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

/**
 * The marks of watchUsable once the page is usable, asked for through the DevTools protocol every
 * 100 ms: Playwright's waitForFunction would first load its own 330 KB script into the page, half a
 * second of the slowed main thread that no member's phone spends.
 */
async function untilUsable(cdp, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const { result } = await cdp
      .send('Runtime.evaluate', {
        expression:
          'globalThis.__usable && globalThis.__usable.usable !== undefined ? JSON.stringify(globalThis.__usable) : ""',
        returnByValue: true,
      })
      .catch(() => ({ result: {} }));
    if (result.value) return JSON.parse(result.value);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the page was not usable within ${timeoutMs} ms`);
}

/**
 * One visit on the phone profile: the marks of watchUsable, the requests the page made until it was
 * usable and until the network was quiet (and how many of them the network served: neither the
 * HTTP cache nor the service worker), the bytes that crossed the network, and the main thread's
 * script and task time (CDP Performance metrics, on the 4x slower CPU).
 */
async function phoneVisit(context, base, target) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!request.url.startsWith('data:')) requests.set(requestId, { url: request.url, at: Date.now(), bytes: 0 });
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const request = requests.get(requestId);
    if (request)
      request.network = !response.fromDiskCache && !response.fromServiceWorker && !response.fromPrefetchCache;
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const request = requests.get(requestId);
    if (request) request.cached = true;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.bytes = encodedDataLength;
  });
  const kind = target === LANDING ? 'landing' : 'dashboard';
  await page.addInitScript(watchUsable, kind);
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
  }
  const started = Date.now();
  await page.goto(`${base}${target.path}`, { waitUntil: 'commit' });
  const marks = await untilUsable(cdp);
  const usableAt = started + marks.usable;
  const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const profile = PROFILE ? (await cdp.send('Profiler.stop')).profile : undefined;
  // Then until the whole page has rendered (the dashboard's Withdraw form open too) and the network
  // has been quiet for 3 s: what the visit fetched in all.
  await page.locator(target.complete).first().waitFor({ timeout: 60_000 });
  let last = -1;
  while (requests.size !== last) {
    last = requests.size;
    await page.waitForTimeout(3000);
  }
  const { result: form } = await cdp.send('Runtime.evaluate', {
    expression: 'globalThis.__usable.form',
    returnByValue: true,
  });
  // Where the time before it went: the page's first byte (from the network, the HTTP cache or the
  // service worker), the end of its parsing (theme-boot.js and the styles block it) and its first paint.
  const { result: steps } = await cdp.send('Runtime.evaluate', {
    expression: `JSON.stringify({
      firstByte: performance.getEntriesByType('navigation')[0].responseStart,
      parsed: performance.getEntriesByType('navigation')[0].domInteractive,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    })`,
    returnByValue: true,
  });
  const list = [...requests.values()];
  const fromNetwork = (r) => r.network !== false && !r.cached;
  const result = {
    ...marks,
    form: form.value,
    ...JSON.parse(steps.value),
    requestsUsable: list.filter((r) => r.at <= usableAt).length,
    requests: list.length,
    network: list.filter(fromNetwork).length,
    bytes: list.reduce((sum, r) => sum + (fromNetwork(r) ? r.bytes : 0), 0),
    script: metrics.ScriptDuration * 1000,
    compile: metrics.V8CompileDuration * 1000,
    style: metrics.RecalcStyleDuration * 1000,
    layout: metrics.LayoutDuration * 1000,
    tasks: metrics.TaskDuration * 1000,
    byFile: profile ? selfTimeByFile(profile) : {},
  };
  await page.close();
  return result;
}

/**
 * Where the main thread's time went until the page was usable: a CPU profile's samples summed by
 * the file of the function they were in (ms, on the slowed CPU); the browser's own work (style,
 * layout, paint, parsing) is "(program)", waiting is "(idle)".
 */
function selfTimeByFile({ nodes, samples, timeDeltas }) {
  const fileOf = new Map(
    nodes.map((node) => {
      const { url, functionName } = node.callFrame;
      return [node.id, url ? new URL(url).pathname : functionName.startsWith('(') ? functionName : '(native)'];
    }),
  );
  const byFile = {};
  samples.forEach((id, i) => {
    const file = fileOf.get(id);
    byFile[file] = (byFile[file] ?? 0) + (timeDeltas[i + 1] ?? 0) / 1000;
  });
  return byFile;
}

/** --runs first visits (a fresh context each), each followed by a visit the next day (its cache kept). */
async function phoneVisits(browser, base, target) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await visit(browser, target, PHONE);
    await page.close();
    cold.push(await phoneVisit(context, base, target));
    warm.push(await phoneVisit(context, base, target));
    await context.close();
  }
  return { cold, warm };
}

function reportVisits(target, { cold, warm }) {
  const dashboard = target !== LANDING;
  console.log(`\n  on the phone (4x CPU, 150 ms RTT, 1.6 Mbps), median of ${RUNS}:`);
  for (const [label, list] of [
    ['first visit (cold cache)', cold],
    ['next visit (cache kept)', warm],
  ]) {
    const pick = (key) => median(list.map((v) => v[key]));
    const marks = dashboard
      ? `balance ${ms(pick('balance'))}, Withdraw ${ms(pick('withdraw'))}, both ${ms(pick('usable'))} ` +
        `(Withdraw pressed then: its form open at ${ms(pick('form'))})`
      : `hero ${ms(pick('usable'))}`;
    console.log(
      `    ${label.padEnd(25)} usable at ${marks}; first byte ${ms(pick('firstByte'))}, parsed ${ms(pick('parsed'))}, ` +
        `first paint ${ms(pick('firstPaint'))}; ${pick('requestsUsable')} requests until usable, ${pick('requests')} in all ` +
        `(${pick('network')} from the network, ${kb(pick('bytes'))}); main thread until usable: tasks ${ms(pick('tasks'))}, ` +
        `of which script ${ms(pick('script'))} (compiling ${ms(pick('compile'))}), style ${ms(pick('style'))}, layout ${ms(pick('layout'))}`,
    );
  }
  for (const [label, list] of PROFILE
    ? [
        ['first visit', cold],
        ['next visit', warm],
      ]
    : []) {
    const files = {};
    for (const visit of list)
      for (const [file, time] of Object.entries(visit.byFile)) files[file] = (files[file] ?? 0) + time / list.length;
    const top = Object.entries(files)
      .filter(([file]) => file !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8);
    console.log(
      `    ${label}, main thread until usable by file (mean): ${top.map(([file, time]) => `${file} ${ms(time)}`).join(', ')}`,
    );
  }
  if (dashboard) {
    const coldAt = median(cold.map((v) => v.usable));
    const warmAt = median(warm.map((v) => v.usable));
    const requests = median(cold.map((v) => v.requests));
    console.log(
      `    targets: first visit <= 2000 ms (${coldAt <= 2000 ? 'met' : 'missed'}), <= 30 requests (${requests <= 30 ? 'met' : 'missed'}); ` +
        `next visit <= 1000 ms (${warmAt <= 1000 ? 'met' : 'missed'})`,
    );
  }
}

async function lighthouseScore(base) {
  let lighthouse, chromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch (error) {
    return { skipped: `the lighthouse package is not installed (${error.code ?? error.message})` };
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS.map((f) => (f === '--headless' ? '--headless=new' : f)),
  });
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(`${base}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
      if (REPORTS) {
        const file = path.join(REPORTS, `lighthouse-${new URL(base).port}-${i + 1}.json`);
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(file, JSON.stringify(lhr, null, 1));
        log(`Lighthouse report: ${file}`);
      }
      const audit = (id) => lhr.audits[id]?.numericValue;
      runs.push({
        score: lhr.categories.performance.score,
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        si: audit('speed-index'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    return {
      runs,
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      si: pick('si'),
      cls: pick('cls'),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * A local reverse proxy that gzips what the API answers (as nginx or a CDN would in production):
 * the same bytes, compressed on the way, so the timings show what compression changes.
 */
async function gzipProxy(base) {
  const target = new URL(base);
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          const type = String(headers['content-type'] ?? '');
          const compress =
            /gzip/.test(String(req.headers['accept-encoding'] ?? '')) &&
            /text|javascript|json|svg|css/.test(type) &&
            body.length > 1024;
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          const out = compress ? gzipSync(body) : body;
          if (compress) headers['content-encoding'] = 'gzip';
          headers['content-length'] = String(out.length);
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(out);
        });
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function measure(base, member) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
  try {
    const proxy = await gzipProxy(base);
    try {
      for (const target of member ? [LANDING, dashboard(member)] : [LANDING]) {
        const scripts = await pageScripts(browser, base, target);
        const visits = await phoneVisits(browser, base, target);
        const variants = [];
        // The landing is also measured through a gzip proxy, and scored by Lighthouse (which
        // cannot sign in); the dashboard as the API serves it.
        const servers = [['straight from the API (gzipped by its compression middleware)', base]];
        if (target === LANDING) servers.push(['through a gzip proxy', proxy.url]);
        for (const [label, url] of servers) {
          const desktop = [];
          const phone = [];
          for (let i = 0; i < RUNS; i++) {
            desktop.push(await timings(browser, url, false, target));
            phone.push(await timings(browser, url, true, target));
          }
          const light =
            target !== LANDING
              ? { skipped: 'the landing only' }
              : flag('no-lighthouse')
                ? { skipped: '--no-lighthouse' }
                : await lighthouseScore(url);
          variants.push({ label, desktop, phone, light });
        }
        report(target, scripts, variants);
        reportVisits(target, visits);
      }
    } finally {
      await proxy.close();
    }
  } finally {
    await browser.close();
  }
}

function report(target, scripts, variants) {
  const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
  console.log(`\nmember client, ${target.name}, ${machine()}`);
  console.log(
    `\nJavaScript the page loads: ${scripts.length} files, ${kb(total.raw)} raw, ${kb(total.gzip)} gzipped (target <= 200 KB)`,
  );
  for (const s of scripts) console.log(`  ${kb(s.gzip).padStart(9)} gz  ${kb(s.raw).padStart(9)} raw  ${s.url}`);
  const row = (label, list) => {
    const pick = (key) => ms(median(list.map((t) => t[key])));
    console.log(
      `  ${label.padEnd(38)} FCP ${pick('fcp').padStart(8)}  LCP ${pick('lcp').padStart(8)}  DOMContentLoaded ${pick('dcl').padStart(8)}  load ${pick('load').padStart(8)}`,
    );
  };
  for (const { label, desktop, phone, light } of variants) {
    console.log(`\n${label}`);
    console.log(`  time to show (playwright-core + chromium, Performance API, median of ${RUNS} cold loads):`);
    row('  desktop, unthrottled', desktop);
    row('  phone, 4x CPU, 150 ms RTT, 1.6 Mbps', phone);
    const lcp = median(phone.map((t) => t.lcp));
    if (lcp !== undefined) console.log(`  phone LCP ${ms(lcp)}: ${lcp <= 2500 ? 'within' : 'over'} the 2.5 s target`);
    const elements = [...new Set(phone.map((t) => t.lcpElement).filter(Boolean))];
    if (elements.length) console.log(`  the largest paint on the phone: ${elements.join('; ')}`);
    if (light.skipped) {
      console.log(`  Lighthouse: not run: ${light.skipped}`);
    } else {
      const runs = light.runs.map((r) => r.score).join(', ');
      console.log(
        `  Lighthouse mobile performance (median of ${light.runs.length}): ${light.score} (target 0.9); runs ${runs}`,
      );
      console.log(
        `    FCP ${ms(light.fcp)}, LCP ${ms(light.lcp)}, TBT ${ms(light.tbt)}, Speed Index ${ms(light.si)}, CLS ${light.cls?.toFixed(3)}`,
      );
    }
  }
}

/**
 * A member of the free bronze level for the dashboard: registered and signed in through the API
 * (the benchmark sends no mail, so the address is marked verified and the level taken through
 * SQL, as the worker would record them). Answers the stored user the login screen keeps.
 */
async function dashboardMember(run, base) {
  const email = `bench.dashboard.${Date.now()}@example.test`;
  const password = 'Bench-Dashboard-2026';
  const call = async (path, body) => {
    const res = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()).data;
  };
  await call('/members/registration', {
    name: 'Bench Member',
    email,
    password,
    confirmPassword: password,
    isAccepted: true,
    role: 'member',
  });
  const db = run.db();
  await db.query(`UPDATE users SET email_verified_at = now(), status = 'active' WHERE email = $1`, [email]);
  await db.query(
    `INSERT INTO member_subscriptions (id, member_id, level, method, receipt, amount, status, started_at, ended_at, decided_at)
     SELECT gen_random_uuid(), id, 'bronze', 'free', 'FREE', 0, 'active', now() - interval '1 day',
            now() + interval '29 days', now() - interval '1 day'
     FROM users WHERE email = $1`,
    [email],
  );
  const login = await call('/members/login', { email, password });
  return { token: login.token, id: login.id, name: login.name, email, role: login.role, status: 'active' };
}

/** A port nothing listens on now (the OS picks it), for the API to take. */
async function freePort() {
  const probe = http.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Builds what this benchmark serves: the API and worker, and the member client. (Not the whole
 * `npm run build`: the admin console is not measured here.) Then tells common.mjs not to build again.
 */
function buildServedClient() {
  if (!flag('no-build')) {
    log('building the API and the member client');
    execFileSync('npx', ['tsc', '-b', 'services/api', 'services/worker'], { cwd: ROOT, stdio: 'inherit' });
    execFileSync('npm', ['run', 'build', '--silent', '-w', '@earnwave/web'], { cwd: ROOT, stdio: 'inherit' });
  }
  process.argv.push('--no-build');
}

buildServedClient();
if (URL_OPTION) {
  log(`measuring ${URL_OPTION}`);
  await measure(URL_OPTION.replace(/\/$/, ''), undefined);
} else {
  await bench('web', async (run) => {
    run.cli('migrate');
    run.cli('seed');
    const port = await freePort();
    const api = run.start('api', API_MAIN, { PORT: String(port), WEB_ORIGIN: `http://127.0.0.1:${port}` });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(
      async () => {
        if (api.exitCode !== null || api.signalCode !== null) throw new Error('the API died');
        return (await fetch(`${base}/api/health`).catch(() => undefined))?.ok;
      },
      { timeoutMs: 60_000, what: 'the API to answer' },
    );
    log(`API serving web/dist at ${base}`);
    await measure(base, await dashboardMember(run, base));
  });
}
