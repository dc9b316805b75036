import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the browser tests' gateway listens; fixed so the config, server and tests agree. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4517);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;

/** The file the upstream appends verification codes to (one JSON line per email sent). */
export const outboxFile =
  process.env.CODE_OUTBOX_FILE ?? path.join(tmpdir(), `swx-e2e-outbox-${e2ePort}.jsonl`);

/**
 * The main stack's operator API (reviews of deposits and withdrawals): POST
 * `${e2eUpstreamUrl}/swx/ops/recharges/{id}/approve` with `X-Operator-Token: ${e2eOperatorToken}`,
 * or `npm run ops` with UPSTREAM_URL and OPERATOR_TOKEN set to these.
 */
export const e2eOperatorToken = process.env.E2E_OPERATOR_TOKEN ?? 'e2e-operator-token';
export const e2eUpstreamPort = e2ePort + 2;
export const e2eUpstreamUrl = `http://127.0.0.1:${e2eUpstreamPort}`;

/**
 * A second stack whose clock the tests move forward (a smart plan's cycle, a weekend), with no
 * social sign-in provider configured:
 * POST `${e2eClockControlUrl}/advance?seconds=N` adds N seconds to its upstream's clock.
 */
export const e2eClockPort = e2ePort + 3;
export const e2eClockBaseUrl = `http://127.0.0.1:${e2eClockPort}`;
export const e2eClockUpstreamUrl = `http://127.0.0.1:${e2ePort + 4}`;
export const e2eClockControlUrl = `http://127.0.0.1:${e2ePort + 5}`;

/** A phone as the product tells one (layout by user agent): an iPhone's agent, screen and touch. */
export const phone = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  hasTouch: true,
};

/** Where a spec saves the screenshots a person opens to look at its screens: under SHOTS_DIR. */
export function shotsDir(spec: string): string {
  const dir = path.join(
    process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../test-results/shots'),
    spec,
  );
  mkdirSync(dir, { recursive: true });
  return dir;
}

type Shootable = {
  screenshot(options: { path: string; fullPage?: boolean; animations?: 'disabled' }): Promise<unknown>;
};

/**
 * Saves a picture of a page or an element for a person to look at, only when SHOTS_DIR asks for
 * pictures (docs/testing.md): nothing compares them, so a plain run takes none.
 */
export async function shot(
  target: Shootable,
  spec: string,
  file: string,
  options: { fullPage?: boolean; animations?: 'disabled' } = {},
): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  await target.screenshot({ path: path.join(shotsDir(spec), file), ...options });
}
