import { Flex, Heading, NativeSelect, Stack, Tabs } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RechargeRecords_viewer$key } from '../__generated__/RechargeRecords_viewer.graphql';
import type { WithdrawalRecords_viewer$key } from '../__generated__/WithdrawalRecords_viewer.graphql';
import { RechargeRecords } from './RechargeRecords';
import { isReviewStatusFilter, type ReviewStatusFilter, reviewStatusFilters } from './reviewStatus';
import { WithdrawalRecords } from './WithdrawalRecords';

type Kind = 'deposits' | 'withdrawals';

/** Deposit and withdrawal records: a tab for each, one status filter for both. */
export function MoneyRecords({
  viewer,
}: {
  viewer: RechargeRecords_viewer$key & WithdrawalRecords_viewer$key;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('deposits');
  const [filter, setFilter] = useState<ReviewStatusFilter>('ALL');
  const filterId = useId();
  return (
    <Stack as="section" aria-labelledby="records-title" gap="3" layerStyle="panel" p={{ base: '3', md: '5' }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" id="records-title" size="md">
          {t('profileMoney.records.title')}
        </Heading>
        <NativeSelect.Root size="sm" width="auto" minW="44">
          <NativeSelect.Field
            id={filterId}
            aria-label={t('profileMoney.records.statusLabel')}
            value={filter}
            onChange={(event) => {
              const next = event.target.value;
              if (isReviewStatusFilter(next)) setFilter(next);
            }}
            data-testid="record-status-filter"
          >
            {reviewStatusFilters.map((status) => (
              <option key={status} value={status}>
                {t(`profileMoney.records.status.${status}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <Tabs.Root
        value={kind}
        onValueChange={(details) => setKind(details.value === 'withdrawals' ? 'withdrawals' : 'deposits')}
        variant="line"
        colorPalette="brand"
        size="sm"
        lazyMount
      >
        <Tabs.List aria-label={t('profileMoney.records.kindLabel')}>
          <Tabs.Trigger value="deposits">{t('profileMoney.records.deposits')}</Tabs.Trigger>
          <Tabs.Trigger value="withdrawals">{t('profileMoney.records.withdrawals')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="deposits" pt="3">
          <RechargeRecords viewer={viewer} filter={filter} />
        </Tabs.Content>
        <Tabs.Content value="withdrawals" pt="3">
          <WithdrawalRecords viewer={viewer} filter={filter} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
