// `npm run bench:page-profile [-- --url http://localhost:8080 --seconds 8 --min 50 --save file --signed-in] /market`:
// where a page's main-thread time goes while it loads on a phone. Debian's Chromium opens the page
// as Lighthouse's mobile preset does (phone viewport, 4× CPU slowdown, the intro board closed), with
// V8's sampling profiler on, and prints every busy stretch of the main thread longer than `--min`
// ms (slowed down, as Lighthouse counts them): when it started, how long it ran, the functions it
// spent its own time in, and the app's code it ran under. A tool for finding what to make cheaper
// before measuring the result with `bench:lighthouse`; it asserts nothing.
//
// Function names are the production build's (minified); the script and position name the code.
// `(program)` is the browser's own work outside JavaScript (style, layout, HTML parsing).

import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { chromePath, closeIntroBoard } from './phone-visit.ts';
import { signedInUser } from './signed-in-user.ts';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: {
    url: { type: 'string', default: process.env.LIGHTHOUSE_URL ?? 'http://localhost:8080' },
    seconds: { type: 'string', default: '8' },
    min: { type: 'string', default: '50' },
    // Keep the raw profile (open it in Chromium's DevTools, Performance panel).
    save: { type: 'string' },
    // As a signed-in phone on the demo account (a new user, as bench:lighthouse --signed-in).
    'signed-in': { type: 'boolean', default: false },
    outbox: { type: 'string', default: process.env.CODE_OUTBOX_FILE },
  },
  allowPositionals: true,
});
const base = (values.url ?? 'http://localhost:8080').replace(/\/$/, '');
const route = positionals[0] ?? '/market';
const watchMs = Math.max(1, Number(values.seconds) || 8) * 1000;
const minMs = Number(values.min) || 50;

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

const browser = await puppeteer.launch({
  executablePath: chromePath,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
});
try {
  const page = await browser.newPage();
  // Lighthouse's mobile preset: a moto g power's viewport.
  await page.setViewport({
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await closeIntroBoard(
    page,
    base,
    values['signed-in'] ? await signedInUser(base, values.outbox ?? '') : null,
  );
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  await new Promise((resolve) => setTimeout(resolve, watchMs));
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  if (values.save) writeFileSync(values.save, JSON.stringify(profile));
  report(profile);
} finally {
  await browser.close();
}

function report(profile: Profile): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const name = ({ callFrame: frame }: ProfileNode) =>
    `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber}:${frame.columnNumber}`;
  // The app's own chunks, not React, Relay or Chakra's runtime (vendor, chakra) nor the browser.
  const isAppCode = (frame: CallFrame) => frame.url !== '' && !/\/(vendor|chakra)-[^/]*\.js$/.test(frame.url);

  type Stretch = { startMs: number; ms: number; self: Map<string, number>; app: Map<string, number> };
  const stretches: Stretch[] = [];
  let current: Stretch | null = null;
  let at = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    at += profile.timeDeltas[index] ?? 0;
    const node = nodes.get(profile.samples[index] ?? -1);
    if (!node || node.callFrame.functionName === '(idle)') {
      if (current) stretches.push(current);
      current = null;
      continue;
    }
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    current ??= { startMs: (at - profile.startTime) / 1000, ms: 0, self: new Map(), app: new Map() };
    current.ms += ms;
    const own = name(node);
    current.self.set(own, (current.self.get(own) ?? 0) + ms);
    const counted = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parents.get(id)) {
      const caller = nodes.get(id);
      if (!caller || !isAppCode(caller.callFrame)) continue;
      const key = name(caller);
      if (counted.has(key)) continue;
      counted.add(key);
      current.app.set(key, (current.app.get(key) ?? 0) + ms);
    }
  }
  if (current) stretches.push(current);

  const top = (figures: Map<string, number>, count: number) =>
    [...figures]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, ms]) => `      ${ms.toFixed(0).padStart(5)} ms  ${key}`)
      .join('\n');
  const long = stretches.filter((stretch) => stretch.ms >= minMs);
  const busy = stretches.reduce((sum, stretch) => sum + stretch.ms, 0);
  console.log(
    `${base}${route}, phone viewport, 4× CPU slowdown, ${watchMs / 1000} s after load: ${busy.toFixed(0)} ms busy, ` +
      `${long.length} stretches of ${minMs} ms or more (over 50 ms: ${long
        .reduce((sum, stretch) => sum + Math.max(0, stretch.ms - 50), 0)
        .toFixed(0)} ms, as Total Blocking Time counts)\n`,
  );
  for (const stretch of long) {
    console.log(`at ${stretch.startMs.toFixed(0)} ms, ${stretch.ms.toFixed(0)} ms`);
    console.log(`   own time in:\n${top(stretch.self, 6)}`);
    console.log(`   under the app's code:\n${top(stretch.app, 6)}\n`);
  }
}
