import {
  Badge,
  Button,
  Link as ChakraLink,
  DataList,
  Flex,
  HStack,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import { commitLocalUpdate } from 'relay-runtime';
import type { OrderTracker_account$key } from '../../__generated__/OrderTracker_account.graphql';
import type { OrderTracker_order$key } from '../../__generated__/OrderTracker_order.graphql';
import { formatCount, formatDecimal, formatMoney } from '../../format/formatNumber';
import { languageTags } from '../../i18n/languages';
import { orderDetailPath } from '../../router/paths';
import { useClientState } from '../../state/clientStore';
import { addOpenPosition } from '../positions/addOpenPosition';
import { useExpiryCountdown } from './useExpiryCountdown';
import { useOrderSettlement } from './useOrderSettlement';

// An outcome, not a price move: red is "up" under the spec's rule and "loss" to many users, so a
// win is the brand's gold and a loss or refund neutral; the word says which (issue #13).
const resultPalette = { WIN: 'brand', LOSS: 'gray', REFUND: 'gray' } as const;

type OrderTrackerProps = {
  order: OrderTracker_order$key;
  /** The account the order was placed on (null when its read failed). */
  account: OrderTracker_account$key | null;
  onDismiss: () => void;
};

/**
 * The order just placed: a countdown to expiry, then its result, close price, profit and the
 * balance of its account, all delivered by the settlement subscription.
 */
export function OrderTracker({ order, account, onDismiss }: OrderTrackerProps) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment OrderTracker_order on OptionsOrder {
        id
        orderNo
        direction
        amount
        openPrice
        expiresAt
        status
        result
        closePrice
        profit
        # What the open-positions list shows of it: an order just placed joins that list as it is.
        ...OpenPosition_order
      }
    `,
    order,
  );
  const accountData = useFragment(
    graphql`
      fragment OrderTracker_account on Account {
        id
        balance
      }
    `,
    account,
  );
  const balance = accountData?.balance;
  const accountId = accountData?.id ?? null;
  const open = data.status === 'OPEN';
  const remaining = useExpiryCountdown(data.expiresAt, open);
  const feed = useOrderSettlement(data.id);
  // Settlement runs on the first recorded tick at or after expiry: it may trail the countdown a little.
  const settling = open && remaining === 0 && feed === 'listening';
  // The subscription ended without this order settled (session or upstream stream gone).
  const lost = open && feed === 'ended';
  const result =
    data.result && data.result in resultPalette ? (data.result as keyof typeof resultPalette) : null;

  const environment = useRelayEnvironment();
  useEffect(() => {
    if (accountId) commitLocalUpdate(environment, (store) => addOpenPosition(store, accountId, data.id));
  }, [environment, accountId, data.id]);

  // On a phone the form is below the chart and the tracker above the form: the order was confirmed
  // at the form's foot, so the tracker (and later its result) is brought to where the user looks.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Once when it appears and once when its result is in (`result` changes once).
    if (result !== undefined) frame.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [result]);

  return (
    <Stack
      ref={frame}
      gap="3"
      scrollMarginTop="20"
      scrollMarginBottom="20"
      borderWidth="1px"
      borderColor="brand.emphasized"
      rounded="lg"
      p="3"
      data-testid="order-tracker"
    >
      <Flex justify="space-between" align="center" gap="2">
        <Text fontSize="sm" fontWeight="semibold">
          {t('order.tracker.title')} <bdi dir="ltr">{data.orderNo}</bdi>
        </Text>
        <Badge colorPalette={data.direction === 'UP' ? 'rise' : 'fall'} variant="subtle">
          {t(`order.${data.direction}`, { defaultValue: data.direction })}
        </Badge>
      </Flex>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t('order.confirm.stake')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <bdi dir="ltr">{formatMoney(data.amount, locale)} USDT</bdi>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('order.fields.openPrice')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <bdi dir="ltr">{formatDecimal(data.openPrice, locale)}</bdi>
          </DataList.ItemValue>
        </DataList.Item>
        {open ? (
          <DataList.Item>
            <DataList.ItemLabel>{t('order.tracker.remaining')}</DataList.ItemLabel>
            <DataList.ItemValue
              fontWeight="bold"
              fontVariantNumeric="tabular-nums"
              data-testid="order-countdown"
            >
              {remaining > 0
                ? t('order.seconds', { value: formatCount(remaining, locale) })
                : t('order.tracker.settling')}
            </DataList.ItemValue>
          </DataList.Item>
        ) : (
          <>
            <DataList.Item>
              <DataList.ItemLabel>{t('order.fields.closePrice')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <bdi dir="ltr">{data.closePrice ? formatDecimal(data.closePrice, locale) : '—'}</bdi>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('order.fields.profit')}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="order-profit">
                <bdi dir="ltr">{data.profit ? formatMoney(data.profit, locale) : '—'}</bdi>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('order.tracker.newBalance')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <bdi dir="ltr">{balance ? formatMoney(balance, locale) : '—'} USDT</bdi>
              </DataList.ItemValue>
            </DataList.Item>
          </>
        )}
      </DataList.Root>
      {/* Announced once the result is in; the ticking seconds themselves stay silent. */}
      <HStack role="status" aria-live="polite" gap="2" minH="6">
        {settling ? <Spinner size="xs" /> : null}
        {result ? (
          <Badge colorPalette={resultPalette[result]} variant="solid" size="lg" data-testid="order-result">
            {t(`order.result.${result}`)}
          </Badge>
        ) : null}
        {lost ? (
          <Text fontSize="sm" color="fg.muted">
            {t('order.tracker.late')}
          </Text>
        ) : null}
      </HStack>
      <Flex gap="3" justify="space-between" align="center" wrap="wrap">
        <ChakraLink asChild fontSize="sm" color="brand.fg">
          <Link to={orderDetailPath(data.id)}>{t('order.tracker.details')}</Link>
        </ChakraLink>
        {!open ? (
          <Button size="xs" variant="ghost" onClick={onDismiss}>
            {t('common.close')}
          </Button>
        ) : null}
      </Flex>
    </Stack>
  );
}
