import { formatCents, ratePercent } from '@swx/contract/decimal';
import { useTranslation } from 'react-i18next';
import checkbox from '../../components/ui/checkbox.module.css';
import { IntentButton } from '../../components/ui/intent-button';
import layout from '../../components/ui/layout.module.css';
import { SelectField } from '../../components/ui/native-select';
import text from '../../components/ui/text.module.css';
import { TextField } from '../../components/ui/text-field';
import { formatCount, formatDecimal, formatMoney } from '../../format/formatNumber';
import type { KnownAccountMode } from '../../state/accountMode';
import { BalanceShortfall } from './BalanceShortfall';
import { DirectionButtons } from './DirectionButtons';
import styles from './OrderPanel.module.css';
import { optionPayout } from './optionPayout';
import { amountErrorText, payoutWording } from './orderMessages';
import { StakeField } from './StakeField';
import { StakeOrPayout } from './StakeOrPayout';
import { isAboveBalance } from './stakeSteps';
import type { OptionPeriod, OrderFormState } from './useOrderForm';

/** Every account holds USDT (schema: Account.balance); stakes, payouts and quick stakes are in it. */
export const accountCurrency = 'USDT';

type OrderTicketProps = {
  order: OrderFormState;
  optionPeriods: readonly OptionPeriod[];
  nowPrice: string;
  /** The account's balance; null when its read failed. */
  balance: string | null;
  accountMode: KnownAccountMode;
  locale: string;
  /** Review was pressed and its dialog's code is still on its way. */
  opening: boolean;
  onReview: () => void;
  /** The user reaches for Review: its dialog's code starts loading. */
  onIntent: () => void;
};

/**
 * The order's inputs: direction (each button with what a win pays), period, purchase quantity,
 * optional stop loss and take profit, the current price, and Review.
 */
export function OrderTicket({
  order,
  optionPeriods,
  nowPrice,
  balance,
  accountMode,
  locale,
  opening,
  onReview,
  onIntent,
}: OrderTicketProps) {
  const { t } = useTranslation();
  const { form, period, errors, update } = order;
  const fieldError = (key: keyof typeof errors) => (errors[key] ? t(errors[key]) : null);
  const aboveBalance = isAboveBalance(form.amount, balance);
  const rate = period ? formatDecimal(ratePercent(period.payoutRate) ?? period.payoutRate, locale) : '';
  const payoutText = payoutWording(t, form.amount, period, accountCurrency, locale);
  const stakeError =
    aboveBalance && balance !== null
      ? t('order.aboveBalance', { balance: formatMoney(balance, locale), currency: accountCurrency })
      : errors.amount
        ? amountErrorText(t, errors.amount, period, accountCurrency, locale)
        : null;
  const shortfall = aboveBalance ? <BalanceShortfall accountMode={accountMode} /> : null;

  return (
    <form
      noValidate
      className={layout.stack}
      onSubmit={(event) => {
        event.preventDefault();
        onReview();
      }}
    >
      <DirectionButtons
        direction={form.direction}
        onChange={(direction) => update({ direction })}
        payout={payoutText}
      />
      <SelectField
        label={t('order.period')}
        value={period?.period ?? ''}
        onChange={(event) => order.setPeriodSeconds(Number(event.currentTarget.value))}
      >
        {optionPeriods.map((item) => (
          <option key={item.period} value={item.period}>
            {t('order.periodOption', {
              value: formatCount(item.period, locale),
              rate: formatDecimal(ratePercent(item.payoutRate) ?? item.payoutRate, locale),
            })}
          </option>
        ))}
      </SelectField>
      <StakeOrPayout
        entry={order.entry}
        onEntryChange={order.switchEntry}
        wanted={order.wanted}
        onWantedChange={order.setWantedPayout}
        payoutHelper={<StakeNeeded stake={form.amount} period={period} locale={locale} />}
        error={stakeError}
        shortfall={shortfall}
        stake={
          <StakeField
            value={form.amount}
            onChange={order.setStake}
            minAmount={period?.minAmount ?? null}
            balance={balance}
            currency={accountCurrency}
            locale={locale}
            error={stakeError}
            helper={
              period ? t('order.minimum', { amount: formatMoney(period.minAmount, locale), rate }) : null
            }
            shortfall={shortfall}
          />
        }
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
      <p className={text.note}>
        {t('order.currentPrice')}: <bdi dir="ltr">{formatDecimal(nowPrice, locale)}</bdi>
      </p>
      <IntentButton
        type="submit"
        look={{ palette: 'brand', size: 'lg' }}
        disabled={!period}
        loading={opening}
        onIntent={onIntent}
      >
        {t('order.submit')}
      </IntentButton>
    </form>
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
    <div className={`${layout.stack} ${layout.tight}`}>
      <label className={checkbox.root}>
        <input
          type="checkbox"
          className={checkbox.input}
          checked={enabled}
          onChange={(event) => onEnabledChange(event.currentTarget.checked)}
        />
        <span>{label}</span>
      </label>
      {enabled ? (
        <div className={styles.stopPrice}>
          <TextField
            label={priceLabel}
            error={error}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => onValueChange(event.currentTarget.value)}
          />
        </div>
      ) : null}
    </div>
  );
}

type StakeNeededProps = { stake: string; period: OptionPeriod | null; locale: string };

/** Under a wanted payout: the stake it takes and what that stake pays (a cent over, at times). */
function StakeNeeded({ stake, period, locale }: StakeNeededProps) {
  const { t } = useTranslation();
  const pays = period ? optionPayout(stake.trim(), period.payoutRate) : null;
  if (!period || !pays || pays.stakeCents <= 0n) return null;
  return (
    <span data-testid="stake-needed">
      {t('order.stakeNeeded', {
        stake: formatMoney(formatCents(pays.stakeCents), locale),
        payout: formatMoney(formatCents(pays.payoutCents), locale),
        currency: accountCurrency,
      })}
    </span>
  );
}
