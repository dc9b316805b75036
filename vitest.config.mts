import { defineConfig } from 'vitest/config';

// graphql 17 ships a "development" build; Vite's default conditions would pick it for our code
// while Node picks the production build for Pothos and Yoga: two graphql instances. Resolve like Node.
const NODE_CONDITIONS = ['module-sync', 'node', 'import', 'default'];

// Unit tests sit beside the code (contract/, upstream/, gateway/, web/); cross-package tests in tests/integration.
// Browser tests (tests/e2e) run under Playwright, not here.
export default defineConfig({
  resolve: { conditions: NODE_CONDITIONS },
  ssr: { resolve: { conditions: NODE_CONDITIONS, externalConditions: NODE_CONDITIONS } },
  test: {
    testTimeout: 20_000,
    // Starting PGlite plus migrations takes seconds, more while the 2 cores run other suites.
    hookTimeout: 90_000,
    // Two cores: test files that start servers and databases run two at a time at most.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['{contract,upstream,gateway,web}/src/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          // One migrated PGlite database that every throwaway test database starts from.
          globalSetup: ['upstream/src/test-support/pglite-template-setup.ts'],
        },
      },
      {
        // Web components (*.test.tsx): the web app's own Vite config (React, the Relay tag
        // transform, CSS modules) in a simulated DOM, against Relay's mock environment.
        extends: './web/vite.config.ts',
        test: {
          name: 'web components',
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test-support/setup.ts'],
        },
      },
    ],
  },
});
