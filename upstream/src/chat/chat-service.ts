import { createHash } from 'node:crypto';
import { operatorPresent } from '@swx/contract/chat-presence';
import type { Clock } from '../clock.ts';
import { type Db, type Queryable, toNumber, toText } from '../db/db.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';
import { imageFormatIncorrect } from '../money/money-errors.ts';
import { ImageFormatIncorrect, type ReencodedImage, reencodeProof } from '../money/proof-images.ts';
import type { ProofStore } from '../money/proof-store.ts';
import type { ChatHub, ChatMessage, ChatSide } from './chat-hub.ts';

/** An attached image as stored: its file in the chat's image store and its type. */
type StoredImage = { file: string; type: string };

/** Who writes from the customer's side: a signed-in user, or a visitor known by their browser's key. */
export type ChatParty = { kind: 'user'; userId: number } | { kind: 'visitor'; visitorHash: string };

export type ChatConversation = {
  id: number;
  /** The customer's side: a user's name, or null for a visitor. */
  userId: number | null;
  userName: string | null;
  createdAt: number;
  lastMessageAt: number;
  userReadId: number;
  operatorReadId: number;
  /** Operator messages the customer has not read / customer messages the operator has not read. */
  unreadByUser: number;
  unreadByOperator: number;
  lastMessageId: number;
};

