import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/ui/button-class';
import { EmptyState } from '../components/ui/empty-state';
import { switchAccountMode } from '../state/switchAccountMode';

/** The demo account cannot deposit or withdraw; the message offers the real account. */
export function DemoAccountNotice() {
  const { t } = useTranslation();
  return (
    <EmptyState title={t('funds.demoTitle')} description={t('errors.DEMO_ACCOUNT_DISABLED')}>
      <button
        type="button"
        className={buttonClass({ palette: 'brand' })}
        onClick={() => switchAccountMode('REAL')}
      >
        {t('funds.switchToReal')}
      </button>
    </EmptyState>
  );
}
