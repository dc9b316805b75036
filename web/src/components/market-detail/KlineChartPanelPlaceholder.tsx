import { useTranslation } from 'react-i18next';
import { buttonClass } from '../ui/button-class';
import heading from '../ui/heading.module.css';
import skeleton from '../ui/skeleton.module.css';
import { klineIntervals } from './klineIntervals';
import placeholder from './placeholders.module.css';

/** KlineChartPanel's frame (title, interval buttons, the chart's height) while its data loads. */
export function KlineChartPanelPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className={placeholder.panel} aria-busy="true">
      <div className={placeholder.chartHeader}>
        <p className={`${heading.heading} ${heading.md}`}>{t('marketDetail.chart')}</p>
        <div className={placeholder.intervals} aria-hidden>
          {klineIntervals.map((value, index) => (
            <span
              key={value}
              className={buttonClass({
                size: 'xs',
                variant: index === 0 ? 'solid' : 'ghost',
                palette: index === 0 ? 'brand' : 'gray',
              })}
            >
              {t(`marketDetail.intervals.${value}`)}
            </span>
          ))}
        </div>
      </div>
      <div className={`${skeleton.skeleton} ${placeholder.chart}`} />
    </div>
  );
}