/** A visitor's key (kept in their browser) as stored: its hash, never the key. */
export function visitorHash(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

export function partyKey(party: ChatParty): string {
  return party.kind === 'user' ? `user:${party.userId}` : `visitor:${party.visitorHash}`;
}

function toMessage(row: Record<string, unknown>): ChatMessage {
  return {
    id: toNumber(row.id),
    conversationId: toNumber(row.conversation_id),
    author: toText(row.author) === 'operator' ? 'operator' : 'user',
    body: toText(row.body),
    imageType: row.image_type === null || row.image_type === undefined ? null : toText(row.image_type),
    clientKey: toText(row.client_key),
    createdAt: toNumber(row.created_at),
  };
}

const conversationColumns = `c.id, c.user_id, u.user_name, c.created_at, c.last_message_at, c.user_read_id,
  c.operator_read_id,
  (SELECT count(*) FROM chat_messages m WHERE m.conversation_id = c.id AND m.author = 'operator'
     AND m.id > c.user_read_id) AS unread_by_user,
  (SELECT count(*) FROM chat_messages m WHERE m.conversation_id = c.id AND m.author = 'user'
     AND m.id > c.operator_read_id) AS unread_by_operator,
  (SELECT coalesce(max(m.id), 0) FROM chat_messages m WHERE m.conversation_id = c.id) AS last_message_id`;

function toConversation(row: Record<string, unknown>): ChatConversation {
  return {
    id: toNumber(row.id),
    userId: row.user_id === null ? null : toNumber(row.user_id),
    userName: row.user_name === null || row.user_name === undefined ? null : toText(row.user_name),
    createdAt: toNumber(row.created_at),
    lastMessageAt: toNumber(row.last_message_at),
    userReadId: toNumber(row.user_read_id),
    operatorReadId: toNumber(row.operator_read_id),
    unreadByUser: toNumber(row.unread_by_user),
    unreadByOperator: toNumber(row.unread_by_operator),
    lastMessageId: toNumber(row.last_message_id),
  };
}

function ownerWhere(party: ChatParty): [string, unknown] {
  return party.kind === 'user'
    ? ['c.user_id = $1', party.userId]
    : ['c.visitor_hash = $1', party.visitorHash];
}

/**
 * Customer-service conversations: one per user or visitor, messages in id order, a read
 * mark per side, a visitor's conversation merged into the user's at login. Every message is stored
 * before it is announced; the live hub only tells parties to read on.
 */
export class ChatService {
  #operatorSeenAt = Number.NEGATIVE_INFINITY;
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly hub: ChatHub;
  private readonly images: ProofStore;

  constructor(db: Db, clock: Clock, hub: ChatHub, images: ProofStore) {
    this.db = db;
    this.clock = clock;
    this.hub = hub;
    this.images = images;
  }

  async conversationOf(party: ChatParty, db: Queryable = this.db): Promise<ChatConversation | null> {
    const [where, value] = ownerWhere(party);
    const rows = await db.query(
      `SELECT ${conversationColumns} FROM chat_conversations c LEFT JOIN users u ON u.id = c.user_id WHERE ${where}`,
      [value],
    );
    return rows[0] ? toConversation(rows[0]) : null;
  }

  async conversationById(id: number): Promise<ChatConversation | null> {
    const rows = await this.db.query(
      `SELECT ${conversationColumns} FROM chat_conversations c LEFT JOIN users u ON u.id = c.user_id WHERE c.id = $1`,
      [id],
    );
    return rows[0] ? toConversation(rows[0]) : null;
  }

  /** The customer's message; the first one opens the conversation. A retried key answers the same message. */
  async send(
    party: ChatParty,
    body: string,
    clientKey: string,
    upload: Buffer | null = null,
  ): Promise<ChatMessage> {
    const image = upload ? await this.#store(upload) : null;
    try {
      const sent = await this.#send(party, body, clientKey, image);
      // A retry of a message already stored keeps the first one's image only.
      if (image && sent.imageFile !== image.file) await this.images.remove(image.file);
      return sent.message;
    } catch (error) {
      if (image) await this.images.remove(image.file);
      throw error;
    }
  }

  /** The money slice's image rules: recognised by its bytes, re-encoded, stored under a random name. */
  async #store(upload: Buffer): Promise<StoredImage> {
    let image: ReencodedImage;
    try {
      image = await reencodeProof(upload);
    } catch (error) {
      if (error instanceof ImageFormatIncorrect) throw imageFormatIncorrect('image');
      throw error;
    }
    return { file: await this.images.write(image.bytes, image.type), type: image.type };
  }

  async #send(party: ChatParty, body: string, clientKey: string, image: StoredImage | null) {
    const now = this.clock.now();
    const { message, fresh, imageFile } = await this.db.transaction(async (tx) => {
      const column = party.kind === 'user' ? 'user_id' : 'visitor_hash';
      const owner = party.kind === 'user' ? party.userId : party.visitorHash;
      const opened = await tx.query<{ id: unknown }>(
        `INSERT INTO chat_conversations (${column}, created_at, last_message_at) VALUES ($1, $2, $2)
         ON CONFLICT (${column}) DO UPDATE SET last_message_at = chat_conversations.last_message_at
         RETURNING id`,
        [owner, now],
      );
      return this.#insert(tx, toNumber(opened[0]?.id), 'user', body, clientKey, now, image);
    });
    if (fresh) this.#announce(message, partyKey(party));
    return { message, imageFile };
  }

  /** The image of a message in the party's own conversation (anything else: undefined). */
  async imageOf(party: ChatParty, messageId: number): Promise<{ bytes: Buffer; type: string } | undefined> {
    const conversation = await this.conversationOf(party);
    return conversation ? this.#image(messageId, conversation.id) : undefined;
  }

  /** Any message's image, for the operator. */
  async operatorImage(messageId: number): Promise<{ bytes: Buffer; type: string } | undefined> {
    this.#operatorSeen();
    return this.#image(messageId, null);
  }

  async #image(messageId: number, conversationId: number | null) {
    const rows = await this.db.query<{ image_file: unknown; image_type: unknown }>(
      `SELECT image_file, image_type FROM chat_messages
       WHERE id = $1 AND image_file IS NOT NULL AND ($2::bigint IS NULL OR conversation_id = $2)`,
      [messageId, conversationId],
    );
    const row = rows[0];
    if (!row) return undefined;
    return { bytes: await this.images.read(toText(row.image_file)), type: toText(row.image_type) };
  }

  async operatorSend(conversationId: number, body: string, clientKey: string): Promise<ChatMessage> {
    this.#operatorSeen();
    const conversation = await this.conversationById(conversationId);
    if (!conversation) throw new ApiError(Code.notFound, 404);
    const now = this.clock.now();
    const { message, fresh } = await this.db.transaction((tx) =>
      this.#insert(tx, conversationId, 'operator', body, clientKey, now),
    );
    if (fresh) this.#announce(message, await this.#ownerKey(conversationId));
    return message;
  }

  async #insert(
    tx: Queryable,
    conversationId: number,
    author: ChatSide,
    body: string,
    clientKey: string,
    now: number,
    image: StoredImage | null = null,
  ) {
    const inserted = await tx.query(
      `INSERT INTO chat_messages (conversation_id, author, body, client_key, created_at, image_file, image_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (conversation_id, author, client_key) DO NOTHING RETURNING *`,
      [conversationId, author, body, clientKey, now, image?.file ?? null, image?.type ?? null],
    );
    if (inserted[0]) {
      await tx.query('UPDATE chat_conversations SET last_message_at = $2 WHERE id = $1', [
        conversationId,
        now,
      ]);
      return { message: toMessage(inserted[0]), fresh: true, imageFile: image?.file ?? null };
    }
    const existing = await tx.query(
      'SELECT * FROM chat_messages WHERE conversation_id = $1 AND author = $2 AND client_key = $3',
      [conversationId, author, clientKey],
    );
    if (!existing[0]) throw new ApiError(Code.operationFailed);
    const imageFile = existing[0].image_file;
    return {
      message: toMessage(existing[0]),
      fresh: false,
      imageFile: typeof imageFile === 'string' ? imageFile : null,
    };
  }

  /** Messages after `after` (a message id; 0 for the start), oldest first, and whether more follow. */
  async messages(party: ChatParty, after: number, limit: number) {
    const conversation = await this.conversationOf(party);
    if (!conversation) return { conversation: null, list: [], hasMore: false };
    return { conversation, ...(await this.#page(conversation.id, after, limit)) };
  }

  async operatorMessages(conversationId: number, after: number, limit: number) {
    this.#operatorSeen();
    return this.#page(conversationId, after, limit);
  }

  async #page(conversationId: number, after: number, limit: number) {
    const rows = await this.db.query(
      'SELECT * FROM chat_messages WHERE conversation_id = $1 AND id > $2 ORDER BY id LIMIT $3',
      [conversationId, after, limit + 1],
    );
    return { list: rows.slice(0, limit).map(toMessage), hasMore: rows.length > limit };
  }

  /** The customer has read up to `lastReadId` (a mark only moves forward). */
  async markRead(party: ChatParty, lastReadId: number): Promise<ChatConversation | null> {
    const conversation = await this.conversationOf(party);
    if (!conversation) return null;
    await this.#mark(conversation.id, 'user_read_id', lastReadId);
    const marked = await this.conversationOf(party);
    const event = {
      type: 'read',
      conversationId: conversation.id,
      side: 'user',
      lastReadId: marked?.userReadId ?? 0,
    } as const;
    this.hub.publish('operator', event);
    this.hub.publish(partyKey(party), event);
    return marked;
  }

  async operatorMarkRead(conversationId: number, lastReadId: number): Promise<void> {
    this.#operatorSeen();
    await this.#mark(conversationId, 'operator_read_id', lastReadId);
    const conversation = await this.conversationById(conversationId);
    const owner = await this.#ownerKey(conversationId);
    const event = {
      type: 'read',
      conversationId,
      side: 'operator',
      lastReadId: conversation?.operatorReadId ?? 0,
    } as const;
    if (owner) this.hub.publish(owner, event);
    this.hub.publish('operator', event);
  }

  async #mark(conversationId: number, column: 'user_read_id' | 'operator_read_id', lastReadId: number) {
    await this.db.query(
      `UPDATE chat_conversations SET ${column} = GREATEST(${column},
         LEAST($2, (SELECT coalesce(max(id), 0) FROM chat_messages WHERE conversation_id = $1)))
       WHERE id = $1`,
      [conversationId, lastReadId],
    );
  }

  async typing(party: ChatParty): Promise<void> {
    const conversation = await this.conversationOf(party);
    if (conversation)
      this.hub.publish('operator', { type: 'typing', conversationId: conversation.id, side: 'user' });
  }

  async operatorTyping(conversationId: number): Promise<void> {
    this.#operatorSeen();
    const owner = await this.#ownerKey(conversationId);
    if (owner) this.hub.publish(owner, { type: 'typing', conversationId, side: 'operator' });
  }

  /**
   * At login, the visitor's conversation becomes the user's: it is handed over whole when the user
   * has none, otherwise its messages move into the user's (ids keep the order they were written in).
   */
  async claim(userId: number, hash: string): Promise<ChatConversation | null> {
    const moved = await this.db.transaction(async (tx) => {
      const visitor = await tx.query<{ id: unknown }>(
        'SELECT id FROM chat_conversations WHERE visitor_hash = $1',
        [hash],
      );
      const visitorId = visitor[0] ? toNumber(visitor[0].id) : null;
      if (visitorId === null) return false;
      const own = await tx.query<{ id: unknown }>('SELECT id FROM chat_conversations WHERE user_id = $1', [
        userId,
      ]);
      if (!own[0]) {
        await tx.query('UPDATE chat_conversations SET user_id = $2, visitor_hash = NULL WHERE id = $1', [
          visitorId,
          userId,
        ]);
        return true;
      }
      const ownId = toNumber(own[0].id);
      await tx.query('UPDATE chat_messages SET conversation_id = $2 WHERE conversation_id = $1', [
        visitorId,
        ownId,
      ]);
      await tx.query(
        `UPDATE chat_conversations SET last_message_at = GREATEST(last_message_at,
           (SELECT last_message_at FROM chat_conversations WHERE id = $1)) WHERE id = $2`,
        [visitorId, ownId],
      );
      await tx.query('DELETE FROM chat_conversations WHERE id = $1', [visitorId]);
      return true;
    });
    if (moved) {
      this.hub.publish(`visitor:${hash}`, { type: 'merged' });
      this.hub.publish(`user:${userId}`, { type: 'merged' });
      this.hub.publish('operator', { type: 'merged' });
    }
    return this.conversationOf({ kind: 'user', userId });
  }

  /** The operator's inbox: conversations with the latest message first. */
  async conversations(pageNum: number, pageSize: number) {
    this.#operatorSeen();
    const rows = await this.db.query(
      `SELECT ${conversationColumns} FROM chat_conversations c LEFT JOIN users u ON u.id = c.user_id
       ORDER BY c.last_message_at DESC, c.id DESC LIMIT $1 OFFSET $2`,
      [pageSize, (pageNum - 1) * pageSize],
    );
    const total = await this.db.query<{ n: unknown }>('SELECT count(*) AS n FROM chat_conversations');
    return { list: rows.map(toConversation), total: toNumber(total[0]?.n ?? 0), pageNum, pageSize };
  }

  /** Whether an operator acted in the last five minutes (the customer sees "online" or the answer hours). */
  operatorOnline(): boolean {
    return operatorPresent(this.#operatorSeenAt, this.clock.now());
  }

  #operatorSeen(): void {
    this.#operatorSeenAt = this.clock.now();
  }

  async #ownerKey(conversationId: number): Promise<string | null> {
    const rows = await this.db.query<{ user_id: unknown; visitor_hash: unknown }>(
      'SELECT user_id, visitor_hash FROM chat_conversations WHERE id = $1',
      [conversationId],
    );
    const row = rows[0];
    if (!row) return null;
    return row.user_id !== null ? `user:${toNumber(row.user_id)}` : `visitor:${toText(row.visitor_hash)}`;
  }

  #announce(message: ChatMessage, owner: string | null): void {
    if (owner) this.hub.publish(owner, { type: 'message', message });
    this.hub.publish('operator', { type: 'message', message });
  }
}
