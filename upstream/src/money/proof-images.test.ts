import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageFormatIncorrect, maxImagePixels, reencodeProof } from './proof-images.ts';

/** A one-colour PNG: a few kilobytes on disk whatever its size in pixels. */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('uploaded images are bounded by what they are for', () => {
  it('refuses a small PNG that claims 36 megapixels before decoding it', async () => {
    const bytes = await flatPng(6000, 6000);
    expect(bytes.length).toBeLessThan(200 * 1024);
    await expect(reencodeProof(bytes)).rejects.toBeInstanceOf(ImageFormatIncorrect);
  });

  it('takes an image of exactly the bound and refuses one row more', async () => {
    await expect(reencodeProof(await flatPng(100, 100), 10_000)).resolves.toMatchObject({
      type: 'image/png',
    });
    await expect(reencodeProof(await flatPng(100, 101), 10_000)).rejects.toBeInstanceOf(ImageFormatIncorrect);
  });

  it("leaves room for a phone's full-size photo", () => {
    expect(maxImagePixels.photo).toBeGreaterThanOrEqual(5712 * 4284);
  });

  it('bounds a drawn signature tighter than a photo', async () => {
    const bytes = await flatPng(2048, 2049);
    await expect(reencodeProof(bytes, maxImagePixels.signature)).rejects.toBeInstanceOf(ImageFormatIncorrect);
  });
});
