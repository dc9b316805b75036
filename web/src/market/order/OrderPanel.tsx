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
import { buttonClass } from '../../components/ui/button-class';
import checkbox from '../../components/ui/checkbox.module.css';
import heading from '../../components/ui/heading.module.css';
import { IntentButton } from '../../components/ui/intent-button';
import layout from '../../components/ui/layout.module.css';
import { SelectField } from '../../components/ui/native-select';
import { onDemand, useOnDemand } from '../../components/ui/on-demand';
import panel from '../../components/ui/panel.module.css';
import { subtleBadgeClass } from '../../components/ui/subtle-badge';
import text from '../../components/ui/text.module.css';
import { TextField } from '../../components/ui/text-field';
import { formatCount, formatDecimal, formatMoney } from '../../format/formatNumber';
import { languageTags } from '../../i18n/languages';
import { newIdempotencyKey } from '../../relay/idempotencyKey';
import { useAccountModeQuery } from '../../relay/useAccountModeQuery';
import { accountModeBalanceQuery, knownAccountMode } from '../../state/accountMode';
import { useClientState } from '../../state/clientStore';
import { useKeepDraft, useRestoredDraft } from '../../state/sessionDrafts';
import { BalanceShortfall } from './BalanceShortfall';
import { DirectionButtons } from './DirectionButtons';
import type { PendingOrder } from './OrderConfirmDialog';
import styles from './OrderPanel.module.css';
import { OrderTracker } from './OrderTracker';
import { optionPayout } from './optionPayout';
import { isOrderDraft, orderDraftKey } from './orderDraft';
import { type OrderForm, type OrderFormErrors, validateOrder } from './orderValidation';
import { StakeField } from './StakeField';
import { isAboveBalance } from './stakeSteps';

// The confirmation is a Chakra dialog: it (and Chakra) load when the user reaches for Review.
const confirmDialog = onDemand(() =>
  import('./OrderConfirmDialog').then((module) => module.OrderConfirmDialog),
);

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
    <div className={`${panel.panel} ${layout.stack} ${layout.gap3} ${styles.signIn}`}>
      <h2 className={`${heading.heading} ${heading.md}`}>{t('order.title')}</h2>
      <p className={text.muted}>{t('order.signIn')}</p>
      <Link to="/pass/login" className={buttonClass({ palette: 'brand' })}>
        {t('nav.login')}
      </Link>
    </div>
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
  const [ConfirmDialog, loadConfirmDialog] = useOnDemand(confirmDialog);

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
    // Enter in a field submits without the button's hover or focus: the dialog's code starts here too.
    confirmDialog.load().catch(() => setPending(null));
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

  // Review was pressed before the dialog's code came: the button waits with its spinner.
  const opening = pending !== null && !ConfirmDialog;
  return (
    <section
      aria-labelledby="order-title"
      // A demo/real switch is loading the other account (its balance shows once it is in).
      aria-busy={isSwitching}
      className={`${panel.panel} ${layout.card}`}
    >
      <div className={`${layout.head} ${layout.tight}`}>
        <h2 id="order-title" className={`${heading.heading} ${heading.md}`}>
          {t('order.title')}
        </h2>
        <span className={subtleBadgeClass(accountMode === 'DEMO' ? 'orange' : 'green')}>
          {t(`account.${accountMode}`)}
        </span>
      </div>
      <div className={`${styles.balance} ${text.small} ${text.muted}`}>
        <p>{t('order.balance')}</p>
        <p className={`${styles.balanceValue} ${text.strong} ${text.figures}`} data-testid="order-balance">
          <bdi dir="ltr">
            {account ? formatMoney(account.balance, locale) : '—'} {accountCurrency}
          </bdi>
        </p>
      </div>
      {placed ? (
        <OrderTracker order={placed.order} account={placed.account} onDismiss={() => setPlaced(null)} />
      ) : null}
      <form
        noValidate
        className={layout.stack}
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
        <SelectField
          label={t('order.period')}
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
        </SelectField>
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
          helper={period ? t('order.minimum', { amount: formatMoney(period.minAmount, locale), rate }) : null}
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
        <p className={text.note}>
          {t('order.currentPrice')}: <bdi dir="ltr">{formatDecimal(data.nowPrice, locale)}</bdi>
        </p>
        <IntentButton
          type="submit"
          look={{ palette: 'brand', size: 'lg' }}
          disabled={!period}
          loading={opening}
          onIntent={loadConfirmDialog}
        >
          {t('order.submit')}
        </IntentButton>
      </form>
      {/* Mounted once loaded and then kept, as before: it opens and closes (animated) with `pending`. */}
      {ConfirmDialog ? (
        <ConfirmDialog
          order={pending}
          onClose={() => setPending(null)}
          onPlaced={(order, account) => {
            setPending(null);
            setPlaced({ order, account });
            setForm((current) => ({ ...current, amount: '' }));
          }}
        />
      ) : null}
    </section>
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
