import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import layout from '../components/ui/layout.module.css';
import { reviewStatusColor } from '../components/ui/review-status';
import { subtleBadgeClass } from '../components/ui/subtle-badge';
import { formatAmount } from '../format/formatAmount';
import { formatDate } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './RecordFields.module.css';

type RecordField = { label: string; value: ReactNode };

/** What every deposit and withdrawal record has: its amount, state, dates and the operator's remark. */
type ReviewedRecord = {
  amount: string;
  currency: string;
  status: string;
  createdAt: string;
  reviewedAt: string | null | undefined;
  /** Withdrawals only: when the money was sent. */
  completedAt?: string | null | undefined;
  remark: string | null | undefined;
};

type RecordFieldsProps = {
  record: ReviewedRecord;
  /** The fields of this kind of record, shown before the dates. */
  fields: RecordField[];
  testId: string;
};

/** The class of a link in a record's value (the proof screenshot). */
export const recordLinkClass = styles.link;

/**
 * One deposit or withdrawal record: amount, state label, then each field with its label, then
 * when it was made, reviewed and completed, and the remark.
 */
export function RecordFields({ record, fields: ownFields, testId }: RecordFieldsProps) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { status } = record;
  const headline = `${formatAmount(record.amount, locale)} ${record.currency}`;
  const dated = (label: string, iso: string | null | undefined): RecordField[] =>
    iso ? [{ label, value: formatDate(iso, locale, true) }] : [];
  const fields = [
    ...ownFields,
    { label: t('profileMoney.records.time'), value: formatDate(record.createdAt, locale, true) },
    ...dated(t('profileMoney.records.reviewedAt'), record.reviewedAt),
    ...dated(t('profileMoney.records.completedAt'), record.completedAt),
    ...(record.remark ? [{ label: t('profileMoney.records.remark'), value: record.remark }] : []),
  ];
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
