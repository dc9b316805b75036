import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const SUFFIX = '?first-screen';

/**
 * The top-level sections of a locale file that the first screen (the shell, the home page, the
 * shell's menus and dialogs) uses. Everything else (pages, forms, error messages) arrives with
 * the pages that use it: see ensureCompleteTranslations in src/i18n/i18n.ts.
 */
export const firstScreenSections = [
  'app',
  'common',
  'nav',
  'titles',
  'intro',
  'languagePicker',
  'footer',
  'social',
  'home',
  'markets',
  'account',
] as const;

/** `import en from '../locales/en.json?first-screen'`: the locale file's first-screen sections only. */
export function localeFirstScreen(): Plugin {
  return {
    name: 'swx:locale-first-screen',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(`.json${SUFFIX}`)) return undefined;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      const all = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const subset = Object.fromEntries(firstScreenSections.map((section) => [section, all[section]]));
      return { code: `export default ${JSON.stringify(subset)};`, moduleType: 'js' };
    },
  };
}
