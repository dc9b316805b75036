import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/ui/empty-state';
import heading from '../components/ui/heading.module.css';
import layout from '../components/ui/layout.module.css';
import panel from '../components/ui/panel.module.css';
import { reviewStatusColor } from '../components/ui/review-status';
import { subtleBadgeClass } from '../components/ui/subtle-badge';
import text from '../components/ui/text.module.css';
import styles from './Funds.module.css';

export type RecentRecord = {
  id: string;
  /** The amount with its currency, then a muted detail beside it (network, fee). */
  headline: string;
  aside: string;
  /** Muted lines under it (address, record number and time). */
  details: string[];
  remark?: string | null;
  status: string;
};

type Props = { id: string; title: string; emptyTitle: string; testId: string; records: RecentRecord[] };

/** The latest deposits or withdrawals with their review state and remark (all, paged, on /profile). */
export function RecentRecords({ id, title, emptyTitle, testId, records }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className={`${panel.panel} ${layout.card}`}>
      <h2 id={id} className={`${heading.heading} ${heading.md}`}>
        {title}
      </h2>
      {records.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <ul className={styles.records} data-testid={testId}>
          {records.map((record) => (
            <li key={record.id} className={styles.record}>
              <div className={styles.recordText}>
                <p className={styles.headline}>
                  {record.headline} <span className={styles.aside}>{record.aside}</span>
                </p>
                {record.details.map((line) => (
                  <p key={line} className={styles.detail}>
                    {line}
                  </p>
                ))}
                {record.remark ? (
                  <p className={text.small}>{t('funds.remark', { remark: record.remark })}</p>
                ) : null}
              </div>
              <span className={subtleBadgeClass(reviewStatusColor(record.status))}>
                {t(`funds.status.${record.status}`, { defaultValue: t('funds.status.UNKNOWN') })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
