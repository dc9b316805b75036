import { operatorPresenceMs, operatorPresent } from '@swx/contract/chat-presence';
import { useEffect, useState } from 'react';

/** When the operator last acted in this conversation: their latest message, or now while typing. */
export function operatorActedAt(
  messages: readonly { author: string; createdAt: string }[],
  operatorTyping: boolean,
  now: number,
): number | null {
  if (operatorTyping) return now;
  let latest: number | null = null;
  for (const message of messages) {
    if (message.author !== 'OPERATOR') continue;
    const at = Date.parse(message.createdAt);
    if (Number.isFinite(at) && (latest === null || at > latest)) latest = at;
  }
  return latest;
}

/**
 * Whether the operator is answering this conversation: they wrote in it (or are typing) within
 * the presence window the upstream uses for "online". The page's availability line was read once
 * when the page opened; this follows what the conversation shows since, and lapses when the window
 * does (a timer, not a poll).
 */
export function useOperatorAnswering(
  messages: readonly { author: string; createdAt: string }[],
  operatorTyping: boolean,
): boolean {
  const actedAt = operatorActedAt(messages, operatorTyping, Date.now());
  const [, lapse] = useState(0);
  const answering = operatorPresent(actedAt, Date.now());
  useEffect(() => {
    if (!answering || actedAt === null) return;
    const timer = setTimeout(
      () => lapse((count) => count + 1),
      actedAt + operatorPresenceMs - Date.now() + 1,
    );
    return () => clearTimeout(timer);
  }, [answering, actedAt]);
  return answering;
}
