// The slowest tests of an `npm test` run, read from the JSON reports Vitest and Playwright write
// beside their console output (scripts/test.ts asks for them). A report that is missing (a step
// that did not run) or unreadable adds nothing.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export type TimedTest = { runner: string; file: string; name: string; ms: number };

/** The parts of Vitest's `--reporter=json` output read here. */
type VitestReport = {
  testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[];
};

/** The parts of Playwright's JSON reporter output read here (JSONReport in @playwright/test/reporter). */
type PlaywrightSuite = {
  title: string;
  file: string;
  specs: { title: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = { suites: PlaywrightSuite[] };

function readJson<T>(path: string): T | undefined {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function vitestTests(path: string, root: string): TimedTest[] {
  const report = readJson<VitestReport>(path);
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((test) => ({
      runner: 'vitest',
      file: relative(root, file.name),
      name: test.fullName,
      ms: test.duration ?? 0,
    })),
  );
}

function playwrightTests(path: string): TimedTest[] {
  const tests: TimedTest[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs)
      for (const test of spec.tests)
        tests.push({
          runner: `playwright ${test.projectName}`.trim(),
          file: suite.file,
          name: [...titles, spec.title].join(' › '),
          // Retries included: a flaky test costs every attempt.
          ms: test.results.reduce((sum, result) => sum + result.duration, 0),
        });
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of readJson<PlaywrightReport>(path)?.suites ?? []) walk(suite, []);
  return tests;
}

/** The `count` slowest tests across the reports that exist. */
export function slowestTests(
  reports: { vitest: string[]; playwright: string[]; root: string },
  count = 10,
): TimedTest[] {
  return [
    ...reports.vitest.flatMap((path) => vitestTests(path, reports.root)),
    ...reports.playwright.flatMap((path) => playwrightTests(path)),
  ]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}
