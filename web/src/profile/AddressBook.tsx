import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { AddressBook_viewer$key } from '../__generated__/AddressBook_viewer.graphql';
import { buttonClass } from '../components/ui/button-class';
import { EmptyState } from '../components/ui/empty-state';
import heading from '../components/ui/heading.module.css';
import layout from '../components/ui/layout.module.css';
import { LoadingLabel } from '../components/ui/loading-label';
import muted from '../components/ui/muted-text.module.css';
import { onDemand, useOnDemand } from '../components/ui/on-demand';
import panel from '../components/ui/panel.module.css';
import { formatCount } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './AddressBook.module.css';
import { AddressItem } from './AddressItem';
import type { AddressForm, WithdrawalNetwork } from './addressValidation';
import sections from './profileSections.module.css';

/** The book's limit (the upstream's). */
const maxAddresses = 20;

// The dialogs (Chakra) load when a pointer or the keyboard reaches a button that opens one.
const formDialog = onDemand(() => import('./AddressFormDialog').then((module) => module.AddressFormDialog));
const deleteDialog = onDemand(() =>
  import('./DeleteAddressDialog').then((module) => module.DeleteAddressDialog),
);

type Editing = { id: string } & AddressForm;
type Deleting = { id: string; name: string; address: string };

/**
 * Withdrawal addresses: list, add, edit, delete (with a confirmation). The list is plain markup;
 * the add/edit form and the confirmation are Chakra dialogs loaded on the user's intent, shown
 * (open) as soon as they have loaded if the user asked for one meanwhile.
 */
export function AddressBook({
  viewer,
  networks,
}: {
  viewer: AddressBook_viewer$key;
  networks: readonly WithdrawalNetwork[];
}) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment AddressBook_viewer on Viewer {
        addresses {
          id
          currency
          network
          address
          label
        }
      }
    `,
    viewer,
  );
  const [FormDialog, loadFormDialog] = useOnDemand(formDialog);
  const [DeleteDialog, loadDeleteDialog] = useOnDemand(deleteDialog);
  // The form: closed, a new address, or one being edited.
  const [form, setForm] = useState<'closed' | 'new' | Editing>('closed');
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const addresses = data.addresses;
  const full = addresses.length >= maxAddresses;

  // A dialog asked for before its code has loaded opens when it arrives; if it cannot load
  // (offline), the request is dropped and the next click tries again.
  const openForm = (next: 'new' | Editing) => {
    setForm(next);
    formDialog.load().catch(() => setForm('closed'));
  };
  const openDelete = (next: Deleting) => {
    setDeleting(next);
    deleteDialog.load().catch(() => setDeleting(null));
  };
  // The button whose dialog is on its way shows so (it stays enabled: a disabled button would drop
  // the focus the dialog gives back when it closes).
  const formLoading = (id: string | null) =>
    !FormDialog && form !== 'closed' && (form === 'new' ? id === null : form.id === id);
  const deleteLoading = (id: string) => !DeleteDialog && deleting?.id === id;

  return (
    <section aria-labelledby="addresses-title" className={`${panel.panel} ${sections.section}`}>
      <div className={layout.head}>
        <div className={styles.titles}>
          <h2 id="addresses-title" className={`${heading.heading} ${heading.md}`}>
            {t('profileMoney.addresses.title')}
          </h2>
          <p className={muted.muted}>
            {t('profileMoney.addresses.limit', {
              value: formatCount(addresses.length, locale),
              max: formatCount(maxAddresses, locale),
            })}
          </p>
        </div>
        <button
          type="button"
          className={buttonClass({ palette: 'brand', size: 'sm' })}
          disabled={full}
          aria-busy={formLoading(null) || undefined}
          onPointerEnter={loadFormDialog}
          onFocus={loadFormDialog}
          onClick={() => openForm('new')}
        >
          <LoadingLabel loading={formLoading(null)}>{t('profileMoney.addresses.add')}</LoadingLabel>
        </button>
      </div>
      {addresses.length === 0 ? (
        <EmptyState
          title={t('profileMoney.addresses.empty')}
          description={t('profileMoney.addresses.emptyText')}
        />
      ) : (
        <ul className={layout.list} data-testid="address-list">
          {addresses.map((item) => (
            <AddressItem
              key={item.id}
              item={item}
              editLoading={formLoading(item.id)}
              deleteLoading={deleteLoading(item.id)}
              onEditIntent={loadFormDialog}
              onDeleteIntent={loadDeleteDialog}
              onEdit={() =>
                openForm({
                  id: item.id,
                  currency: item.currency,
                  network: item.network,
                  address: item.address,
                  label: item.label,
                })
              }
              onDelete={(name) => openDelete({ id: item.id, name, address: item.address })}
            />
          ))}
        </ul>
      )}
      {form !== 'closed' && FormDialog ? (
        <FormDialog
          editing={form === 'new' ? null : form}
          networks={networks}
          onClose={() => setForm('closed')}
        />
      ) : null}
      {deleting && DeleteDialog ? (
        <DeleteDialog address={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </section>
  );
}
