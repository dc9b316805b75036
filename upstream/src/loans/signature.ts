import sharp from 'sharp';
import {
  ImageFormatIncorrect,
  maxImagePixels,
  type ReencodedImage,
  reencodeProof,
} from '../money/proof-images.ts';
import { loanSignatureRequired, signatureFormatIncorrect, signatureTooLarge } from './loan-errors.ts';

/**
 * The signature a borrower draws under the loan agreement: a PNG (or JPEG) sent as a data URL or
 * bare base64 inside the JSON body. 40 KiB decoded keeps the body under the upstream's 64 KiB limit;
 * a drawn signature is a few kilobytes.
 */
export const maxSignatureBytes = 40 * 1024;

const dataUrl = /^data:image\/(?:png|jpeg);base64,/;
const base64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Decodes, checks and re-encodes the signature (no metadata kept). An empty field, or an image with
 * nothing drawn on it (every pixel alike: the blank pad), is "loan signature required".
 */
export async function readSignature(raw: string): Promise<ReencodedImage> {
  const text = raw.replace(dataUrl, '');
  if (text === '') throw loanSignatureRequired();
  if (!base64.test(text)) throw signatureFormatIncorrect();
  if (Math.floor((text.length * 3) / 4) > maxSignatureBytes + 2) throw signatureTooLarge(maxSignatureBytes);
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > maxSignatureBytes) throw signatureTooLarge(maxSignatureBytes);
  let image: ReencodedImage;
  try {
    image = await reencodeProof(bytes, maxImagePixels.signature);
  } catch (error) {
    if (error instanceof ImageFormatIncorrect) throw signatureFormatIncorrect();
    throw error;
  }
  const { channels } = await sharp(image.bytes).stats();
  if (channels.every((channel) => channel.min === channel.max)) throw loanSignatureRequired();
  return image;
}
