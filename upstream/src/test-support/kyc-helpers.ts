import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { IdentificationImage } from '@swx/contract';
import { pngProof } from './proof-fixtures.ts';
import type { TestUpstream } from './test-upstream.ts';

/** A complete, valid identity submission's text fields (an adult on the test clock's date). */
export const identityDefaults = {
  firstName: 'Amira',
  lastName: "O'Neil-Schmidt",
  birthdate: '1990-05-17',
  sex: 'female',
  country: 'DE',
  address: 'Unter den Linden 5, 10117 Berlin',
  areaCode: '+49',
  phone: '15123456789',
  documentType: 'id_card',
};

export type IdentityImages = Partial<Record<IdentificationImage, Buffer | null>>;

/** Every image a PNG, unless `images` says otherwise (null leaves one out). */
export async function identityImages(images: IdentityImages = {}): Promise<IdentityImages> {
  const png = await pngProof();
  return { front: png, back: png, inHand: png, signature: png, ...images };
}

/** A POST /user/identification form: the text fields, then the images as file parts. */
export function identityForm(fields: Partial<typeof identityDefaults>, images: IdentityImages): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...identityDefaults, ...fields })) form.append(name, value);
  for (const [name, bytes] of Object.entries(images))
    if (bytes) form.append(name, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${name}.png`);
  return form;
}

/** The files in the private identity store. */
export function identityFiles(t: TestUpstream): string[] {
  try {
    return readdirSync(join(t.upstream.proofDir, 'identity'));
  } catch {
    return [];
  }
}

/** Submits a complete identity and has the operator verify it: a verified user for other suites. */
export async function verifyIdentity(t: TestUpstream, user: { id: number; token: string }): Promise<void> {
  const submitted = await t.upload('/user/identification', identityForm({}, await identityImages()), {
    authorization: user.token,
  });
  if (submitted.body.code !== 200) throw new Error(`identity refused: ${JSON.stringify(submitted.body)}`);
  const queue = await t.ops('GET', '/identifications?status=pending&pageSize=100');
  const list = (queue.body.result as { list: { id: number; userId: number }[] }).list;
  const mine = list.find((item) => item.userId === user.id);
  if (!mine) throw new Error('the submission is not in the review queue');
  const approved = await t.ops('POST', `/identifications/${mine.id}/approve`);
  if (approved.body.code !== 200) throw new Error(`approval refused: ${JSON.stringify(approved.body)}`);
}
