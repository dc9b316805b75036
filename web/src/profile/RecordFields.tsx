import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import layout from '../components/ui/layout.module.css';
import { reviewStatusColor } from '../components/ui/review-status';
import { subtleBadgeClass } from '../components/ui/subtle-badge';
import styles from './RecordFields.module.css';

type RecordFieldsProps = {
  /** The record's headline amount with its currency, e.g. "150.00 USDT". */
  headline: string;
  status: string;
  fields: { label: string; value: ReactNode }[];
  testId: string;
};

/** The class of a link in a record's value (the proof screenshot). */
export const recordLinkClass = styles.link;

/** One deposit or withdrawal record: amount, state label, then each field with its label. */
export function RecordFields({ headline, status, fields, testId }: RecordFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className={`${layout.box} ${styles.record}`} data-testid={testId}>
      <div className={styles.head}>
        <p className={styles.headline}>
          <bdi dir="ltr">{headline}</bdi>
        </p>
        <span className={subtleBadgeClass(reviewStatusColor(status))} data-testid="record-status">
          {t(`profileMoney.records.status.${status}`, { defaultValue: status })}
        </span>
      </div>
      <dl className={styles.fields}>
        {fields.map((field) => (
          <div key={field.label} className={styles.field}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
