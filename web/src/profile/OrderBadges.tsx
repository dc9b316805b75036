import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/ui/icon';

type Direction = 'UP' | 'DOWN' | '%future added value';
type Result = 'WIN' | 'LOSS' | 'REFUND' | '%future added value';
type Status = 'OPEN' | 'CLOSED' | 'FAILED' | '%future added value';

/**
 * Up or down: a price direction, so it takes the price colours (`rise`/`fall`, which follow the
 * user's red-up or green-up preference) with an arrow, never colour alone.
 */
export function DirectionBadge({ direction, size }: { direction: Direction; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const up = direction === 'UP';
  return (
    <Badge size={size} variant="outline" color={up ? 'rise' : 'fall'} data-direction={direction}>
      <Icon name={up ? 'arrowUp' : 'arrowDown'} size="1em" />
      {t(`order.${direction}`, { defaultValue: direction })}
    </Badge>
  );
}

/**
 * The outcome of an order. Not a price colour: red is "up" under the spec's rule and "loss" to
 * many users, so a win is the brand's gold, a loss and a refund neutral, and the word says which.
 */
export function ResultBadge({
  result,
  status,
  size,
}: {
  result: Result | null | undefined;
  status: Status;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  if (!result) {
    return (
      <Badge size={size} variant="subtle" colorPalette={status === 'OPEN' ? 'blue' : 'gray'} data-result="">
        {t(`order.status.${status}`, { defaultValue: status })}
      </Badge>
    );
  }
  const win = result === 'WIN';
  return (
    <Badge
      size={size}
      variant={win ? 'solid' : result === 'LOSS' ? 'subtle' : 'outline'}
      colorPalette={win ? 'brand' : 'gray'}
      data-result={result}
    >
      {t(`order.result.${result}`, { defaultValue: result })}
    </Badge>
  );
}
