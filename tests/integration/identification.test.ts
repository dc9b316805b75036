import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityDefaults } from '../../upstream/src/test-support/kyc-helpers.ts';
import { pdfBytes, pngProof } from '../../upstream/src/test-support/proof-fixtures.ts';
import { registerUser, type Stack, startStack } from './harness.ts';

const OPERATOR_TOKEN = 'ops-secret-for-kyc-tests';
const PROOF_MAX_BYTES = 256 * 1024;

let stack: Stack;
let proofDir: string;
let users = 0;

beforeAll(async () => {
  proofDir = await mkdtemp(path.join(tmpdir(), 'swx-gw-kyc-'));
  stack = await startStack({
    upstream: { operatorToken: OPERATOR_TOKEN, proofDir, proofMaxBytes: PROOF_MAX_BYTES },
    gateway: { proofMaxBytes: PROOF_MAX_BYTES },
  });
});
afterAll(async () => {
  await stack.close();
  await rm(proofDir, { recursive: true, force: true });
});

async function newUser(): Promise<Record<string, string>> {
  users += 1;
  return { authorization: await registerUser(stack, `kyc_${users}`) };
}

const SUBMIT = `mutation Submit($input: IdentificationInput!) { submitIdentification(input: $input) {
  __typename
  ... on SubmitIdentificationPayload { notice identification { id status reason submittedAt reviewDueAt }
    viewer { kycStatus } }
  ... on InputError { code field message maxBytes }
  ... on Error { code message } } }`;

const READ = `{ viewer { kycStatus identification { id status reason submittedAt reviewDueAt reviewedAt
  details { firstName lastName birthdate sex country address areaCode phone documentType hasBack } } } }`;

type Images = Partial<Record<'front' | 'back' | 'inHand' | 'signature', Buffer>>;

