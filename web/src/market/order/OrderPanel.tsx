import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import type { accountModeBalanceQuery as AccountModeBalanceQueryType } from '../../__generated__/accountModeBalanceQuery.graphql';
import type { OrderPanel_market$key } from '../../__generated__/OrderPanel_market.graphql';
import type { OrderPanel_query$key } from '../../__generated__/OrderPanel_query.graphql';
import type { OrderTracker_account$key } from '../../__generated__/OrderTracker_account.graphql';
import type { OrderTracker_order$key } from '../../__generated__/OrderTracker_order.graphql';
import heading from '../../components/ui/heading.module.css';
import layout from '../../components/ui/layout.module.css';
import { onDemand, useOnDemand } from '../../components/ui/on-demand';
import panel from '../../components/ui/panel.module.css';
import { subtleBadgeClass } from '../../components/ui/subtle-badge';
import text from '../../components/ui/text.module.css';
import hidden from '../../components/ui/visually-hidden.module.css';
import { formatCount, formatMoney } from '../../format/formatNumber';
import { languageTags } from '../../i18n/languages';
import { useAccountModeQuery } from '../../relay/useAccountModeQuery';
import { accountModeBalanceQuery, type KnownAccountMode, knownAccountMode } from '../../state/accountMode';
import { useClientState } from '../../state/clientStore';
import { useMobileLayout } from '../../state/mobileLayout';
import { OrderBar } from './OrderBar';
import type { PendingOrder } from './OrderConfirmDialog';
import styles from './OrderPanel.module.css';
import { OrderPanelSignIn } from './OrderPanelSignIn';
import { accountCurrency, OrderTicket } from './OrderTicket';
import { OrderTracker } from './OrderTracker';
import { amountErrorText, payoutWording } from './orderMessages';
import { useOrderPanelFocus } from './orderPanelFocus';
import type { OrderDirection } from './orderValidation';
import { useOrderForm } from './useOrderForm';

// The confirmation is a Chakra dialog: it (and Chakra) load when the user reaches for Review.
const confirmDialog = onDemand(() =>
  import('./OrderConfirmDialog').then((module) => module.OrderConfirmDialog),
);

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
  const order = useOrderForm(optionPeriods);
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  // What a screen reader hears once an order is accepted (its result is announced by the tracker).
  const [announcement, setAnnouncement] = useState('');
  const [ConfirmDialog, loadConfirmDialog] = useOnDemand(confirmDialog);
  // A phone keeps Up and Down in a bar under the thumb (the tracker shows itself above it).
  const mobile = useMobileLayout();

  if (!viewer) return <OrderPanelSignIn />;
  // The account is null (with an error beside it) only when its read failed.
  const account = viewer.account;
  const accountMode = knownAccountMode(account?.mode ?? accountQuery.variables.mode);
  const balance = account?.balance ?? null;

  const placedText = (placedOrder: PendingOrder) =>
    t('order.placed', {
      direction: t(`order.${placedOrder.direction}`),
      market: placedOrder.marketName,
      amount: formatMoney(placedOrder.amount, locale),
      currency: accountCurrency,
      seconds: formatCount(placedOrder.period, locale),
    });

  const review = (direction?: OrderDirection) => {
    const next = order.review(data, balance, accountMode, direction);
    if (!next) return;
    // Enter in a field submits without the button's hover or focus: the dialog's code starts here too.
    confirmDialog.load().catch(() => setPending(null));
    setPending(next);
  };

  return (
    <>
      <section
        aria-labelledby="order-title"
        // A demo/real switch is loading the other account (its balance shows once it is in).
        aria-busy={isSwitching}
        className={`${panel.panel} ${layout.card}`}
      >
        <OrderAccountHead accountMode={accountMode} balance={balance} locale={locale} code={data.code} />
        <p role="status" className={hidden.visuallyHidden} data-testid="order-announcement">
          {announcement}
        </p>
        {placed ? (
          <OrderTracker order={placed.order} account={placed.account} onDismiss={() => setPlaced(null)} />
        ) : null}
        <OrderTicket
          order={order}
          optionPeriods={optionPeriods}
          nowPrice={data.nowPrice}
          balance={balance}
          accountMode={accountMode}
          locale={locale}
          // Review was pressed before the dialog's code came: the button waits with its spinner.
          opening={pending !== null && !ConfirmDialog}
          onReview={() => review()}
          onIntent={loadConfirmDialog}
        />
        {/* Mounted once loaded and then kept, as before: it opens and closes (animated) with `pending`. */}
        {ConfirmDialog ? (
          <ConfirmDialog
            order={pending}
            onClose={() => setPending(null)}
            onPlaced={(placedOrder, placedAccount) => {
              if (pending) setAnnouncement(placedText(pending));
              setPending(null);
              setPlaced({ order: placedOrder, account: placedAccount });
              order.clearAmount();
            }}
          />
        ) : null}
      </section>
      {mobile ? (
        <OrderBar
          stake={order.form.amount}
          onStakeChange={order.setStake}
          period={order.period}
          currency={accountCurrency}
          locale={locale}
          payout={payoutWording(t, order.form.amount, order.period, accountCurrency, locale)}
          error={
            order.errors.amount
              ? amountErrorText(t, order.errors.amount, order.period, accountCurrency, locale)
              : null
          }
          opening={pending !== null && !ConfirmDialog ? pending.direction : null}
          onBuy={review}
          onIntent={loadConfirmDialog}
        />
      ) : null}
    </>
  );
}

type OrderAccountHeadProps = {
  accountMode: KnownAccountMode;
  balance: string | null;
  locale: string;
  /** The market the panel is for: its heading takes the focus when the market was just chosen. */
  code: string;
};

/** The panel's title with the account in use, and that account's balance. */
function OrderAccountHead({ accountMode, balance, locale, code }: OrderAccountHeadProps) {
  const { t } = useTranslation();
  const title = useOrderPanelFocus<HTMLHeadingElement>(code);
  return (
    <>
      <div className={`${layout.head} ${layout.tight}`}>
        <h2 ref={title} id="order-title" tabIndex={-1} className={`${heading.heading} ${heading.md}`}>
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
            {balance !== null ? formatMoney(balance, locale) : '—'} {accountCurrency}
          </bdi>
        </p>
      </div>
    </>
  );
}
