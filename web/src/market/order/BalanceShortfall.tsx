import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-class';
import type { KnownAccountMode } from '../../state/accountMode';
import { switchAccountMode } from '../../state/switchAccountMode';
import styles from './OrderPanel.module.css';

/** The real account's deposit flow (/profile/balance: balance and deposit). */
const depositPath = '/profile/balance';

/**
 * The ways out of a stake above the balance, shown as it is typed (the field says by how much):
 * the real account deposits or moves to the demo account; the demo account, which cannot take
 * deposits, moves to the real one.
 */
export function BalanceShortfall({ accountMode }: { accountMode: KnownAccountMode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.row} data-testid="balance-shortfall">
      {accountMode === 'REAL' ? (
        <Link to={depositPath} className={buttonClass({ size: 'xs', palette: 'brand' })}>
          {t('order.deposit')}
        </Link>
      ) : null}
      <button
        type="button"
        className={buttonClass({ size: 'xs', variant: 'outline' })}
        onClick={() => switchAccountMode(accountMode === 'REAL' ? 'DEMO' : 'REAL')}
      >
        {t(accountMode === 'REAL' ? 'order.useDemo' : 'order.useReal')}
      </button>
    </div>
  );
}
