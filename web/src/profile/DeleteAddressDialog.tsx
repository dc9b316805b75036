import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChakraIsland } from '../components/ui/chakra-island';
import { FormAlert } from '../components/ui/form-alert';
import { toaster } from '../components/ui/toaster';
import { errorKey, type ResultError, resultError } from '../relay/resultError';
import { useDeleteAddressMutation } from './mutations/useDeleteAddressMutation';

type DeleteAddressDialogProps = {
  address: { id: string; name: string; address: string };
  onClose: () => void;
};

/**
 * Asks before an address leaves the book (records already sent keep theirs). Chakra's Dialog,
 * loaded on demand by the address book.
 */
export function DeleteAddressDialog({ address, onClose }: DeleteAddressDialogProps) {
  const { t } = useTranslation();
  const [deleteAddress, deleting] = useDeleteAddressMutation();
  const [error, setError] = useState<ResultError | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      const result = await deleteAddress(address.id);
      const failed = resultError(result, 'DeleteAddressPayload');
      if (failed) {
        setError(failed);
        return;
      }
      toaster.create({ type: 'success', title: t('profileMoney.addresses.deleted') });
      onClose();
    } catch {
      setError({ code: 'UPSTREAM_UNAVAILABLE', field: null });
    }
  };
  return (
    <ChakraIsland>
      <Dialog.Root
        open
        role="alertdialog"
        onOpenChange={(details) => (details.open ? undefined : onClose())}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('profileMoney.addresses.deleteTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="3">
                {error ? (
                  <FormAlert
                    status="error"
                    message={t(errorKey(error.code), { defaultValue: t('errors.UNKNOWN') })}
                  />
                ) : null}
                <Text>{t('profileMoney.addresses.deleteText', { label: address.name })}</Text>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  <bdi dir="ltr">{address.address}</bdi>
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('profileMoney.addresses.cancel')}</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" loading={deleting} onClick={() => void confirm()}>
                  {t('profileMoney.addresses.confirmDelete')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraIsland>
  );
}
