import {
  ChatAvailability,
  ChatConversation,
  ChatMessage,
  ChatMessagePage,
  ChatState,
  Nothing,
} from '@swx/contract';
import * as v from 'valibot';
import type { CallerHeaders, UpstreamClient } from './client.ts';

/** GET /chat/conversation (docs/upstream-contract.md, "Customer service"). */
export function getChat(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(ChatState, 'GET', '/chat/conversation', caller);
}

/** GET /chat/availability: the team's availability, the same for every caller. */
export function getChatAvailability(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(ChatAvailability, 'GET', '/chat/availability', caller);
}

/** GET /chat/messages?after=&limit= — oldest first. */
export function listChatMessages(
  client: UpstreamClient,
  caller: CallerHeaders,
  after: number,
  limit: number,
) {
  return client.call(ChatMessagePage, 'GET', '/chat/messages', caller, {
    query: { after: String(after), limit: String(limit) },
  });
}

/**
 * POST /chat/messages — a retry with the same clientKey answers the message already stored. With an
 * image it is a multipart request, the image streamed upstream as it arrives.
 */
export function sendChatMessage(
  client: UpstreamClient,
  caller: CallerHeaders,
  body: string,
  clientKey: string,
  image: AsyncIterable<Uint8Array> | null = null,
) {
  if (!image)
    return client.call(ChatMessage, 'POST', '/chat/messages', caller, { body: { body, clientKey } });
  return client.callMultipart(ChatMessage, '/chat/messages', caller, {
    fields: { body, clientKey },
    files: [{ name: 'image', bytes: image }],
  });
}

/** GET /chat/images/{messageId}: an attached image, for the conversation's own party (a raw stream). */
export function chatImage(client: UpstreamClient, caller: CallerHeaders, messageId: number) {
  return client.raw('GET', `/chat/images/${messageId}`, caller);
}

export function markChatRead(client: UpstreamClient, caller: CallerHeaders, lastReadId: number) {
  return client.call(v.nullable(ChatConversation), 'POST', '/chat/read', caller, { body: { lastReadId } });
}

export function sendChatTyping(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(Nothing, 'POST', '/chat/typing', caller, { body: {} });
}

/** POST /chat/claim — with the session token and the visitor key. */
export function claimChat(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(v.nullable(ChatConversation), 'POST', '/chat/claim', caller, { body: {} });
}
