import { Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { formatCents } from '@swx/contract/decimal';
import { exitPenalty } from '@swx/contract/smart-terms';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConnectionHandler } from 'relay-runtime';
import { ActionDialog } from '../components/ui/action-dialog';
import { FormAlert } from '../components/ui/form-alert';
import { FormField } from '../components/ui/form-field';
import { toaster } from '../components/ui/toaster';
import { formatMoney, formatRate } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { newIdempotencyKey } from '../relay/idempotencyKey';
import { useClientState } from '../state/clientStore';
import { useBuySmartPlanMutation } from './mutations/useBuySmartPlanMutation';
import { PlanFigures } from './PlanFigures';
import { checkAmount, profitCents } from './smartFigures';

export type BuyableProduct = {
  productId: number;
  name: string;
  currency: string;
  dailyYieldMin: string;
  dailyYieldMax: string;
  minAmount: string;
  maxAmount: string;
  dayOptions: readonly number[];
  cycleDays: number;
  exitPenaltyRate: string;
};

type Props = {
  product: BuyableProduct;
  viewerId: string;
  /** The real account's USDT balance; null when it could not be read. */
  balance: string | null;
  onClose: () => void;
};

/** Where the plans list lives in the store, so a bought plan appears at its top. */
export function smartPlansConnection(viewerId: string): string {
  return ConnectionHandler.getConnectionID(viewerId, 'MySmartPlans_smartPlans');
}

/**
 * Buying a plan: the amount (checked against the range and the balance as it is typed), the
 * timeframe, and before anything moves, what is locked, what it may pay (the yield is drawn when
 * bought and is not guaranteed) and what an early exit keeps.
 */
export function BuySmartDialog({ product, viewerId, balance, onClose }: Props) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [days, setDays] = useState(product.dayOptions[0] ?? 0);
  const check = checkAmount(amount, product, balance);
  const { confirm, isInFlight, error, short } = useSmartPurchase(product, viewerId, onClose);
  const amountError = touched && !check.ok ? amountErrorText(check.reason, product, t, locale) : null;

  return (
    <ActionDialog
      title={
        <>
          {t('smart.buyForm.title')} <bdi>{product.name}</bdi>
        </>
      }
      busy={isInFlight}
      onClose={onClose}
      cancelLabel={t('smart.cancel')}
      action={
        <Button
          type="submit"
          form={`smart-buy-${product.productId}`}
          colorPalette="brand"
          loading={isInFlight}
        >
          {t('smart.buyForm.submit')}
        </Button>
      }
    >
      <Stack asChild gap="4">
        <form
          noValidate
          id={`smart-buy-${product.productId}`}
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (check.ok) void confirm(check.cents, days);
          }}
        >
          <FormField
            label={t('smart.buyForm.amount', { currency: product.currency })}
            error={amountError}
            helper={t('smart.buyForm.amountHint', {
              min: formatMoney(product.minAmount, locale),
              max: formatMoney(product.maxAmount, locale),
            })}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => {
                setAmount(event.currentTarget.value);
                setTouched(true);
              }}
              data-testid="smart-amount"
            />
          </FormField>
          {balance !== null ? (
            <Text fontSize="sm" color="fg.muted" data-testid="smart-available">
              {t('smart.buyForm.available', { amount: formatMoney(balance, locale) })}
            </Text>
          ) : null}
          <Field.Root>
            <Field.Label>{t('smart.product.days')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={String(days)}
                onChange={(event) => setDays(Number(event.currentTarget.value))}
                data-testid="smart-days"
              >
                {product.dayOptions.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {check.ok ? (
            <PurchaseFigures product={product} cents={check.cents} days={days} locale={locale} />
          ) : null}
          <Text fontSize="xs" color="fg.muted">
            {t('smart.buyForm.drawn', {
              min: formatRate(product.dailyYieldMin, locale),
              max: formatRate(product.dailyYieldMax, locale),
            })}{' '}
            {t('smart.notGuaranteed')}
          </Text>
          {error ? <FormAlert status="error" message={error} /> : null}
          {short ? (
            <Button asChild variant="outline" size="sm" alignSelf="start">
              <Link to="/profile/balance">{t('smart.deposit')}</Link>
            </Button>
          ) : null}
        </form>
      </Stack>
    </ActionDialog>
  );
}

/** Why the typed amount cannot be bought, in words. */
function amountErrorText(
  reason: 'empty' | 'format' | 'range' | 'balance',
  product: BuyableProduct,
  t: TFunction,
  locale: string,
): string {
  if (reason === 'empty') return t('smart.buyForm.enterAmount');
  if (reason === 'format') return t('smart.buyForm.amountFormat');
  if (reason === 'range')
    return t('smart.buyForm.amountRange', {
      min: formatMoney(product.minAmount, locale),
      max: formatMoney(product.maxAmount, locale),
    });
  return t('smart.buyForm.amountBalance');
}

/**
 * Buys the plan, once per idempotency key: a transport failure keeps the key (a retry cannot buy
 * twice), a refusal takes a new one. A bought plan is announced and the dialog closes.
 */
function useSmartPurchase(product: BuyableProduct, viewerId: string, onClose: () => void) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [error, setError] = useState<string | null>(null);
  const [short, setShort] = useState(false);
  const key = useRef(newIdempotencyKey());
  const [buy, isInFlight] = useBuySmartPlanMutation();

  const confirm = async (cents: bigint, days: number) => {
    setError(null);
    setShort(false);
    try {
      const result = await buy(
        { productId: product.productId, amount: formatCents(cents), days, idempotencyKey: key.current },
        smartPlansConnection(viewerId),
      );
      if (result.__typename === 'BuySmartPlanPayload') {
        toaster.create({
          type: 'success',
          description: t('smart.buyForm.success', {
            name: product.name,
            yield: formatRate(result.plan.dailyYield, locale),
          }),
        });
        onClose();
        return;
      }
      if (result.__typename === '%other') return setError(t('errors.UNKNOWN'));
      // A refusal is final for this key's input: a corrected retry is a new purchase.
      key.current = newIdempotencyKey();
      if (result.code === 'BALANCE_INSUFFICIENT_RECHARGE' || result.code === 'FUNDS_INSUFFICIENT')
        setShort(true);
      setError(t(`smart.errors.${result.code}`, { defaultValue: t(`errors.${result.code}`) }));
    } catch {
      // Transport failure: the same key on a retry cannot buy twice.
      setError(t('errors.TIMEOUT'));
    }
  };

  return { confirm, isInFlight, error, short };
}

type PurchaseFiguresProps = { product: BuyableProduct; cents: bigint; days: number; locale: string };

/** Before anything moves: what is locked, what it may pay over the days chosen, what an early exit keeps. */
function PurchaseFigures({ product, cents, days, locale }: PurchaseFiguresProps) {
  const { t } = useTranslation();
  const usdt = (value: bigint) => `${formatMoney(formatCents(value), locale)} ${product.currency}`;
  const figures = [
    { id: 'locked', label: t('smart.buyForm.locked'), value: usdt(cents) },
    {
      id: 'profit',
      label: t('smart.buyForm.profitRange', { days }),
      value: `${usdt(profitCents(cents, product.dailyYieldMin, days, product.cycleDays))} – ${usdt(
        profitCents(cents, product.dailyYieldMax, days, product.cycleDays),
      )}`,
    },
    {
      id: 'penalty',
      label: t('smart.buyForm.exitPenalty'),
      value: usdt(exitPenalty(cents, product.exitPenaltyRate)),
    },
  ];
  return <PlanFigures rows={figures} testIdPrefix="smart-figure-" live />;
}
