// `npm test`: every check CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

type Step = { name: string; command: string; args: string[] };

const BUDGET_TEST = 'web/src/bundle-budget.test.ts';

const steps: Step[] = [
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', command: 'npx', args: ['biome', 'check', '.'] },
  { name: 'schema.graphql is fresh', command: 'node', args: ['gateway/src/print-schema.ts', '--check'] },
  { name: 'Relay artifacts are fresh', command: 'npx', args: ['relay-compiler', '--validate'] },
  // The bundle budget reads the build output: it runs after the build, below.
  { name: 'unit and integration tests', command: 'npx', args: ['vitest', 'run', '--exclude', BUDGET_TEST] },
  { name: 'build the web app', command: 'npm', args: ['run', '--silent', 'build', '-w', 'web'] },
  { name: 'bundle budget', command: 'npx', args: ['vitest', 'run', BUDGET_TEST] },
  {
    name: 'browser tests',
    command: 'npx',
    args: ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'],
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

const only = process.argv.slice(2);
ensureChromium();
const started = performance.now();
for (const step of steps) {
  if (only.length > 0 && !only.some((word) => step.name.includes(word))) continue;
  console.log(`\n▶ ${step.name}`);
  const stepStarted = performance.now();
  const result = spawnSync(step.command, step.args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${((performance.now() - stepStarted) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
