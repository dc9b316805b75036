import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './icon';

/** Whether an amount (a decimal string such as "0.00") is zero: the real account's empty state. */
export function isZeroAmount(amount: string): boolean {
  return /^-?0*(\.0*)?$/.test(amount.trim());
}

/**
 * The real account with nothing in it: what it is for and the way to fill it, the deposit on
 * /profile/balance, rather than a 0.00 and an "insufficient balance" at the first order.
 */
export function EmptyRealAccount() {
  const { t } = useTranslation();
  return (
    <Flex
      data-testid="empty-real-account"
      gap="3"
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      p="4"
      rounded="l2"
      bg="brand.subtle"
    >
      <Stack gap="1">
        <Text fontWeight="semibold">{t('funds.emptyReal.title')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('funds.emptyReal.text')}
        </Text>
      </Stack>
      <Button asChild colorPalette="brand" flexShrink={0}>
        <Link to="/profile/balance">
          <Icon name="wallet" />
          {t('account.deposit')}
        </Link>
      </Button>
    </Flex>
  );
}
