import { useTranslation } from 'react-i18next';
import { subtleBadgeClass } from '../components/ui/subtle-badge';

const palette = { LEADING: 'green', OUTBID: 'gray', WON: 'purple' } as const;

/** Leading, outbid or won, in words and colour. */
export function NftBidStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = status === 'LEADING' || status === 'OUTBID' || status === 'WON' ? status : 'OUTBID';
  return (
    <span className={subtleBadgeClass(palette[known])} data-testid="nft-bid-status" data-status={known}>
      {t(`nfts.mine.status.${known}`)}
    </span>
  );
}
