import {
  Badge,
  Box,
  Button,
  Checkbox,
  Flex,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatCents, ratePercent } from '@swx/contract/decimal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router';
import type { accountModeBalanceQuery as AccountModeBalanceQueryType } from '../../__generated__/accountModeBalanceQuery.graphql';
import type { OrderPanel_market$key } from '../../__generated__/OrderPanel_market.graphql';
import type { OrderPanel_query$key } from '../../__generated__/OrderPanel_query.graphql';
import type { OrderTracker_account$key } from '../../__generated__/OrderTracker_account.graphql';
import type { OrderTracker_order$key } from '../../__generated__/OrderTracker_order.graphql';
import { FormField } from '../../components/ui/form-field';
import { formatCount, formatDecimal, formatMoney } from '../../format/formatNumber';
import { languageTags } from '../../i18n/languages';
import { newIdempotencyKey } from '../../relay/idempotencyKey';
import { useAccountModeQuery } from '../../relay/useAccountModeQuery';
import { accountModeBalanceQuery, knownAccountMode } from '../../state/accountMode';
import { useClientState } from '../../state/clientStore';
import { useKeepDraft, useRestoredDraft } from '../../state/sessionDrafts';
import { BalanceShortfall } from './BalanceShortfall';
import { DirectionButtons } from './DirectionButtons';
import { OrderConfirmDialog, type PendingOrder } from './OrderConfirmDialog';
import { OrderTracker } from './OrderTracker';
import { optionPayout } from './optionPayout';
import { isOrderDraft, orderDraftKey } from './orderDraft';
import { type OrderForm, type OrderFormErrors, validateOrder } from './orderValidation';
import { StakeField } from './StakeField';
import { isAboveBalance } from './stakeSteps';

/** Every account holds USDT (schema: Account.balance); stakes, payouts and quick stakes are in it. */
const accountCurrency = 'USDT';

const emptyForm: OrderForm = {
  direction: 'UP',
  amount: '',
  useStopLoss: false,
  stopLoss: '',
  useTakeProfit: false,
  takeProfit: '',
};

type OrderPanelProps = {
  market: OrderPanel_market$key;
  query: OrderPanel_query$key;
  /** The account in use (its mode and balance); null when signed out. */
  accountRef: PreloadedQuery<AccountModeBalanceQueryType> | null;
};

/** An order just placed, with the account it was placed on (its balance moves with the result). */
type PlacedOrder = { order: OrderTracker_order$key; account: OrderTracker_account$key | null };

/**
 * The order form of the selected market: direction, purchase quantity, period (with its minimum
 * and payout rate), optional stop loss / take profit, balance and account. It opens the
 * confirmation dialog; a placed order is followed below the form until its result is in.
 */
export function OrderPanel({ accountRef, ...props }: OrderPanelProps) {
  if (!accountRef) return <OrderPanelSignIn />;
  return <OrderPanelForm {...props} accountRef={accountRef} />;
}

function OrderPanelSignIn() {
  const { t } = useTranslation();
  return (
    <Stack gap="3" layerStyle="panel" p="5" align="center" textAlign="center">
      <Heading as="h2" size="md">
        {t('order.title')}
      </Heading>
      <Text color="fg.muted">{t('order.signIn')}</Text>
      <Button asChild colorPalette="brand">
        <Link to="/pass/login">{t('nav.login')}</Link>
      </Button>
    </Stack>
  );
}

/**
 * The form for a signed-in user. The account follows the account mode of the client store: a
 * demo/real switch shows the other account's balance, from the store when it is there.
 */
