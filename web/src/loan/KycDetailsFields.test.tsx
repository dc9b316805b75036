import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../test-support/renderWithRelay';
import { KycDetailsFields } from './KycSteps';
import { useKycForm } from './useKycForm';

const noop = () => {};

/** The identity form's personal details, as a user starting their first verification sees them. */
function Details() {
  const kyc = useKycForm(null, noop);
  return <KycDetailsFields kyc={kyc} />;
}

const areaCode = () => screen.getByTestId('kyc-areaCode') as HTMLSelectElement;
const country = () => screen.getByTestId('kyc-country') as HTMLSelectElement;

describe("the identity form's area code", () => {
  it('follows the chosen country until the user picks one by hand', async () => {
    await renderWithRelay(<Details />);
    const user = userEvent.setup();
    expect(areaCode().value).toBe('');

    await user.selectOptions(country(), 'GB');
    expect(areaCode().value).toBe('+44');
    await user.selectOptions(country(), 'JP');
    expect(areaCode().value).toBe('+81');

    // A phone of another country, picked by hand, stays whatever country is chosen after.
    await user.selectOptions(areaCode(), '+49');
    await user.selectOptions(country(), 'ES');
    expect(areaCode().value).toBe('+49');
  });
});
