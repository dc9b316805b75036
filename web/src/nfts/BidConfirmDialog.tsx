import { Button, CloseButton, DataList, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../components/ui/form-alert';
import { fromCents } from '../format/cents';
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
  draft: BidDraft | null;
  onClose: () => void;
  /** Sends the bid; answers the message to show in the dialog, or null when it is done. */
  onConfirm: () => Promise<string | null>;
  isInFlight: boolean;
};

/** The last look before the money is held: exactly what is held now, released if outbid, paid if won. */
export function BidConfirmDialog({ draft, onClose, onConfirm, isInFlight }: Props) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [error, setError] = useState<string | null>(null);
  const usdt = (cents: bigint) => `${formatMoney(fromCents(cents), locale)} USDT`;
  const rows = draft
    ? [
        { label: t('nfts.confirm.nft'), value: draft.title },
        {
          label: t('nfts.confirm.edition'),
          value: t('nfts.card.edition', { edition: draft.edition, editions: draft.editions }),
        },
        { label: t('nfts.confirm.bid'), value: usdt(draft.amount), id: 'bid' },
        { label: t('nfts.confirm.heldNow'), value: usdt(draft.amount - draft.ownLead), id: 'held' },
        ...(draft.ownLead > 0n ? [{ label: t('nfts.confirm.released'), value: usdt(draft.ownLead) }] : []),
        {
          label: t('nfts.confirm.ifOutbid'),
          value: t('nfts.confirm.ifOutbidValue', { amount: usdt(draft.amount) }),
        },
        {
          label: t('nfts.confirm.ifWin'),
          value: t('nfts.confirm.ifWinValue', { amount: usdt(draft.amount), beneficiary: draft.beneficiary }),
        },
        ...(draft.endsAt
          ? [{ label: t('nfts.confirm.endsAt'), value: formatDate(draft.endsAt, locale, true) }]
          : []),
      ]
    : [];
  return (
    <Dialog.Root
      open={draft !== null}
      onOpenChange={(details) => {
        if (!details.open && !isInFlight) {
          setError(null);
          onClose();
        }
      }}
      placement="center"
      closeOnInteractOutside={!isInFlight}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('nfts.confirm.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <DataList.Root orientation="horizontal" size="sm">
                  {rows.map((row) => (
                    <DataList.Item key={row.label} data-testid={row.id ? `confirm-${row.id}` : undefined}>
                      <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <bdi>{row.value}</bdi>
                      </DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
                {error ? <FormAlert status="error" message={error} /> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={isInFlight}>
                  {t('nfts.confirm.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="brand"
                loading={isInFlight}
                onClick={() => {
                  setError(null);
                  void onConfirm().then(setError);
                }}
              >
                {t('nfts.confirm.submit')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={isInFlight}>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
