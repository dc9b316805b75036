import { Text, type TextProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { formatRemaining } from './remainingTime';
import { useCountdown } from './useCountdown';

type CountdownProps = TextProps & {
  endsAt: string | null;
  /** Called once when the time shown reaches zero (the page then reads the settled round). */
  onEnd?: () => void;
};

/** The round's remaining time, ticking each second; "Round ended" at zero, nothing when sold out. */
export function Countdown({ endsAt, onEnd, ...props }: CountdownProps) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const remaining = useCountdown(endsAt, onEnd);
  if (remaining === null) return null;
  return (
    // A timer role is not announced every second; the end is (the round's state changes then).
    <Text as="span" role="timer" fontVariantNumeric="tabular-nums" data-testid="nft-countdown" {...props}>
      <bdi dir="ltr">{remaining > 0 ? formatRemaining(remaining, locale) : t('nfts.countdown.ended')}</bdi>
    </Text>
  );
}
