import { Box, chakra, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { MarketPickerRow_market$key } from '../__generated__/MarketPickerRow_market.graphql';
import { Icon } from '../components/ui/icon';
import { MarketLogo } from '../components/ui/market-logo';
import { PriceChange } from '../components/ui/price-change';
import { formatDecimal } from '../format/formatDecimal';
import { type MarketTab, marketPagePath } from './marketTab';
import { toggleWatchlist } from './watchlist';

const RowLink = chakra(Link);

/** Star, name, price over change: shared by the header and the rows so the columns line up. */
export const marketPickerColumns = '2rem minmax(0,1fr) minmax(6rem,auto)';

type MarketPickerRowProps = {
  market: MarketPickerRow_market$key;
  tab: MarketTab;
  selected: boolean;
  /** The signed-in user; the star shows only for a user (the watchlist is kept per user). */
  userId: number | null;
  watched: boolean;
};

/** One market of the trading page's list: a star toggle and a link that selects the market. */
export function MarketPickerRow({ market, tab, selected, userId, watched }: MarketPickerRowProps) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment MarketPickerRow_market on Market {
        code
        name
        logo
        nowPrice
        zdf
      }
    `,
    market,
  );
  return (
    <Box
      display="grid"
      gridTemplateColumns={marketPickerColumns}
      alignItems="center"
      gap="2"
      px="2"
      rounded="lg"
      bg={selected ? 'bg.muted' : undefined}
      _hover={{ bg: 'bg.subtle' }}
      data-testid="picker-row"
      data-code={data.code}
    >
      {userId !== null ? (
        <IconButton
          variant="ghost"
          size="xs"
          aria-pressed={watched}
          aria-label={t(watched ? 'market.removeFromWatchlist' : 'market.addToWatchlist', {
            name: data.name,
          })}
          color={watched ? 'brand.fg' : 'fg.subtle'}
          onClick={() => toggleWatchlist(userId, data.code)}
        >
          <Icon name="star" fill={watched ? 'currentColor' : 'none'} />
        </IconButton>
      ) : (
        <span />
      )}
      <RowLink
        to={marketPagePath(tab, data.code)}
        preventScrollReset
        aria-current={selected ? 'true' : undefined}
        gridColumn="2 / -1"
        display="grid"
        gridTemplateColumns="subgrid"
        alignItems="center"
        gap="2"
        py="2.5"
        minW="0"
        rounded="md"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
      >
        <HStack gap="2" minW="0">
          <MarketLogo src={data.logo} code={data.code} size="7" />
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" fontSize="sm" truncate>
              {data.name}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {data.code}
            </Text>
          </Stack>
        </HStack>
        <Stack gap="0.5" align="flex-end">
          <Text fontVariantNumeric="tabular-nums" fontSize="sm" fontWeight="medium" dir="ltr">
            {formatDecimal(data.nowPrice)}
          </Text>
          <PriceChange value={data.zdf} size="xs" />
        </Stack>
      </RowLink>
    </Box>
  );
}
