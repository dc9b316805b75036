import { Button, HStack, IconButton, Skeleton } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { Icon } from '../components/ui/icon';
import { useClientState } from '../state/clientStore';
import { AccountModeMenu } from './AccountModeMenu';

/** Account chip and bell when logged in; Log in / Sign up when logged out and not on a pass page (spec §2). */
export function SessionActions({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const isLogin = useClientState((state) => state.isLogin);
  const { pathname } = useLocation();
  if (isLogin) {
    return (
      <HStack gap="1">
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={<Skeleton height="8" width="24" rounded="md" />}>
            <AccountModeMenu compact={compact} />
          </Suspense>
        </ErrorBoundary>
        <IconButton asChild variant="ghost" size="sm" aria-label={t('nav.notifications')}>
          <Link to="/profile/notification">
            <Icon name="bell" />
          </Link>
        </IconButton>
      </HStack>
    );
  }
  if (pathname.startsWith('/pass/')) return null;
  return (
    <HStack gap="2">
      <Button asChild variant="ghost" size="sm">
        <Link to="/pass/login">{t('nav.login')}</Link>
      </Button>
      {compact ? null : (
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/pass/register">{t('nav.signUp')}</Link>
        </Button>
      )}
    </HStack>
  );
}
