import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';

/** What a visitor sees on account pages. */
export function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <EmptyState title={t('profile.signInTitle')} description={t('profile.signInText')}>
      <HStack gap="3">
        <Button asChild colorPalette="brand">
          <Link to="/pass/login">{t('nav.login')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/pass/register">{t('nav.signUp')}</Link>
        </Button>
      </HStack>
    </EmptyState>
  );
}
