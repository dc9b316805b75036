import { describe, expect, it } from 'vitest';
import schema from '../../../schema.graphql?raw';
import en from './en.json';

const languages = ['en', 'ja', 'ko', 'de', 'fr', 'it', 'ar', 'pt', 'es', 'hk', 'zh'];
const files = import.meta.glob<unknown>('./*.json', { eager: true, import: 'default' });

/** Dotted paths of every string leaf, e.g. `errors.USER_NOT_FOUND`. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function enumValues(name: string): string[] {
  // Descriptions go first: one may hold braces ("between {minimum} and {maximum}") that would end the match.
  const match = new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(schema.replace(/"""[\s\S]*?"""/g, ''));
  if (!match?.[1]) throw new Error(`enum ${name} not found in schema.graphql`);
  return match[1].split(/\s+/).filter((word) => /^[A-Z][A-Z0-9_]*$/.test(word));
}

const enKeys = new Set(leafKeys(en));

describe('locales', () => {
  it('ship exactly the eleven interface languages', () => {
    const shipped = Object.keys(files)
      .map((file) => file.replace(/^\.\/|\.json$/g, ''))
      .sort();
    expect(shipped).toEqual([...languages].sort());
  });

  it.each(languages.filter((language) => language !== 'en'))('%s has every key of en.json', (language) => {
    const keys = new Set(leafKeys(files[`./${language}.json`]));
    const missing = [...enKeys].filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
  });

  it('en has a text for every ErrorCode of the schema', () => {
    const missing = enumValues('ErrorCode').filter((code) => !enKeys.has(`errors.${code}`));
    expect(missing).toEqual([]);
  });

  it('en has a text for every NoticeCode of the schema', () => {
    const missing = enumValues('NoticeCode').filter((code) => !enKeys.has(`notices.${code}`));
    expect(missing).toEqual([]);
  });
});
