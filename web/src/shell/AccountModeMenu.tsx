import { Badge, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AccountModeMenuQuery } from '../__generated__/AccountModeMenuQuery.graphql';
import { accountModeOf, type KnownAccountMode, switchAccountMode } from '../account/accountMode';
import { Icon } from '../components/ui/icon';
import { formatDecimal } from '../format/formatDecimal';
import { useClientState } from '../state/clientStore';

const modes: readonly KnownAccountMode[] = ['DEMO', 'REAL'];

/**
 * The account chip next to the bell: DEMO/REAL with the balance, and a menu to switch. It lives in
 * the shell across every route and session, so it owns a small query of its own, refetched when
 * the account changes (the fetch key); orders and payouts update the same Viewer record.
 */
export function AccountModeMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const virtualStatus = useClientState((state) => state.virtualStatus);
  const token = useClientState((state) => state.token);
  const mode = accountModeOf(virtualStatus);
  const { viewer } = useLazyLoadQuery<AccountModeMenuQuery>(
    graphql`
      query AccountModeMenuQuery {
        viewer {
          id
          accountMode
          balance
        }
      }
    `,
    {},
    { fetchKey: `${virtualStatus}:${token ?? ''}`, fetchPolicy: 'store-or-network' },
  );
  const balance = viewer ? formatDecimal(viewer.balance) : '—';
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          // The visible mode and balance start the name (WCAG 2.5.3), whether the balance shows or not.
          aria-label={`${t(`account.${mode}`)} ${balance} USDT`}
          data-testid="account-chip"
        >
          <Badge colorPalette={mode === 'DEMO' ? 'orange' : 'green'} variant="solid" size="sm">
            {t(`account.${mode}`)}
          </Badge>{' '}
          <Text as="span" fontVariantNumeric="tabular-nums" hideBelow={compact ? 'sm' : undefined} dir="ltr">
            {balance}
          </Text>
          <Icon name="chevronDown" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('account.switchLabel')}</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup
                value={mode}
                onValueChange={(details) => {
                  const next = modes.find((item) => item === details.value);
                  if (next) switchAccountMode(next);
                }}
              >
                {modes.map((item) => (
                  <Menu.RadioItem key={item} value={item}>
                    {t(`account.${item}Account`)}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
