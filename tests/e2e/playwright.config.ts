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

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
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
