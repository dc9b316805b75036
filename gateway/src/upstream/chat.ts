import { ChatConversation, ChatMessage, ChatMessagePage, ChatState, Nothing } from '@swx/contract';
import * as v from 'valibot';
import type { CallerHeaders, UpstreamClient } from './client.ts';

/** GET /chat/conversation (docs/upstream-contract.md, "Customer service"). */
export function getChat(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(ChatState, 'GET', '/chat/conversation', caller);
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

/** POST /chat/messages — a retry with the same clientKey answers the message already stored. */
export function sendChatMessage(
  client: UpstreamClient,
  caller: CallerHeaders,
  body: string,
  clientKey: string,
) {
  return client.call(ChatMessage, 'POST', '/chat/messages', caller, { body: { body, clientKey } });
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
