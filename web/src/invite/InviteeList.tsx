import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { InviteeList_viewer$key } from '../__generated__/InviteeList_viewer.graphql';
import type { InviteeListPaginationQuery } from '../__generated__/InviteeListPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { LoadMore } from '../components/ui/load-more';
import { formatDate } from '../format/formatDate';
import { formatCount, formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';

const pageSize = 10;

/** Who registered with the viewer's code (names masked by the server), newest first. */
export function InviteeList({ viewer }: { viewer: InviteeList_viewer$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    InviteeListPaginationQuery,
    InviteeList_viewer$key
  >(
    graphql`
      fragment InviteeList_viewer on Viewer
      @refetchable(queryName: "InviteeListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        invitees(first: $count, after: $cursor) @connection(key: "InviteeList_invitees") {
          totalCount
          edges {
            cursor
            node {
              userName
              registeredAt
              firstDepositAt
              reward {
                amount
                currency
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.invitees.edges;
  return (
    <Stack
      as="section"
      aria-labelledby="invitees-title"
      gap="3"
      layerStyle="panel"
      p={{ base: '3', md: '5' }}
    >
      <Flex justify="space-between" align="baseline" gap="3">
        <Heading as="h2" id="invitees-title" size="md">
          {t('invite.invitees')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('invite.total', { value: formatCount(data.invitees.totalCount, locale) })}
        </Text>
      </Flex>
      {edges.length === 0 ? (
        <EmptyState title={t('invite.inviteesEmpty')} description={t('invite.inviteesEmptyText')} />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="invitee-list">
          {edges.map(({ cursor, node }) => (
            <Flex
              as="li"
              key={cursor}
              justify="space-between"
              gap="3"
              borderWidth="1px"
              rounded="lg"
              px="3"
              py="2.5"
              wrap="wrap"
            >
              <Stack gap="0.5" minW="0">
                <Text fontWeight="semibold" dir="ltr" textAlign="start">
                  <bdi>{node.userName}</bdi>
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t('invite.registered')}: {formatDate(node.registeredAt, locale)}
                </Text>
              </Stack>
              <Stack gap="0.5" align="flex-end" textAlign="end">
                <Text fontSize="sm">
                  {node.firstDepositAt
                    ? `${t('invite.firstDeposit')}: ${formatDate(node.firstDepositAt, locale)}`
                    : t('invite.noDepositYet')}
                </Text>
                {node.reward ? (
                  <Text fontSize="sm">
                    {t('invite.reward')}:{' '}
                    <bdi dir="ltr">
                      {formatMoney(node.reward.amount, locale)} {node.reward.currency}
                    </bdi>
                  </Text>
                ) : null}
              </Stack>
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
