import {
  type ChatMessage,
  ChatMessageEvent,
  ChatReadEvent,
  type ChatSide,
  ChatTypingEvent,
} from '@swx/contract';
import { parseEvent, pause, RETRYABLE, unavailable } from './account-events.ts';
import { type CallerHeaders, type UpstreamClient, UpstreamFailure, UpstreamUnauthorized } from './client.ts';
import { serverSentEvents } from './server-sent-events.ts';

export type ChatStreamEvent =
  /** (Re)connected: read on from the last message held; later messages arrive as events. */
  | { type: 'ready' }
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; side: ChatSide; lastReadId: number }
  | { type: 'typing'; side: ChatSide }
  | { type: 'merged' };

const path = '/chat/events';
/** The upstream's heartbeat comes every 15 s; a stream silent this long is dead. */
const silenceMs = 45_000;
const maxFailures = 6;

/**
 * Follows a chat party's upstream event stream (GET /chat/events) until `signal` aborts: every
 * (re)connect says `ready` again, so the follower reads what it may have missed. Ends with `fail`
 * when the session ended or the upstream stayed away. One stream per subscription: a customer
 * holds one or two.
 */
export async function followChat(
  client: UpstreamClient,
  caller: CallerHeaders,
  signal: AbortSignal,
  on: { event(event: ChatStreamEvent): void; fail(error: Error): void },
): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    try {
      const body = await client.eventStream(path, caller, signal, silenceMs);
      for await (const message of serverSentEvents(body)) {
        if (message.event === 'ready') {
          failures = 0;
          on.event({ type: 'ready' });
        } else if (message.event === 'message') {
          on.event({
            type: 'message',
            message: parseEvent(ChatMessageEvent, message.event, message.data).message,
          });
        } else if (message.event === 'read') {
          const read = parseEvent(ChatReadEvent, message.event, message.data);
          on.event({ type: 'read', side: read.side, lastReadId: read.lastReadId });
        } else if (message.event === 'typing') {
          on.event({ type: 'typing', side: parseEvent(ChatTypingEvent, message.event, message.data).side });
        } else if (message.event === 'merged') {
          on.event({ type: 'merged' });
        }
      }
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof UpstreamUnauthorized) return on.fail(error);
      if (error instanceof UpstreamFailure && !RETRYABLE.has(error.error.code)) return on.fail(error);
    }
    failures += 1;
    if (failures >= maxFailures) return on.fail(unavailable());
    await pause(Math.min(4_000, 250 * 2 ** (failures - 1)) * (0.5 + Math.random() / 2), signal);
  }
}
