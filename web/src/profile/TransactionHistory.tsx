import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { TransactionHistory_account$key } from '../__generated__/TransactionHistory_account.graphql';
import type { TransactionHistoryPaginationQuery } from '../__generated__/TransactionHistoryPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { LoadMore } from '../components/ui/load-more';
import { formatCount } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { TransactionItem } from './TransactionItem';

const pageSize = 10;

/** The ledger of one account, newest first: every balance change with its reason. */
export function TransactionHistory({ account }: { account: TransactionHistory_account$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    TransactionHistoryPaginationQuery,
    TransactionHistory_account$key
  >(
    graphql`
      fragment TransactionHistory_account on Account
      @refetchable(queryName: "TransactionHistoryPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        transactions(first: $count, after: $cursor) @connection(key: "TransactionHistory_transactions") {
          totalCount
          edges {
            cursor
            node {
              ...TransactionItem_entry
            }
          }
        }
      }
    `,
    account,
  );
  const edges = data.transactions.edges;
  return (
    <Stack
      as="section"
      aria-labelledby="transactions-title"
      gap="3"
      layerStyle="panel"
      p={{ base: '3', md: '5' }}
    >
      <Flex justify="space-between" align="baseline" gap="3">
        <Heading as="h2" id="transactions-title" size="md">
          {t('transactions.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('transactions.total', { value: formatCount(data.transactions.totalCount, locale) })}
        </Text>
      </Flex>
      {edges.length === 0 ? (
        <EmptyState title={t('transactions.empty')} />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" data-testid="transaction-list">
          {edges.map((edge) => (
            <li key={edge.cursor}>
              <TransactionItem entry={edge.node} />
            </li>
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
