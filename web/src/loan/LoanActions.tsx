import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import { IntentButton } from '../components/ui/intent-button';
import layout from '../components/ui/layout.module.css';
import text from '../components/ui/text.module.css';
import { useSignInLinks } from '../routing/useSignInLinks';
import { switchAccountMode } from '../state/switchAccountMode';
import styles from './Loan.module.css';

/**
 * The calculator's way on: a visitor signs in or up, the demo account switches to the real one,
 * and a real account reviews the loan (the agreement's code loads on the intent).
 */
export function LoanActions({
  signedIn,
  demo,
  opening,
  onIntent,
}: {
  signedIn: boolean;
  demo: boolean;
  /** The agreement was asked for and its code is on the way. */
  opening: boolean;
  onIntent: () => void;
}) {
  const { t } = useTranslation();
  const links = useSignInLinks();
  if (!signedIn) {
    return (
      <div className={styles.actions}>
        <Link to={links.login} className={buttonClass({ palette: 'brand' })}>
          {t('loan.signInToBorrow')}
        </Link>
        <Link to={links.register} className={buttonClass({ variant: 'outline' })}>
          {t('nav.signUp')}
        </Link>
      </div>
    );
  }
  if (demo) {
    return (
      <div className={`${layout.stack} ${layout.tight}`} data-testid="loan-demo-notice">
        <p className={text.small}>{t('loan.errors.DEMO_ACCOUNT_DISABLED')}</p>
        <button
          type="button"
          className={buttonClass({ palette: 'brand', className: layout.start })}
          onClick={() => switchAccountMode('REAL')}
        >
          {t('loan.switchToReal')}
        </button>
      </div>
    );
  }
  return (
    <IntentButton
      type="submit"
      look={{ palette: 'brand', className: layout.action }}
      loading={opening}
      onIntent={onIntent}
    >
      {t('loan.calc.review')}
    </IntentButton>
  );
}
