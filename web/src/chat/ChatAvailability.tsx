import { useTranslation } from 'react-i18next';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './ChatAvailability.module.css';
import type { useChat } from './useChat';

type Chat = NonNullable<ReturnType<typeof useChat>['chat']>;

/** ISO weekday (1 Monday … 7 Sunday) as the locale's short name. */
function weekday(day: number, locale: string): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

/** "Online now", or when the team answers: how soon, on which days, between which hours. */
export function ChatAvailability({ chat }: { chat: Chat }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  if (chat.operatorOnline) {
    return (
      <p className={`${styles.availability} ${styles.online}`} data-testid="chat-availability">
        {t('chat.online')}
      </p>
    );
  }
  const hours = chat.hours;
  const days = hours
    ? hours.days.length === 7
      ? t('chat.everyDay')
      : hours.days.map((day) => weekday(day, locale)).join(', ')
    : null;
  return (
    <p className={styles.availability} data-testid="chat-availability">
      {t('chat.offline')}{' '}
      {chat.typicalReplyMinutes ? t('chat.replyWithin', { minutes: chat.typicalReplyMinutes }) : null}{' '}
      {hours && days ? t('chat.hours', { days, from: hours.from, to: hours.to, zone: hours.timeZone }) : null}
    </p>
  );
}
