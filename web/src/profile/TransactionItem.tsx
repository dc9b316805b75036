import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { TransactionItem_entry$key } from '../__generated__/TransactionItem_entry.graphql';
import { formatAmount } from '../format/formatAmount';
import { formatDateTime } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { formatSignedMoney } from './signedMoney';
import styles from './TransactionItem.module.css';

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
    <div
      className={styles.item}
      data-testid="transaction-item"
      data-reason={data.reason}
      data-amount={data.amount}
    >
      <div className={styles.start}>
        <p className={styles.reason}>
          {t(`transactions.reason.${data.reason}`, { defaultValue: data.reason })}
        </p>
        <p className={`${styles.note} ${styles.wrapAnywhere}`}>
          {data.reference ? (
            <>
              {t('transactions.reference')}: <bdi dir="ltr">{data.reference}</bdi> ·{' '}
            </>
          ) : null}
          {formatDateTime(data.createdAt, locale)}
        </p>
      </div>
      <div className={styles.end}>
        <p className={styles.amount} data-testid="transaction-amount">
          {direction ? (
            <Sentence text={t(`transactions.${direction}`, { amount: SLOT })} amount={amount} />
          ) : null}
          {direction ? null : <bdi dir="ltr">{amount}</bdi>}
        </p>
        <p className={styles.note}>
          {t('transactions.balanceAfter')}: <bdi dir="ltr">{formatAmount(data.balanceAfter, locale)}</bdi>
        </p>
      </div>
    </div>
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
