import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KnownAccountMode } from '../../state/accountMode';
import { switchAccountMode } from '../../state/switchAccountMode';

/** The real account's deposit flow (spec §2: /profile/balance, balance and deposit). */
const depositPath = '/profile/balance';

/**
 * The ways out of a stake above the balance, shown as it is typed (the field says by how much):
 * the real account deposits or moves to the demo account; the demo account, which cannot take
 * deposits (spec §6), moves to the real one.
 */
export function BalanceShortfall({ accountMode }: { accountMode: KnownAccountMode }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" wrap="wrap" data-testid="balance-shortfall">
      {accountMode === 'REAL' ? (
        <Button asChild size="xs" colorPalette="brand">
          <Link to={depositPath}>{t('order.deposit')}</Link>
        </Button>
      ) : null}
      <Button
        type="button"
        size="xs"
        variant="outline"
        onClick={() => switchAccountMode(accountMode === 'REAL' ? 'DEMO' : 'REAL')}
      >
        {t(accountMode === 'REAL' ? 'order.useDemo' : 'order.useReal')}
      </Button>
    </HStack>
  );
}
