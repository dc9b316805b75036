import { Box, Button, Flex, Heading, HStack, Skeleton, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useMemo, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { KlineChartPanel_query$key } from '../../__generated__/KlineChartPanel_query.graphql';
import type { KlineChartPanelRefetchQuery } from '../../__generated__/KlineChartPanelRefetchQuery.graphql';
import { formatDecimal } from '../../format/formatNumber';
import { languageTags } from '../../i18n/languages';
import { useClientState } from '../../state/clientStore';
import { EmptyState } from '../ui/empty-state';
import { type KnownKlineInterval, klineIntervals } from './klineIntervals';

// ApexCharts stays out of the first bundle: it loads with the first detail page.
const KlineChart = lazy(() => import('./KlineChart'));

const chartHeight = '360px';

/** The candlestick chart with its interval switch (MINUTE … MONTH). */
export function KlineChartPanel({ query }: { query: KlineChartPanel_query$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [interval, setInterval] = useState<KnownKlineInterval>('MINUTE');
  const [isPending, startTransition] = useTransition();
  const [data, refetch] = useRefetchableFragment<KlineChartPanelRefetchQuery, KlineChartPanel_query$key>(
    graphql`
      fragment KlineChartPanel_query on Query
      @refetchable(queryName: "KlineChartPanelRefetchQuery")
      @argumentDefinitions(interval: { type: "KlineInterval", defaultValue: MINUTE }) {
        klines(code: $code, interval: $interval, size: 100) {
          time
          open
          high
          low
          close
        }
      }
    `,
    query,
  );

  const labels = useMemo(
    () => ({
      open: t('marketDetail.open'),
      high: t('marketDetail.high'),
      low: t('marketDetail.low'),
      close: t('marketDetail.close'),
    }),
    [t],
  );

  const formatPrice = useCallback((value: string) => formatDecimal(value, locale), [locale]);

  const select = (next: KnownKlineInterval) => {
    setInterval(next);
    // Keep the current candles on screen while the next interval loads.
    startTransition(() => {
      refetch({ interval: next }, { fetchPolicy: 'store-or-network' });
    });
  };

  return (
    <Box as="section" aria-labelledby="chart-title" layerStyle="panel" p={{ base: '3', md: '5' }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" id="chart-title" size="md">
          {t('marketDetail.chart')}
        </Heading>
        <HStack gap="1" role="group" aria-label={t('marketDetail.intervalsLabel')} wrap="wrap">
          {klineIntervals.map((value) => (
            <Button
              key={value}
              size="xs"
              variant={value === interval ? 'solid' : 'ghost'}
              colorPalette={value === interval ? 'brand' : 'gray'}
              aria-pressed={value === interval}
              onClick={() => select(value)}
            >
              {t(`marketDetail.intervals.${value}`)}
            </Button>
          ))}
        </HStack>
      </Flex>
      <Box
        position="relative"
        minH={chartHeight}
        aria-busy={isPending}
        data-testid="kline-chart"
        data-interval={interval}
      >
        {data.klines.length === 0 ? (
          <EmptyState title={t('marketDetail.noCandles')} />
        ) : (
          <Suspense fallback={<Skeleton height={chartHeight} rounded="lg" />}>
            <KlineChart candles={data.klines} locale={locale} labels={labels} formatPrice={formatPrice} />
          </Suspense>
        )}
        {isPending ? (
          <Flex
            position="absolute"
            inset="0"
            align="center"
            justify="center"
            gap="2"
            bg="bg.panel/60"
            role="status"
          >
            <Spinner size="sm" color="brand.fg" />
            <Text fontSize="sm">{t('marketDetail.chartLoading')}</Text>
          </Flex>
        ) : null}
      </Box>
    </Box>
  );
}
