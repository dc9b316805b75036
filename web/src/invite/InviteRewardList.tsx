import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { InviteRewardList_viewer$key } from '../__generated__/InviteRewardList_viewer.graphql';
import type { InviteRewardListPaginationQuery } from '../__generated__/InviteRewardListPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { LoadMore } from '../components/ui/load-more';
import { formatDate } from '../format/formatDate';
import { formatCount, formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';

const pageSize = 10;

/** Every reward credited to the viewer: amount, the invitee and the deposit that earned it. */
export function InviteRewardList({ viewer }: { viewer: InviteRewardList_viewer$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    InviteRewardListPaginationQuery,
    InviteRewardList_viewer$key
  >(
    graphql`
      fragment InviteRewardList_viewer on Viewer
      @refetchable(queryName: "InviteRewardListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        inviteRewards(first: $count, after: $cursor) @connection(key: "InviteRewardList_inviteRewards") {
          totalCount
          edges {
            node {
              id
              amount
              currency
              inviteeUserName
              rechargeOrderNo
              createdAt
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.inviteRewards.edges;
  return (
    <Stack as="section" aria-labelledby="rewards-title" gap="3" layerStyle="panel" p={{ base: '3', md: '5' }}>
      <Flex justify="space-between" align="baseline" gap="3">
        <Heading as="h2" id="rewards-title" size="md">
          {t('invite.rewards')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('invite.total', { value: formatCount(data.inviteRewards.totalCount, locale) })}
        </Text>
      </Flex>
      {edges.length === 0 ? (
        <EmptyState title={t('invite.rewardsEmpty')} />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="reward-list">
          {edges.map(({ node }) => (
            <Flex
              as="li"
              key={node.id}
              justify="space-between"
              gap="3"
              borderWidth="1px"
              rounded="lg"
              px="3"
              py="2.5"
              wrap="wrap"
            >
              <Stack gap="0.5" minW="0">
                <Text fontSize="sm">
                  {t('invite.rewardFrom', { user: node.inviteeUserName, reference: node.rechargeOrderNo })}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatDate(node.createdAt, locale, true)}
                </Text>
              </Stack>
              <Text fontWeight="semibold">
                <bdi dir="ltr">
                  +{formatMoney(node.amount, locale)} {node.currency}
                </bdi>
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
      <LoadMore
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoadMore={() => loadNext(pageSize)}
        shown={edges.length}
      />
    </Stack>
  );
}
