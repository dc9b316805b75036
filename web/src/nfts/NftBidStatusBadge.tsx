import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const palette = { LEADING: 'green', OUTBID: 'gray', WON: 'purple' } as const;

/** Leading, outbid or won, in words and colour. */
export function NftBidStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = status === 'LEADING' || status === 'OUTBID' || status === 'WON' ? status : 'OUTBID';
  return (
    <Badge colorPalette={palette[known]} variant="subtle" data-testid="nft-bid-status" data-status={known}>
      {t(`nfts.mine.status.${known}`)}
    </Badge>
  );
}
