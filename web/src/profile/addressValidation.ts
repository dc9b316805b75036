/** The address book's checks (the gateway's rules: 10-128 of A-Z a-z 0-9 : _ -, a label of at most 40). */

export type AddressForm = { currency: string; network: string; address: string; label: string };
export type AddressField = keyof AddressForm;

/** A currency and a network some withdrawal method offers it on. */
export type WithdrawalNetwork = { readonly currency: string; readonly network: string };

const addressPattern = /^[A-Za-z0-9:_-]{10,128}$/;

/** Each field's message key, only for the fields in error. */
export function validateAddress(form: AddressForm): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  if (!form.network) errors.network = 'profileMoney.addresses.networkRequired';
  const address = form.address.trim();
  if (!address) errors.address = 'profileMoney.addresses.addressRequired';
  else if (!addressPattern.test(address)) errors.address = 'profileMoney.addresses.addressFormat';
  if (form.label.trim().length > 40) errors.label = 'profileMoney.addresses.labelTooLong';
  return errors;
}
