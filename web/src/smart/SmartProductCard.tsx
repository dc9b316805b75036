import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { SmartProductCard_product$key } from '../__generated__/SmartProductCard_product.graphql';
import { buttonClass } from '../components/ui/button-class';
import { DataList } from '../components/ui/data-list';
import heading from '../components/ui/heading.module.css';
import { IntentButton } from '../components/ui/intent-button';
import layout from '../components/ui/layout.module.css';
import { onDemand, useOnDemand } from '../components/ui/on-demand';
import panel from '../components/ui/panel.module.css';
import { subtleBadgeClass } from '../components/ui/subtle-badge';
import { formatMoney, formatRate } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useSignInLinks } from '../routing/useSignInLinks';
import { useClientState } from '../state/clientStore';
import { switchAccountMode } from '../state/switchAccountMode';
import styles from './SmartCard.module.css';
import type { BuyerState } from './TradingRoute';

// The purchase form is a Chakra dialog: it (and Chakra) load on the user's intent to buy.
const buyDialog = onDemand(() => import('./BuySmartDialog').then((module) => module.BuySmartDialog));

type Props = { product: SmartProductCard_product$key; buyer: BuyerState };

/** A product's terms, the plain warning that yields are not guaranteed, and what buying needs. */
export function SmartProductCard({ product: key, buyer }: Props) {
  const { t } = useTranslation();
  const links = useSignInLinks();
  const locale = languageTags[useClientState((state) => state.language)];
  const [buying, setBuying] = useState(false);
  const [BuyDialog, loadBuyDialog] = useOnDemand(buyDialog);
  const product = useFragment(
    graphql`
      fragment SmartProductCard_product on SmartProduct {
        id
        productId
        name
        currency
        dailyYieldMin
        dailyYieldMax
        minAmount
        maxAmount
        dayOptions
        cycleDays
        exitPenaltyRate
        kycRequired
      }
    `,
    key,
  );
  const titleId = `smart-product-${product.productId}`;
  const rows = [
    {
      id: 'yield',
      label: t('smart.product.dailyYield'),
      value: t('smart.product.yieldRange', {
        min: formatRate(product.dailyYieldMin, locale),
        max: formatRate(product.dailyYieldMax, locale),
      }),
    },
    {
      id: 'investment',
      label: t('smart.product.investment'),
      value: `${formatMoney(product.minAmount, locale)} – ${formatMoney(product.maxAmount, locale)} ${product.currency}`,
    },
    {
      id: 'days',
      label: t('smart.product.days'),
      value: product.dayOptions.join(' · '),
    },
    { id: 'cycle', label: t('smart.product.cycle'), value: String(product.cycleDays) },
    {
      id: 'penalty',
      label: t('smart.product.exitPenalty'),
      value: formatRate(product.exitPenaltyRate, locale),
    },
  ];
  // A dialog asked for before its code has loaded opens when it arrives; if it cannot load
  // (offline), the request is dropped and the next click tries again.
  const openBuy = () => {
    setBuying(true);
    buyDialog.load().catch(() => setBuying(false));
  };
  return (
    <article aria-labelledby={titleId} className={`${panel.panel} ${layout.card}`}>
      <div className={styles.head}>
        <h3 id={titleId} className={`${heading.heading} ${heading.md}`}>
          <bdi>{product.name}</bdi>
        </h3>
        {product.kycRequired ? (
          <span className={subtleBadgeClass('orange')}>{t('smart.product.kyc')}</span>
        ) : null}
      </div>
      <DataList rows={rows} />
      <p className={styles.note} data-testid="smart-product-warning">
        {t('smart.notGuaranteed')}
      </p>
      {buyer === 'visitor' ? (
        <div className={styles.actions}>
          <Link to={links.login} className={buttonClass({ palette: 'brand' })}>
            {t('smart.signInToBuy')}
          </Link>
          <Link to={links.register} className={buttonClass({ variant: 'outline' })}>
            {t('nav.signUp')}
          </Link>
        </div>
      ) : buyer === 'demo' ? (
        <div className={styles.stack} data-testid="smart-demo-notice">
          <p className={styles.small}>{t('smart.errors.DEMO_ACCOUNT_DISABLED')}</p>
          <button
            type="button"
            className={buttonClass({ palette: 'brand', className: styles.start })}
            onClick={() => switchAccountMode('REAL')}
          >
            {t('smart.switchToReal')}
          </button>
        </div>
      ) : (
        <>
          <IntentButton
            look={{ palette: 'brand', className: styles.wide }}
            loading={buying && !BuyDialog}
            onIntent={loadBuyDialog}
            onClick={openBuy}
          >
            {t('smart.buy')}
          </IntentButton>
          {buying && BuyDialog ? (
            <BuyDialog
              product={product}
              viewerId={buyer.viewerId}
              balance={buyer.balance}
              onClose={() => setBuying(false)}
            />
          ) : null}
        </>
      )}
    </article>
  );
}
