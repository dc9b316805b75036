import type {
  DocumentType,
  IdentificationImage,
  IdentificationStatus,
  IdentificationSubmission,
  OpsIdentification,
  Sex,
} from '@swx/contract';
import { type Queryable, toNullableText, toNumber, toText } from '../db/db.ts';
import { offsetOf, type Page, type PageRequest } from '../ledger/ledger.ts';

/** A submission is reviewed within 48 hours of its arrival. */
export const reviewWindowMs = 48 * 60 * 60 * 1000;

export type StoredImage = { file: string; type: string };

/** A row of `identifications` with its owner's name (for the operator). */
export type IdentificationRow = IdentificationSubmission & {
  id: number;
  userId: number;
  userName: string;
  email: string;
  images: Record<Exclude<IdentificationImage, 'back'>, StoredImage> & { back: StoredImage | null };
};

const columns = `i.id, i.user_id, u.user_name, u.email, i.first_name, i.last_name, i.birthdate, i.sex, i.country,
  i.address, i.area_code, i.phone, i.document_type, i.front_file, i.front_type, i.back_file, i.back_type,
  i.in_hand_file, i.in_hand_type, i.signature_file, i.signature_type, i.status, i.remark, i.created_at, i.reviewed_at`;

const from = 'identifications i JOIN users u ON u.id = i.user_id';

function toRow(row: Record<string, unknown>): IdentificationRow {
  const createdAt = toNumber(row.created_at);
  const backFile = toNullableText(row.back_file);
  return {
    id: toNumber(row.id),
    userId: toNumber(row.user_id),
    userName: toText(row.user_name),
    email: toText(row.email),
    firstName: toText(row.first_name),
    lastName: toText(row.last_name),
    birthdate: toText(row.birthdate),
    sex: toText(row.sex) as Sex,
    country: toText(row.country),
    address: toText(row.address),
    areaCode: toText(row.area_code),
    phone: toText(row.phone),
    documentType: toText(row.document_type) as DocumentType,
    hasBack: backFile !== null,
    status: toText(row.status) as IdentificationStatus,
    remark: toNullableText(row.remark),
    createdAt,
    reviewDueAt: createdAt + reviewWindowMs,
    reviewedAt: row.reviewed_at === null || row.reviewed_at === undefined ? null : toNumber(row.reviewed_at),
    images: {
      front: { file: toText(row.front_file), type: toText(row.front_type) },
      back: backFile === null ? null : { file: backFile, type: toText(row.back_type) },
      inHand: { file: toText(row.in_hand_file), type: toText(row.in_hand_type) },
      signature: { file: toText(row.signature_file), type: toText(row.signature_type) },
    },
  };
}

/** The owner's view: what was sent and its review, without images, ids or anyone's names but theirs. */
export function toSubmission(row: IdentificationRow): IdentificationSubmission {
  const { id: _id, userId: _user, userName: _name, email: _email, images: _images, ...submission } = row;
  return submission;
}

/** The operator's view, with the operator API paths of the images. */
export function toOpsIdentification(row: IdentificationRow): OpsIdentification {
  const image = (kind: IdentificationImage) => `/swx/ops/identifications/${row.id}/images/${kind}`;
  return {
    ...toSubmission(row),
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    email: row.email,
    images: {
      front: image('front'),
      back: row.hasBack ? image('back') : null,
      inHand: image('inHand'),
      signature: image('signature'),
    },
  };
}

export async function findIdentification(
  db: Queryable,
  id: number,
  lock = false,
): Promise<IdentificationRow | undefined> {
  const rows = await db.query(
    `SELECT ${columns} FROM ${from} WHERE i.id = $1${lock ? ' FOR UPDATE OF i' : ''}`,
    [id],
  );
  return rows[0] ? toRow(rows[0]) : undefined;
}

/** The user's latest submission. */
export async function latestIdentification(
  db: Queryable,
  userId: number,
): Promise<IdentificationRow | undefined> {
  const rows = await db.query(
    `SELECT ${columns} FROM ${from} WHERE i.user_id = $1 ORDER BY i.id DESC LIMIT 1`,
    [userId],
  );
  return rows[0] ? toRow(rows[0]) : undefined;
}

/** Every submission (or those of one status), oldest first: the review queue is worked in arrival order. */
export async function listIdentifications(
  db: Queryable,
  status: IdentificationStatus | null,
  page: PageRequest,
): Promise<Page<IdentificationRow>> {
  const where = '($1::text IS NULL OR i.status = $1)';
  const total = await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM identifications i WHERE ${where}`, [
    status,
  ]);
  const rows = await db.query(
    `SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY i.id LIMIT $2 OFFSET $3`,
    [status, page.pageSize, offsetOf(page)],
  );
  return { list: rows.map(toRow), total: toNumber(total[0]?.n), ...page };
}
