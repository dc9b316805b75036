import type { Identification, IdentificationImage, IdentificationStatus, KycStatus } from '@swx/contract';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/db.ts';
import { toNumber } from '../db/db.ts';
import type { Fields } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';
import type { Page, PageRequest } from '../ledger/ledger.ts';
import { imageFormatIncorrect, wrongState } from '../money/money-errors.ts';
import { ImageFormatIncorrect, type ReencodedImage, reencodeProof } from '../money/proof-images.ts';
import type { ProofStore } from '../money/proof-store.ts';
import { insertNotification, publishNotifications } from '../notifications/notifications.ts';
import type { AccountEvents } from '../trading/account-events.ts';
import { imageRequired, readIdentificationRequest } from './identification-rules.ts';
import {
  findIdentification,
  type IdentificationRow,
  latestIdentification,
  listIdentifications,
  type StoredImage,
  toSubmission,
} from './identifications.ts';

/** users.kyc_status, the summary products read (loans, smart plans, withdrawals). */
export const kycStatus = { notVerified: 0, pending: 1, verified: 2, failed: 3 } as const;

/** The images a submission's document type needs (a passport has one data page: no back). */
export function requiredImages(documentType: string): IdentificationImage[] {
  return documentType === 'passport'
    ? ['front', 'inHand', 'signature']
    : ['front', 'back', 'inHand', 'signature'];
}

const statuses: readonly string[] = ['pending', 'verified', 'failed'];

/** A `?status=` filter of the operator's list: an unknown value filters nothing, as on the other lists. */
export function identificationStatusOf(value: string): IdentificationStatus | null {
  return statuses.includes(value) ? (value as IdentificationStatus) : null;
}

