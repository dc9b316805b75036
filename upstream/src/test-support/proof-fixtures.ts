import { createRequire } from 'node:module';
import sharp from 'sharp';

/** Test images made on the spot (no binary fixtures in the repository). */
const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } });

export const pngProof = () => picture().png().toBuffer();

/** A JPEG carrying EXIF (camera, GPS-like comment): the stored copy must have none of it. */
export const jpegProofWithExif = () =>
  picture()
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'leaks-location 52.52N 13.40E' } })
    .toBuffer();

/** A JP2 file: OpenJPEG's codestream in the minimal JP2 boxes (signature, ftyp, jp2h, jp2c). */
export async function jp2Proof(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const factory = require('@cornerstonejs/codec-openjpeg/wasmjs') as (o: object) => Promise<{
    J2KEncoder: new () => {
      getDecodedBuffer(info: object): Uint8Array;
      encode(): void;
      getEncodedBuffer(): Uint8Array;
      delete(): void;
    };
  }>;
  const codec = await factory({ print: () => {}, printErr: () => {} });
  const encoder = new codec.J2KEncoder();
  const width = 64;
  const height = 48;
  const pixels = encoder.getDecodedBuffer({
    width,
    height,
    bitsPerSample: 8,
    componentCount: 3,
    isSigned: false,
  });
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7) % 256;
  encoder.encode();
  const codestream = Buffer.from(encoder.getEncodedBuffer());
  encoder.delete();
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const ihdr = Buffer.alloc(14);
  ihdr.writeUInt32BE(height, 0);
  ihdr.writeUInt32BE(width, 4);
  ihdr.writeUInt16BE(3, 8);
  ihdr[10] = 7; // 8 bits per component
  ihdr[11] = 7; // compression type: JPEG 2000
  return Buffer.concat([
    Buffer.from('0000000c6a5020200d0a870a', 'hex'),
    box('ftyp', Buffer.concat([Buffer.from('jp2 '), Buffer.alloc(4), Buffer.from('jp2 ')])),
    box('jp2h', Buffer.concat([box('ihdr', ihdr), box('colr', Buffer.from([1, 0, 0, 0, 0, 0, 16]))])),
    box('jp2c', codestream),
  ]);
}

/** A PDF: a wrong file however it is named or declared. */
export const pdfBytes = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** PNG magic number followed by garbage: sniffs as PNG, does not decode. */
export const brokenPng = () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]);
