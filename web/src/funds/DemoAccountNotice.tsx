import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/ui/empty-state';
import { switchAccountMode } from '../state/switchAccountMode';

/** Spec §6: the demo account cannot deposit or withdraw; the message offers the real account. */
export function DemoAccountNotice() {
  const { t } = useTranslation();
  return (
    <EmptyState title={t('funds.demoTitle')} description={t('errors.DEMO_ACCOUNT_DISABLED')}>
      <Button colorPalette="brand" onClick={() => switchAccountMode('REAL')}>
        {t('funds.switchToReal')}
      </Button>
    </EmptyState>
  );
}
