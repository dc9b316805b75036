// `npm run test:quick`: the inner loop. Typecheck, lint of the changed files, and the Vitest tests
// that import them (`vitest related`). Changed means: since this branch left `main` (or since HEAD
// when there is no `main`; `npm run test:quick -- HEAD` for the uncommitted work only), committed,
// staged, unstaged or untracked. CI still runs `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function git(args: string[]): string[] {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) return [];
  return result.stdout.split('\n').filter((line) => line !== '');
}

const base = process.argv[2] ?? git(['merge-base', 'main', 'HEAD'])[0] ?? 'HEAD';
const changed = [
  ...new Set([
    // Against the working tree: commits since `base`, staged and unstaged changes together.
    ...git(['diff', '--name-only', base]),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ]),
].filter((file) => existsSync(file));
const sources = changed.filter((file) => /\.(ts|tsx|mts|js|mjs)$/.test(file));

type Step = { name: string; command: string; args: string[] };
const steps: Step[] = [{ name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] }];
if (changed.length > 0)
  steps.push({
    name: `lint ${changed.length} changed files`,
    command: 'npx',
    args: ['biome', 'check', '--no-errors-on-unmatched', '--files-ignore-unknown=true', ...changed],
  });
if (sources.length > 0)
  steps.push({
    name: `tests related to ${sources.length} changed source files`,
    command: 'npx',
    args: ['vitest', 'related', '--run', '--passWithNoTests', ...sources],
  });

console.log(
  `Changed since ${process.argv[2] ?? (base === 'HEAD' ? 'HEAD' : `main (${base.slice(0, 7)})`)}: ${changed.length} files`,
);
const started = performance.now();
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const stepStarted = performance.now();
  const result = spawnSync(step.command, step.args, { stdio: 'inherit' });
  const took = `${((performance.now() - stepStarted) / 1000).toFixed(1)} s`;
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed (exit ${result.status ?? result.signal}) after ${took}`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${took})`);
}
console.log(
  `\nQuick checks passed in ${((performance.now() - started) / 1000).toFixed(0)} s; CI runs npm test.`,
);
