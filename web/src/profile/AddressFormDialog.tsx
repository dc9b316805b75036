import { Button, CloseButton, chakra, Dialog, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../__generated__/useAddAddressMutation.graphql';
import { ChakraIsland } from '../components/ui/chakra-island';
import { FormAlert } from '../components/ui/form-alert';
import { FormField } from '../components/ui/form-field';
import { toaster } from '../components/ui/toaster';
import { errorKey, type ResultError, resultError } from '../relay/resultError';
import {
  type AddressField,
  type AddressForm,
  validateAddress,
  type WithdrawalNetwork,
} from './addressValidation';
import { useAddAddressMutation } from './mutations/useAddAddressMutation';
import { useUpdateAddressMutation } from './mutations/useUpdateAddressMutation';

const currencies: readonly Currency[] = ['USDT', 'BTC', 'ETH'];
const fields: readonly AddressField[] = ['currency', 'network', 'address', 'label'];

function isCurrency(value: string): value is Currency {
  return (currencies as readonly string[]).includes(value);
}

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
  const [addAddress, adding] = useAddAddressMutation();
  const [updateAddress, updating] = useUpdateAddressMutation();
  const networksOf = (currency: string) => [
    ...new Set(networks.filter((item) => item.currency === currency).map((item) => item.network)),
  ];
  const [form, setForm] = useState<AddressForm>(() => {
    if (editing)
      return {
        currency: editing.currency,
        network: editing.network,
        address: editing.address,
        label: editing.label,
      };
    return { currency: 'USDT', network: networksOf('USDT')[0] ?? '', address: '', label: '' };
  });
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [serverError, setServerError] = useState<ResultError | null>(null);
  const offered = networksOf(form.currency);
  // An edited address keeps its network even if no method offers it any more.
  const networkOptions =
    offered.includes(form.network) || !form.network ? offered : [form.network, ...offered];

  const set = (field: AddressField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setForm((current) =>
      field === 'currency'
        ? { ...current, currency: value, network: networksOf(value)[0] ?? '' }
        : { ...current, [field]: value },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = validateAddress(form);
    setErrors(found);
    if (Object.keys(found).length > 0 || !isCurrency(form.currency)) return;
    const input = {
      currency: form.currency,
      network: form.network,
      address: form.address.trim(),
      label: form.label.trim() || null,
    };
    try {
      const result = editing ? await updateAddress({ ...input, id: editing.id }) : await addAddress(input);
      const error = resultError(result, 'AddressPayload');
      if (!error) {
        toaster.create({
          type: 'success',
          title: t(editing ? 'profileMoney.addresses.updated' : 'profileMoney.addresses.added'),
        });
        onClose();
        return;
      }
      const field = fields.find((name) => name === error.field);
      if (field) setErrors({ [field]: errorKey(error.code) });
      else setServerError(error);
    } catch {
      setServerError({ code: 'UPSTREAM_UNAVAILABLE', field: null });
    }
  };

  const fieldError = (field: AddressField) => {
    const key = errors[field];
    return key ? t(key, { defaultValue: t('errors.INPUT_INVALID') }) : null;
  };
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
                  <Button type="submit" colorPalette="brand" loading={adding || updating}>
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
