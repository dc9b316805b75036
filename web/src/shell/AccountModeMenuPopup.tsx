import { Menu, Portal } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChakraIsland } from '../components/ui/chakra-island';
import type { KnownAccountMode } from '../state/accountMode';
import { switchAccountMode } from '../state/switchAccountMode';
import { AccountModeChip } from './AccountModeChip';

const modes: readonly KnownAccountMode[] = ['DEMO', 'REAL'];

type AccountModeMenuPopupProps = {
  mode: KnownAccountMode;
  balance: string;
  compact: boolean;
  /** The user already asked for the menu (a click or key) while its code was loading. */
  defaultOpen: boolean;
};

/** The account switch menu (Chakra's Menu) on the account chip, loaded on demand. */
export function AccountModeMenuPopup({ mode, balance, compact, defaultOpen }: AccountModeMenuPopupProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  // This chip replaces the plain one the user may have focused while the menu loaded.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) trigger.current?.focus();
  }, []);
  return (
    <ChakraIsland>
      <Menu.Root defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <AccountModeChip ref={trigger} mode={mode} balance={balance} compact={compact} />
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
              {mode === 'REAL' ? (
                <>
                  <Menu.Separator />
                  {/* The real account fills up by a deposit: its flow is one step from the chip. */}
                  <Menu.Item value="deposit" asChild>
                    <Link to="/profile/balance">{t('account.deposit')}</Link>
                  </Menu.Item>
                </>
              ) : null}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </ChakraIsland>
  );
}