function OrderPanelForm({
  market,
  query,
  accountRef,
}: OrderPanelProps & { accountRef: PreloadedQuery<AccountModeBalanceQueryType> }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { queryRef, isSwitching } = useAccountModeQuery<AccountModeBalanceQueryType>(
    accountModeBalanceQuery,
    accountRef,
    {},
  );
  const accountQuery = queryRef ?? accountRef;
  const { viewer } = usePreloadedQuery<AccountModeBalanceQueryType>(accountModeBalanceQuery, accountQuery);
  const data = useFragment(
    graphql`
      fragment OrderPanel_market on Market {
        code
        name
        nowPrice
      }
    `,
    market,
  );
  const { optionPeriods } = useFragment(
    graphql`
      fragment OrderPanel_query on Query {
        optionPeriods {
          period
          minAmount
          payoutRate
        }
      }
    `,
    query,
  );
  // An expired session keeps the inputs (nothing was bought): the login brings the user back to them.
  const draft = useRestoredDraft(orderDraftKey, isOrderDraft);
  const [form, setForm] = useState<OrderForm>(() => ({ ...emptyForm, ...draft?.form }));
  const [periodSeconds, setPeriodSeconds] = useState<number | null>(draft?.period ?? null);
  useKeepDraft(orderDraftKey, { form, period: periodSeconds });
  const [errors, setErrors] = useState<OrderFormErrors>({});
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  const period = optionPeriods.find((item) => item.period === periodSeconds) ?? optionPeriods[0] ?? null;
  const update = (patch: Partial<OrderForm>) => setForm((current) => ({ ...current, ...patch }));
  const setAmount = (amount: string) => {
    update({ amount });
    // A new stake is checked again at Review; the last Review's word on the old one would mislead.
    setErrors(({ amount: _stale, ...rest }) => rest);
  };
  const fieldError = (key: keyof OrderFormErrors) => (errors[key] ? t(errors[key]) : null);

  if (!viewer) return <OrderPanelSignIn />;
  // The account is null (with an error beside it) only when its read failed.
  const account = viewer.account;
  const accountMode = knownAccountMode(account?.mode ?? accountQuery.variables.mode);

  const balance = account?.balance ?? null;
  const aboveBalance = isAboveBalance(form.amount, balance);
  const rate = period ? formatDecimal(ratePercent(period.payoutRate) ?? period.payoutRate, locale) : '';
  const payout = period ? optionPayout(form.amount.trim(), period.payoutRate) : null;
  const payoutText =
    payout && payout.stakeCents > 0n
      ? t('order.pays', {
          amount: formatMoney(formatCents(payout.payoutCents), locale),
          currency: accountCurrency,
        })
      : t('order.paysRate', { rate });

  const review = () => {
    if (!period) return;
    const next = validateOrder(form, period.minAmount, data.nowPrice, balance);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setPending({
      idempotencyKey: newIdempotencyKey(),
      code: data.code,
      marketName: data.name,
      direction: form.direction,
      amount: form.amount.trim(),
      period: period.period,
      payoutRate: period.payoutRate,
      stopLoss: form.useStopLoss ? form.stopLoss.trim() : null,
      takeProfit: form.useTakeProfit ? form.takeProfit.trim() : null,
      accountMode,
    });
  };

  return (
    <Stack
      as="section"
      aria-labelledby="order-title"
      // A demo/real switch is loading the other account (its balance shows once it is in).
      aria-busy={isSwitching}
      gap="4"
      layerStyle="panel"
      p={{ base: '4', md: '5' }}
    >
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h2" id="order-title" size="md">
          {t('order.title')}
        </Heading>
        <Badge colorPalette={accountMode === 'DEMO' ? 'orange' : 'green'} variant="subtle">
          {t(`account.${accountMode}`)}
        </Badge>
      </Flex>
      <Flex justify="space-between" fontSize="sm" color="fg.muted">
        <Text>{t('order.balance')}</Text>
        <Text color="fg" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="order-balance">
          <bdi dir="ltr">
            {account ? formatMoney(account.balance, locale) : '—'} {accountCurrency}
          </bdi>
        </Text>
      </Flex>
      {placed ? (
        <OrderTracker order={placed.order} account={placed.account} onDismiss={() => setPlaced(null)} />
      ) : null}
      <Stack asChild gap="4">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          <DirectionButtons
            direction={form.direction}
            onChange={(direction) => update({ direction })}
            payout={payoutText}
          />
          <FormField label={t('order.period')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={period?.period ?? ''}
                onChange={(event) => setPeriodSeconds(Number(event.currentTarget.value))}
              >
                {optionPeriods.map((item) => (
                  <option key={item.period} value={item.period}>
                    {t('order.periodOption', {
                      value: formatCount(item.period, locale),
                      rate: formatDecimal(ratePercent(item.payoutRate) ?? item.payoutRate, locale),
                    })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <StakeField
            value={form.amount}
            onChange={setAmount}
            minAmount={period?.minAmount ?? null}
            balance={balance}
            currency={accountCurrency}
            locale={locale}
            error={
              aboveBalance && balance !== null
                ? t('order.aboveBalance', {
                    balance: formatMoney(balance, locale),
                    currency: accountCurrency,
                  })
                : fieldError('amount')
            }
            helper={
              period ? t('order.minimum', { amount: formatMoney(period.minAmount, locale), rate }) : null
            }
            shortfall={aboveBalance ? <BalanceShortfall accountMode={accountMode} /> : null}
          />
          <StopField
            label={t('order.stopLoss')}
            priceLabel={t('order.stopLossPrice')}
            enabled={form.useStopLoss}
            value={form.stopLoss}
            error={fieldError('stopLoss')}
            onEnabledChange={(useStopLoss) => update({ useStopLoss })}
            onValueChange={(stopLoss) => update({ stopLoss })}
          />
          <StopField
            label={t('order.takeProfit')}
            priceLabel={t('order.takeProfitPrice')}
            enabled={form.useTakeProfit}
            value={form.takeProfit}
            error={fieldError('takeProfit')}
            onEnabledChange={(useTakeProfit) => update({ useTakeProfit })}
            onValueChange={(takeProfit) => update({ takeProfit })}
          />
          <Text fontSize="xs" color="fg.muted">
            {t('order.currentPrice')}: <bdi dir="ltr">{formatDecimal(data.nowPrice, locale)}</bdi>
          </Text>
          <Button type="submit" colorPalette="brand" size="lg" disabled={!period}>
            {t('order.submit')}
          </Button>
        </form>
      </Stack>
      <OrderConfirmDialog
        order={pending}
        onClose={() => setPending(null)}
        onPlaced={(order, account) => {
          setPending(null);
          setPlaced({ order, account });
          setForm((current) => ({ ...current, amount: '' }));
        }}
      />
    </Stack>
  );
}

type StopFieldProps = {
  label: string;
  priceLabel: string;
  enabled: boolean;
  value: string;
  error: string | null;
  onEnabledChange: (enabled: boolean) => void;
  onValueChange: (value: string) => void;
};

/** An optional stop price: a checkbox that reveals its price input. */
function StopField({
  label,
  priceLabel,
  enabled,
  value,
  error,
  onEnabledChange,
  onValueChange,
}: StopFieldProps) {
  return (
    <Stack gap="2">
      <Checkbox.Root
        checked={enabled}
        onCheckedChange={(details) => onEnabledChange(details.checked === true)}
        colorPalette="brand"
        size="sm"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {enabled ? (
        <Box ps="6">
          <FormField label={priceLabel} error={error}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={value}
              onChange={(event) => onValueChange(event.currentTarget.value)}
            />
          </FormField>
        </Box>
      ) : null}
    </Stack>
  );
}
