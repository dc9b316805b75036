import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field';
import { formatDecimal } from '../../format/formatNumber';
import { canStepDown, stakeCents, stakeChips, stepStake } from './stakeSteps';

type StakeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The period's minimum stake (a step, the first quick stake and the placeholder); null without periods. */
  minAmount: string | null;
  /** The account's balance (caps the quick stakes); null when it is unknown. */
  balance: string | null;
  /** The account's currency: the quick stakes are amounts in it. */
  currency: string;
  locale: string;
  error: string | null;
  helper: ReactNode;
  /** Shown under the field while the stake is above the balance: the ways to fix it. */
  shortfall: ReactNode;
};

/**
 * The stake: typed, stepped with − and + (or the arrow keys in the field) by the period's minimum,
 * or picked from quick stakes. The field keeps the plain form the server reads ("10.50").
 */
export function StakeField({
  value,
  onChange,
  minAmount,
  balance,
  currency,
  locale,
  error,
  helper,
  shortfall,
}: StakeFieldProps) {
  const { t } = useTranslation();
  const chips = minAmount ? stakeChips(minAmount, balance) : [];
  const typed = stakeCents(value);
  const stepLabel = minAmount ? formatDecimal(minAmount, locale) : '';
  const step = (direction: 1 | -1) => {
    if (minAmount) onChange(stepStake(value, minAmount, direction));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // As a number field steps: ↑ and ↓ move the stake by one step without leaving the field.
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };

  return (
    <Stack gap="2">
      <FormField label={t('order.amount')} error={error} helper={helper}>
        <HStack gap="2" w="full">
          <Button
            type="button"
            variant="outline"
            px="0"
            minW="10"
            fontSize="lg"
            aria-label={t('order.stakeDown', { amount: stepLabel, currency })}
            disabled={!minAmount || !canStepDown(value, minAmount)}
            onClick={() => step(-1)}
          >
            −
          </Button>
          <Input
            flex="1"
            inputMode="decimal"
            autoComplete="off"
            textAlign="center"
            value={value}
            placeholder={minAmount ?? undefined}
            onChange={(event) => onChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <Button
            type="button"
            variant="outline"
            px="0"
            minW="10"
            fontSize="lg"
            aria-label={t('order.stakeUp', { amount: stepLabel, currency })}
            disabled={!minAmount}
            onClick={() => step(1)}
          >
            +
          </Button>
        </HStack>
      </FormField>
      {shortfall}
      {chips.length > 0 ? (
        <Stack gap="1">
          <Text fontSize="xs" color="fg.muted" id="stake-chips-label">
            {t('order.quickStakes', { currency })}
          </Text>
          <HStack gap="2" wrap="wrap" role="group" aria-labelledby="stake-chips-label">
            {chips.map((chip) => {
              const chosen = typed !== null && typed === stakeCents(chip);
              return (
                <Button
                  key={chip}
                  type="button"
                  size="xs"
                  variant={chosen ? 'solid' : 'subtle'}
                  colorPalette="brand"
                  fontVariantNumeric="tabular-nums"
                  aria-pressed={chosen}
                  aria-label={t('order.quickStake', { amount: formatDecimal(chip, locale), currency })}
                  onClick={() => onChange(chip)}
                >
                  {formatDecimal(chip, locale)}
                </Button>
              );
            })}
          </HStack>
        </Stack>
      ) : null}
    </Stack>
  );
}
