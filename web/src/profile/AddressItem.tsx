import { useTranslation } from 'react-i18next';
import type { AddressBook_viewer$data } from '../__generated__/AddressBook_viewer.graphql';
import badge from '../components/ui/badge.module.css';
import { buttonClass } from '../components/ui/button-class';
import danger from '../components/ui/button-danger.module.css';
import layout from '../components/ui/layout.module.css';
import { LoadingLabel } from '../components/ui/loading-label';
import muted from '../components/ui/muted-text.module.css';
import styles from './AddressBook.module.css';

type BookEntry = AddressBook_viewer$data['addresses'][number];

type AddressItemProps = {
  item: BookEntry;
  /** The dialog this item's button asked for is on its way. */
  editLoading: boolean;
  deleteLoading: boolean;
  /** A pointer or the keyboard reached the button: start loading its dialog. */
  onEditIntent: () => void;
  onDeleteIntent: () => void;
  onEdit: () => void;
  /** Asks to delete the address, named as the list shows it. */
  onDelete: (name: string) => void;
};

/** One address of the book: its name (label, or currency and network), badges, the address; edit and delete. */
export function AddressItem({
  item,
  editLoading,
  deleteLoading,
  onEditIntent,
  onDeleteIntent,
  onEdit,
  onDelete,
}: AddressItemProps) {
  const { t } = useTranslation();
  const name = item.label || `${item.currency} · ${item.network}`;
  return (
    <li className={`${layout.box} ${styles.item}`} data-testid="address-item">
      <div className={styles.details}>
        <div className={styles.names}>
          <p className={styles.name}>{name}</p>
          <span className={`${badge.badge} ${badge.sm} ${badge.subtleGray}`}>{item.currency}</span>
          <span className={`${badge.badge} ${badge.sm} ${styles.outline}`}>{item.network}</span>
        </div>
        <p className={`${muted.muted} ${styles.address}`}>
          <bdi dir="ltr">{item.address}</bdi>
        </p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'xs' })}
          aria-label={t('profileMoney.addresses.editNamed', { label: name })}
          aria-busy={editLoading || undefined}
          onPointerEnter={onEditIntent}
          onFocus={onEditIntent}
          onClick={onEdit}
        >
          <LoadingLabel loading={editLoading}>{t('profileMoney.addresses.edit')}</LoadingLabel>
        </button>
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'xs', className: danger.danger })}
          aria-label={t('profileMoney.addresses.deleteNamed', { label: name })}
          aria-busy={deleteLoading || undefined}
          onPointerEnter={onDeleteIntent}
          onFocus={onDeleteIntent}
          onClick={() => onDelete(name)}
        >
          <LoadingLabel loading={deleteLoading}>{t('profileMoney.addresses.delete')}</LoadingLabel>
        </button>
      </div>
    </li>
  );
}
