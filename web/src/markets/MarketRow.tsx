import { Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { MarketRow_market$key } from '../__generated__/MarketRow_market.graphql';
import { MarketLogo } from '../components/ui/market-logo';
import { PriceChange } from '../components/ui/price-change';
import { formatDecimal } from '../format/formatDecimal';
import { marketRowColumns } from './marketRowColumns';
import { marketDetailPath } from './marketTypes';
import { Sparkline } from './Sparkline';

const RowLink = chakra(Link);

/** One market: logo, name, 24 h change, sparkline of the last 100 prices, latest price. */
export function MarketRow({ market }: { market: MarketRow_market$key }) {
  const data = useFragment(
    graphql`
      fragment MarketRow_market on Market {
        id
        marketId
        code
        type
        name
        logo
        nowPrice
        zdf
        hundred
      }
    `,
    market,
  );
  const rising = Number(data.zdf) > 0;
  return (
    <RowLink
      to={marketDetailPath(data)}
      display="grid"
      gridTemplateColumns={marketRowColumns}
      alignItems="center"
      gap={{ base: '3', md: '6' }}
      px={{ base: '3', md: '4' }}
      py="3"
      rounded="lg"
      _hover={{ bg: 'bg.subtle' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
      data-testid="market-row"
      data-code={data.code}
    >
      <HStack gap="3" minW="0">
        <MarketLogo src={data.logo} code={data.code} />
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" truncate>
            {data.name}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {data.code}
          </Text>
        </Stack>
      </HStack>
      <Box display={{ base: 'none', sm: 'block' }} justifySelf="center">
        <Sparkline points={data.hundred} rising={rising} />
      </Box>
      <Text
        fontVariantNumeric="tabular-nums"
        fontWeight="medium"
        textAlign="end"
        dir="ltr"
        data-testid="market-price"
      >
        {formatDecimal(data.nowPrice)}
      </Text>
      <PriceChange value={data.zdf} variant="pill" fontSize="sm" />
    </RowLink>
  );
}
