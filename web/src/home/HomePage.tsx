import { useTranslation } from 'react-i18next';
import type { PreloadedQuery } from 'react-relay';
import { Link } from 'react-router';
import type { HomeRouteQuery } from '../__generated__/HomeRouteQuery.graphql';
import badge from '../components/ui/badge.module.css';
import { buttonClass } from '../components/ui/button-class';
import heading from '../components/ui/heading.module.css';
import { HomeFiguresSection } from './HomeFigures';
import styles from './HomePage.module.css';
import { LiveMarkets } from './LiveMarkets';
import { ProductCards } from './ProductCards';

/**
 * The home page's layout: hero, figures, live markets, demo account, get started, risk
 * warning. Without a query reference (the build-time prerender) the figures and the market list
 * show their placeholders; everything else is the same markup the browser renders.
 */
export function HomePage({ queryRef }: { queryRef: PreloadedQuery<HomeRouteQuery> | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.sections}>
        <div className={styles.hero}>
          <Link
            to="/help/notice"
            className={buttonClass({
              variant: 'subtle',
              palette: 'brand',
              size: 'xs',
              className: styles.newFeatures,
            })}
          >
            <span className={`${badge.badge} ${badge.xs} ${badge.solidBrand}`}>{t('home.newBadge')}</span>
            {t('home.newFeatures')}
          </Link>
          <h1 className={`${heading.heading} ${heading.hero} ${styles.heroTitle}`}>{t('home.heroTitle')}</h1>
          <p className={styles.heroText}>{t('home.heroText')}</p>
          <div className={styles.heroActions}>
            <Link to="/market" className={buttonClass({ palette: 'brand', size: 'lg' })}>
              {t('home.getStarted')}
            </Link>
          </div>
        </div>

        <HomeFiguresSection queryRef={queryRef} />

        <LiveMarkets queryRef={queryRef} />

        <section aria-labelledby="demo-account" className={styles.demo}>
          <div className={styles.demoText}>
            <h2 id="demo-account" className={`${heading.heading} ${heading.lg}`}>
              {t('home.demoTitle')}
            </h2>
            <p className={styles.muted}>{t('home.demoText')}</p>
          </div>
          <Link to="/profile" className={buttonClass({ palette: 'brand', className: styles.demoAction })}>
            {t('home.demoAction')}
          </Link>
        </section>

        <section aria-labelledby="get-started" className={styles.getStarted}>
          <h2 id="get-started" className={`${heading.heading} ${heading.lg}`}>
            {t('home.getStarted')}
          </h2>
          <ProductCards />
        </section>

        <p className={styles.risk} role="note">
          {t('home.riskWarning')}
        </p>
      </div>
    </div>
  );
}
