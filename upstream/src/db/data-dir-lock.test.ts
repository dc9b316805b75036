import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUse, lockDataDir } from './data-dir-lock.ts';
import { openPgliteDb } from './pglite-db.ts';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('one process per embedded database directory', () => {
  it('refuses a directory another live process holds, naming it, and leaves its file alone', () => {
    const dir = newDir();
    // The parent of this test process: alive for as long as the test runs.
    writeFileSync(join(dir, 'swx-upstream.pid'), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
    expect(readFileSync(join(dir, 'swx-upstream.pid'), 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('takes over the file of a process that is gone, and gives the directory back', () => {
    const dir = newDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(join(dir, 'swx-upstream.pid'), `${gone}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'swx-upstream.pid'), 'utf8')).toBe(`${process.pid}\n`);
    release();
    expect(existsSync(join(dir, 'swx-upstream.pid'))).toBe(false);
  });

  it('refuses a second open of the same directory until the first is closed', async () => {
    const dir = newDir();
    const first = await openPgliteDb(dir);
    await expect(openPgliteDb(dir)).rejects.toThrow('(this one)');
    await first.exec('create table kept (n int); insert into kept values (7)');
    await first.close();
    const second = await openPgliteDb(dir);
    expect(await second.query('select n from kept')).toEqual([{ n: 7 }]);
    await second.close();
  });
});
