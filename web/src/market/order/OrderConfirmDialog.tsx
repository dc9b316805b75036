import {
  Alert,
  Button,
  Link as ChakraLink,
  CloseButton,
  DataList,
  Dialog,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatCents } from '@swx/contract/decimal';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderTracker_account$key } from '../../__generated__/OrderTracker_account.graphql';
import type { OrderTracker_order$key } from '../../__generated__/OrderTracker_order.graphql';
import type { AccountMode } from '../../__generated__/useBuyOptionsMutation.graphql';
import { ChakraIsland } from '../../components/ui/chakra-island';
import { FormAlert } from '../../components/ui/form-alert';
import { formatCount, formatDecimal, formatMoney, formatRate } from '../../format/formatNumber';
import { languageTags } from '../../i18n/languages';
import { useClientState } from '../../state/clientStore';
import { optionPayout } from './optionPayout';
import { belowMinimumText } from './orderMessages';
import type { OrderDirection } from './orderValidation';
import { type PlacementError, usePlaceOrder } from './usePlaceOrder';

/** What the user is about to order, fixed when the dialog opens (with its own idempotency key). */
export type PendingOrder = {
  idempotencyKey: string;
  code: string;
  marketName: string;
  direction: OrderDirection;
  amount: string;
  period: number;
  payoutRate: string;
  stopLoss: string | null;
  takeProfit: string | null;
  accountMode: AccountMode;
};

type OrderConfirmDialogProps = {
  order: PendingOrder | null;
  onClose: () => void;
  /** The order placed, and the account it was placed on (null when its read failed). */
  onPlaced: (order: OrderTracker_order$key, account: OrderTracker_account$key | null) => void;
};

/** The order path in the order list, where a timed-out order can be checked. */
const orderListPath = '/profile?orders=open';

/**
 * Shows exactly what the order can win and lose, the order rule and a risk warning before the
 * order is placed. Every confirm of one opening sends the same idempotency key, and the button is
 * off while the call runs, so a double click places one order. A Chakra dialog with its own
 * Chakra context (ChakraIsland), which the plain order panel loads when the user reaches for Review.
 */
export function OrderConfirmDialog({ order, onClose, onPlaced }: OrderConfirmDialogProps) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { confirm, isInFlight, error, minimum, clearError } = usePlaceOrder(order, onPlaced);
  const rows = order ? confirmRows(order, t, locale) : [];

  return (
    // Its own Chakra context: the order panel is plain markup and loads this dialog on demand.
    <ChakraIsland>
      <Dialog.Root
        open={order !== null}
        onOpenChange={(details) => {
          if (!details.open && !isInFlight) {
            clearError();
            onClose();
          }
        }}
        placement="center"
        scrollBehavior="inside"
        closeOnInteractOutside={!isInFlight}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="3">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('order.confirm.title')}</Dialog.Title>
              </Dialog.Header>
              {/* Scrolls on short screens: focusable, so the keyboard can scroll it too. */}
              <Dialog.Body tabIndex={0}>
                <Stack gap="4">
                  <DataList.Root orientation="horizontal" size="sm">
                    {rows.map((row) => (
                      <DataList.Item key={row.label}>
                        <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
                        <DataList.ItemValue fontVariantNumeric="tabular-nums" data-testid={row.testId}>
                          <bdi>{row.value}</bdi>
                        </DataList.ItemValue>
                      </DataList.Item>
                    ))}
                  </DataList.Root>
                  <Text fontSize="sm" color="fg.muted">
                    {t('order.confirm.rule')}
                  </Text>
                  <Alert.Root status="warning" variant="subtle" rounded="md">
                    <Alert.Indicator />
                    <Alert.Title fontWeight="normal">{t('order.confirm.risk')}</Alert.Title>
                  </Alert.Root>
                  {error ? (
                    <PlacementAlert
                      error={error}
                      belowMinimum={
                        error === 'BELOW_MINIMUM_PURCHASE' && order && minimum
                          ? belowMinimumText(t, order.period, minimum, 'USDT', locale)
                          : null
                      }
                    />
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={isInFlight}>
                    {t('order.confirm.cancel')}
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  colorPalette="brand"
                  onClick={() => void confirm()}
                  disabled={isInFlight}
                  loading={isInFlight}
                  loadingText={t('order.confirm.placing')}
                >
                  {t('order.confirm.submit')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild disabled={isInFlight}>
                <CloseButton size="sm" aria-label={t('common.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraIsland>
  );
}

type ConfirmRow = { label: string; value: string; testId?: string };

/** What the order is, what it can win and lose, and its account, as the dialog lists them. */
function confirmRows(order: PendingOrder, t: TFunction, locale: string): ConfirmRow[] {
  const payout = optionPayout(order.amount, order.payoutRate);
  const stake = formatMoney(payout ? formatCents(payout.stakeCents) : order.amount, locale);
  return [
    { label: t('order.fields.market'), value: `${order.marketName} (${order.code})` },
    { label: t('order.fields.direction'), value: t(`order.direction.${order.direction}`) },
    {
      label: t('order.fields.period'),
      value: t('order.seconds', { value: formatCount(order.period, locale) }),
    },
    { label: t('order.fields.payoutRate'), value: formatRate(order.payoutRate, locale) },
    { label: t('order.confirm.stake'), value: `${stake} USDT` },
    {
      label: t('order.confirm.ifWin'),
      value: payout
        ? `${formatMoney(formatCents(payout.payoutCents), locale)} USDT (+${formatMoney(formatCents(payout.profitCents), locale)})`
        : '—',
      testId: 'confirm-win',
    },
    { label: t('order.confirm.ifLose'), value: `${stake} USDT`, testId: 'confirm-loss' },
    { label: t('order.confirm.ifUnchanged'), value: `${stake} USDT` },
    ...(order.stopLoss
      ? [{ label: t('order.fields.stopLoss'), value: formatDecimal(order.stopLoss, locale) }]
      : []),
    ...(order.takeProfit
      ? [{ label: t('order.fields.takeProfit'), value: formatDecimal(order.takeProfit, locale) }]
      : []),
    {
      label: t('order.fields.accountMode'),
      value: t(`account.${order.accountMode}`, { defaultValue: order.accountMode }),
    },
  ];
}

type PlacementAlertProps = {
  error: PlacementError;
  /** Below the minimum, worded with the server's minimum for the order's period. */
  belowMinimum: string | null;
};

/** Why the order did not go through; when its outcome is unknown, the way to the order list to check. */
function PlacementAlert({ error, belowMinimum }: PlacementAlertProps) {
  const { t } = useTranslation();
  if (error !== 'TIMEOUT' && error !== 'OUTCOME_UNKNOWN')
    return <FormAlert status="error" message={belowMinimum ?? t(`errors.${error}`)} />;
  return (
    <Alert.Root status="error" variant="subtle" rounded="md" role="alert">
      <Alert.Indicator />
      <Alert.Title>
        {t(`errors.${error}`)}{' '}
        <ChakraLink asChild textDecoration="underline">
          <Link to={orderListPath}>{t('order.toOrderList')}</Link>
        </ChakraLink>
      </Alert.Title>
    </Alert.Root>
  );
}
