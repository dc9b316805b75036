import { formatCents } from '@swx/contract/decimal';
import { useTranslation } from 'react-i18next';
import type { DataRow } from '../components/ui/data-list';
import { FiguresDialog } from '../components/ui/figures-dialog';
import { formatDate } from '../format/formatDate';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';

/** What a bid will do to the money, worked out before the dialog opens. */
export type BidDraft = {
  title: string;
  edition: number;
  editions: number;
  /** The bid, in cents. */
  amount: bigint;
  /** The viewer's own leading bid on this NFT, released when they raise it; 0 otherwise. */
  ownLead: bigint;
  endsAt: string | null;
  beneficiary: string;
};

type Props = {
  draft: BidDraft;
  onClose: () => void;
  /** Sends the bid; answers the message to show in the dialog, or null when it is done. */
  onConfirm: () => Promise<string | null>;
  isInFlight: boolean;
};

/**
 * The last look before the money is held: exactly what is held now, released if outbid, paid if won.
 * A Chakra dialog (FiguresDialog) that the plain NFT page loads when the user reaches for Place bid.
 */
export function BidConfirmDialog({ draft, onClose, onConfirm, isInFlight }: Props) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const usdt = (cents: bigint) => `${formatMoney(formatCents(cents), locale)} USDT`;
  const rows: DataRow[] = [
    { id: 'nft', label: t('nfts.confirm.nft'), value: draft.title },
    {
      id: 'edition',
      label: t('nfts.confirm.edition'),
      value: t('nfts.card.edition', { edition: draft.edition, editions: draft.editions }),
    },
    { id: 'bid', label: t('nfts.confirm.bid'), value: usdt(draft.amount) },
    { id: 'held', label: t('nfts.confirm.heldNow'), value: usdt(draft.amount - draft.ownLead) },
    ...(draft.ownLead > 0n
      ? [{ id: 'released', label: t('nfts.confirm.released'), value: usdt(draft.ownLead) }]
      : []),
    {
      id: 'outbid',
      label: t('nfts.confirm.ifOutbid'),
      value: t('nfts.confirm.ifOutbidValue', { amount: usdt(draft.amount) }),
    },
    {
      id: 'win',
      label: t('nfts.confirm.ifWin'),
      value: t('nfts.confirm.ifWinValue', { amount: usdt(draft.amount), beneficiary: draft.beneficiary }),
    },
    ...(draft.endsAt
      ? [{ id: 'ends', label: t('nfts.confirm.endsAt'), value: formatDate(draft.endsAt, locale, true) }]
      : []),
  ];
  return (
    <FiguresDialog
      title={t('nfts.confirm.title')}
      rows={rows}
      testIdPrefix="confirm"
      cancelLabel={t('nfts.confirm.cancel')}
      confirmLabel={t('nfts.confirm.submit')}
      busy={isInFlight}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
