import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from './button-class';
import styles from './empty-real-account.module.css';
import { Icon } from './icon';

/** Whether an amount (a decimal string such as "0.00") is zero: the real account's empty state. */
export function isZeroAmount(amount: string): boolean {
  return /^-?0*(\.0*)?$/.test(amount.trim());
}

/**
 * The real account with nothing in it: what it is for and the way to fill it, the deposit on
 * /profile/balance, rather than a 0.00 and an "insufficient balance" at the first order.
 */
export function EmptyRealAccount() {
  const { t } = useTranslation();
  return (
    <div data-testid="empty-real-account" className={styles.root}>
      <div className={styles.text}>
        <p className={styles.title}>{t('funds.emptyReal.title')}</p>
        <p className={styles.description}>{t('funds.emptyReal.text')}</p>
      </div>
      <Link to="/profile/balance" className={buttonClass({ palette: 'brand' })}>
        <Icon name="wallet" />
        {t('account.deposit')}
      </Link>
    </div>
  );
}
