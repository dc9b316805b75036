// `npm run bench:lighthouse [-- --url http://localhost:8080 --runs 3 /path …]`: Lighthouse's mobile
// preset (simulated slow 4G, 4× CPU slowdown, moto g power viewport and user agent) in Debian's
// Chromium against a running production build (`npm start`), printing per route the median of each
// figure over the runs. A measurement for people, never an assertion in the test suite.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: {
    url: { type: 'string', default: process.env.LIGHTHOUSE_URL ?? 'http://localhost:8080' },
    runs: { type: 'string', default: '3' },
  },
  allowPositionals: true,
});
const base = (values.url ?? 'http://localhost:8080').replace(/\/$/, '');
const runs = Math.max(1, Number(values.runs) || 3);
const routes = positionals.length > 0 ? positionals : ['/', '/market', '/pass/login'];
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
};

type Audit = {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
};
type Report = {
  runtimeError?: { message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit | undefined>;
};

function runLighthouse(url: string, outputDir: string, index: number): Promise<Report> {
  const output = join(outputDir, `run-${index}.json`);
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=${chromeFlags.join(' ')}`,
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(join(import.meta.dirname, '../node_modules/.bin/lighthouse'), args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`lighthouse exited with ${code}: ${stderr.trim().slice(-2000)}`));
        return;
      }
      resolve(JSON.parse(readFileSync(output, 'utf8')) as Report);
    });
  });
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

console.log(
  `Lighthouse, mobile preset, ${runs} run(s) per route, against ${base} (Chromium at ${chromePath})\n`,
);
const outputDir = mkdtempSync(join(tmpdir(), 'swx-lighthouse-'));
const rows: string[][] = [
  ['route', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'script transferred'],
];
try {
  for (const route of routes) {
    const results: Figures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = figures(await runLighthouse(`${base}${route}`, outputDir, run));
      results.push(result);
      console.log(
        `  ${route} run ${run + 1}: score ${result.score}, LCP ${seconds(result.lcpMs)}, TBT ${result.tbtMs.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}, script ${kilobytes(result.scriptBytes)}`,
      );
    }
    const of = (pick: (figure: Figures) => number) => median(results.map(pick));
    rows.push([
      route,
      String(of((figure) => figure.score)),
      seconds(of((figure) => figure.fcpMs)),
      seconds(of((figure) => figure.lcpMs)),
      `${of((figure) => figure.tbtMs).toFixed(0)} ms`,
      of((figure) => figure.cls).toFixed(3),
      seconds(of((figure) => figure.speedIndexMs)),
      kilobytes(of((figure) => figure.scriptBytes)),
    ]);
  }
} finally {
  rmSync(outputDir, { recursive: true, force: true });
}

const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
console.log(`\nMedians of ${runs} run(s):`);
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
