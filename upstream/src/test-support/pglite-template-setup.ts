// Vitest global setup: builds the migrated PGlite template once (kept between runs under
// node_modules/.cache, keyed by the migrations and the PGlite version) and hands its path to the
// test files, so each throwaway database loads it instead of running initdb and 17 migrations.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { readMigrations } from '../db/migrate.ts';
import { buildPgliteTemplate } from '../db/pglite-template.ts';

const cacheDir = fileURLToPath(new URL('../../../node_modules/.cache/pglite-template/', import.meta.url));

async function templateKey(): Promise<string> {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8');
  const hash = createHash('sha256').update(JSON.parse(pglitePackage).version);
  for (const { name, sql } of await readMigrations()) hash.update(name).update(sql);
  return hash.digest('hex').slice(0, 16);
}

export default async function setup(project: TestProject): Promise<void> {
  const path = join(cacheDir, `${await templateKey()}.tar`);
  if (!statSync(path, { throwIfNoEntry: false })?.isFile()) {
    const template = await buildPgliteTemplate(Date.now());
    mkdirSync(cacheDir, { recursive: true });
    // Templates of older migrations are of no further use.
    for (const name of readdirSync(cacheDir).filter((name) => name.endsWith('.tar'))) {
      rmSync(join(cacheDir, name), { force: true });
    }
    // Written aside, then renamed: a run starting meanwhile never reads half a file.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await template.arrayBuffer()));
    renameSync(partial, path);
  }
  project.provide('pgliteTemplate', path);
}
