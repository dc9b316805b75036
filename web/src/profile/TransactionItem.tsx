import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { TransactionItem_entry$key } from '../__generated__/TransactionItem_entry.graphql';
import { formatAmount } from '../format/formatAmount';
import { formatDateTime } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';

/** One ledger entry: reason, reference (the order number), signed amount, balance after, time. */
export function TransactionItem({ entry }: { entry: TransactionItem_entry$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment TransactionItem_entry on LedgerEntry {
        entryId
        reason
        reference
        amount
        balanceAfter
        createdAt
      }
    `,
    entry,
  );
  const credit = !data.amount.startsWith('-');
  return (
    <Flex
      justify="space-between"
      align="center"
      gap="3"
      py="2.5"
      borderBottomWidth="1px"
      data-testid="transaction-item"
      data-reason={data.reason}
      data-amount={data.amount}
    >
      <Stack gap="0.5" minW="0">
        <Text fontWeight="medium" fontSize="sm">
          {t(`transactions.reason.${data.reason}`, { defaultValue: data.reason })}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {data.reference ? (
            <>
              {t('transactions.reference')}: <bdi dir="ltr">{data.reference}</bdi> ·{' '}
            </>
          ) : null}
          {formatDateTime(data.createdAt, locale)}
        </Text>
      </Stack>
      <Stack gap="0.5" align="flex-end" flexShrink={0}>
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" color={credit ? 'rise' : 'fall'}>
          <bdi dir="ltr">
            {credit ? '+' : ''}
            {formatAmount(data.amount, locale)}
          </bdi>
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('transactions.balanceAfter')}: <bdi dir="ltr">{formatAmount(data.balanceAfter, locale)}</bdi>
        </Text>
      </Stack>
    </Flex>
  );
}
