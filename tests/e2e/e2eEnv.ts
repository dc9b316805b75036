import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the browser tests' gateway listens; fixed so the config, server and tests agree. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4517);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;

/** A second stack whose clock stands on a Saturday (stock markets closed), for the 10015 test. */
export const e2eWeekendPort = e2ePort + 1;
export const e2eWeekendBaseUrl = `http://127.0.0.1:${e2eWeekendPort}`;

/** The file the upstream appends verification codes to (one JSON line per email sent). */
export const outboxFile =
  process.env.CODE_OUTBOX_FILE ?? path.join(tmpdir(), `swx-e2e-outbox-${e2ePort}.jsonl`);
