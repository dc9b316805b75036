import {
  type DocumentType,
  type Identification,
  type IdentificationImage,
  type IdentificationSubmission,
  identificationImages,
} from '@swx/contract';
import { builder } from '../builder.ts';
import { noticeFor } from '../errors/catalogue.ts';
import { InputError, ServiceError } from '../errors/errors.ts';
import type { MultipartFile } from '../upstream/client.ts';
import { getIdentification, submitIdentification } from '../upstream/identification.ts';
import { NoticeCodeEnum } from './errors.ts';
import { typedMutation } from './typed-mutation.ts';
import { type Upload, uploadBytes } from './upload.ts';
import { KYC_STATUSES, KycStatusEnum, ViewerRef, viewerCaller } from './viewer.ts';

/** Identity verification (KYC): the viewer's status, and a submission with four images. */

const SexEnum = builder.enumType('Sex', { values: ['FEMALE', 'MALE'] as const });
const DOCUMENT_TYPES = {
  ID_CARD: 'id_card',
  DRIVER_LICENCE: 'driver_licence',
  PASSPORT: 'passport',
} as const;
const DocumentTypeEnum = builder.enumType('DocumentType', {
  description: 'The identity document photographed: a passport needs no back.',
  values: ['ID_CARD', 'DRIVER_LICENCE', 'PASSPORT'] as const,
});
const documentTypeName = (type: DocumentType) =>
  (Object.keys(DOCUMENT_TYPES) as (keyof typeof DOCUMENT_TYPES)[]).find(
    (key) => DOCUMENT_TYPES[key] === type,
  ) ?? 'ID_CARD';

type IdentificationSource = Identification & { userId: number };

const IdentificationDetailsRef = builder
  .objectRef<IdentificationSubmission>('IdentificationDetails')
  .implement({
    description: 'What the latest submission said (no images): a resubmission starts from it.',
    fields: (t) => ({
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      birthdate: t.exposeString('birthdate', { description: 'YYYY-MM-DD.' }),
      sex: t.field({ type: SexEnum, resolve: (s) => (s.sex === 'male' ? 'MALE' : 'FEMALE') }),
      country: t.exposeString('country', { description: 'ISO 3166-1 alpha-2.' }),
      address: t.exposeString('address'),
      areaCode: t.exposeString('areaCode'),
      phone: t.exposeString('phone'),
      documentType: t.field({ type: DocumentTypeEnum, resolve: (s) => documentTypeName(s.documentType) }),
      hasBack: t.exposeBoolean('hasBack'),
    }),
  });

export const IdentificationRef = builder.objectRef<IdentificationSource>('Identification');

builder.node(IdentificationRef, {
  description:
    "The viewer's identity verification: NOT_VERIFIED → PENDING (reviewed within 48 hours) → VERIFIED, or " +
    'FAILED with a reason, after which the viewer may submit again.',
  id: { resolve: (identification) => identification.userId },
  fields: (t) => ({
    status: t.field({
      type: KycStatusEnum,
      resolve: (identification) => KYC_STATUSES[identification.kycStatus] ?? 'NOT_VERIFIED',
    }),
    reason: t.string({
      nullable: true,
      description: "Why the latest submission failed (the reviewer's words); null unless FAILED.",
      resolve: (identification) =>
        identification.submission?.status === 'failed' ? identification.submission.remark : null,
    }),
    submittedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (identification) => identification.submission?.createdAt ?? null,
    }),
    reviewDueAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the review is due at the latest: 48 hours after submission.',
      resolve: (identification) => identification.submission?.reviewDueAt ?? null,
    }),
    reviewedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (identification) => identification.submission?.reviewedAt ?? null,
    }),
    details: t.field({
      type: IdentificationDetailsRef,
      nullable: true,
      resolve: (identification) => identification.submission,
    }),
  }),
});

builder.objectField(ViewerRef, 'identification', (t) =>
  t.field({
    type: IdentificationRef,
    description: 'Identity verification (KYC): loans and some products need VERIFIED.',
    resolve: async (user, _, ctx) => ({
      ...(await getIdentification(ctx.upstream, viewerCaller(user, ctx))).result,
      userId: user.id,
    }),
  }),
);

