// `npm run dev`: gateway + embedded upstream on :8080, Vite with hot reload on :5173, and the Relay
// compiler rerun on every change under web/src (watchman, which --watch needs, is too old here).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';

const children: ChildProcess[] = [];
function run(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

function compileRelay(): void {
  spawnSync('npx', ['relay-compiler'], { stdio: 'inherit' });
}

compileRelay();
run('node', ['--watch-path=gateway/src', '--watch-path=upstream/src', 'scripts/start.ts'], {
  WEB_DIST: '',
});
run('npx', ['vite', '--config', 'web/vite.config.ts']);

let pending: NodeJS.Timeout | null = null;
watch('web/src', { recursive: true }, (_event, file) => {
  if (!file || file.includes('__generated__') || !/\.(ts|tsx)$/.test(file)) return;
  if (pending) clearTimeout(pending);
  pending = setTimeout(compileRelay, 200);
});

function stop(): void {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('\n  web (hot reload): http://localhost:5173   gateway: http://localhost:8080/graphql\n');
