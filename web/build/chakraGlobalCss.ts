import { type ComponentProps, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:chakra-global.css';
// A \0-less id ending in .css, so Vite's CSS pipeline (bundling, minifying, the dev server) takes it.
const RESOLVED_ID = '/@chakra-global.css';

/**
 * Chakra's global CSS (cascade layer order, reset, design tokens as CSS variables, keyframes,
 * the theme's global styles) exactly as its ChakraProvider would inject it at run time, rendered
 * from `src/theme.ts` in Node. The first screen is plain React and CSS modules over these
 * variables, so it looks like Chakra without loading Chakra; the pages that do load Chakra
 * (`ChakraIsland`) reuse this stylesheet instead of injecting their own copy.
 */
export async function renderChakraGlobalCss(): Promise<string> {
  const [{ ChakraProvider }, { system }] = await Promise.all([
    import('@chakra-ui/react'),
    import('../src/theme.ts'),
  ]);
  const html = renderToString(
    createElement(
      ChakraProvider,
      // The provider alone: its global styles are all this needs.
      { value: system } as ComponentProps<typeof ChakraProvider>,
    ),
  );
  const sheets = [...html.matchAll(/<style data-emotion="[^"]*">([\s\S]*?)<\/style>/g)].map(
    (match) => match[1],
  );
  if (sheets.length === 0) throw new Error('ChakraProvider rendered no global styles');
  return sheets.join('\n');
}

/** Serves `import 'virtual:chakra-global.css'` (see renderChakraGlobalCss). */
export function chakraGlobalCss(): Plugin {
  let css: Promise<string> | undefined;
  return {
    name: 'swx:chakra-global-css',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      css ??= renderChakraGlobalCss();
      return css;
    },
  };
}
