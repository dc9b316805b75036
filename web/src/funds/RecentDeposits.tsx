import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { RecentDeposits_viewer$key } from '../__generated__/RecentDeposits_viewer.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { formatDateTime } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { formatAmount } from './formatAmount';
import { reviewStatusTone } from './reviewStatus';

/** The latest deposits with their review state (all of them, filtered and paged, on /profile). */
export function RecentDeposits({ viewer }: { viewer: RecentDeposits_viewer$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment RecentDeposits_viewer on Viewer {
        recentRecharges: recharges(first: 5) @connection(key: "RecentDeposits_recentRecharges") {
          edges {
            node {
              id
              orderNo
              currency
              network
              amount
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
  const deposits = data.recentRecharges.edges.map((edge) => edge.node);
  return (
    <Stack
      as="section"
      aria-labelledby="recent-deposits-title"
      gap="3"
      layerStyle="panel"
      p={{ base: '4', md: '5' }}
    >
      <Heading as="h2" id="recent-deposits-title" size="md">
        {t('funds.recentDeposits')}
      </Heading>
      {deposits.length === 0 ? (
        <EmptyState title={t('funds.noDeposits')} />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="recent-deposits">
          {deposits.map((deposit) => {
            const tone = reviewStatusTone(deposit.status);
            return (
              <Flex
                as="li"
                key={deposit.id}
                justify="space-between"
                gap="3"
                borderBottomWidth="1px"
                borderColor="border"
                pb="2"
              >
                <Stack gap="0">
                  <Text fontWeight="medium">
                    {formatAmount(deposit.amount, locale)} {deposit.currency}{' '}
                    <Text as="span" color="fg.muted" fontSize="sm">
                      {deposit.network}
                    </Text>
                  </Text>
                  <Text color="fg.muted" fontSize="xs">
                    {deposit.orderNo} · {formatDateTime(deposit.createdAt, locale)}
                  </Text>
                  {deposit.remark ? (
                    <Text fontSize="sm">{t('funds.remark', { remark: deposit.remark })}</Text>
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
