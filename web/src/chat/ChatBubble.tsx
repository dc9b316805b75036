import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/ui/button-class';
import hidden from '../components/ui/visually-hidden.module.css';
import { formatDateTime } from '../format/formatDate';
import styles from './ChatBubble.module.css';
import type { ShownMessage } from './useChat';

type ChatBubbleProps = {
  message: ShownMessage;
  read: boolean;
  locale: string;
  onRetry: () => void;
};

/** One message of the conversation: the user's at the end, the team's at the start. */
export function ChatBubble({ message, read, locale, onRetry }: ChatBubbleProps) {
  const { t } = useTranslation();
  const mine = message.author === 'USER';
  const failed = message.status === 'failed';
  return (
    <li
      className={mine ? `${styles.row} ${styles.mine}` : styles.row}
      data-testid="chat-message"
      data-author={message.author}
    >
      <div className={styles.column}>
        <div className={styles.bubble}>
          {!mine ? <p className={hidden.visuallyHidden}>{t('chat.fromSupport')}: </p> : null}
          {/* A refused image is not drawn: the line under the bubble says why it was refused. */}
          {message.imageUrl && !message.errorCode ? (
            <a href={message.imageUrl} target="_blank" rel="noopener" className={styles.imageLink}>
              <img
                src={message.imageUrl}
                alt={t('chat.image')}
                className={message.body ? `${styles.image} ${styles.imageAbove}` : styles.image}
              />
            </a>
          ) : null}
          {message.body}
        </div>
        <p className={failed ? `${styles.meta} ${styles.failed}` : styles.meta}>
          {message.status === 'sending'
            ? t('chat.sending')
            : failed
              ? message.errorCode
                ? t(`errors.${message.errorCode}`, { defaultValue: t('chat.failed') })
                : t('chat.failed')
              : formatDateTime(message.createdAt, locale)}
          {mine && message.status === 'sent' && read ? ` · ${t('chat.read')}` : null}
        </p>
        {failed && !message.errorCode ? (
          <button type="button" className={buttonClass({ size: 'xs', variant: 'outline' })} onClick={onRetry}>
            {t('common.retry')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
