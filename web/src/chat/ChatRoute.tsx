import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/ui/button-class';
import { EmptyState } from '../components/ui/empty-state';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { narrowPageFrameClass, PageHeader } from '../components/ui/page-header';
import skeleton from '../components/ui/skeleton.module.css';
import spinner from '../components/ui/spinner.module.css';
import { languageTags } from '../i18n/languages';
import { useLoaderValue } from '../routing/useLoaderValue';
import { useClientState } from '../state/clientStore';
import { ChatAvailability } from './ChatAvailability';
import { ChatBubble } from './ChatBubble';
import { ChatComposer } from './ChatComposer';
import styles from './ChatRoute.module.css';
import type { chatLoader } from './chatLoader';
import { chatPageHeader } from './chatPageHeader';
import { useChat } from './useChat';
import { useOperatorAnswering } from './useOperatorAnswering';

/**
 * `/customerservice`: a live conversation with the support team, for a visitor or a signed-in user.
 * Plain markup over Chakra's tokens, like the login: the page loads no Chakra (its first render
 * cost a phone about half a second, over the Lighthouse budget).
 */
export function ChatRoute() {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { chat, loadError, retryLoad, messages, operatorReadId, operatorTyping, send, markRead, typing } =
    useChat();
  const { queryRef } = useLoaderValue<typeof chatLoader>();
  const listRef = useRef<HTMLDivElement>(null);
  const operatorAnswering = useOperatorAnswering(messages, operatorTyping);

  // New messages scroll into view; the team's messages shown are read.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    const lastOperator = [...messages].reverse().find((message) => message.author === 'OPERATOR');
    if (lastOperator && document.visibilityState === 'visible') markRead(lastOperator.messageId);
  }, [messages, markRead]);

  return (
    <div className={narrowPageFrameClass}>
      <PageHeader title={t(chatPageHeader.title)} subtitle={t(chatPageHeader.subtitle ?? '')} />
      {/* Two lines kept for when the team answers, so the conversation below does not move when it
          loads (Lighthouse measured a layout shift of 0.21 on a phone). */}
      <div className={styles.availability}>
        {/* Without the team's hours the conversation still works: the line stays empty. */}
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={<div className={`${skeleton.skeleton} ${styles.availabilitySkeleton}`} />}>
            <ChatAvailability queryRef={queryRef} operatorAnswering={operatorAnswering} />
          </Suspense>
        </ErrorBoundary>
      </div>
      <div className={styles.panel}>
        {loadError ? (
          <EmptyState title={t('common.loadFailed')}>
            <button
              type="button"
              className={buttonClass({ size: 'sm', variant: 'outline' })}
              onClick={retryLoad}
            >
              {t('common.retry')}
            </button>
          </EmptyState>
        ) : !chat ? (
          <div className={styles.loading} aria-busy="true">
            <span className={spinner.spinner} role="status" aria-label={t('common.loading')} />
          </div>
        ) : (
          <div
            ref={listRef}
            className={styles.log}
            role="log"
            aria-live="polite"
            aria-label={t('chat.conversation')}
          >
            <ol className={styles.messages}>
              {messages.length === 0 ? (
                <li className={styles.welcome}>{t('chat.welcome')}</li>
              ) : (
                messages.map((message) => (
                  <ChatBubble
                    key={`${message.author}:${message.clientKey}`}
                    message={message}
                    read={message.messageId <= operatorReadId}
                    locale={locale}
                    onRetry={() => send(message.body, message.clientKey)}
                  />
                ))
              )}
            </ol>
          </div>
        )}
        <p className={styles.typing} aria-live="polite" data-testid="chat-typing">
          {operatorTyping ? t('chat.typing') : ''}
        </p>
        <ChatComposer disabled={!chat} send={send} typing={typing} />
      </div>
      {messages.some((message) => message.status === 'failed' && !message.errorCode) ? (
        <p className={styles.failedHint} role="alert">
          {t('chat.failedHint')}
        </p>
      ) : null}
    </div>
  );
}
