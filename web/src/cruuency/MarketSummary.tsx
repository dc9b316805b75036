import { Badge, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { MarketSummary_market$key } from '../__generated__/MarketSummary_market.graphql';
import { MarketLogo } from '../components/ui/market-logo';
import { PriceChange } from '../components/ui/price-change';
import { SimulatedBadge } from '../components/ui/simulated-badge';
import { formatDecimal } from '../format/formatDecimal';

/** Name, live price, 24 h figures and trading state of one market. */
export function MarketSummary({
  market,
  headingLevel = 'h1',
}: {
  market: MarketSummary_market$key;
  /** h1 on the detail page; h2 where the page has its own title (the market page). */
  headingLevel?: 'h1' | 'h2';
}) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment MarketSummary_market on Market {
        code
        type
        name
        logo
        nowPrice
        zdf
        high24h
        low24h
        volume24h
        simulated
        tradable
        tradingHours
      }
    `,
    market,
  );
  const stats = [
    { label: t('cruuency.high24h'), value: data.high24h },
    { label: t('cruuency.low24h'), value: data.low24h },
    { label: t('cruuency.volume24h'), value: data.volume24h },
  ];
  return (
    <Stack gap="5" borderWidth="1px" rounded="xl" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <HStack gap="3" minW="0">
          <MarketLogo src={data.logo} code={data.code} size="12" />
          <Stack gap="0" minW="0">
            <Heading as={headingLevel} size="xl" truncate>
              {data.name}
            </Heading>
            <HStack gap="2" color="fg.muted" fontSize="sm" wrap="wrap">
              <Text>{data.code}</Text>
              <Text aria-hidden>·</Text>
              <Text>{t(`markets.categories.${data.type}`, { defaultValue: data.type })}</Text>
            </HStack>
          </Stack>
        </HStack>
        <HStack gap="2" wrap="wrap">
          {data.simulated ? <SimulatedBadge /> : null}
          <Badge colorPalette={data.tradable ? 'green' : 'gray'} variant="subtle" size="sm">
            {data.tradable ? t('cruuency.tradable') : t('cruuency.closed')}
          </Badge>
        </HStack>
      </Flex>
      <HStack gap="4" align="baseline" wrap="wrap">
        <Text
          fontSize={{ base: '3xl', md: '4xl' }}
          fontWeight="bold"
          fontVariantNumeric="tabular-nums"
          dir="ltr"
          aria-live="off"
          data-testid="market-now-price"
        >
          {formatDecimal(data.nowPrice)}
        </Text>
        <PriceChange value={data.zdf} size="lg" aria-label={`${t('cruuency.change24h')} ${data.zdf}%`} />
      </HStack>
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4" borderTopWidth="1px" pt="4">
        {stats.map((stat) => (
          <Stack key={stat.label} gap="1">
            <Text as="dt" fontSize="xs" color="fg.muted">
              {stat.label}
            </Text>
            <Text as="dd" fontWeight="medium" fontVariantNumeric="tabular-nums">
              <bdi dir="ltr">{stat.value ? formatDecimal(stat.value) : '—'}</bdi>
            </Text>
          </Stack>
        ))}
        <Stack gap="1">
          <Text as="dt" fontSize="xs" color="fg.muted">
            {t('cruuency.tradingHours')}
          </Text>
          <Text as="dd" fontWeight="medium">
            {data.tradingHours ?? t('cruuency.allDay')}
          </Text>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
