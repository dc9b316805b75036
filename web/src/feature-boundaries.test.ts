import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layout (web/README.md): one folder per feature, shared code beside them. A feature
 * imports shared code only, never another feature; shared code imports no feature. The route
 * table (router/), the app frame (shell/) and the build-time first paint (prerender/) compose
 * features and may import them.
 */
const features = [
  'home',
  'market',
  'market-detail',
  'pass',
  'profile',
  'help',
  'detail',
  'funds',
  'notifications',
  'invite',
  'nfts',
  'smart',
  'loan',
  'chat',
];
const shared = ['components', 'relay', 'state', 'format', 'i18n'];

const source = import.meta.dirname;
const importPattern = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function files(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The top folder under src/ of every relative import in the folder's files, with the importing file. */
function importedFolders(folder: string): { file: string; target: string }[] {
  return files(join(source, folder)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(importPattern)].map(([, specifier = '']) => ({
      file: relative(source, file),
      target: relative(source, resolve(dirname(file), specifier)).split('/')[0] ?? '',
    })),
  );
}

describe('feature boundaries', () => {
  it.each(features)('%s/ imports no other feature folder', (feature) => {
    const crossings = importedFolders(feature).filter(
      ({ target }) => target !== feature && features.includes(target),
    );
    expect(crossings).toEqual([]);
  });

  it.each(shared)('%s/ imports no feature folder and not the shell', (folder) => {
    const crossings = importedFolders(folder).filter(
      ({ target }) => features.includes(target) || target === 'shell',
    );
    expect(crossings).toEqual([]);
  });

  it('knows every folder under src/', () => {
    const folders = readdirSync(source, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const known = [
      ...features,
      ...shared,
      'router',
      'shell',
      'prerender',
      'locales',
      'test-support',
      '__generated__',
    ];
    expect(folders.filter((folder) => !known.includes(folder))).toEqual([]);
  });
});
