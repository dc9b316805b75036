import { act, renderHook, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { loadQuery, useRelayEnvironment } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChatAvailabilityQuery, {
  type ChatAvailabilityQuery as ChatAvailabilityQueryType,
} from '../__generated__/ChatAvailabilityQuery.graphql';
import en from '../locales/en.json';
import { renderWithRelay } from '../test-support/renderWithRelay';
import { ChatAvailability } from './ChatAvailability';
import { useOperatorAnswering } from './useOperatorAnswering';

afterEach(() => {
  vi.useRealTimers();
});

/** The availability line as the chat page shows it, the server having said the team is offline. */
function Availability({ operatorAnswering }: { operatorAnswering: boolean }) {
  const environment = useRelayEnvironment();
  const [queryRef] = useState(() =>
    loadQuery<ChatAvailabilityQueryType>(environment, ChatAvailabilityQuery, {}),
  );
  return (
    <Suspense fallback="loading">
      <ChatAvailability queryRef={queryRef} operatorAnswering={operatorAnswering} />
    </Suspense>
  );
}

async function availabilityText(operatorAnswering: boolean) {
  const { environment, unmount } = await renderWithRelay(
    <Availability operatorAnswering={operatorAnswering} />,
  );
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        ChatAvailability: () => ({ operatorOnline: false, hours: null, typicalReplyMinutes: null }),
      }),
    ),
  );
  const text = (await screen.findByTestId('chat-availability')).textContent;
  unmount();
  return text;
}

describe("the chat's availability", () => {
  it('says the team is online while an operator answers, though the page opened with the team offline', async () => {
    expect(await availabilityText(false)).toContain(en.chat.offline);
    expect(await availabilityText(true)).toBe(en.chat.online);
  });

  it('counts an operator as answering for five minutes after their last message, or while typing', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T12:00:00Z') });
    const messages = [
      { author: 'USER', createdAt: '2026-11-29T11:59:30Z' },
      { author: 'OPERATOR', createdAt: '2026-11-29T11:58:00Z' },
    ];
    const { result, rerender } = renderHook(({ typing }) => useOperatorAnswering(messages, typing), {
      initialProps: { typing: false },
    });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(2 * 60_000 + 1_000));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(false);
    rerender({ typing: true });
    expect(result.current).toBe(true);
  });
});
