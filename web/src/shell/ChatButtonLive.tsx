import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import { fetchQuery, requestSubscription } from 'relay-runtime';
import { type ChatBadgeQuery, chatBadgeQuery, chatMessagesSubscription } from '../chat/frame';
import { buttonClass } from '../components/ui/button-class';
import { Icon } from '../components/ui/icon';
import { formatCount } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './NotificationBell.module.css';

/**
 * The chat button with the team's unread messages: read once, then one more for each answer that
 * arrives (chatMessageAdded from the newest message). Mounted afresh after the support page, which
 * reads them.
 */
export function ChatButtonLive() {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const locale = languageTags[useClientState((state) => state.language)];
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    let disposed = false;
    let subscription: { dispose(): void } | null = null;
    fetchQuery<ChatBadgeQuery>(environment, chatBadgeQuery, {}, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        if (disposed || !data) return;
        const conversation = data.chat.conversation;
        setUnread(conversation?.unreadCount ?? 0);
        subscription = requestSubscription(environment, {
          subscription: chatMessagesSubscription,
          variables: { after: conversation?.lastMessageId ?? 0 },
          onNext: (response) => {
            const author = (response as { chatMessageAdded?: { author: string } } | null)?.chatMessageAdded
              ?.author;
            if (author === 'OPERATOR') setUnread((count) => count + 1);
          },
        });
      })
      // Without a count the button still opens support.
      .catch(() => undefined);
    return () => {
      disposed = true;
      subscription?.dispose();
    };
  }, [environment]);

  return (
    <Link
      to="/customerservice"
      aria-label={unread > 0 ? t('nav.chatUnread', { value: formatCount(unread, locale) }) : t('nav.chat')}
      className={buttonClass({ variant: 'ghost', size: 'sm', iconOnly: true, className: styles.bell })}
      data-testid="chat-button"
    >
      <Icon name="chat" />
      {unread > 0 ? (
        <span className={styles.count} aria-hidden="true" data-testid="chat-unread">
          {unread > 99 ? '99+' : formatCount(unread, locale)}
        </span>
      ) : null}
    </Link>
  );
}
