import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { statFile } from './built-files.ts';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The precompressed siblings the build writes beside a file (web/build/compress.ts). */
const SIBLING: Record<Exclude<ContentEncoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

/**
 * The encoding to send, among the ones this file has, by the request's Accept-Encoding: the
 * highest q-value wins, brotli before gzip on a tie; `q=0` refuses one, `*` stands for the rest.
 * Identity is the answer when nothing else is acceptable.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params
      .map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: ContentEncoding = 'identity';
  let bestWeight = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if (!available.includes(encoding)) continue;
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** The file to send for a built file: the precompressed sibling the client accepts, else the file itself. */
export function precompressedCopy(
  file: string,
  acceptEncoding: string | undefined,
): { sent: string; encoding: ContentEncoding } {
  const available = (['br', 'gzip'] as const).filter((encoding) => statFile(file + SIBLING[encoding]));
  const encoding = pickEncoding(acceptEncoding, available);
  return { sent: encoding === 'identity' ? file : file + SIBLING[encoding], encoding };
}

export type EncodedPage = { body: Buffer; encoding: ContentEncoding };

/** An HTML page in the encoding the client accepts (brotli at a per-request quality, or gzip). */
export function encodePage(html: string, acceptEncoding: string | undefined): EncodedPage {
  const encoding = pickEncoding(acceptEncoding, ['br', 'gzip']);
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(html)
        : Buffer.from(html);
  return { body, encoding };
}
