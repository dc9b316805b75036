import * as v from 'valibot';
import { EpochMs, Id } from './common.ts';

/** Customer service (this contract's extension): docs/upstream-contract.md, "Customer service". */
export const ChatSide = v.picklist(['user', 'operator']);
export const ChatMessage = v.object({
  id: Id,
  conversationId: Id,
  author: ChatSide,
  body: v.string(),
  /** The attached image's type (`image/png` or `image/jpeg`), or null for text only; GET /chat/images/{id}. */
  imageType: v.nullable(v.string()),
  clientKey: v.string(),
  createdAt: EpochMs,
});
export const ChatConversation = v.object({
  id: Id,
  createdAt: EpochMs,
  lastMessageAt: EpochMs,
  userReadId: v.number(),
  operatorReadId: v.number(),
  unread: v.number(),
  lastMessageId: v.number(),
});
export const ChatHours = v.object({
  days: v.array(v.number()),
  from: v.string(),
  to: v.string(),
  timeZone: v.string(),
});
/** The team's availability, the same for every customer: GET /chat/availability (public). */
export const ChatAvailability = v.object({
  operatorOnline: v.boolean(),
  hours: v.nullable(ChatHours),
  typicalReplyMinutes: v.nullable(v.number()),
});
export const ChatState = v.object({
  conversation: v.nullable(ChatConversation),
  ...ChatAvailability.entries,
});
export const ChatMessagePage = v.object({
  conversation: v.nullable(ChatConversation),
  list: v.array(ChatMessage),
  hasMore: v.boolean(),
});
/** Events of GET /chat/events (besides `ready`). */
export const ChatMessageEvent = v.object({ message: ChatMessage });
export const ChatReadEvent = v.object({ conversationId: Id, side: ChatSide, lastReadId: v.number() });
export const ChatTypingEvent = v.object({ conversationId: Id, side: ChatSide });

export type ChatSide = v.InferOutput<typeof ChatSide>;
export type ChatMessage = v.InferOutput<typeof ChatMessage>;
export type ChatConversation = v.InferOutput<typeof ChatConversation>;
export type ChatHours = v.InferOutput<typeof ChatHours>;
export type ChatAvailability = v.InferOutput<typeof ChatAvailability>;
export type ChatState = v.InferOutput<typeof ChatState>;
