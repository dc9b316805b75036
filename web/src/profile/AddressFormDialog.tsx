import { Button, CloseButton, chakra, Dialog, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChakraIsland } from '../components/ui/chakra-island';
import { FormAlert } from '../components/ui/form-alert';
import { FormField } from '../components/ui/form-field';
import { errorKey } from '../relay/resultError';
import type { AddressForm, WithdrawalNetwork } from './addressValidation';
import { addressCurrencies as currencies, useAddressForm } from './useAddressForm';

type AddressFormDialogProps = {
  /** The address being edited (its Relay id and values), or null to add one. */
  editing: ({ id: string } & AddressForm) | null;
  networks: readonly WithdrawalNetwork[];
  onClose: () => void;
};

/**
 * Adds or edits a book address (Chakra's Dialog, loaded on demand by the address book): currency, a network some withdrawal method offers for it, the
 * address and an optional label. A refused form keeps every value typed.
 */
export function AddressFormDialog({ editing, networks, onClose }: AddressFormDialogProps) {
  const { t } = useTranslation();
  const { form, set, networkOptions, fieldError, serverError, submit, saving } = useAddressForm(
    editing,
    networks,
    onClose,
  );
  const title = editing ? t('profileMoney.addresses.editTitle') : t('profileMoney.addresses.addTitle');

  return (
    <ChakraIsland>
      <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <chakra.form onSubmit={submit} noValidate>
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    {serverError ? (
                      <FormAlert
                        status="error"
                        message={t(errorKey(serverError.code), { defaultValue: t('errors.UNKNOWN') })}
                      />
                    ) : null}
                    <FormField label={t('profileMoney.addresses.currency')} error={fieldError('currency')}>
                      <NativeSelect.Root>
                        <NativeSelect.Field name="currency" value={form.currency} onChange={set('currency')}>
                          {currencies.map((currency) => (
                            <option key={currency} value={currency}>
                              {currency}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                    <FormField label={t('profileMoney.addresses.network')} error={fieldError('network')}>
                      <NativeSelect.Root>
                        <NativeSelect.Field name="network" value={form.network} onChange={set('network')}>
                          {networkOptions.length === 0 ? <option value="">—</option> : null}
                          {networkOptions.map((network) => (
                            <option key={network} value={network}>
                              {network}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                    <FormField label={t('profileMoney.addresses.address')} error={fieldError('address')}>
                      <Input
                        name="address"
                        value={form.address}
                        onChange={set('address')}
                        autoComplete="off"
                        spellCheck={false}
                        dir="ltr"
                        maxLength={128}
                      />
                    </FormField>
                    <FormField label={t('profileMoney.addresses.label')} error={fieldError('label')}>
                      <Input name="label" value={form.label} onChange={set('label')} autoComplete="off" />
                    </FormField>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{t('profileMoney.addresses.cancel')}</Button>
                  </Dialog.ActionTrigger>
                  <Button type="submit" colorPalette="brand" loading={saving}>
                    {t('profileMoney.addresses.save')}
                  </Button>
                </Dialog.Footer>
              </chakra.form>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraIsland>
  );
}
