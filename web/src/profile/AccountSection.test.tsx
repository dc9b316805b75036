import { act, screen, waitFor } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { loadQuery, useRelayEnvironment } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import AccountSectionQuery, {
  type AccountSectionQuery as AccountSectionQueryType,
} from '../__generated__/AccountSectionQuery.graphql';
import { clientStore } from '../state/clientStore';
import { renderWithRelay } from '../test-support/renderWithRelay';
import { AccountSection } from './AccountSection';

const balances = { DEMO: '9900.00', REAL: '0.00' } as const;

/** The profile's account section, from a query preloaded for the demo account as its loader does. */
function Profile() {
  const environment = useRelayEnvironment();
  const [queryRef] = useState(() =>
    loadQuery<AccountSectionQueryType>(environment, AccountSectionQuery, {
      orderStatus: 'OPEN',
      mode: 'DEMO',
    }),
  );
  return (
    <Suspense fallback="loading">
      <AccountSection queryRef={queryRef} orderStatus="OPEN" onRetry={() => undefined} />
    </Suspense>
  );
}

/** The server's answer for one account: its own id, mode and balance. */
function answer(operation: OperationDescriptor) {
  const mode = operation.request.variables.mode as keyof typeof balances;
  return MockPayloadGenerator.generate(operation, {
    Account: () => ({ id: `account-${mode}`, mode, balance: balances[mode] }),
  });
}

afterEach(() => act(() => clientStore.setAccountMode('REAL')));

describe('the profile across a demo/real switch', () => {
  it('loads the other account once, and switching back shows the first from the store without asking the server', async () => {
    act(() => clientStore.setAccountMode('DEMO'));
    const { environment } = await renderWithRelay(<Profile />);
    const demo = environment.mock.getMostRecentOperation();
    expect(demo.request.variables).toMatchObject({ mode: 'DEMO' });
    act(() => environment.mock.resolve(demo, answer(demo)));
    expect(await screen.findByRole('heading', { name: 'Demo account' })).toBeTruthy();
    expect(screen.getByTestId('profile-balance').textContent).toBe('9,900.00 USDT');

    act(() => clientStore.setAccountMode('REAL'));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const real = environment.mock.getMostRecentOperation();
    expect(real.request.variables).toMatchObject({ mode: 'REAL', orderStatus: 'OPEN' });
    act(() => environment.mock.resolve(real, answer(real)));
    expect(await screen.findByRole('heading', { name: 'Real account' })).toBeTruthy();
    expect(screen.getByTestId('profile-balance').textContent).toBe('0.00 USDT');

    act(() => clientStore.setAccountMode('DEMO'));
    expect(await screen.findByRole('heading', { name: 'Demo account' })).toBeTruthy();
    expect(screen.getByTestId('profile-balance').textContent).toBe('9,900.00 USDT');
    expect(environment.mock.getAllOperations()).toEqual([]);
  });
});
