import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { TransactionItem_entry$key } from '../__generated__/TransactionItem_entry.graphql';
import { formatAmount } from '../format/formatAmount';
import { formatDateTime } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { formatSignedMoney } from './signedMoney';

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
        currency
        balanceAfter
        createdAt
      }
    `,
    entry,
  );
  // Money in and out is told by its sign and a word, not by the price colours (red is "up" under
  // the spec's rule, "loss" to many users); an entry that moved only held funds has neither.
  const direction = data.amount.startsWith('-')
    ? 'debited'
    : /^0+(\.0+)?$/.test(data.amount)
      ? null
      : 'credited';
  const amount = `${formatSignedMoney(data.amount, locale)} ${data.currency}`;
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
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="transaction-amount">
          {direction ? (
            <Sentence text={t(`transactions.${direction}`, { amount: SLOT })} amount={amount} />
          ) : null}
          {direction ? null : <bdi dir="ltr">{amount}</bdi>}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('transactions.balanceAfter')}: <bdi dir="ltr">{formatAmount(data.balanceAfter, locale)}</bdi>
        </Text>
      </Stack>
    </Flex>
  );
}

/** Where the amount goes in the translated sentence ("{{amount}} credited", "أُضيف {{amount}}"). */
const SLOT = '\u0000';

/** The sentence with the amount isolated left-to-right inside it (an Arabic sentence stays RTL). */
function Sentence({ text, amount }: { text: string; amount: string }) {
  const [before = '', after = ''] = text.split(SLOT);
  return (
    <>
      {before}
      <bdi dir="ltr">{amount}</bdi>
      {after}
    </>
  );
}
