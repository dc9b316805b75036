import type { Bidi } from 'bidi-js';
import bidiFactory from 'bidi-js';
import { type FontFace, faceFor } from './font-faces.ts';

// The package is CommonJS with an ES default export declared: Node hands over the factory itself.
const bidi = (bidiFactory as unknown as () => Bidi)();

/** A piece of one line, drawn in one face, in the order it appears left to right on the page. */
export type VisualRun = { text: string; face: FontFace };

/** Scripts whose shaping the font engine does itself and lays out right to left (it also reverses them). */
const RIGHT_TO_LEFT_SCRIPT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

/**
 * One line of text (no line breaks) as runs in visual order, by the Unicode bidirectional algorithm
 * with `direction` as the paragraph's. Arabic runs keep their logical order: the font engine shapes them
 * (joining forms) and lays them out right to left itself; other right-to-left runs (spaces, punctuation
 * between Arabic words) are reversed here, with mirrored brackets.
 */
export function visualRuns(text: string, direction: 'ltr' | 'rtl', faces: readonly FontFace[]): VisualRun[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  type LogicalRun = { text: string; face: FontFace; level: number };
  const runs: LogicalRun[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index] ?? 0;
    const face = faceFor(faces, char.codePointAt(0) ?? 0);
    const last = runs.at(-1);
    // A space inside Arabic stays in the Arabic run, so a phrase is shaped and laid out as one.
    const joins =
      last?.level === level &&
      (last.face === face || (/\s/.test(char) && RIGHT_TO_LEFT_SCRIPT.test(last.text)));
    if (last && joins) last.text += char;
    else runs.push({ text: char, face, level });
    index += char.length;
  }
  // Rule L2 of the algorithm over whole runs: from the highest level down to the lowest odd one,
  // reverse every stretch of runs at that level or above.
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < runs.length; start += 1) {
      if ((runs[start]?.level ?? 0) < level) continue;
      let end = start;
      while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end += 1;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map((run) => {
    if (run.level % 2 === 0 || RIGHT_TO_LEFT_SCRIPT.test(run.text)) return { text: run.text, face: run.face };
    const mirrored = [...run.text].reverse().map((char) => bidi.getMirroredCharacter(char) ?? char);
    return { text: mirrored.join(''), face: run.face };
  });
}
