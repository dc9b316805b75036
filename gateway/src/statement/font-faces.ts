import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { InterfaceLanguage } from '@swx/contract/languages';

/**
 * The fonts a statement's PDF draws with: Noto Sans (self-hosted from @fontsource) as the web page
 * would use them, one font file per Unicode range as the package's CSS declares. The PDF embeds only
 * the glyphs it uses, so the big CJK families cost the server's disk, never the file or the browser.
 */
export type FontFace = { name: string; path: string; ranges: [number, number][] };

const require = createRequire(import.meta.url);

/**
 * The families of each language, first match wins: Latin first, so digits and references look alike.
 * Arabic is IBM Plex Sans Arabic: its letters' joining forms are whole glyphs, so a PDF reader maps
 * each back to its letter (Noto Sans Arabic draws dots as separate marks, which copy out as other letters).
 */
const FAMILIES: Record<InterfaceLanguage, string[]> = {
  en: ['noto-sans'],
  de: ['noto-sans'],
  fr: ['noto-sans'],
  it: ['noto-sans'],
  pt: ['noto-sans'],
  es: ['noto-sans'],
  ar: ['noto-sans', 'ibm-plex-sans-arabic'],
  ja: ['noto-sans', 'noto-sans-jp'],
  ko: ['noto-sans', 'noto-sans-kr'],
  zh: ['noto-sans', 'noto-sans-sc'],
  hk: ['noto-sans', 'noto-sans-hk'],
};

function rangesOf(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [low, high] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(low ?? '', 16);
    return [start, high ? Number.parseInt(high, 16) : start];
  });
}

/** The regular (400) faces of one @fontsource family, from its CSS. */
function facesOf(family: string): FontFace[] {
  const css = require.resolve(`@fontsource/${family}/400.css`);
  const text = readFileSync(css, 'utf8');
  const faces: FontFace[] = [];
  for (const block of text.split('@font-face').slice(1)) {
    const file = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (file && range) faces.push({ name: file, path: join(dirname(css), file), ranges: rangesOf(range) });
  }
  return faces;
}

const facesByFamily = new Map<string, FontFace[]>();

export function fontFaces(language: InterfaceLanguage): FontFace[] {
  return FAMILIES[language].flatMap((family) => {
    let faces = facesByFamily.get(family);
    if (!faces) {
      faces = facesOf(family);
      facesByFamily.set(family, faces);
    }
    return faces;
  });
}

/** The face that draws `codePoint`, or the first (Latin) face, whose missing glyph is better than none. */
export function faceFor(faces: readonly FontFace[], codePoint: number): FontFace {
  const face = faces.find((f) => f.ranges.some(([low, high]) => codePoint >= low && codePoint <= high));
  const fallback = faces[0];
  if (!fallback) throw new Error('no font faces');
  return face ?? fallback;
}
