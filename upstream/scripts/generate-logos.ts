/** Writes static/logos/{code}.svg for every instrument: `npm run logos -w upstream`. */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { instruments } from '../src/market/instruments.ts';
import { logoSvg } from '../src/market/logo-svg.ts';

const dir = new URL('../static/logos/', import.meta.url);
await mkdir(dir, { recursive: true });
const wanted = new Set(instruments.map((i) => `${i.code}.svg`));
for (const name of await readdir(dir)) if (!wanted.has(name)) await rm(new URL(name, dir));
for (const instrument of instruments)
  await writeFile(new URL(`${instrument.code}.svg`, dir), logoSvg(instrument));
console.log(`wrote ${instruments.length} logos`);
