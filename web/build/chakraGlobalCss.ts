import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ComponentProps, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';

type StyleObject = { [key: string]: string | StyleObject };

const FULL = 'virtual:chakra-global.css';
const FIRST_SCREEN = 'virtual:chakra-first-screen.css';
// \0-less ids ending in .css, so Vite's CSS pipeline (bundling, minifying, `?inline`) takes them.
const RESOLVED: Record<string, string> = {
  [FULL]: '/@chakra-global.css',
  [FIRST_SCREEN]: '/@chakra-first-screen.css',
};

/** CSS custom property names (`--chakra-spacing-3\.5` included) in a text. */
const VARIABLE = /--(?:chakra|global)-(?:[\w-]|\\.)+/g;

/**
 * The CSS modules, and the tokens components set inline (`size="var(--chakra-sizes-6)"` on an
 * icon, a market logo's size): what plain markup reads of Chakra's tokens.
 */
async function cssModules(directory: string): Promise<string> {
  let text = '';
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__generated__') text += await cssModules(path);
    } else if (entry.name.endsWith('.module.css')) {
      text += await readFile(path, 'utf8');
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      // Only the names: a component's code is no stylesheet (keyframe names are not looked for here).
      text += ` ${[...(await readFile(path, 'utf8')).matchAll(VARIABLE)].map(([name]) => name).join(' ')}`;
    }
  }
  return text;
}

function objectEntries(value: string | StyleObject | undefined): [string, string | StyleObject][] {
  return typeof value === 'object' ? Object.entries(value) : [];
}

/**
 * Chakra's global styles cut to what the plain first screen uses: the reset and base styles, the
 * design tokens its CSS modules read (and the tokens those refer to), the keyframes they name.
 * Everything else (the other colour palettes, the filter and ring variables Chakra's style
 * props set on every element) arrives with Chakra itself (ChakraIsland injects the full sheet).
 */
function firstScreenGlobals(global: StyleObject[], modules: string): StyleObject[] {
  const [preflight = {}, base = {}, tokens = {}] = global;
  const baseLayer = base['@layer base'];
  const keptBase: StyleObject = {};
  for (const [key, value] of objectEntries(baseLayer)) {
    if (key.startsWith('@keyframes')) continue;
    // `*` carries Chakra's utility variables; keep its font features and the --global-* ones the reset reads.
    keptBase[key] =
      key === '&*' && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).filter(([name]) => !name.startsWith('--') || name.startsWith('--global-')),
          )
        : value;
  }

  // Every token the kept styles and the modules read, then what those tokens refer to.
  const definitions = new Map<string, string[]>();
  const collect = (object: StyleObject) => {
    for (const [key, value] of Object.entries(object)) {
      if (typeof value === 'object') collect(value);
      else if (key.startsWith('--')) definitions.set(key, [...(definitions.get(key) ?? []), String(value)]);
    }
  };
  collect(tokens);
  collect(keptBase);
  const used = new Set<string>();
  const pending = [
    ...`${modules}${JSON.stringify(preflight)}${JSON.stringify(keptBase)}`.matchAll(VARIABLE),
  ].map(([name]) => name);
  while (pending.length > 0) {
    const name = pending.pop() ?? '';
    if (used.has(name)) continue;
    used.add(name);
    for (const value of definitions.get(name) ?? [])
      for (const [next] of value.matchAll(VARIABLE)) pending.push(next);
  }
  const prune = (object: StyleObject): StyleObject =>
    Object.fromEntries(
      Object.entries(object)
        .filter(([key]) => !key.startsWith('--') || used.has(key))
        .map(([key, value]) => [key, typeof value === 'object' ? prune(value) : value]),
    );

  const keptTokens = prune(tokens);
  const usedText = `${modules}${JSON.stringify(keptTokens)}`;
  for (const [key, value] of objectEntries(baseLayer)) {
    const name = key.startsWith('@keyframes ') ? key.slice('@keyframes '.length) : null;
    if (name && new RegExp(`(^|[^\\w-])${name}([^\\w-]|$)`).test(usedText)) keptBase[key] = value;
  }
  return [preflight, { '@layer base': keptBase }, keptTokens];
}

/**
 * Chakra's global CSS (cascade layer order, reset, design tokens as CSS variables, keyframes,
 * the theme's global styles) exactly as its ChakraProvider would inject it at run time, rendered
 * from `src/theme.ts` in Node; with `firstScreen`, cut to what the plain first screen uses.
 */
export async function renderChakraGlobalCss({ firstScreen = false } = {}): Promise<string> {
  const [{ ChakraProvider }, { system }] = await Promise.all([
    import('@chakra-ui/react'),
    import('../src/theme.ts'),
  ]);
  const global = system._global as StyleObject[];
  const value = firstScreen
    ? {
        ...system,
        _global: firstScreenGlobals(global, await cssModules(join(import.meta.dirname, '../src'))),
      }
    : system;
  const html = renderToString(
    createElement(
      ChakraProvider,
      // The provider alone: its global styles are all this needs.
      { value } as ComponentProps<typeof ChakraProvider>,
    ),
  );
  const sheets = [...html.matchAll(/<style data-emotion="[^"]*">([\s\S]*?)<\/style>/g)].map(
    (match) => match[1],
  );
  if (sheets.length === 0) throw new Error('ChakraProvider rendered no global styles');
  return sheets.join('\n');
}

/**
 * `import 'virtual:chakra-first-screen.css'` (main.tsx: what the plain first screen needs) and
 * `import css from 'virtual:chakra-global.css?inline'` (ChakraIsland: all of it, with Chakra).
 */
export function chakraGlobalCss(): Plugin {
  const rendered = new Map<string, Promise<string>>();
  return {
    name: 'swx:chakra-global-css',
    resolveId(id) {
      const [name = '', query] = id.split('?');
      const resolved = RESOLVED[name];
      return resolved ? `${resolved}${query === undefined ? '' : `?${query}`}` : undefined;
    },
    load(id) {
      const path = id.split('?')[0] ?? '';
      const firstScreen = path === RESOLVED[FIRST_SCREEN];
      if (!firstScreen && path !== RESOLVED[FULL]) return undefined;
      let css = rendered.get(path);
      if (!css) {
        css = renderChakraGlobalCss({ firstScreen });
        rendered.set(path, css);
      }
      return css;
    },
  };
}
