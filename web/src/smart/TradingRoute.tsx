import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { TradingRouteQuery } from '../__generated__/TradingRouteQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import heading from '../components/ui/heading.module.css';
import layout from '../components/ui/layout.module.css';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { PageHeader, pageFrameClass } from '../components/ui/page-header';
import { RiskNote } from '../components/ui/risk-note';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useLoaderValue } from '../routing/useLoaderValue';
import { useClientState } from '../state/clientStore';
import { MySmartPlans } from './MySmartPlans';
import { SmartProductCard } from './SmartProductCard';
import styles from './TradingRoute.module.css';
import type { tradingLoader } from './tradingLoader';
import { tradingPageHeader } from './tradingPageHeader';

export const tradingRouteQuery = graphql`
  query TradingRouteQuery($signedIn: Boolean!) {
    smartProducts {
      id
      ...SmartProductCard_product
    }
    viewer @include(if: $signedIn) {
      id
      account(mode: REAL) {
        id
        balance
      }
      ...MySmartPlans_viewer
    }
  }
`;

/** Who is looking decides what a buy button does: sign in, switch to the real account, or buy. */
export type BuyerState = 'visitor' | 'demo' | { viewerId: string; balance: string | null };

function Trading({ queryRef }: { queryRef: PreloadedQuery<TradingRouteQuery> }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<TradingRouteQuery>(tradingRouteQuery, queryRef);
  const accountMode = useClientState((state) => state.accountMode);
  const locale = languageTags[useClientState((state) => state.language)];
  const buyer: BuyerState = !data.viewer
    ? 'visitor'
    : accountMode === 'DEMO'
      ? 'demo'
      : { viewerId: data.viewer.id, balance: data.viewer.account?.balance ?? null };
  return (
    <div className={styles.content}>
      <section aria-labelledby="smart-products-title" className={layout.stack}>
        <div className={layout.head}>
          <h2 id="smart-products-title" className={`${heading.heading} ${heading.lg}`}>
            {t('smart.products.title')}
          </h2>
          {typeof buyer === 'object' && buyer.balance !== null ? (
            <p className={styles.balance} data-testid="smart-balance">
              {t('smart.buyForm.available', { amount: formatMoney(buyer.balance, locale) })}
            </p>
          ) : null}
        </div>
        {data.smartProducts.length === 0 ? (
          <EmptyState title={t('smart.products.empty')} description={t('smart.products.emptyText')} />
        ) : (
          <div className={styles.grid} data-testid="smart-products">
            {data.smartProducts.map((product) => (
              <SmartProductCard key={product.id} product={product} buyer={buyer} />
            ))}
          </div>
        )}
      </section>
      {data.viewer ? <MySmartPlans viewer={data.viewer} /> : null}
    </div>
  );
}

/**
 * `/trading`: the smart trading products on sale, each with its terms and the plain warning that
 * yields are not guaranteed, and the viewer's plans (income, next earnings, early exit). Visitors see
 * the products and a sign-in prompt on buying; the demo account is offered the real one.
 * Plain markup (no Chakra): the buy and exit dialogs bring Chakra when the user asks for one.
 */
export function TradingRoute() {
  const { t } = useTranslation();
  const { queryRef } = useLoaderValue<typeof tradingLoader>();
  return (
    <div className={pageFrameClass}>
      <PageHeader title={t(tradingPageHeader.title)} subtitle={t(tradingPageHeader.subtitle ?? '')} />
      <RiskNote text={t(tradingPageHeader.riskNote ?? '')} testId="smart-risk-warning" />
      <Suspense fallback={<ListSkeleton rows={4} />}>
        <Trading queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
