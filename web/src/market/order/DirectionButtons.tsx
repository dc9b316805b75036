import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon';
import type { OrderDirection } from './orderValidation';

// The price colours (theme.ts `rise`/`fall`), so the buttons follow the user's red-up or green-up choice.
const directions: { value: OrderDirection; palette: string; icon: 'arrowUp' | 'arrowDown' }[] = [
  { value: 'UP', palette: 'rise', icon: 'arrowUp' },
  { value: 'DOWN', palette: 'fall', icon: 'arrowDown' },
];

type DirectionButtonsProps = {
  direction: OrderDirection;
  onChange: (direction: OrderDirection) => void;
  /**
   * What a win pays on either button for the current stake and period, already worded ("pays
   * 18.00 USDT"), or the period's rate while the stake is empty or unreadable.
   */
  payout: string;
};

/**
 * Up and Down as a pressed/unpressed pair, each showing what it pays before Review (as trading
 * screens show it on the buttons). Both pay alike: one payout rate per period, whichever way.
 */
export function DirectionButtons({ direction, onChange, payout }: DirectionButtonsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="1.5">
      <Text fontSize="sm" fontWeight="medium" id="direction-label">
        {t('order.directionLabel')}
      </Text>
      <HStack gap="2" role="group" aria-labelledby="direction-label">
        {directions.map((item) => {
          const active = direction === item.value;
          return (
            <Button
              key={item.value}
              flex="1"
              minW="0"
              h="auto"
              minH="12"
              py="1.5"
              type="button"
              colorPalette={item.palette}
              variant={active ? 'solid' : 'outline'}
              aria-pressed={active}
              onClick={() => onChange(item.value)}
            >
              <Stack gap="0" align="center" minW="0">
                <HStack gap="1.5">
                  <Icon name={item.icon} />
                  {t(`order.${item.value}`)}
                </HStack>
                <Text
                  as="span"
                  fontSize="xs"
                  fontWeight="normal"
                  fontVariantNumeric="tabular-nums"
                  truncate
                  maxW="full"
                  data-testid={`payout-${item.value}`}
                >
                  {payout}
                </Text>
              </Stack>
            </Button>
          );
        })}
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {t(`order.directionHint.${direction}`)}
      </Text>
    </Stack>
  );
}
