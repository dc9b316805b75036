import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { AccountModeCard_account$key } from '../__generated__/AccountModeCard_account.graphql';
import type { ErrorCode } from '../__generated__/useResetDemoAccountMutation.graphql';
import { EmptyRealAccount, isZeroAmount } from '../components/ui/empty-real-account';
import { FormAlert } from '../components/ui/form-alert';
import { toaster } from '../components/ui/toaster';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { resultError } from '../relay/resultError';
import { type KnownAccountMode, knownAccountMode } from '../state/accountMode';
import { useClientState } from '../state/clientStore';
import { switchAccountMode } from '../state/switchAccountMode';
import { useResetDemoAccountMutation } from './mutations/useResetDemoAccountMutation';

const modes: readonly KnownAccountMode[] = ['DEMO', 'REAL'];

/**
 * The account in use (demo or real) with its balance, the switch, and the demo reset. The reset
 * answers the demo account by its id with its balance and ledger, so both update in place.
 */
export function AccountModeCard({ account }: { account: AccountModeCard_account$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment AccountModeCard_account on Account {
        id
        mode
        balance
      }
    `,
    account,
  );
  const accountMode = knownAccountMode(data.mode);
  const [reset, isResetting] = useResetDemoAccountMutation();
  const [error, setError] = useState<ErrorCode | 'NETWORK' | null>(null);

  const resetDemo = async () => {
    setError(null);
    try {
      const result = await reset();
      const failure = resultError(result, 'ResetDemoAccountPayload');
      if (failure) {
        setError(failure.code);
        return;
      }
      toaster.create({ type: 'success', description: t('account.resetDone') });
    } catch {
      setError('NETWORK');
    }
  };

  return (
    <Stack
      as="section"
      aria-labelledby="account-mode-title"
      gap="4"
      layerStyle="panel"
      p={{ base: '4', md: '6' }}
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="0">
          <Heading as="h2" id="account-mode-title" size="md">
            {t(`account.${accountMode}Account`)}
          </Heading>
          <Text
            fontSize="2xl"
            fontWeight="bold"
            fontVariantNumeric="tabular-nums"
            data-testid="profile-balance"
          >
            <bdi dir="ltr">{formatMoney(data.balance, locale)} USDT</bdi>
          </Text>
        </Stack>
        <HStack
          gap="1"
          role="group"
          aria-label={t('account.switchLabel')}
          borderWidth="1px"
          rounded="lg"
          p="1"
        >
          {modes.map((mode) => (
            <Button
              key={mode}
              size="sm"
              variant={mode === accountMode ? 'solid' : 'ghost'}
              colorPalette={mode === accountMode ? 'brand' : 'gray'}
              aria-pressed={mode === accountMode}
              onClick={() => switchAccountMode(mode)}
            >
              {t(`account.${mode}`)}
            </Button>
          ))}
        </HStack>
      </Flex>
      {accountMode === 'REAL' && isZeroAmount(data.balance) ? <EmptyRealAccount /> : null}
      {accountMode === 'DEMO' ? (
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {t('account.resetHint')}
          </Text>
          <Button size="sm" variant="outline" onClick={() => void resetDemo()} loading={isResetting}>
            {t('account.resetDemo')}
          </Button>
        </Flex>
      ) : null}
      {error ? <FormAlert status="error" message={t(`errors.${error}`)} /> : null}
    </Stack>
  );
}
