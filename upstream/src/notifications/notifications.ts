import type { Currency, Notification, NotificationType } from '@swx/contract';
import { type Queryable, toNullableText, toNumber, toText } from '../db/db.ts';
import { offsetOf, type Page, type PageRequest } from '../ledger/ledger.ts';
import type { AccountEvents } from '../trading/account-events.ts';

/** The REST shape, declared once in the contract. */
export type { Notification, NotificationType };

/** A notification written inside a transaction, to be pushed once that transaction committed. */
export type CreatedNotification = { userId: number; notification: Notification };

export type NewNotification = {
  type: NotificationType;
  reference?: string | null;
  currency?: Currency | null;
  amount?: string | null;
  remark?: string | null;
};

const columns = 'id, type, reference, currency, amount, remark, read_at, created_at';

function toNotification(row: Record<string, unknown>): Notification {
  return {
    id: toNumber(row.id),
    type: toText(row.type) as NotificationType,
    reference: toNullableText(row.reference),
    currency: toNullableText(row.currency) as Currency | null,
    amount: toNullableText(row.amount),
    remark: toNullableText(row.remark),
    read: row.read_at !== null && row.read_at !== undefined,
    createdAt: toNumber(row.created_at),
  };
}

/** Writes a notification in the caller's transaction, so it exists exactly when the change it tells of does. */
export async function insertNotification(
  tx: Queryable,
  userId: number,
  n: NewNotification,
  now: number,
): Promise<CreatedNotification> {
  const rows = await tx.query(
    `INSERT INTO notifications (user_id, type, reference, currency, amount, remark, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${columns}`,
    [userId, n.type, n.reference ?? null, n.currency ?? null, n.amount ?? null, n.remark ?? null, now],
  );
  if (!rows[0]) throw new Error('notification insert returned nothing');
  return { userId, notification: toNotification(rows[0]) };
}

export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ n: unknown }>(
    'SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return toNumber(rows[0]?.n);
}

export async function listNotifications(
  db: Queryable,
  userId: number,
  unreadOnly: boolean,
  page: PageRequest,
): Promise<Page<Notification>> {
  const where = 'user_id = $1 AND (NOT $2::boolean OR read_at IS NULL)';
  const total = await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM notifications WHERE ${where}`, [
    userId,
    unreadOnly,
  ]);
  const rows = await db.query(
    `SELECT ${columns} FROM notifications WHERE ${where} ORDER BY id DESC LIMIT $3 OFFSET $4`,
    [userId, unreadOnly, page.pageSize, offsetOf(page)],
  );
  return { list: rows.map(toNotification), total: toNumber(total[0]?.n), ...page };
}

/** Marks the given notifications of the user read (all of them when `ids` is null); answers the unread count after. */
export async function markRead(db: Queryable, userId: number, ids: number[] | null, now: number) {
  await db.query(
    `UPDATE notifications SET read_at = $3 WHERE user_id = $1 AND read_at IS NULL
       AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))`,
    [userId, ids, now],
  );
  return unreadCount(db, userId);
}

/** Pushes committed notifications on their users' event streams, each with the user's unread count. */
export async function publishNotifications(
  db: Queryable,
  events: AccountEvents | undefined,
  created: readonly CreatedNotification[],
): Promise<void> {
  if (!events) return;
  for (const { userId, notification } of created) {
    if (!events.listens(userId)) continue;
    events.publish(userId, {
      type: 'notificationAdded',
      notification,
      unread: await unreadCount(db, userId),
    });
  }
}
