import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from './theme';

/**
 * theme.ts lists only the recipes the app renders (the full set is most of Chakra's weight). A
 * component whose recipe is missing renders unstyled without a word, so this reads which Chakra
 * components web/src imports, finds the recipe each one asks for in Chakra's own code, and
 * fails when the system lacks one.
 */
const components = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), 'components');
const recipeCall = /(?:RecipeContext|useRecipe|useSlotRecipe)\(\s*\{\s*key:\s*"([\w-]+)"/g;

function recipeKeys(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(recipeCall)].map(([, key = '']) => key);
}

/** Each exported component name → the recipe keys its module (or, failing that, its folder) uses. */
function recipesByExport(): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const folder of readdirSync(components, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const path = join(components, folder.name);
    const files = readdirSync(path).filter((file) => file.endsWith('.js'));
    const folderKeys = files.flatMap((file) => recipeKeys(join(path, file)));
    const index = readFileSync(join(path, 'index.js'), 'utf8');
    for (const [, names = '', from] of index.matchAll(/export \{([^}]*)\}(?: from '\.\/([\w.-]+)')?/g)) {
      const fileKeys = from ? recipeKeys(join(path, from)) : [];
      for (const name of names.split(',')) {
        const exported = name
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (exported) byName.set(exported, fileKeys.length > 0 ? fileKeys : folderKeys);
      }
    }
  }
  return byName;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(import.meta.dirname)) {
    const text = readFileSync(file, 'utf8');
    for (const [, list = ''] of text.matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    )) {
      for (const name of list.split(',')) {
        const imported = name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (imported) names.add(imported);
      }
    }
  }
  return names;
}

describe('the Chakra system', () => {
  const recipes = recipesByExport();
  const used = [...importedComponents()].filter((name) => (recipes.get(name) ?? []).length > 0);
  const config = system._config.theme ?? {};
  const available = new Set([...Object.keys(config.recipes ?? {}), ...Object.keys(config.slotRecipes ?? {})]);
  // Some components ask for a recipe Chakra itself does not define (Text asks for `text`).
  const chakraTheme = defaultConfig.theme ?? {};
  const defined = new Set([
    ...Object.keys(chakraTheme.recipes ?? {}),
    ...Object.keys(chakraTheme.slotRecipes ?? {}),
  ]);

  it('finds the components the app imports', () => {
    expect(used).toEqual(expect.arrayContaining(['Button', 'Dialog', 'Link']));
  });

  it.each(used)('has the recipe %s needs', (name) => {
    const missing = (recipes.get(name) ?? []).filter((key) => defined.has(key) && !available.has(key));
    expect(missing).toEqual([]);
  });
});
