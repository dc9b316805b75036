import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { WithdrawRouteQuery } from '../__generated__/WithdrawRouteQuery.graphql';
import en from '../locales/en.json';
import { renderWithRelay } from '../test-support/renderWithRelay';
import { WithdrawForm } from './WithdrawForm';
import { withdrawRouteQuery } from './WithdrawRoute';

// The confirmation's island adds Chakra's whole stylesheet; the test's renderer provides Chakra.
vi.mock('../components/ui/chakra-island', () => ({
  ChakraIsland: ({ children }: { children: ReactNode }) => children,
}));

/** The withdrawal form with the withdrawal page's data. */
function Form() {
  const data = useLazyLoadQuery<WithdrawRouteQuery>(withdrawRouteQuery, {});
  return data.viewer ? <WithdrawForm viewer={data.viewer} query={data} /> : null;
}

async function renderForm() {
  const { environment } = await renderWithRelay(
    <Suspense fallback="loading">
      <Form />
    </Suspense>,
  );
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({
          id: 'viewer-1',
          fundPasswordSet: true,
          balances: [{ currency: 'USDT', available: '150.00', held: '0.00' }],
          addresses: [
            {
              id: 'a1',
              addressId: 1,
              currency: 'USDT',
              network: 'TRC20',
              address: 'TXaddr0001',
              label: 'Cold',
            },
          ],
        }),
        Query: () => ({
          withdrawalMethods: [
            { method: 'USDT-TRC20', currency: 'USDT', network: 'TRC20', feeRate: '0.01', minAmount: '10' },
          ],
        }),
      }),
    ),
  );
  await screen.findByLabelText(en.funds.method);
}

const amountRequired = en.validation.withdrawAmountRequired;
const passwordFormat = en.errors.FUND_PASSWORD_FORMAT;

describe('the withdrawal form', () => {
  it("shows a field's error only once the field is left or the form is sent", async () => {
    await renderForm();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(en.funds.method), 'USDT-TRC20');
    const amount = screen.getByLabelText(en.funds.withdrawAmount.replace('{{currency}}', 'USDT'));
    expect(screen.queryByText(amountRequired)).toBeNull();
    expect(screen.queryByText(passwordFormat)).toBeNull();

    // Left empty: its error, and no other field's.
    await user.click(amount);
    await user.tab();
    expect(screen.getByText(amountRequired)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(passwordFormat)).toBeNull();

    await user.type(amount, '50');
    expect(screen.queryByText(amountRequired)).toBeNull();

    await user.click(screen.getByRole('button', { name: en.funds.reviewWithdrawal }));
    expect(screen.getByText(passwordFormat)).toBeTruthy();

    // Another method starts again without messages.
    await user.selectOptions(screen.getByLabelText(en.funds.method), '');
    await user.selectOptions(screen.getByLabelText(en.funds.method), 'USDT-TRC20');
    expect(screen.queryByText(passwordFormat)).toBeNull();
  });
});
