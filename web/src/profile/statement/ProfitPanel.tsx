import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { ProfitPanel_statement$key } from '../../__generated__/ProfitPanel_statement.graphql';
import { EmptyState } from '../../components/ui/empty-state';
import heading from '../../components/ui/heading.module.css';
import layout from '../../components/ui/layout.module.css';
import panel from '../../components/ui/panel.module.css';
import { numberFormat } from '../../format/formatNumber';
import { languageTags } from '../../i18n/languages';
import { useClientState } from '../../state/clientStore';
import styles from './Statement.module.css';

// ApexCharts comes with the chart only, when a statement has results to draw.
const ProfitChart = lazy(() => import('./ProfitChart'));

/** The period's profit and loss by day: orders' results and smart plans' profits and penalties. */
export function ProfitPanel({ statement }: { statement: ProfitPanel_statement$key }) {
  const { t } = useTranslation();
  const language = useClientState((state) => state.language);
  const locale = languageTags[language];
  const data = useFragment(
    graphql`
      fragment ProfitPanel_statement on Statement {
        currency
        dailyProfit {
          day
          amount
        }
      }
    `,
    statement,
  );
  const money = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <section aria-labelledby="statement-profit" className={`${panel.panel} ${layout.card}`}>
      <div>
        <h2 id="statement-profit" className={`${heading.heading} ${heading.md}`}>
          {t('statement.profitTitle')}
        </h2>
        <p className={styles.label}>{t('statement.profitHint')}</p>
      </div>
      {data.dailyProfit.length === 0 ? (
        <EmptyState title={t('statement.profitEmpty')} />
      ) : (
        <div className={styles.chart} data-testid="statement-profit-chart">
          <Suspense fallback={null}>
            <ProfitChart
              days={data.dailyProfit}
              name={`${t('statement.profitTitle')} (${data.currency})`}
              format={(value) => money.format(value)}
              rightToLeft={language === 'ar'}
            />
          </Suspense>
        </div>
      )}
    </section>
  );
}
