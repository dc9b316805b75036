import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layout (web/README.md): one folder per feature, shared code beside them. A feature
 * imports shared code only, never another feature; shared code imports no feature. The routing kit
 * (routing/: the manifest's types, paths, useLoaderValue) is shared code the features build their
 * manifests and routes with: it imports no feature and none of the folders that compose them.
 *
 * The router (router/), the app frame (shell/) and the build-time first paint (prerender/) compose
 * features, and reach a feature only through its manifest (`<feature>/routes.ts` or `.tsx`: its
 * paths, loader, page, header, first paint and data page), so a feature's parts can move or split
 * inside its folder without the composers following them. One exception, declared in the feature
 * too: what the frame's live parts show of a feature (the chat button's unread count, the bell's
 * new notifications) comes from the feature's `frame.ts`, which those parts load on their own, as
 * the manifest would bring every route's entry (and the feature's queries) with it.
 *
 * A generated Relay artifact (`__generated__/X.graphql`) belongs to the folder whose file holds the
 * `graphql` tag that defines X (or names it as a `@refetchable` query): importing it (even for a
 * type) is importing that folder.
 */
const features = [
  'home',
  'market',
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
const routingKit = 'routing';
const shared = ['components', 'relay', 'state', 'format', 'i18n', routingKit];
const composers = ['router', 'shell', 'prerender'];

const source = import.meta.dirname;
const importPattern = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const definitionPattern =
  /graphql`\s*(?:query|mutation|subscription|fragment)\s+(\w+)|@refetchable\(\s*queryName:\s*"(\w+)"/g;

function files(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : files(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const topFolder = (path: string) => relative(source, path).split('/')[0] ?? '';

/** Each artifact's name (`RechargeRecordItem_recharge`) to the top folder of the file that defines it. */
const artifactOwners = new Map(
  files(source).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(definitionPattern)].map(
      ([, tag, refetchable]) => [tag ?? refetchable ?? '', topFolder(file)] as const,
    ),
  ),
);

/** The folder an import lands in: its top folder under src/, or the owner of the artifact it names. */
function targetOf(file: string, specifier: string): { target: string; path: string } {
  const path = relative(source, resolve(dirname(file), specifier));
  const [folder = '', name = ''] = path.split('/');
  const artifact =
    folder === '__generated__' ? artifactOwners.get(name.replace(/\.graphql(\.ts)?$/, '')) : undefined;
  return { target: artifact ?? folder, path };
}

/** Every relative import in the folder's files: the importing file, the folder it lands in, its path. */
function imports(folder: string): { file: string; target: string; path: string }[] {
  return files(join(source, folder)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(importPattern)].map(([, specifier = '']) => ({
      file: relative(source, file),
      ...targetOf(file, specifier),
    })),
  );
}

/** The modules of a feature its composers import: its manifest, and what the frame shows of it. */
const isFeatureDoor = (path: string) => /^[\w-]+\/(routes|frame)(\.tsx?)?$/.test(path);

describe('feature boundaries', () => {
  it('finds the owner of every generated artifact', () => {
    const artifacts = readdirSync(join(source, '__generated__'))
      .filter((name) => name.endsWith('.graphql.ts'))
      .map((name) => basename(name, '.graphql.ts'));
    expect(artifacts.length).toBeGreaterThan(0);
    expect(artifacts.filter((name) => !artifactOwners.has(name))).toEqual([]);
  });

  it.each(features)('%s/ imports no other feature folder (nor its artifacts)', (feature) => {
    const crossings = imports(feature).filter(
      ({ target }) => target !== feature && features.includes(target),
    );
    expect(crossings).toEqual([]);
  });

  it.each(shared)(
    '%s/ imports no feature folder (nor its artifacts), and none that composes features',
    (folder) => {
      const crossings = imports(folder).filter(
        ({ target }) => features.includes(target) || composers.includes(target),
      );
      expect(crossings).toEqual([]);
    },
  );

  it.each(composers)("%s/ imports a feature only through the feature's manifest (or frame.ts)", (folder) => {
    const crossings = imports(folder).filter(
      ({ target, path }) => features.includes(target) && !isFeatureDoor(path),
    );
    expect(crossings).toEqual([]);
  });

  it('knows every folder under src/', () => {
    const folders = readdirSync(source, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const known = [...features, ...shared, ...composers, 'locales', 'test-support', '__generated__'];
    expect(folders.filter((folder) => !known.includes(folder))).toEqual([]);
  });
});
