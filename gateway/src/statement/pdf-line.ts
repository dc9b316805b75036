import type PDFDocument from 'pdfkit';
import { visualRuns } from './bidi-runs.ts';
import type { FontFace } from './font-faces.ts';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Without features pdfkit lays a text out word by word, which puts a right-to-left phrase's words
 * left to right; with any (kerning is on by default anyway) it hands the whole run to the font
 * engine, which lays it out right to left.
 */
const WHOLE_RUN: PDFKit.Mixins.TextOptions = { features: ['kern'] };

/** `data`: figures, times and references, read left to right whatever the page's direction. */
export type LineStyle = { size: number; align: 'start' | 'end'; color?: string; data?: boolean };

/**
 * Draws one line of mixed scripts in a box [x, x + width) at y: each run in its own face, placed left to
 * right in visual order, aligned to the box's start or end side of the page's direction; a line too wide
 * is drawn smaller (down to 5 pt) rather than over its neighbour.
 */
export function drawLine(
  doc: Doc,
  faces: readonly FontFace[],
  direction: 'ltr' | 'rtl',
  text: string,
  box: { x: number; y: number; width: number },
  style: LineStyle,
): void {
  if (text === '') return;
  const runs = visualRuns(text, style.data ? 'ltr' : direction, faces);
  let size = style.size;
  const widthAt = (points: number) =>
    runs.reduce(
      (sum, run) => sum + doc.font(run.face.name).fontSize(points).widthOfString(run.text, WHOLE_RUN),
      0,
    );
  let width = widthAt(size);
  while (width > box.width && size > 5) {
    size -= 0.5;
    width = widthAt(size);
  }
  const toRight = (style.align === 'end') === (direction === 'ltr');
  let x = toRight ? box.x + box.width - width : box.x;
  doc.fillColor(style.color ?? '#111111');
  for (const run of runs) {
    doc.font(run.face.name).fontSize(size);
    doc.text(run.text, x, box.y, { lineBreak: false, ...WHOLE_RUN });
    x += doc.widthOfString(run.text, WHOLE_RUN);
  }
}
