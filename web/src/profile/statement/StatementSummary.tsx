import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { StatementSummary_statement$key } from '../../__generated__/StatementSummary_statement.graphql';
import heading from '../../components/ui/heading.module.css';
import layout from '../../components/ui/layout.module.css';
import panel from '../../components/ui/panel.module.css';
import { formatCount, formatMoney } from '../../format/formatNumber';
import { languageTags } from '../../i18n/languages';
import { useClientState } from '../../state/clientStore';
import { formatSignedMoney } from '../signedMoney';
import styles from './Statement.module.css';

/** The balance before the period, the total of each kind over it, and the balance at its end. */
export function StatementSummary({ statement }: { statement: StatementSummary_statement$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment StatementSummary_statement on Statement {
        currency
        openingBalance
        closingBalance
        totals {
          kind
          amount
          count
        }
      }
    `,
    statement,
  );
  // Balances are written as amounts; the totals' changes carry their sign.
  const money = (value: string) => `${formatMoney(value, locale)} ${data.currency}`;
  return (
    <section aria-labelledby="statement-summary" className={`${panel.panel} ${layout.card}`}>
      <h2 id="statement-summary" className={`${heading.heading} ${heading.md}`}>
        {t('statement.totals')}
      </h2>
      <div className={styles.summary}>
        <p className={styles.figure}>
          <span className={styles.label}>{t('statement.opening')}</span>
          <span className={styles.value} data-testid="statement-opening">
            <bdi>{money(data.openingBalance)}</bdi>
          </span>
        </p>
        <p className={styles.figure}>
          <span className={styles.label}>{t('statement.closing')}</span>
          <span className={styles.value} data-testid="statement-closing" data-amount={data.closingBalance}>
            <bdi>{money(data.closingBalance)}</bdi>
          </span>
        </p>
      </div>
      <table className={styles.totals}>
        <thead>
          <tr>
            <th scope="col">{t('statement.kindColumn')}</th>
            <th scope="col" className={styles.number}>
              {t('statement.count')}
            </th>
            <th scope="col" className={styles.number}>
              {t('statement.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.totals.map((total) => (
            <tr
              key={total.kind}
              data-testid="statement-total"
              data-kind={total.kind}
              data-amount={total.amount}
            >
              <th scope="row">{t(`statement.kind.${total.kind}`)}</th>
              <td className={styles.number}>{formatCount(total.count, locale)}</td>
              <td className={styles.number}>
                <bdi>{`${formatSignedMoney(total.amount, locale)} ${data.currency}`}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
