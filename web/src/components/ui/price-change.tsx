import { formatPercent } from '../../format/formatNumber';
import { languageTags } from '../../i18n/languages';
import { useClientState } from '../../state/clientStore';
import styles from './price-change.module.css';

type PriceChangeProps = {
  /** 24 h change in percent as the decimal string the API sends, e.g. "-1.27". */
  value: string;
  variant?: 'text' | 'pill';
  size?: 'xs' | 'sm' | 'lg';
  'aria-label'?: string;
};

function isPositive(value: string): boolean {
  return Number(value) > 0;
}

/** A change in percent, red when positive and green otherwise (the product's rule). */
export function PriceChange({ value, variant = 'text', size, 'aria-label': label }: PriceChangeProps) {
  const locale = languageTags[useClientState((state) => state.language)];
  const positive = isPositive(value);
  const className = [
    styles.change,
    positive ? styles.rise : styles.fall,
    variant === 'pill' ? styles.pill : null,
    size ? styles[size] : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the markup Chakra's Text rendered here before
    <span className={className} dir="ltr" aria-label={label}>
      {formatPercent(value, locale, true)}
    </span>
  );
}
