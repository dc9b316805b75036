// Started by Playwright's webServer (`npx node tests/e2e/server.ts`): the reference upstream in
// memory, codes written to the outbox file, and the gateway serving the built web app.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startGateway } from '@swx/gateway';
import { FileCodeSender, startUpstream } from '@swx/upstream';
import { e2ePort, outboxFile } from './e2eEnv.ts';

await writeFile(outboxFile, '', 'utf8');

const upstream = await startUpstream({
  port: 0,
  dataDir: 'memory://',
  seed: 7,
  tickIntervalMs: 1000,
  codeSender: new FileCodeSender(outboxFile),
});

const gateway = await startGateway({
  port: e2ePort,
  host: '127.0.0.1',
  upstreamUrl: upstream.url,
  upstreamWsUrl: upstream.wsUrl,
  webDist: path.resolve(import.meta.dirname, '../../web/dist'),
});
console.log(`[e2e] gateway ${gateway.url}, upstream ${upstream.url}, outbox ${outboxFile}`);

async function shutdown(): Promise<void> {
  await gateway.close();
  await upstream.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
