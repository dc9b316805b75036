import { Button, CloseButton, DataList, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../__generated__/useWithdrawMutation.graphql';
import { FormAlert } from '../components/ui/form-alert';
import { formatAmount } from '../format/formatAmount';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';

export type WithdrawalDraft = {
  method: string;
  currency: string;
  network: string;
  address: string;
  label: string;
  amount: string;
  fee: string;
  received: string;
};

type Props = {
  draft: WithdrawalDraft | null;
  onClose: () => void;
  /** Sends the withdrawal; answers the error to show in the dialog, or null when it is done. */
  onConfirm: () => Promise<ErrorCode | 'NETWORK' | null>;
  isInFlight: boolean;
};

/** The last look before the money is held: where it goes, the fee and what arrives. */
export function WithdrawConfirmDialog({ draft, onClose, onConfirm, isInFlight }: Props) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [error, setError] = useState<ErrorCode | 'NETWORK' | null>(null);
  const money = (value: string) => (draft ? `${formatAmount(value, locale)} ${draft.currency}` : '');
  const rows = draft
    ? [
        { label: t('funds.method'), value: `${draft.currency} · ${draft.network}` },
        {
          label: t('funds.address'),
          value: draft.label ? `${draft.label} · ${draft.address}` : draft.address,
        },
        { label: t('funds.withdrawAmount', { currency: draft.currency }), value: money(draft.amount) },
        { label: t('funds.fee'), value: money(draft.fee) },
        { label: t('funds.received'), value: money(draft.received) },
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
              <Dialog.Title>{t('funds.confirmTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <DataList.Root orientation="horizontal" size="sm">
                  {rows.map((row) => (
                    <DataList.Item key={row.label}>
                      <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
                      <DataList.ItemValue wordBreak="break-all">
                        <bdi>{row.value}</bdi>
                      </DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
                {error ? (
                  <FormAlert
                    status="error"
                    message={error === 'NETWORK' ? t('errors.TIMEOUT') : t(`errors.${error}`)}
                  />
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={isInFlight}>
                  {t('funds.cancel')}
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
                {t('funds.confirmWithdrawal')}
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
