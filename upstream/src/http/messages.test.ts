import { describe, expect, it } from 'vitest';
import { Code } from './codes.ts';
import { languageFromHeader, messageFor } from './messages.ts';

describe('message catalogue', () => {
  it('has an English and a Chinese text for every code of the catalogue', () => {
    const specCodes = [
      ...Array.from({ length: 26 }, (_, i) => 10001 + i),
      10090,
      10091,
      10092,
      10093,
      ...Array.from({ length: 7 }, (_, i) => 20001 + i),
      ...Array.from({ length: 5 }, (_, i) => 30001 + i),
    ];
    const known = new Set<number>(Object.values(Code));
    for (const code of specCodes) expect(known.has(code), String(code)).toBe(true);
    for (const code of Object.values(Code)) {
      expect(messageFor(code, 'en')).not.toBe('');
      expect(messageFor(code, 'zh')).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('Accept-Language', () => {
  it('picks Chinese for any zh tag by preference and English otherwise', () => {
    expect(languageFromHeader(undefined)).toBe('en');
    expect(languageFromHeader('zh-CN')).toBe('zh');
    expect(languageFromHeader('zh-HK,en;q=0.5')).toBe('zh');
    expect(languageFromHeader('en;q=0.4,zh;q=0.8')).toBe('zh');
    expect(languageFromHeader('fr-FR,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(languageFromHeader('de-DE,en;q=0.9,zh;q=0.8')).toBe('en');
    expect(languageFromHeader('ja')).toBe('en');
    expect(languageFromHeader('zh;q=0')).toBe('en');
  });
});
