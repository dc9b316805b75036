import { createRequire } from 'node:module';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/**
 * Deposit proofs: recognised by their bytes (file-type reads the magic numbers; the name and the
 * declared type are never trusted), decoded and re-encoded, so what is stored is a fresh image with
 * no metadata (EXIF, GPS, comments) and nothing but pixels from the upload.
 *
 * JPEG and PNG go through sharp (libvips) and keep their format. The prebuilt libvips has no
 * OpenJPEG, so JPEG 2000 (JP2 files and bare J2K codestreams) is decoded by OpenJPEG compiled to
 * WebAssembly (@cornerstonejs/codec-openjpeg) and stored as a lossless PNG.
 */
export type StoredImageType = 'image/png' | 'image/jpeg';
export type ReencodedImage = { bytes: Buffer; type: StoredImageType };

/** The decoded upload is not a usable image in an accepted format. */
export class ImageFormatIncorrect extends Error {}

/**
 * Most pixels an upload may decode to, by what it is for: a small file must not expand into more
 * pixels than its use needs (a 105 KB PNG can claim 36 megapixels, 144 MB once decoded).
 */
export const maxImagePixels = {
  /**
   * A deposit proof, an identity document, a chat picture: a phone's full-size photo fits (24 MP,
   * 5712 × 4284, as iOS sends a HEIC photo converted to JPEG); a 36 MP one does not.
   */
  photo: 25_000_000,
  /** A signature drawn on the loan's pad: its canvas at a phone's 3× density stays under 2 megapixels. */
  signature: 2048 * 2048,
} as const;

type OpenJpegDecoder = {
  getEncodedBuffer(length: number): Uint8Array;
  readHeader(): void;
  decode(): void;
  getFrameInfo(): {
    width: number;
    height: number;
    bitsPerSample: number;
    componentCount: number;
    isSigned: boolean;
  };
  getDecodedBuffer(): Uint8Array;
  delete(): void;
};
type OpenJpeg = { J2KDecoder: new () => OpenJpegDecoder };

let openJpeg: Promise<OpenJpeg> | undefined;

/** The WebAssembly module, loaded once on the first JPEG 2000 upload; its console chatter is dropped. */
function loadOpenJpeg(): Promise<OpenJpeg> {
  openJpeg ??= (() => {
    const require = createRequire(import.meta.url);
    const factory = require('@cornerstonejs/codec-openjpeg/wasmjs') as (options: object) => Promise<OpenJpeg>;
    return factory({ print: () => {}, printErr: () => {} });
  })();
  return openJpeg;
}

/** Interleaved samples as 8-bit: deeper ones (up to 16 bits, little-endian in WebAssembly's memory) are shifted down. */
function to8Bit(decoded: Uint8Array, bitsPerSample: number): Buffer {
  if (bitsPerSample <= 8) return Buffer.from(decoded);
  const wide = new Uint16Array(
    decoded.buffer.slice(decoded.byteOffset, decoded.byteOffset + decoded.byteLength),
  );
  const narrow = Buffer.alloc(wide.length);
  const shift = bitsPerSample - 8;
  for (let i = 0; i < wide.length; i += 1) narrow[i] = (wide[i] ?? 0) >> shift;
  return narrow;
}

/**
 * The image size from the codestream's SIZ marker (FF4F FF51, also inside a JP2's jp2c box), read
 * before decoding so a tiny file cannot claim gigapixels. OpenJPEG's readHeader leaves the frame
 * info empty in this build, hence reading it here.
 */
function codestreamSize(input: Buffer): { width: number; height: number } | undefined {
  const at = input.indexOf(Buffer.from([0xff, 0x4f, 0xff, 0x51]));
  if (at < 0 || at + 24 > input.length) return undefined;
  const x = input.readUInt32BE(at + 8);
  const y = input.readUInt32BE(at + 12);
  const x0 = input.readUInt32BE(at + 16);
  const y0 = input.readUInt32BE(at + 20);
  return x > x0 && y > y0 ? { width: x - x0, height: y - y0 } : undefined;
}

async function decodeJpeg2000(input: Buffer, maxPixels: number): Promise<Buffer> {
  const codec = await loadOpenJpeg();
  const decoder = new codec.J2KDecoder();
  try {
    const size = codestreamSize(input);
    if (!size || size.width * size.height > maxPixels) throw new ImageFormatIncorrect('JPEG 2000 too large');
    decoder.getEncodedBuffer(input.length).set(input);
    decoder.decode();
    const info = decoder.getFrameInfo();
    if (![1, 2, 3, 4].includes(info.componentCount) || info.bitsPerSample > 16)
      throw new ImageFormatIncorrect('unsupported JPEG 2000 image');
    const channels = info.componentCount as 1 | 2 | 3 | 4;
    const pixels = to8Bit(decoder.getDecodedBuffer(), info.bitsPerSample);
    return await sharp(pixels, { raw: { width: info.width, height: info.height, channels } })
      .png()
      .toBuffer();
  } catch (error) {
    if (error instanceof ImageFormatIncorrect) throw error;
    throw new ImageFormatIncorrect('JPEG 2000 did not decode');
  } finally {
    decoder.delete();
  }
}

/**
 * Checks `input` is a JPEG, JPEG 2000 or PNG by its bytes and answers it re-encoded without metadata
 * (JPEG's orientation applied first, so the picture still stands up). Throws ImageFormatIncorrect,
 * also for an image of more than `maxPixels` (its header is read before any pixel is decoded).
 */
export async function reencodeProof(
  input: Buffer,
  maxPixels: number = maxImagePixels.photo,
): Promise<ReencodedImage> {
  const detected = await fileTypeFromBuffer(input);
  const options = { limitInputPixels: maxPixels, failOn: 'error' } as const;
  try {
    switch (detected?.ext) {
      case 'jpg':
        return {
          bytes: await sharp(input, options).rotate().jpeg({ quality: 90 }).toBuffer(),
          type: 'image/jpeg',
        };
      case 'png':
        return { bytes: await sharp(input, options).png().toBuffer(), type: 'image/png' };
      case 'jp2':
      case 'j2c':
        return { bytes: await decodeJpeg2000(input, maxPixels), type: 'image/png' };
      default:
        throw new ImageFormatIncorrect(`not an accepted image: ${detected?.mime ?? 'unknown'}`);
    }
  } catch (error) {
    if (error instanceof ImageFormatIncorrect) throw error;
    // Right magic number, broken body (a truncated PNG, a renamed file with a fake header).
    throw new ImageFormatIncorrect('image did not decode');
  }
}
