import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { ChatAvailabilityQuery } from '../__generated__/ChatAvailabilityQuery.graphql';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './ChatAvailability.module.css';

/**
 * The team's availability: public, the same for everyone, so the gateway renders it into the page
 * (it is the page's largest text before a conversation exists) and the app takes it over.
 */
export const chatAvailabilityQuery = graphql`
  query ChatAvailabilityQuery {
    chatAvailability {
      operatorOnline
      hours {
        days
        from
        to
        timeZone
      }
      typicalReplyMinutes
    }
  }
`;

/** ISO weekday (1 Monday … 7 Sunday) as the locale's short name. */
function weekday(day: number, locale: string): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

/**
 * "Online now", or when the team answers: how soon, on which days, between which hours. Online
 * when the server said so as the page opened, or since then an operator is answering in this
 * conversation (`operatorAnswering`): the page does not say "offline" under an operator's reply.
 */
export function ChatAvailability({
  queryRef,
  operatorAnswering = false,
}: {
  queryRef: PreloadedQuery<ChatAvailabilityQuery>;
  operatorAnswering?: boolean;
}) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { operatorOnline, hours, typicalReplyMinutes } = usePreloadedQuery<ChatAvailabilityQuery>(
    chatAvailabilityQuery,
    queryRef,
  ).chatAvailability;
  if (operatorOnline || operatorAnswering) {
    return (
      <p className={`${styles.availability} ${styles.online}`} data-testid="chat-availability">
        {t('chat.online')}
      </p>
    );
  }
  const days = hours
    ? hours.days.length === 7
      ? t('chat.everyDay')
      : hours.days.map((day) => weekday(day, locale)).join(', ')
    : null;
  return (
    <p className={styles.availability} data-testid="chat-availability">
      {t('chat.offline')}{' '}
      {typicalReplyMinutes ? t('chat.replyWithin', { minutes: typicalReplyMinutes }) : null}{' '}
      {hours && days ? t('chat.hours', { days, from: hours.from, to: hours.to, zone: hours.timeZone }) : null}
    </p>
  );
}
