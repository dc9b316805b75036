import { useTranslation } from 'react-i18next';
import type { DataRow } from '../components/ui/data-list';
import { FiguresDialog } from '../components/ui/figures-dialog';
import { formatAmount } from '../format/formatAmount';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './Funds.module.css';

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
  draft: WithdrawalDraft;
  onClose: () => void;
  /** Sends the withdrawal; answers the message to show in the dialog, or null when it is done. */
  onConfirm: () => Promise<string | null>;
  isInFlight: boolean;
};

/**
 * The last look before the money is held: where it goes, the fee and what arrives. A Chakra dialog
 * (FiguresDialog) that the plain withdrawal page loads when the user reaches for Continue.
 */
export function WithdrawConfirmDialog({ draft, onClose, onConfirm, isInFlight }: Props) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const money = (value: string) => `${formatAmount(value, locale)} ${draft.currency}`;
  const rows: DataRow[] = [
    { id: 'method', label: t('funds.method'), value: `${draft.currency} · ${draft.network}` },
    {
      id: 'address',
      label: t('funds.address'),
      value: (
        <span className={styles.breakAll}>
          {draft.label ? `${draft.label} · ${draft.address}` : draft.address}
        </span>
      ),
    },
    {
      id: 'amount',
      label: t('funds.withdrawAmount', { currency: draft.currency }),
      value: money(draft.amount),
    },
    { id: 'fee', label: t('funds.fee'), value: money(draft.fee) },
    { id: 'received', label: t('funds.received'), value: money(draft.received) },
  ];
  return (
    <FiguresDialog
      title={t('funds.confirmTitle')}
      rows={rows}
      cancelLabel={t('funds.cancel')}
      confirmLabel={t('funds.confirmWithdrawal')}
      busy={isInFlight}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