/** A GraphQL multipart request with up to four files, as the web client sends it (files in map order). */
function submitForm(input: Record<string, unknown>, images: Images): FormData {
  const form = new FormData();
  const names = Object.keys(images) as (keyof Images)[];
  form.append(
    'operations',
    JSON.stringify({
      query: SUBMIT,
      variables: {
        input: {
          ...identityDefaults,
          sex: 'FEMALE',
          documentType: 'ID_CARD',
          ...input,
          ...Object.fromEntries(names.map((name) => [name, null])),
        },
      },
    }),
  );
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(names.map((name, i) => [i, [`variables.input.${name}`]]))),
  );
  names.forEach((name, i) => {
    const bytes = images[name] as Buffer;
    form.append(String(i), new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${name}.png`);
  });
  return form;
}

type SubmitAnswer = {
  __typename: string;
  code?: string;
  field?: string;
  maxBytes?: number;
  notice?: string;
  identification?: {
    id: string;
    status: string;
    reason: string | null;
    submittedAt: string;
    reviewDueAt: string;
  };
  viewer?: { kycStatus: string };
};

async function submit(headers: Record<string, string>, input: Record<string, unknown>, images: Images) {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'x-graphql-yoga-csrf': '1', accept: 'application/json', ...headers },
    body: submitForm(input, images),
  });
  const body = (await response.json()) as { data?: { submitIdentification: SubmitAnswer }; errors?: unknown };
  const result = body.data?.submitIdentification;
  if (!result) throw new Error(JSON.stringify(body));
  return result;
}

async function allImages(): Promise<Images> {
  const png = await pngProof();
  return { front: png, back: png, inHand: png, signature: png };
}

async function ops(pathname: string, method = 'POST', body: unknown = {}) {
  const response = await fetch(`${stack.upstream.url}/swx/ops${pathname}`, {
    method,
    headers: { 'x-operator-token': OPERATOR_TOKEN, 'content-type': 'application/json' },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as { code: number; result: { list?: { id: number; userName: string }[] } };
}

async function pendingId(userName: string): Promise<number> {
  const queue = await ops('/identifications?status=pending&pageSize=100', 'GET');
  const item = queue.result.list?.find((i) => i.userName === userName);
  if (!item) throw new Error('not queued');
  return item.id;
}

async function userNameOf(headers: Record<string, string>): Promise<string> {
  const { data } = await stack.graphql<{ viewer: { userName: string } }>(
    '{ viewer { userName } }',
    {},
    headers,
  );
  return data?.viewer.userName ?? '';
}

describe('identity verification through the gateway', () => {
  it('submits four images as one multipart request; the viewer reads PENDING with the 48-hour due time', async () => {
    const user = await newUser();
    const before = await stack.graphql<{ viewer: { identification: { status: string; details: unknown } } }>(
      READ,
      {},
      user,
    );
    expect(before.data?.viewer.identification).toMatchObject({ status: 'NOT_VERIFIED', details: null });
    const answer = await submit(user, {}, await allImages());
    expect(answer).toMatchObject({
      __typename: 'SubmitIdentificationPayload',
      notice: 'SUBMITTED_FOR_REVIEW',
      identification: { status: 'PENDING', reason: null },
      viewer: { kycStatus: 'PENDING' },
    });
    const identification = answer.identification;
    if (!identification) throw new Error('no identification');
    expect(Date.parse(identification.reviewDueAt) - Date.parse(identification.submittedAt)).toBe(
      48 * 3600_000,
    );
    const read = await stack.graphql<{ viewer: { identification: Record<string, unknown> } }>(READ, {}, user);
    expect(read.data?.viewer.identification).toMatchObject({
      id: identification.id,
      status: 'PENDING',
      details: {
        firstName: 'Amira',
        birthdate: '1990-05-17',
        sex: 'FEMALE',
        country: 'DE',
        areaCode: '+49',
        documentType: 'ID_CARD',
        hasBack: true,
      },
    });
  });

  it('types the validation refusals: input incomplete, image required, image format incorrect, each naming its field', async () => {
    const user = await newUser();
    expect(await submit(user, { address: '' }, await allImages())).toMatchObject({
      __typename: 'InputError',
      code: 'INPUT_INCOMPLETE',
      field: 'address',
    });
    expect(await submit(user, { sex: null }, await allImages())).toMatchObject({
      __typename: 'InputError',
      code: 'INPUT_INCOMPLETE',
      field: 'sex',
    });
    expect(await submit(user, { birthdate: '2020-01-01' }, await allImages())).toMatchObject({
      __typename: 'InputError',
      code: 'INPUT_INVALID',
      field: 'birthdate',
    });
    const { inHand: _left, ...threeImages } = await allImages();
    expect(await submit(user, {}, threeImages)).toMatchObject({
      __typename: 'InputError',
      code: 'IMAGE_REQUIRED',
      field: 'inHand',
    });
    expect(await submit(user, {}, { ...(await allImages()), back: pdfBytes() })).toMatchObject({
      __typename: 'InputError',
      code: 'IMAGE_FORMAT_INCORRECT',
      field: 'back',
    });
    const big = Buffer.alloc(PROOF_MAX_BYTES + 1, 1);
    expect(await submit(user, {}, { ...(await allImages()), signature: big })).toMatchObject({
      __typename: 'InputError',
      code: 'IMAGE_TOO_LARGE',
      field: 'signature',
      maxBytes: PROOF_MAX_BYTES,
    });
    const { data } = await stack.graphql<{ viewer: { kycStatus: string } }>(
      '{ viewer { kycStatus } }',
      {},
      user,
    );
    expect(data?.viewer.kycStatus).toBe('NOT_VERIFIED');
  });

  it('refuses a second submission while pending with VERIFICATION_STATUS_WRONG; a failure carries its reason and allows a resubmission', async () => {
    const user = await newUser();
    await submit(user, {}, await allImages());
    expect(await submit(user, {}, await allImages())).toMatchObject({
      __typename: 'ServiceError',
      code: 'VERIFICATION_STATUS_WRONG',
    });
    const id = await pendingId(await userNameOf(user));
    expect((await ops(`/identifications/${id}/reject`, 'POST', { remark: 'Photo too dark' })).code).toBe(200);
    const failed = await stack.graphql<{ viewer: { kycStatus: string; identification: { reason: string } } }>(
      '{ viewer { kycStatus identification { status reason } } }',
      {},
      user,
    );
    expect(failed.data?.viewer).toMatchObject({
      kycStatus: 'FAILED',
      identification: { status: 'FAILED', reason: 'Photo too dark' },
    });
    const { back: _none, ...passportImages } = await allImages();
    expect(await submit(user, { documentType: 'PASSPORT' }, passportImages)).toMatchObject({
      __typename: 'SubmitIdentificationPayload',
      identification: { status: 'PENDING', reason: null },
    });
    const second = await pendingId(await userNameOf(user));
    expect((await ops(`/identifications/${second}/approve`)).code).toBe(200);
    const verified = await stack.graphql<{ viewer: { kycStatus: string } }>(
      '{ viewer { kycStatus } }',
      {},
      user,
    );
    expect(verified.data?.viewer.kycStatus).toBe('VERIFIED');
    expect(await submit(user, {}, await allImages())).toMatchObject({ code: 'VERIFICATION_STATUS_WRONG' });
  });

  it('refuses a request with a fifth file before running anything', async () => {
    const user = await newUser();
    const form = submitForm({}, await allImages());
    form.set(
      'map',
      JSON.stringify({
        0: ['variables.input.front'],
        1: ['variables.input.back'],
        2: ['variables.input.inHand'],
        3: ['variables.input.signature'],
        4: ['variables.input.front'],
      }),
    );
    form.append('4', new Blob([new Uint8Array(await pngProof())]), 'extra.png');
    const response = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'x-graphql-yoga-csrf': '1', accept: 'application/json', ...user },
      body: form,
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});
