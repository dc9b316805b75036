import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { RecentWithdrawals_viewer$key } from '../__generated__/RecentWithdrawals_viewer.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { formatDateTime } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { formatAmount } from './formatAmount';
import { reviewStatusTone } from './reviewStatus';

/** The latest withdrawals with their review state (all of them, filtered and paged, on /profile). */
export function RecentWithdrawals({ viewer }: { viewer: RecentWithdrawals_viewer$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment RecentWithdrawals_viewer on Viewer {
        recentWithdrawals: withdrawals(first: 5) @connection(key: "RecentWithdrawals_recentWithdrawals") {
          edges {
            node {
              id
              orderNo
              currency
              network
              address
              amount
              fee
              received
              status
              remark
              createdAt
            }
          }
        }
      }
    `,
    viewer,
  );
  const withdrawals = data.recentWithdrawals.edges.map((edge) => edge.node);
  return (
    <Stack
      as="section"
      aria-labelledby="recent-withdrawals-title"
      gap="3"
      layerStyle="panel"
      p={{ base: '4', md: '5' }}
    >
      <Heading as="h2" id="recent-withdrawals-title" size="md">
        {t('funds.recentWithdrawals')}
      </Heading>
      {withdrawals.length === 0 ? (
        <EmptyState title={t('funds.noWithdrawals')} />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="recent-withdrawals">
          {withdrawals.map((withdrawal) => {
            const tone = reviewStatusTone(withdrawal.status);
            return (
              <Flex
                as="li"
                key={withdrawal.id}
                justify="space-between"
                gap="3"
                borderBottomWidth="1px"
                borderColor="border"
                pb="2"
              >
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">
                    {formatAmount(withdrawal.amount, locale)} {withdrawal.currency}{' '}
                    <Text as="span" color="fg.muted" fontSize="sm">
                      {t('funds.feeAndReceived', {
                        fee: formatAmount(withdrawal.fee, locale),
                        received: formatAmount(withdrawal.received, locale),
                      })}
                    </Text>
                  </Text>
                  <Text color="fg.muted" fontSize="xs" truncate>
                    {withdrawal.network} · {withdrawal.address}
                  </Text>
                  <Text color="fg.muted" fontSize="xs">
                    {withdrawal.orderNo} · {formatDateTime(withdrawal.createdAt, locale)}
                  </Text>
                  {withdrawal.remark ? (
                    <Text fontSize="sm">{t('funds.remark', { remark: withdrawal.remark })}</Text>
                  ) : null}
                </Stack>
                <Badge colorPalette={tone.palette} alignSelf="start">
                  {t(tone.key)}
                </Badge>
              </Flex>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
