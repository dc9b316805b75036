import { DataList, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { OrderDetail_order$key } from '../__generated__/OrderDetail_order.graphql';
import { formatDateTime } from '../format/formatDate';
import { formatCount, formatDecimal, formatMoney, formatRate } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { DirectionBadge, ResultBadge } from './OrderBadges';
import { formatSignedMoney } from './signedMoney';

/** Options orders are staked and paid in USDT (docs/decisions.md, "Accounts and modes"). */
const CURRENCY = 'USDT';

/**
 * What an up/down order means to its owner: stake, payout, result and profit first, then the
 * entry and exit ticks that decided it, then its terms. The spec's futures-style fields (lots,
 * leverage, margin) are fixed at 1 / 1 / the stake for options and say nothing here.
 */
export function OrderDetail({ order }: { order: OrderDetail_order$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment OrderDetail_order on OptionsOrder {
        orderNo
        code
        marketName
        accountMode
        direction
        amount
        period
        payoutRate
        payout
        payoutIfWon
        stopLoss
        takeProfit
        openPrice
        openTime
        expiresAt
        closePrice
        closeTime
        status
        result
        closeReason
        profit
      }
    `,
    order,
  );
  const money = (value: string) => `${formatMoney(value, locale)} ${CURRENCY}`;
  const time = (value: string) => formatDateTime(value, locale);
  const open = data.status === 'OPEN';

  const outcome: { key: string; label: string; value: string; hint?: string }[] = [
    { key: 'stake', label: t('orderDetail.stake'), value: money(data.amount) },
    data.payout === null || data.payout === undefined
      ? {
          key: 'payout',
          label: t('orderDetail.payoutIfWon'),
          value: money(data.payoutIfWon),
          hint: t('orderDetail.payoutRate', { rate: formatRate(data.payoutRate, locale) }),
        }
      : { key: 'payout', label: t('orderDetail.payout'), value: money(data.payout) },
    {
      key: 'profit',
      label: t('orderDetail.profit'),
      value: data.profit ? `${formatSignedMoney(data.profit, locale)} ${CURRENCY}` : t('orderDetail.pending'),
    },
  ];

  const move = priceMove(data.openPrice, data.closePrice);
  const terms: { key: string; label: string; value: string }[] = [
    { key: 'market', label: t('order.fields.market'), value: `${data.marketName} (${data.code})` },
    { key: 'direction', label: t('order.fields.direction'), value: t(`order.direction.${data.direction}`) },
    {
      key: 'period',
      label: t('order.fields.period'),
      value: t('order.seconds', { value: formatCount(data.period, locale) }),
    },
    { key: 'payoutRate', label: t('order.fields.payoutRate'), value: formatRate(data.payoutRate, locale) },
    { key: 'expiresAt', label: t('order.fields.expiresAt'), value: time(data.expiresAt) },
    ...(data.closeReason
      ? [
          {
            key: 'closeReason',
            label: t('order.fields.closeReason'),
            value: t(`order.closeReason.${data.closeReason}`),
          },
        ]
      : []),
    ...(data.stopLoss
      ? [{ key: 'stopLoss', label: t('order.fields.stopLoss'), value: formatDecimal(data.stopLoss, locale) }]
      : []),
    ...(data.takeProfit
      ? [
          {
            key: 'takeProfit',
            label: t('order.fields.takeProfit'),
            value: formatDecimal(data.takeProfit, locale),
          },
        ]
      : []),
    { key: 'accountMode', label: t('order.fields.accountMode'), value: t(`account.${data.accountMode}`) },
    { key: 'orderNo', label: t('order.fields.orderNo'), value: data.orderNo },
  ];

  return (
    <Stack gap="5" layerStyle="panel" p={{ base: '4', md: '6' }} data-testid="order-detail">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <Heading as="h1" size="lg">
            {t('orders.detailTitle')}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{data.marketName}</Text>
            <DirectionBadge direction={data.direction} />
          </HStack>
        </Stack>
        <ResultBadge result={data.result} status={data.status} size="lg" />
      </Flex>

      <SimpleGrid
        columns={{ base: 1, sm: 3 }}
        gap="3"
        as="section"
        aria-label={t('orderDetail.outcome')}
        data-testid="order-outcome"
      >
        {outcome.map((item) => (
          <Stack key={item.key} gap="0.5" borderWidth="1px" rounded="lg" p="3" data-field={item.key}>
            <Text fontSize="xs" color="fg.muted">
              {item.label}
            </Text>
            <Text fontWeight="semibold" fontSize="lg" fontVariantNumeric="tabular-nums">
              <bdi dir="ltr">{item.value}</bdi>
            </Text>
            {item.hint ? (
              <Text fontSize="xs" color="fg.muted">
                {item.hint}
              </Text>
            ) : null}
          </Stack>
        ))}
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" as="section" aria-label={t('order.fields.ticks')}>
        <Stack gap="0.5" borderWidth="1px" rounded="lg" p="3" data-testid="entry-tick">
          <Text fontSize="xs" color="fg.muted">
            {t('orderDetail.entryTick')}
          </Text>
          <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
            <bdi dir="ltr">{formatDecimal(data.openPrice, locale)}</bdi>
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {time(data.openTime)}
          </Text>
        </Stack>
        <Stack gap="0.5" borderWidth="1px" rounded="lg" p="3" data-testid="exit-tick">
          <Text fontSize="xs" color="fg.muted">
            {t('orderDetail.exitTick')}
          </Text>
          {data.closePrice && data.closeTime ? (
            <>
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  <bdi dir="ltr">{formatDecimal(data.closePrice, locale)}</bdi>
                </Text>
                {move ? (
                  // A price change: the price colours, and the sign.
                  <Text fontSize="sm" fontVariantNumeric="tabular-nums" color={move.rose ? 'rise' : 'fall'}>
                    <bdi dir="ltr">
                      {move.rose ? '+' : '-'}
                      {formatDecimal(move.text, locale)}
                    </bdi>
                  </Text>
                ) : null}
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {time(data.closeTime)}
              </Text>
            </>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {open
                ? t('orderDetail.exitAtExpiry', { time: time(data.expiresAt) })
                : t('orderDetail.noExitTick')}
            </Text>
          )}
        </Stack>
      </SimpleGrid>

      <DataList.Root orientation="horizontal" size="md" data-testid="order-terms">
        {terms.map((row) => (
          <DataList.Item key={row.key}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue fontVariantNumeric="tabular-nums">
              <bdi>{row.value}</bdi>
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

/** Exit minus entry price, exactly: its size as a decimal string and its sign; null when unchanged or open. */
function priceMove(open: string, close: string | null | undefined): { text: string; rose: boolean } | null {
  if (!close) return null;
  const places = Math.max(open.split('.')[1]?.length ?? 0, close.split('.')[1]?.length ?? 0);
  const scaled = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return BigInt(whole + fraction.padEnd(places, '0'));
  };
  const difference = scaled(close) - scaled(open);
  if (difference === 0n) return null;
  const digits = (difference < 0n ? -difference : difference).toString().padStart(places + 1, '0');
  const text = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return { text, rose: difference > 0n };
}
