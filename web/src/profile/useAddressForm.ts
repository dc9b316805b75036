import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../__generated__/useAddAddressMutation.graphql';
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

export const addressCurrencies: readonly Currency[] = ['USDT', 'BTC', 'ETH'];
const fields: readonly AddressField[] = ['currency', 'network', 'address', 'label'];

function isCurrency(value: string): value is Currency {
  return (addressCurrencies as readonly string[]).includes(value);
}

/**
 * The address form's values, the networks to offer, its messages and the save (add, or update
 * the address being edited); a refused form keeps every value typed.
 */
export function useAddressForm(
  editing: ({ id: string } & AddressForm) | null,
  networks: readonly WithdrawalNetwork[],
  onClose: () => void,
) {
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
  return { form, set, networkOptions, fieldError, serverError, submit, saving: adding || updating };
}
