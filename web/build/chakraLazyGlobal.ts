import type { Plugin } from 'vite';

const SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = '    _global,\n';

/**
 * Chakra's `createSystem` renders its whole global stylesheet (reset, every token as a CSS
 * variable, keyframes) into `system._global` as it creates the system: a long task in the browser
 * when the first Chakra part loads. The app never uses it there (the sheet is rendered at build
 * time, build/chakraGlobalCss.ts, and ChakraIsland's system has `_global: []`), so in the browser
 * bundle `_global` becomes a getter that renders it when read. Fails the build if Chakra's code
 * changed shape (look at styled-system/system.js again then).
 */
export function chakraLazyGlobal(): Plugin {
  return {
    name: 'swx:chakra-lazy-global',
    transform(code, id) {
      if (!SYSTEM.test(id.split('?')[0] ?? '')) return undefined;
      if (!code.includes(EAGER) || !code.includes(FIELD)) {
        this.error(`${id}: Chakra's createSystem changed; update build/chakraLazyGlobal.ts`);
      }
      return code
        .replace(EAGER, 'let _global;')
        .replace(
          FIELD,
          '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
        );
    },
  };
}
