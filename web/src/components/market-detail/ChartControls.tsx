import { useTranslation } from 'react-i18next';
import { buttonClass } from '../ui/button-class';
import type { IndicatorChoice } from './chartPreferences';
import { type ChartIndicator, chartIndicators, indicatorFigures } from './indicatorSettings';
import styles from './KlineChartPanel.module.css';
import { type ChartPeriod, chartPeriods } from './klineIntervals';
import placeholder from './placeholders.module.css';

const toggleClass = (pressed: boolean) =>
  buttonClass({ size: 'xs', variant: pressed ? 'solid' : 'ghost', palette: pressed ? 'brand' : 'gray' });

type PeriodSwitchProps = { period: ChartPeriod; onSelect: (period: ChartPeriod) => void };

/** The chart's period (ticks, or candles of MINUTE … MONTH): one pressed toggle button among them. */
export function PeriodSwitch({ period, onSelect }: PeriodSwitchProps) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset (its frame and legend)
    <div className={styles.intervals} role="group" aria-label={t('marketDetail.intervalsLabel')}>
      {chartPeriods.map((value) => (
        <button
          key={value}
          type="button"
          className={toggleClass(value === period)}
          aria-pressed={value === period}
          onClick={() => onSelect(value)}
        >
          {t(`marketDetail.intervals.${value}`)}
        </button>
      ))}
    </div>
  );
}

type IndicatorTogglesProps = {
  choice: IndicatorChoice;
  onToggle: (indicator: ChartIndicator, shown: boolean) => void;
};

/**
 * The overlays over the candles (moving average, Bollinger bands), each a toggle button that also
 * serves as its line's legend: a stroke in the line's colour (chartOptions.ts) beside its name.
 */
export function IndicatorToggles({ choice, onToggle }: IndicatorTogglesProps) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset (its frame and legend)
    <div className={styles.overlays} role="group" aria-label={t('marketDetail.indicators.label')}>
      {chartIndicators.map((indicator) => (
        <button
          key={indicator}
          type="button"
          className={toggleClass(choice[indicator])}
          aria-pressed={choice[indicator]}
          onClick={() => onToggle(indicator, !choice[indicator])}
        >
          <span className={`${placeholder.swatch} ${placeholder[indicator]}`} aria-hidden />
          {t(`marketDetail.indicators.${indicator}`, indicatorFigures(indicator))}
        </button>
      ))}
    </div>
  );
}
