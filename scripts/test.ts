// `npm test`: every check CI runs, in order, stopping at the first failure; it ends with each step's
// time and the ten slowest tests (from the JSON reports the test runners write beside their output).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slowestTests } from './slowest-tests.ts';

type Step = { name: string; command: string; args: string[]; env?: Record<string, string> };

const BUDGET_TEST = 'web/src/bundle-budget.test.ts';
const reports = mkdtempSync(join(tmpdir(), 'swx-test-reports-'));
const VITEST_JSON = join(reports, 'vitest.json');
const BUDGET_JSON = join(reports, 'bundle-budget.json');
const PLAYWRIGHT_JSON = join(reports, 'playwright.json');

/** Vitest's usual console output, plus a JSON report for the summary. */
const vitestJson = (path: string) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path}`];

const steps: Step[] = [
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', command: 'npx', args: ['biome', 'check', '.'] },
  { name: 'schema.graphql is fresh', command: 'node', args: ['gateway/src/print-schema.ts', '--check'] },
  { name: 'Relay artifacts are fresh', command: 'npx', args: ['relay-compiler', '--validate'] },
  // The bundle budget reads the build output: it runs after the build, below.
  {
    name: 'unit and integration tests',
    command: 'npx',
    args: ['vitest', 'run', '--exclude', BUDGET_TEST, ...vitestJson(VITEST_JSON)],
  },
  { name: 'build the web app', command: 'npm', args: ['run', '--silent', 'build', '-w', 'web'] },
  { name: 'bundle budget', command: 'npx', args: ['vitest', 'run', BUDGET_TEST, ...vitestJson(BUDGET_JSON)] },
  {
    name: 'browser tests',
    command: 'npx',
    args: ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON },
  },
];

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package (sudo apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH, then run npm test again.',
    );
    process.exit(1);
  }
  console.log('\n▶ installing Debian chromium for the browser tests');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** Test names are sentences: enough of one to find the test, one line per test. */
const shorten = (name: string) => (name.length > 90 ? `${name.slice(0, 89)}…` : name);

/** The closing table: what each step took, and where the time of the test steps went. */
function printSummary(timings: { name: string; ms: number; failed: boolean }[]): void {
  const width = Math.max(...steps.map((step) => step.name.length));
  console.log(`\n${'step'.padEnd(width + 1)}${'time'.padStart(8)}`);
  for (const { name, ms, failed } of timings)
    console.log(`${name.padEnd(width + 1)}${seconds(ms).padStart(8)}${failed ? '  ✖ failed' : ''}`);
  console.log(`${'total'.padEnd(width + 1)}${seconds(performance.now() - started).padStart(8)}`);
  const slowest = slowestTests({
    vitest: [VITEST_JSON, BUDGET_JSON],
    playwright: [PLAYWRIGHT_JSON],
    root: process.cwd(),
  });
  if (slowest.length === 0) return;
  console.log('\nten slowest tests');
  for (const test of slowest)
    console.log(
      `${seconds(test.ms).padStart(8)}  ${test.runner.padEnd(20)} ${test.file} › ${shorten(test.name)}`,
    );
}

const only = process.argv.slice(2);
ensureChromium();
const started = performance.now();
const timings: { name: string; ms: number; failed: boolean }[] = [];
for (const step of steps) {
  if (only.length > 0 && !only.some((word) => step.name.includes(word))) continue;
  console.log(`\n▶ ${step.name}`);
  const stepStarted = performance.now();
  const result = spawnSync(step.command, step.args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...step.env },
  });
  const ms = performance.now() - stepStarted;
  timings.push({ name: step.name, ms, failed: result.status !== 0 });
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed (exit ${result.status ?? result.signal})`);
    printSummary(timings);
    rmSync(reports, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds(ms)})`);
}
printSummary(timings);
rmSync(reports, { recursive: true, force: true });
console.log(`\nAll checks passed in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
