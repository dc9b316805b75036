import { Grid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { MarketList_markets$key } from '../__generated__/MarketList_markets.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { MarketRow } from './MarketRow';
import { marketRowColumns } from './marketRowColumns';

/** The rows of one category with a header line. */
export function MarketList({ markets }: { markets: MarketList_markets$key }) {
  const { t } = useTranslation();
  const items = useFragment(
    graphql`
      fragment MarketList_markets on Market @relay(plural: true) {
        id
        ...MarketRow_market
      }
    `,
    markets,
  );
  if (items.length === 0) return <EmptyState title={t('markets.empty')} />;
  return (
    <Stack gap="0">
      <Grid
        templateColumns={marketRowColumns}
        gap={{ base: '3', md: '6' }}
        px={{ base: '3', md: '4' }}
        py="2"
        fontSize="xs"
        color="fg.subtle"
        aria-hidden="true"
      >
        <Text>{t('markets.name')}</Text>
        <Text display={{ base: 'none', sm: 'block' }} textAlign="center">
          {t('markets.trend')}
        </Text>
        <Text textAlign="end">{t('markets.price')}</Text>
        <Text textAlign="center">{t('markets.change')}</Text>
      </Grid>
      <Stack as="ul" gap="0" listStyleType="none">
        {items.map((item) => (
          <li key={item.id}>
            <MarketRow market={item} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