const imageDescription = (what: string) =>
  `${what}: JPG, JPEG 2000 or PNG by its bytes, at most the upstream's proof limit (2 MB by default), a part of ` +
  'the GraphQL multipart request. Left out, the answer is IMAGE_REQUIRED naming it.';

const IdentificationInput = builder.inputType('IdentificationInput', {
  description:
    'Every text is required (an empty one answers INPUT_INCOMPLETE naming it; a malformed one INPUT_INVALID).',
  fields: (t) => ({
    firstName: t.string({ required: true, description: "1-50 letters (any script), spaces, . ' ’ -." }),
    lastName: t.string({ required: true }),
    birthdate: t.string({ required: true, description: 'YYYY-MM-DD; the user must be 18 or older.' }),
    sex: t.field({ type: SexEnum }),
    country: t.string({ required: true, description: 'ISO 3166-1 alpha-2, e.g. DE.' }),
    address: t.string({ required: true, description: '5-200 characters.' }),
    areaCode: t.string({
      required: true,
      description:
        "A country's international calling code (+1, +44, +852, …): one of @swx/contract's areaCodes.",
    }),
    phone: t.string({ required: true, description: 'The number after the area code: 5-14 digits.' }),
    documentType: t.field({ type: DocumentTypeEnum }),
    front: t.field({ type: 'File', description: imageDescription("The document's front") }),
    back: t.field({
      type: 'File',
      description: imageDescription("The document's back (not for a passport)"),
    }),
    inHand: t.field({
      type: 'File',
      description: imageDescription('A photo of the user holding the document'),
    }),
    signature: t.field({ type: 'File', description: imageDescription("The user's signature as drawn") }),
  }),
});

type SubmitResult = { identification: IdentificationSource; notice: ReturnType<typeof noticeFor> };
const SubmitIdentificationPayload = builder.objectRef<SubmitResult>('SubmitIdentificationPayload').implement({
  fields: (t) => ({
    identification: t.field({ type: IdentificationRef, resolve: (payload) => payload.identification }),
    notice: t.expose('notice', { type: NoticeCodeEnum, nullable: true }),
    viewer: t.field({
      type: ViewerRef,
      nullable: true,
      description: 'The viewer after the submission (kycStatus PENDING).',
      resolve: (_, __, ctx) => ctx.loaders.userInfo.load(ctx.caller.authorization),
    }),
  }),
});

typedMutation('submitIdentification', {
  type: SubmitIdentificationPayload,
  description:
    'Submits identity verification for review (either account mode). Refused with VERIFICATION_STATUS_WRONG ' +
    'while a submission is pending or once verified. Send it as a GraphQL multipart request (up to four ' +
    'files) with the x-graphql-yoga-csrf header; it shares the `money` rate budget of uploads.',
  args: (t) => ({ input: t.field({ type: IdentificationInput, required: true }) }),
  errors: [InputError, ServiceError],
  resolve: async ({ input }, ctx) => {
    await ctx.limit('money');
    // Read together: the parts arrive in the client's order, and each waits until it is read.
    const images = await Promise.all(
      identificationImages.map(async (name: IdentificationImage): Promise<MultipartFile | null> => {
        const upload = input[name] as Upload | null | undefined;
        return upload ? { name, bytes: await uploadBytes(upload, ctx.proofMaxBytes, name) } : null;
      }),
    );
    const fields = {
      firstName: input.firstName,
      lastName: input.lastName,
      birthdate: input.birthdate,
      sex: input.sex ? input.sex.toLowerCase() : '',
      country: input.country,
      address: input.address,
      areaCode: input.areaCode,
      phone: input.phone,
      documentType: input.documentType ? DOCUMENT_TYPES[input.documentType] : '',
    };
    const answer = await submitIdentification(
      ctx.upstream,
      ctx.caller,
      fields,
      images.filter((image) => image !== null),
    );
    const user = await ctx.loaders.userInfo.load(ctx.caller.authorization);
    return {
      identification: { ...answer.result, userId: user.id },
      notice: noticeFor(answer.notice),
    };
  },
});
