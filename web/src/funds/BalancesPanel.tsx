import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { BalancesPanel_viewer$key } from '../__generated__/BalancesPanel_viewer.graphql';
import { Icon } from '../components/ui/icon';
import { formatAmount } from '../format/formatAmount';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';

/** The real account's money per currency: what can be spent, and what withdrawals under review hold. */
export function BalancesPanel({ viewer }: { viewer: BalancesPanel_viewer$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { balances } = useFragment(
    graphql`
      fragment BalancesPanel_viewer on Viewer {
        balances {
          currency
          available
          held
        }
      }
    `,
    viewer,
  );
  return (
    <Stack
      as="section"
      aria-labelledby="balances-title"
      gap="4"
      layerStyle="panel"
      p={{ base: '4', md: '5' }}
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" id="balances-title" size="md">
          {t('funds.balancesTitle')}
        </Heading>
        <Button asChild size="sm" variant="outline">
          <Link to="/profile/balance/withdraw">
            <Icon name="arrowUp" />
            {t('funds.withdraw')}
          </Link>
        </Button>
      </Flex>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="3">
        {balances.map((balance) => (
          <Box key={balance.currency} borderWidth="1px" borderColor="border" rounded="md" p="3">
            <Text as="dt" color="fg.muted" fontSize="sm">
              {balance.currency}
            </Text>
            <Text as="dd" fontSize="xl" fontWeight="semibold" data-testid={`balance-${balance.currency}`}>
              {formatAmount(balance.available, locale)}
            </Text>
            <Text as="dd" color="fg.muted" fontSize="xs">
              {t('funds.held', { amount: formatAmount(balance.held, locale) })}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