async function lockedKycStatus(tx: Queryable, userId: number): Promise<KycStatus> {
  const rows = await tx.query('SELECT kyc_status FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const status = toNumber(rows[0]?.kyc_status ?? 0);
  return status === 1 || status === 2 || status === 3 ? status : 0;
}

/**
 * Identity verification: a user submits (not verified or failed → pending review), an operator (or
 * DEMO_AUTO_REVIEW) verifies or fails it with a reason, and the user is notified either way. The
 * images are checked by their bytes and re-encoded like deposit proofs, kept in a private store that
 * only the operator API reads. A refused submission leaves no row and no file behind.
 */
export class IdentificationService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly images: ProofStore;
  private readonly events: AccountEvents | undefined;

  constructor(db: Db, clock: Clock, images: ProofStore, events?: AccountEvents) {
    this.db = db;
    this.clock = clock;
    this.images = images;
    this.events = events;
  }

  /** GET /user/identification: the status and the latest submission. */
  async status(userId: number): Promise<Identification> {
    const rows = await this.db.query('SELECT kyc_status FROM users WHERE id = $1', [userId]);
    const status = toNumber(rows[0]?.kyc_status ?? 0);
    const latest = await latestIdentification(this.db, userId);
    return {
      kycStatus: status === 1 || status === 2 || status === 3 ? status : 0,
      submission: latest ? toSubmission(latest) : null,
    };
  }

  /** 10019 while a submission waits for review or once verified: only 0 and 3 may submit. */
  async assertCanSubmit(userId: number): Promise<void> {
    const rows = await this.db.query('SELECT kyc_status FROM users WHERE id = $1', [userId]);
    const status = toNumber(rows[0]?.kyc_status ?? 0);
    if (status === kycStatus.pending || status === kycStatus.verified)
      throw new ApiError(Code.verificationStatusWrong);
  }

  /**
   * POST /user/identification: text fields, then the images (each within the size limit already).
   * Order of refusals: status (10019), the text fields in the form's order, each required image,
   * then each image's format.
   */
  async submit(
    userId: number,
    fields: Fields,
    files: Partial<Record<IdentificationImage, Buffer>>,
  ): Promise<Identification> {
    await this.assertCanSubmit(userId);
    const now = this.clock.now();
    const request = readIdentificationRequest(fields, now);
    const needed = requiredImages(request.documentType);
    for (const kind of needed) if (!files[kind]?.length) throw imageRequired(kind);
    const encoded: Partial<Record<IdentificationImage, ReencodedImage>> = {};
    for (const kind of needed) {
      try {
        encoded[kind] = await reencodeProof(files[kind] as Buffer);
      } catch (error) {
        if (error instanceof ImageFormatIncorrect) throw imageFormatIncorrect(kind);
        throw error;
      }
    }
    const stored: Partial<Record<IdentificationImage, StoredImage>> = {};
    try {
      for (const kind of needed) {
        const image = encoded[kind] as ReencodedImage;
        stored[kind] = { file: await this.images.write(image.bytes, image.type), type: image.type };
      }
      await this.db.transaction(async (tx) => {
        // Locked, so two racing submissions cannot both pass the check.
        const status = await lockedKycStatus(tx, userId);
        if (status === kycStatus.pending || status === kycStatus.verified)
          throw new ApiError(Code.verificationStatusWrong);
        const image = (kind: IdentificationImage) => stored[kind] ?? null;
        await tx.query(
          `INSERT INTO identifications (user_id, first_name, last_name, birthdate, sex, country, address, area_code,
             phone, document_type, front_file, front_type, back_file, back_type, in_hand_file, in_hand_type,
             signature_file, signature_type, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
          [
            userId,
            request.firstName,
            request.lastName,
            request.birthdate,
            request.sex,
            request.country,
            request.address,
            request.areaCode,
            request.phone,
            request.documentType,
            image('front')?.file,
            image('front')?.type,
            image('back')?.file ?? null,
            image('back')?.type ?? null,
            image('inHand')?.file,
            image('inHand')?.type,
            image('signature')?.file,
            image('signature')?.type,
            now,
          ],
        );
        await tx.query('UPDATE users SET kyc_status = $2, updated_at = $3 WHERE id = $1', [
          userId,
          kycStatus.pending,
          now,
        ]);
      });
    } catch (error) {
      // No row, no files: nothing is kept of a refused or failed submission.
      for (const image of Object.values(stored)) await this.images.remove(image.file);
      throw error;
    }
    return this.status(userId);
  }

  /** Operator: pending → verified; the user is notified. */
  approve(id: number, remark: string | null): Promise<IdentificationRow> {
    return this.review(id, 'verified', remark);
  }

  /** Operator: pending → failed with the reason the user sees; they may submit again. */
  reject(id: number, remark: string): Promise<IdentificationRow> {
    return this.review(id, 'failed', remark);
  }

  listAll(status: IdentificationStatus | null, page: PageRequest): Promise<Page<IdentificationRow>> {
    return listIdentifications(this.db, status, page);
  }

  find(id: number): Promise<IdentificationRow | undefined> {
    return findIdentification(this.db, id);
  }

  /** A submission's stored image, for the operator API only. */
  async image(id: number, kind: IdentificationImage): Promise<{ bytes: Buffer; type: string } | undefined> {
    const row = await findIdentification(this.db, id);
    const image = row?.images[kind];
    if (!image) return undefined;
    return { bytes: await this.images.read(image.file), type: image.type };
  }

  private async review(id: number, outcome: 'verified' | 'failed', remark: string | null) {
    const now = this.clock.now();
    const created = await this.db.transaction(async (tx) => {
      const row = await findIdentification(tx, id, true);
      if (!row) throw new ApiError(Code.notFound, 404);
      if (row.status !== 'pending') throw wrongState(row.status);
      await lockedKycStatus(tx, row.userId);
      await tx.query('UPDATE identifications SET status = $2, remark = $3, reviewed_at = $4 WHERE id = $1', [
        id,
        outcome,
        remark,
        now,
      ]);
      await tx.query('UPDATE users SET kyc_status = $2, updated_at = $3 WHERE id = $1', [
        row.userId,
        outcome === 'verified' ? kycStatus.verified : kycStatus.failed,
        now,
      ]);
      tx.note({
        kind: 'reviewConcluded',
        userId: row.userId,
        subject: 'identification',
        reference: String(id),
        status: outcome,
      });
      return insertNotification(
        tx,
        row.userId,
        {
          type: outcome === 'verified' ? 'kycVerified' : 'kycFailed',
          remark: outcome === 'failed' ? remark : null,
        },
        now,
      );
    });
    await publishNotifications(this.db, this.events, [created]);
    const row = await findIdentification(this.db, id);
    if (!row) throw new ApiError(Code.notFound, 404);
    return row;
  }
}
