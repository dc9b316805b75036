import { Text, type TextProps } from '@chakra-ui/react';

type PriceChangeProps = TextProps & {
  /** 24 h change in percent as the decimal string the API sends, e.g. "-1.27". */
  value: string;
  variant?: 'text' | 'pill';
};

function isPositive(value: string): boolean {
  return Number(value) > 0;
}

/** A change in percent, red when positive and green otherwise (spec §1). */
export function PriceChange({ value, variant = 'text', ...props }: PriceChangeProps) {
  const positive = isPositive(value);
  const sign = positive ? '+' : '';
  const color = positive ? 'rise' : 'fall';
  return (
    <Text
      as="span"
      fontVariantNumeric="tabular-nums"
      fontWeight="semibold"
      dir="ltr"
      {...(variant === 'pill'
        ? {
            bg: color,
            color: `${color}.contrast`,
            px: '2',
            py: '1',
            rounded: 'md',
            minW: '20',
            textAlign: 'center',
          }
        : { color })}
      {...props}
    >
      {sign}
      {value}%
    </Text>
  );
}
