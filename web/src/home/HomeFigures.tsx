import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import type { HomeFigures_figures$key } from '../__generated__/HomeFigures_figures.graphql';
import HomeRouteQueryNode, { type HomeRouteQuery } from '../__generated__/HomeRouteQuery.graphql';
import skeleton from '../components/ui/skeleton.module.css';
import { formatCompact } from '../format/formatFigures';
import { formatCount, formatRate } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { useHydrated } from '../state/hydration';
import styles from './HomeFigures.module.css';

const figureKeys = ['volume', 'markets', 'users', 'fee'] as const;

/**
 * The figures of the home page, or their placeholder while the query loads, in the prerender and
 * while React adopts the prerendered markup (the same Suspense boundary in all three).
 */
export function HomeFiguresSection({ queryRef }: { queryRef: PreloadedQuery<HomeRouteQuery> | null }) {
  const hydrated = useHydrated();
  return (
    <Suspense fallback={<HomeFiguresPlaceholder />}>
      {queryRef && hydrated ? <HomeFiguresLoaded queryRef={queryRef} /> : <HomeFiguresPlaceholder />}
    </Suspense>
  );
}

function HomeFiguresLoaded({ queryRef }: { queryRef: PreloadedQuery<HomeRouteQuery> }) {
  const data = usePreloadedQuery<HomeRouteQuery>(HomeRouteQueryNode, queryRef);
  return <HomeFigures figures={data.homeFigures} />;
}

/**
 * The home page's figures: measured by the upstream (accounts, the last 24 hours' real stakes, the
 * markets listed), or the operator's own where they state one, which the page says is theirs.
 */
export function HomeFigures({ figures }: { figures: HomeFigures_figures$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment HomeFigures_figures on HomeFigures {
        volume24h
        marketCount
        registeredUsers
        feeRate
        statedByOperator
      }
    `,
    figures,
  );
  const stated = new Set(data.statedByOperator);
  const items = [
    data.volume24h != null && {
      key: 'volume',
      value: formatCompact(data.volume24h, locale),
      stated: stated.has('VOLUME_24H'),
    },
    data.marketCount != null && {
      key: 'markets',
      value: formatCount(data.marketCount, locale),
      stated: stated.has('MARKET_COUNT'),
    },
    data.registeredUsers != null && {
      key: 'users',
      value: formatCompact(data.registeredUsers, locale),
      stated: stated.has('REGISTERED_USERS'),
    },
    data.feeRate != null && {
      key: 'fee',
      value: t('home.figures.feeBelow', { value: formatRate(data.feeRate, locale) }),
      stated: stated.has('FEE_RATE'),
    },
  ].filter((item) => item !== false);
  if (items.length === 0) return null;
  return (
    <dl aria-label={t('home.figures.label')} className={styles.figures}>
      {items.map((item) => (
        <div key={item.key} className={styles.stat} data-testid={`home-figure-${item.key}`}>
          {/* The term first, as a screen reader reads it (a <dl> holds dt/dd groups); it shows below. */}
          <dt className={`${styles.label} ${styles.figureLabel}`}>{t(`home.figures.${item.key}`)}</dt>
          <dd className={`${styles.value} ${styles.figureValue}`}>
            {/* Figures read left to right in every language, also inside right-to-left text. */}
            <bdi dir="ltr">{item.value}</bdi>
          </dd>
          {item.stated ? (
            <dd className={`${styles.label} ${styles.source}`}>{t('home.figures.statedByOperator')}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

/** The figures' frame with their labels, values still loading: the same size as the loaded figures. */
function HomeFiguresPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className={styles.figures} aria-hidden="true">
      {figureKeys.map((key) => (
        <div key={key} className={styles.stat}>
          <div className={`${styles.value} ${styles.figureValue}`}>
            <div className={`${skeleton.skeleton} ${styles.valuePlaceholder}`} />
          </div>
          <div className={`${styles.label} ${styles.figureLabel}`}>{t(`home.figures.${key}`)}</div>
        </div>
      ))}
    </div>
  );
}
