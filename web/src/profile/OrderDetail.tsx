import { Badge, DataList, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { OrderDetail_order$key } from '../__generated__/OrderDetail_order.graphql';
import { formatDateTime } from '../format/formatDate';
import { formatCount, formatDecimal, formatMoney, formatRate } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';

/** The spec's order fields (§3) plus the options terms, the recorded ticks and the result. */
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
        lots
        lever
        margin
        requiredMargin
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
  const time = (value: string | null | undefined) => (value ? formatDateTime(value, locale) : '—');
  const price = (value: string | null | undefined) => (value ? formatDecimal(value, locale) : '—');
  const rows: { key: string; label: string; value: string }[] = [
    { key: 'orderNo', label: t('order.fields.orderNo'), value: data.orderNo },
    { key: 'market', label: t('order.fields.market'), value: `${data.marketName} (${data.code})` },
    { key: 'direction', label: t('order.fields.direction'), value: t(`order.direction.${data.direction}`) },
    { key: 'status', label: t('order.fields.status'), value: t(`order.status.${data.status}`) },
    { key: 'amount', label: t('order.fields.amount'), value: `${formatMoney(data.amount, locale)} USDT` },
    {
      key: 'period',
      label: t('order.fields.period'),
      value: t('order.seconds', { value: formatCount(data.period, locale) }),
    },
    { key: 'payoutRate', label: t('order.fields.payoutRate'), value: formatRate(data.payoutRate, locale) },
    { key: 'openPrice', label: t('order.fields.openPrice'), value: price(data.openPrice) },
    { key: 'closePrice', label: t('order.fields.closePrice'), value: price(data.closePrice) },
    { key: 'openTime', label: t('order.fields.openTime'), value: time(data.openTime) },
    { key: 'closeTime', label: t('order.fields.closeTime'), value: time(data.closeTime) },
    { key: 'expiresAt', label: t('order.fields.expiresAt'), value: time(data.expiresAt) },
    { key: 'lots', label: t('order.fields.lots'), value: formatCount(data.lots, locale) },
    { key: 'lever', label: t('order.fields.lever'), value: `${formatCount(data.lever, locale)}×` },
    { key: 'margin', label: t('order.fields.margin'), value: formatMoney(data.margin, locale) },
    {
      key: 'requiredMargin',
      label: t('order.fields.requiredMargin'),
      value: formatMoney(data.requiredMargin, locale),
    },
    { key: 'stopLoss', label: t('order.fields.stopLoss'), value: price(data.stopLoss) },
    { key: 'takeProfit', label: t('order.fields.takeProfit'), value: price(data.takeProfit) },
    {
      key: 'profit',
      label: t('order.fields.profit'),
      value: data.profit ? formatMoney(data.profit, locale) : '—',
    },
    {
      key: 'result',
      label: t('order.fields.result'),
      value: data.result ? t(`order.result.${data.result}`) : '—',
    },
    {
      key: 'closeReason',
      label: t('order.fields.closeReason'),
      value: data.closeReason ? t(`order.closeReason.${data.closeReason}`) : '—',
    },
    { key: 'accountMode', label: t('order.fields.accountMode'), value: t(`account.${data.accountMode}`) },
  ];
  const ticks = [
    { key: 'open', label: t('order.fields.openTick'), at: data.openTime, price: data.openPrice },
    { key: 'close', label: t('order.fields.closeTick'), at: data.closeTime, price: data.closePrice },
  ];
  return (
    <Stack gap="5" layerStyle="panel" p={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="0">
          <Heading as="h1" size="lg">
            {t('orders.detailTitle')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            <bdi dir="ltr">{data.orderNo}</bdi>
          </Text>
        </Stack>
        <HStack gap="2">
          <Badge colorPalette={data.direction === 'UP' ? 'red' : 'green'} variant="subtle">
            {t(`order.direction.${data.direction}`)}
          </Badge>
          <Badge
            variant="solid"
            colorPalette={data.status === 'OPEN' ? 'blue' : 'gray'}
            data-testid="detail-status"
          >
            {data.result ? t(`order.result.${data.result}`) : t(`order.status.${data.status}`)}
          </Badge>
        </HStack>
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" as="section" aria-label={t('order.fields.ticks')}>
        {ticks.map((tick) => (
          <Stack key={tick.key} gap="0.5" borderWidth="1px" rounded="lg" p="3">
            <Text fontSize="xs" color="fg.muted">
              {tick.label}
            </Text>
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
              <bdi dir="ltr">{price(tick.price)}</bdi>
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {time(tick.at)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <DataList.Root orientation="horizontal" size="md" data-testid="order-detail">
        {rows.map((row) => (
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
