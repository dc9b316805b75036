import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { Icon } from '../components/ui/icon';
import { useClientState } from '../state/clientStore';
import { useHydrated } from '../state/hydration';

const ChatButtonLive = lazy(() =>
  import('./ChatButtonLive').then((module) => ({ default: module.ChatButtonLive })),
);

/**
 * The chat button of every page (the product's floating button, opening /customerservice). It rides in the
 * sticky top bar, so it stays on screen as the page scrolls without ever lying over the page: a
 * button floating over the content covered a market row's change, the chart's price axis and
 * ledger amounts on a phone.
 */
function PlainChatButton() {
  const { t } = useTranslation();
  return (
    <Link
      to="/customerservice"
      aria-label={t('nav.chat')}
      className={buttonClass({ variant: 'ghost', size: 'sm', iconOnly: true })}
      data-testid="chat-button"
    >
      <Icon name="chat" />
    </Link>
  );
}

/**
 * With a conversation to follow (signed in, or a visitor who has written to support) and off the
 * support page, the button shows the team's unread answers: a small chunk of its own, off the
 * first route, rendered once the page is live; it reads the count again after each visit to support.
 */
export function ChatButton() {
  const hydrated = useHydrated();
  const follows = useClientState((state) => state.isLogin || state.chatVisitor !== null);
  const token = useClientState((state) => state.token);
  const onSupport = useLocation().pathname === '/customerservice';
  if (!hydrated || !follows || onSupport) return <PlainChatButton />;
  return (
    <ErrorBoundary fallback={() => <PlainChatButton />}>
      <Suspense fallback={<PlainChatButton />}>
        <ChatButtonLive key={token} />
      </Suspense>
    </ErrorBoundary>
  );
}
