import { useTranslation } from 'react-i18next';
import badge from '../components/ui/badge.module.css';
import palettes from '../components/ui/badge-palettes.module.css';
import { Icon } from '../components/ui/icon';
import styles from './OrderBadges.module.css';

type Direction = 'UP' | 'DOWN' | '%future added value';
type Result = 'WIN' | 'LOSS' | 'REFUND' | '%future added value';
type Status = 'OPEN' | 'CLOSED' | 'FAILED' | '%future added value';
type Size = 'sm' | 'md' | 'lg';

/** A class of the shared badge recipe's modules, or of the ones only the order badges use. */
const badgeClass = (...names: string[]) =>
  [badge.badge, ...names.map((name) => badge[name] ?? palettes[name] ?? styles[name])].join(' ');

/**
 * Up or down: a price direction, so it takes the price colours (`rise`/`fall`, which follow the
 * user's red-up or green-up preference) with an arrow, never colour alone.
 */
export function DirectionBadge({ direction, size = 'sm' }: { direction: Direction; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const up = direction === 'UP';
  return (
    <span className={badgeClass(size, 'outline', up ? 'rise' : 'fall')} data-direction={direction}>
      <Icon name={up ? 'arrowUp' : 'arrowDown'} size="1em" />
      {t(`order.${direction}`, { defaultValue: direction })}
    </span>
  );
}

/**
 * The outcome of an order. Not a price colour: red is "up" under the spec's rule and "loss" to
 * many users, so a win is the brand's gold, a loss and a refund neutral, and the word says which.
 */
export function ResultBadge({
  result,
  status,
  size = 'sm',
}: {
  result: Result | null | undefined;
  status: Status;
  size?: Size;
}) {
  const { t } = useTranslation();
  if (!result) {
    return (
      <span className={badgeClass(size, status === 'OPEN' ? 'subtleBlue' : 'subtleGray')} data-result="">
        {t(`order.status.${status}`, { defaultValue: status })}
      </span>
    );
  }
  const variant = result === 'WIN' ? 'solidBrand' : result === 'LOSS' ? 'subtleGray' : 'outline';
  return (
    <span className={badgeClass(size, variant)} data-result={result}>
      {t(`order.result.${result}`, { defaultValue: result })}
    </span>
  );
}
