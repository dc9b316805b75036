import { Box, Button, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { NotificationItem_notification$key } from '../__generated__/NotificationItem_notification.graphql';
import { formatDate } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { notificationText } from './notificationText';

type NotificationItemProps = {
  notification: NotificationItem_notification$key;
  /** Marks this one read; absent while a mark is running. */
  onMarkRead: (id: string) => void;
  marking: boolean;
};

/** One notification: what happened, when, and whether it is unread (a dot, bold text and a label). */
export function NotificationItem({ notification, onMarkRead, marking }: NotificationItemProps) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        type
        amount
        currency
        reference
        remark
        read
        createdAt
      }
    `,
    notification,
  );
  const { title, body } = notificationText(data, t, locale);
  const unread = !data.read;
  return (
    <Flex
      gap="3"
      align="flex-start"
      borderWidth="1px"
      borderColor={unread ? 'brand.muted' : 'border'}
      bg={unread ? 'bg.subtle' : undefined}
      rounded="lg"
      px="3"
      py="2.5"
      data-testid="notification-item"
      data-unread={unread || undefined}
    >
      <Box
        aria-hidden="true"
        mt="1.5"
        boxSize="2"
        flexShrink={0}
        rounded="full"
        bg={unread ? 'brand.solid' : 'transparent'}
      />
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight={unread ? 'semibold' : 'medium'}>
          {unread ? <VisuallyHidden>{t('notifications.unread')}: </VisuallyHidden> : null}
          {title}
        </Text>
        {body ? (
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {body}
          </Text>
        ) : null}
        <Text fontSize="xs" color="fg.subtle">
          <time dateTime={data.createdAt}>{formatDate(data.createdAt, locale, true)}</time>
        </Text>
      </Stack>
      {unread ? (
        <Button
          size="xs"
          variant="ghost"
          flexShrink={0}
          loading={marking}
          onClick={() => onMarkRead(data.id)}
          aria-label={t('notifications.markReadOne', { title })}
        >
          {t('notifications.markRead')}
        </Button>
      ) : null}
    </Flex>
  );
}
