import { defineConfig, devices } from '@playwright/test';
import { e2eBaseUrl, e2eOperatorToken, e2ePort, outboxFile } from './e2eEnv.ts';

// Assumes web/dist is built (npm run build). Debian's Chromium; never a downloaded browser.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The specs that move the movable-clock stack's time. */
const clockSpecs = ['smart.spec.ts', 'market-hours.spec.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers on the 2-core machine: each test signs up its own users (tradingUser.ts), so no
  // two tests share an account. A file's tests stay in order in one worker.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: e2eBaseUrl,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      // The longest files, first: the two workers then finish together rather than one waiting.
      name: 'sweep',
      testMatch: 'sweep-*.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'desktop',
      testIgnore: [...clockSpecs, 'sweep-*.spec.ts'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // These move the movable-clock stack's time (server.ts): one at a time, so no test's day
      // jumps under another's feet.
      name: 'clock',
      testMatch: clockSpecs,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'npx node tests/e2e/server.ts',
    cwd: '../..',
    url: `${e2eBaseUrl}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(e2ePort), CODE_OUTBOX_FILE: outboxFile, E2E_OPERATOR_TOKEN: e2eOperatorToken },
    stdout: 'pipe',
  },
});
