import { Box, Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate, useRevalidator } from 'react-router';
import { Icon } from '../components/ui/icon';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import { useLoaderValue } from '../router/useLoaderValue';
import { useClientState } from '../state/clientStore';
import { logOut } from '../state/logOut';
import { AccountSection } from './AccountSection';
import { ProfileLinks } from './ProfileLinks';
import { ProfileMoneySection } from './ProfileMoneySection';
import type { profileLoader } from './profileLoader';

/**
 * `/profile`: links to the balance, withdrawal, invite and notification pages; the account in use
 * (demo/real switch, balance, demo reset), orders, transaction history and account details; the
 * deposit and withdrawal records, address book, password change and settings, with logout, when
 * signed in; a sign-in prompt otherwise.
 */
export function ProfileRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const { queryRef, moneyQueryRef, orderStatus } = useLoaderValue<typeof profileLoader>();
  const revalidator = useRevalidator();
  const isLogin = useClientState((state) => state.isLogin);

  const [loggingOut, setLoggingOut] = useState(false);

  const logout = () => {
    setLoggingOut(true);
    // The server ends the session before the browser forgets it (state/logOut).
    void logOut(environment).then(() => navigate('/', { replace: true }));
  };

  return (
    <Box maxW="3xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '10' }}>
      <Stack gap="6">
        <Flex justify="space-between" align="center" gap="3">
          <Heading as="h1" size="2xl">
            {t('profile.title')}
          </Heading>
          {isLogin ? (
            <Button variant="outline" size="sm" onClick={logout} loading={loggingOut}>
              <Icon name="logout" />
              {t('profile.logout')}
            </Button>
          ) : null}
        </Flex>
        {isLogin && queryRef ? (
          <>
            <ProfileLinks />
            <Suspense fallback={<ListSkeleton rows={5} />}>
              <AccountSection
                queryRef={queryRef}
                orderStatus={orderStatus}
                onRetry={() => void revalidator.revalidate()}
              />
            </Suspense>
            {moneyQueryRef ? (
              <Suspense fallback={<ListSkeleton rows={5} />}>
                <ProfileMoneySection queryRef={moneyQueryRef} />
              </Suspense>
            ) : null}
          </>
        ) : (
          <SignInPrompt />
        )}
      </Stack>
    </Box>
  );
}
