import type { WalletAddress } from '@swx/contract';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/db.ts';
import { type Fields, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, inputInvalid } from '../http/envelope.ts';
import { moneyRules } from '../http/input-rules.ts';
import { insertNotification, publishNotifications } from '../notifications/notifications.ts';
import type { AccountEvents } from '../trading/account-events.ts';
import { type Currency, isCurrency } from './currencies.ts';
import { withdrawMethods } from './money-params.ts';

/** The REST shape, declared once in the contract. */
export type { WalletAddress };

/** Most addresses one user keeps; one more answers 10092. */
export const maxAddressesPerUser = 20;

const columns = 'id, currency, network, address, label, created_at, updated_at';

function toAddress(row: Record<string, unknown>): WalletAddress {
  return {
    id: Number(row.id),
    currency: String(row.currency) as Currency,
    network: String(row.network),
    address: String(row.address),
    label: String(row.label),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export async function findAddress(
  db: Queryable,
  userId: number,
  id: number,
): Promise<WalletAddress | undefined> {
  const rows = await db.query(`SELECT ${columns} FROM withdrawal_addresses WHERE id = $1 AND user_id = $2`, [
    id,
    userId,
  ]);
  return rows[0] ? toAddress(rows[0]) : undefined;
}

/** A path or body id: a whole number, INPUT_INVALID otherwise. */
export function readId(fields: Fields): number {
  const raw = textField(fields, moneyRules.id);
  if (raw === '') throw inputInvalid('id');
  return Number(raw);
}

/**
 * The address book (spec: add, update, delete; fields not shown): a currency, a network that one of
 * the withdrawal methods offers for it, the address and a label of the user's. Adding one is a
 * security event (a thief's first step is to add their own address): it notifies the user.
 */
export class AddressBook {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly events: AccountEvents | undefined;

  constructor(db: Db, clock: Clock, events?: AccountEvents) {
    this.db = db;
    this.clock = clock;
    this.events = events;
  }

  async list(userId: number): Promise<WalletAddress[]> {
    const rows = await this.db.query(
      `SELECT ${columns} FROM withdrawal_addresses WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
    return rows.map(toAddress);
  }

  private async readInput(body: Fields) {
    const currency = textField(body, moneyRules.currency).toUpperCase();
    if (!isCurrency(currency)) throw inputInvalid('currency');
    const network = textField(body, moneyRules.network);
    const method = (await withdrawMethods(this.db)).find(
      (m) => m.currency === currency && m.network.toLowerCase() === network.toLowerCase(),
    );
    if (!method) throw inputInvalid('network');
    const address = textField(body, moneyRules.address);
    // The form's "enter address": an empty one is the catalogue's "receive address not filled".
    if (address === '') throw new ApiError(Code.receiveAddressMissing);
    return { currency, network: method.network, address, label: textField(body, moneyRules.label) };
  }

  async add(userId: number, body: Fields): Promise<WalletAddress> {
    const input = await this.readInput(body);
    const now = this.clock.now();
    const { address, notification } = await this.db.transaction(async (tx) => {
      // Serialises one user's additions, so the limit holds under concurrent requests.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const count = await tx.query<{ n: unknown }>(
        'SELECT count(*) AS n FROM withdrawal_addresses WHERE user_id = $1',
        [userId],
      );
      if (Number(count[0]?.n) >= maxAddressesPerUser) throw new ApiError(Code.operationFailed);
      const rows = await tx.query(
        `INSERT INTO withdrawal_addresses (user_id, currency, network, address, label, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${columns}`,
        [userId, input.currency, input.network, input.address, input.label, now],
      );
      if (!rows[0]) throw new Error('address insert returned nothing');
      const added = toAddress(rows[0]);
      const created = await insertNotification(
        tx,
        userId,
        { type: 'addressAdded', reference: added.address, currency: added.currency, remark: added.network },
        now,
      );
      return { address: added, notification: created };
    });
    await publishNotifications(this.db, this.events, [notification]);
    return address;
  }

  /** Changes an address of the caller's; another user's or an unknown id is INPUT_INVALID `id`. */
  async update(userId: number, body: Fields): Promise<WalletAddress> {
    const id = readId(body);
    const input = await this.readInput(body);
    const rows = await this.db.query(
      `UPDATE withdrawal_addresses SET currency = $3, network = $4, address = $5, label = $6, updated_at = $7
       WHERE id = $1 AND user_id = $2 RETURNING ${columns}`,
      [id, userId, input.currency, input.network, input.address, input.label, this.clock.now()],
    );
    if (!rows[0]) throw inputInvalid('id');
    return toAddress(rows[0]);
  }

  /** Withdrawals keep their own copy of the address, so deleting one changes no record. */
  async remove(userId: number, id: number): Promise<void> {
    const rows = await this.db.query(
      'DELETE FROM withdrawal_addresses WHERE id = $1 AND user_id = $2 RETURNING id',
      [id, userId],
    );
    if (rows.length === 0) throw inputInvalid('id');
  }
}
