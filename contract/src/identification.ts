import * as v from 'valibot';
import { EpochMs, Id } from './common.ts';

/**
 * Identity verification (KYC). `users.kyc_status` is the summary every product reads
 * (0 not verified, 1 pending review, 2 verified, 3 failed); each submission is kept with its review.
 */
export const KycStatus = v.picklist([0, 1, 2, 3]);
export const Sex = v.picklist(['female', 'male']);
export const DocumentType = v.picklist(['id_card', 'driver_licence', 'passport']);
export const IdentificationStatus = v.picklist(['pending', 'verified', 'failed']);

/** The image parts of POST /user/identification, in the order the form asks for them. */
export const identificationImages = ['front', 'back', 'inHand', 'signature'] as const;
export type IdentificationImage = (typeof identificationImages)[number];

/** The text fields of POST /user/identification (multipart fields beside the four images). */
export type IdentificationFields = {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  birthdate: string;
  sex: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  address: string;
  /** One of the dialling codes +1, +49, +55, +60, +61, +64, +65, +66, +81, +86, +91, +852, +886. */
  areaCode: string;
  /** Digits only. */
  phone: string;
  documentType: string;
};

/** One submission as its owner reads it back: what was sent (no images) and how it was reviewed. */
export const IdentificationSubmission = v.object({
  firstName: v.string(),
  lastName: v.string(),
  birthdate: v.string(),
  sex: Sex,
  country: v.string(),
  address: v.string(),
  areaCode: v.string(),
  phone: v.string(),
  documentType: DocumentType,
  hasBack: v.boolean(),
  status: IdentificationStatus,
  /** The reviewer's remark: why it failed (null while pending). */
  remark: v.nullable(v.string()),
  createdAt: EpochMs,
  /** Reviewed within 48 hours of submission. */
  reviewDueAt: EpochMs,
  reviewedAt: v.nullable(EpochMs),
});

/** GET /user/identification (and the answer of POST /user/identification). */
export const Identification = v.object({
  kycStatus: KycStatus,
  /** The latest submission; null before the first. */
  submission: v.nullable(IdentificationSubmission),
});

/** The operator's view: the submission with its owner and the operator API paths of its images. */
export const OpsIdentification = v.object({
  ...IdentificationSubmission.entries,
  id: Id,
  userId: Id,
  userName: v.string(),
  email: v.string(),
  images: v.object({
    front: v.string(),
    back: v.nullable(v.string()),
    inHand: v.string(),
    signature: v.string(),
  }),
});

export type KycStatus = v.InferOutput<typeof KycStatus>;
export type Sex = v.InferOutput<typeof Sex>;
export type DocumentType = v.InferOutput<typeof DocumentType>;
export type IdentificationStatus = v.InferOutput<typeof IdentificationStatus>;
export type IdentificationSubmission = v.InferOutput<typeof IdentificationSubmission>;
export type Identification = v.InferOutput<typeof Identification>;
export type OpsIdentification = v.InferOutput<typeof OpsIdentification>;
