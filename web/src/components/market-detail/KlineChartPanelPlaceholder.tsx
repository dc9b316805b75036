import { useTranslation } from 'react-i18next';
import { buttonClass } from '../ui/button-class';
import heading from '../ui/heading.module.css';
import skeleton from '../ui/skeleton.module.css';
import { chartIndicators, indicatorFigures } from './indicatorSettings';
import { chartPeriods } from './klineIntervals';
import placeholder from './placeholders.module.css';

/** KlineChartPanel's frame (title, period and overlay buttons, the chart's height) while its data loads. */
export function KlineChartPanelPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className={placeholder.panel} aria-busy="true">
      <div className={placeholder.chartHeader}>
        <p className={`${heading.heading} ${heading.md}`}>{t('marketDetail.chart')}</p>
        <div className={placeholder.intervals} aria-hidden>
          {chartPeriods.map((value) => (
            <span
              key={value}
              className={buttonClass({
                size: 'xs',
                variant: value === 'MINUTE' ? 'solid' : 'ghost',
                palette: value === 'MINUTE' ? 'brand' : 'gray',
              })}
            >
              {t(`marketDetail.intervals.${value}`)}
            </span>
          ))}
        </div>
      </div>
      <div className={placeholder.overlays} aria-hidden>
        {chartIndicators.map((indicator) => (
          <span key={indicator} className={buttonClass({ size: 'xs', variant: 'ghost', palette: 'gray' })}>
            <span className={`${placeholder.swatch} ${placeholder[indicator]}`} />
            {t(`marketDetail.indicators.${indicator}`, indicatorFigures(indicator))}
          </span>
        ))}
      </div>
      <div className={`${skeleton.skeleton} ${placeholder.chart}`} />
    </div>
  );
}
