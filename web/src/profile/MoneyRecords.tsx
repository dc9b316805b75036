import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RechargeRecords_viewer$key } from '../__generated__/RechargeRecords_viewer.graphql';
import type { WithdrawalRecords_viewer$key } from '../__generated__/WithdrawalRecords_viewer.graphql';
import heading from '../components/ui/heading.module.css';
import layout from '../components/ui/layout.module.css';
import { NativeSelect } from '../components/ui/native-select';
import panel from '../components/ui/panel.module.css';
import { Tabs } from '../components/ui/tabs';
import styles from './MoneyRecords.module.css';
import sections from './profileSections.module.css';
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
  return (
    <section aria-labelledby="records-title" className={`${panel.panel} ${sections.section}`}>
      <div className={layout.head}>
        <h2 id="records-title" className={`${heading.heading} ${heading.md}`}>
          {t('profileMoney.records.title')}
        </h2>
        <NativeSelect
          size="sm"
          className={styles.filter}
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
        </NativeSelect>
      </div>
      <Tabs
        value={kind}
        onValueChange={setKind}
        aria-label={t('profileMoney.records.kindLabel')}
        size="sm"
        lazyMount
        items={[
          {
            value: 'deposits',
            label: t('profileMoney.records.deposits'),
            panel: <RechargeRecords viewer={viewer} filter={filter} />,
          },
          {
            value: 'withdrawals',
            label: t('profileMoney.records.withdrawals'),
            panel: <WithdrawalRecords viewer={viewer} filter={filter} />,
          },
        ]}
      />
    </section>
  );
}
