import { describe, expect, it } from 'vitest';
import { defaultLanguage, fromBrowserLanguage } from './languages';

describe('interface language', () => {
  it('maps Traditional Chinese locales to hk and other Chinese to zh', () => {
    expect(fromBrowserLanguage('zh-TW')).toBe('hk');
    expect(fromBrowserLanguage('zh-HK')).toBe('hk');
    expect(fromBrowserLanguage('zh-Hant')).toBe('hk');
    expect(fromBrowserLanguage('zh-CN')).toBe('zh');
    expect(fromBrowserLanguage('zh')).toBe('zh');
    expect(fromBrowserLanguage('pt-BR')).toBe('pt');
    expect(fromBrowserLanguage('nl-NL')).toBeNull();
  });

  it('defaults to the browser language, then English', () => {
    expect(defaultLanguage(undefined, ['nl-NL', 'de-DE'])).toBe('de');
    expect(defaultLanguage(undefined, ['nl-NL'])).toBe('en');
  });

  it('lets the build setting VITE_DEFAULT_LANGUAGE win (the spec reading with zh as default)', () => {
    expect(defaultLanguage('zh', ['en-US'])).toBe('zh');
    expect(defaultLanguage('xx', ['ja-JP'])).toBe('ja');
  });
});
