import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { BalancesPanel_viewer$key } from '../__generated__/BalancesPanel_viewer.graphql';
import { buttonClass } from '../components/ui/button-class';
import heading from '../components/ui/heading.module.css';
import { Icon } from '../components/ui/icon';
import layout from '../components/ui/layout.module.css';
import panel from '../components/ui/panel.module.css';
import { formatAmount } from '../format/formatAmount';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './Funds.module.css';

/** The real account's money per currency: what can be spent, and what withdrawals under review hold. */
export function BalancesPanel({ viewer }: { viewer: BalancesPanel_viewer$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { balances } = useFragment(
    graphql`
      fragment BalancesPanel_viewer on Viewer {
        balances {
          currency
          available
          held
        }
      }
    `,
    viewer,
  );
  return (
    <section aria-labelledby="balances-title" className={`${panel.panel} ${layout.card}`}>
      <div className={layout.head}>
        <h2 id="balances-title" className={`${heading.heading} ${heading.md}`}>
          {t('funds.balancesTitle')}
        </h2>
        <Link to="/profile/balance/withdraw" className={buttonClass({ size: 'sm', variant: 'outline' })}>
          <Icon name="arrowUp" />
          {t('funds.withdraw')}
        </Link>
      </div>
      <dl className={styles.balances}>
        {balances.map((balance) => (
          <div key={balance.currency} className={styles.balance}>
            <dt>{balance.currency}</dt>
            <dd className={styles.amount} data-testid={`balance-${balance.currency}`}>
              {formatAmount(balance.available, locale)}
            </dd>
            <dd className={styles.held}>{t('funds.held', { amount: formatAmount(balance.held, locale) })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
