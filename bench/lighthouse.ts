// `npm run bench:lighthouse [-- --url http://localhost:8080 --runs 3 --visit both --save dir /path …]`:
// Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown, moto g power viewport and user
// agent) in Debian's Chromium against a running production build (`npm start`), printing per route
// the median of each figure over the runs. A measurement for people, never an assertion in the
// test suite.
//
// A phone's first visit of a session opens the intro board over the page, and the page
// under it is not loaded until it is shown (web/README.md): Lighthouse's own fresh profile measures
// that. `--visit seen` measures the page itself, as a phone sees it once the board was closed
// (the session's flag set before the run, the HTTP cache still empty); `both` (the default) runs
// each route both ways.
//
// `--signed-in` measures as a signed-in phone (board closed, demo account): a new user registered
// through the gateway with one order placed (bench/signed-in-user.ts; the server must write its
// e-mail codes to CODE_OUTBOX_FILE, or pass --outbox). `{order}` in a route is that order's id:
// `--signed-in /profile /profile/orders/{order}`.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromePath, closeIntroBoard } from './phone-visit.ts';
import { type BenchSession, signedInUser } from './signed-in-user.ts';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: {
    url: { type: 'string', default: process.env.LIGHTHOUSE_URL ?? 'http://localhost:8080' },
    runs: { type: 'string', default: '3' },
    visit: { type: 'string', default: 'both' },
    // A folder to keep each run's full report in (long tasks, bootup time, treemap data).
    save: { type: 'string' },
    'signed-in': { type: 'boolean', default: false },
    outbox: { type: 'string', default: process.env.CODE_OUTBOX_FILE },
  },
  allowPositionals: true,
});
const base = (values.url ?? 'http://localhost:8080').replace(/\/$/, '');
const runs = Math.max(1, Number(values.runs) || 3);
const routes = positionals.length > 0 ? positionals : ['/', '/market', '/pass/login'];
type Visit = 'first' | 'seen';
const visits: Visit[] =
  values['signed-in'] || values.visit === 'seen'
    ? ['seen']
    : values.visit === 'first'
      ? ['first']
      : ['first', 'seen'];

// The flags the browser tests use (tests/e2e/playwright.config.ts): without the background-networking
// ones Chromium floods a closed network with refused connections.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Figures = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  scriptBytes: number;
  benchmarkIndex: number;
};

type Audit = {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
};
type Report = {
  runtimeError?: { message: string };
  /** Lighthouse's own CPU reading of the host; its simulated 4× slowdown scales what it observes. */
  environment?: { benchmarkIndex?: number };
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit | undefined>;
};

/** One Lighthouse run in a fresh Chromium; for a `seen` visit, the intro board's session flag is set first. */
async function runLighthouse(url: string, visit: Visit): Promise<Report> {
  const chrome = await launch({ chromePath, chromeFlags, logLevel: 'error' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (visit === 'seen') await closeIntroBoard(page, base, session);
    const result = await lighthouse(
      url,
      {
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
        disableStorageReset: visit === 'seen',
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr as unknown as Report;
  } finally {
    chrome.kill();
  }
}

function figures(report: Report): Figures {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    scriptBytes: requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function reachable(): Promise<boolean> {
  try {
    return (await fetch(`${base}/healthz`)).ok;
  } catch {
    return false;
  }
}

if (!(await reachable())) {
  console.error(
    `No gateway answers at ${base}/healthz. Start the production build first (npm start), or pass --url.`,
  );
  process.exit(1);
}

let session: BenchSession | null = null;
if (values['signed-in']) {
  if (!values.outbox) throw new Error("--signed-in needs --outbox (the server's CODE_OUTBOX_FILE)");
  session = await signedInUser(base, values.outbox);
}

console.log(
  `Lighthouse, mobile preset, ${runs} run(s) per route and visit (${visits.join(', ')}), against ${base} (Chromium at ${chromePath})\n`,
);
const visitLabel: Record<Visit, string> = { first: 'first visit', seen: 'board closed' };
const hostIndexes: number[] = [];
const rows: string[][] = [
  ['route', 'visit', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'script transferred'],
];
for (const route of routes) {
  for (const visit of visits) {
    const results: Figures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const url = `${base}${route.replace('{order}', session?.orderId ?? '')}`;
      let report = await runLighthouse(url, visit);
      // Lighthouse sometimes loses its own trace (NO_NAVSTART, "run Lighthouse again"): once more.
      if (report.runtimeError) report = await runLighthouse(url, visit);
      if (values.save) {
        mkdirSync(values.save, { recursive: true });
        const name = `${route.replace(/[^a-z0-9]+/gi, '_')}-${visit}-${run + 1}.json`;
        writeFileSync(path.join(values.save, name), JSON.stringify(report));
      }
      const result = figures(report);
      results.push(result);
      hostIndexes.push(result.benchmarkIndex);
      console.log(
        `  ${route} (${visitLabel[visit]}) run ${run + 1}: score ${result.score}, LCP ${seconds(result.lcpMs)}, TBT ${result.tbtMs.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}, script ${kilobytes(result.scriptBytes)}`,
      );
    }
    const of = (pick: (figure: Figures) => number) => median(results.map(pick));
    rows.push([
      route,
      visitLabel[visit],
      String(of((figure) => figure.score)),
      seconds(of((figure) => figure.fcpMs)),
      seconds(of((figure) => figure.lcpMs)),
      `${of((figure) => figure.tbtMs).toFixed(0)} ms`,
      of((figure) => figure.cls).toFixed(3),
      seconds(of((figure) => figure.speedIndexMs)),
      kilobytes(of((figure) => figure.scriptBytes)),
    ]);
  }
}

const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
// Scores move with the host's speed (and with anything else running): compare builds in one run.
console.log(
  `\nMedians of ${runs} run(s); host benchmarkIndex median ${median(hostIndexes).toFixed(0)} (Lighthouse calls < 1000 a slow host):`,
);
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
