import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { accountModeBalanceQuery as Query } from '../__generated__/accountModeBalanceQuery.graphql';
import { publishAccountEvent } from '../state/accountEvents';
import { accountModeBalanceQuery } from '../state/accountMode';
import { renderWithRelay } from '../test-support/renderWithRelay';
import { useRefreshOnAccountEvent } from './useRefreshOnAccountEvent';

const variables = { mode: 'REAL' } as const;
const refreshOn = { realBalance: true, reviews: ['RECHARGE'] } as const;

function Page() {
  useRefreshOnAccountEvent<Query>(accountModeBalanceQuery, variables, refreshOn);
  return null;
}

describe('useRefreshOnAccountEvent', () => {
  it('reads the page again on the events that concern it, once more for those that came during a read', async () => {
    const { environment, unmount } = await renderWithRelay(<Page />);
    const reads = () => environment.mock.getAllOperations().length;

    act(() => publishAccountEvent({ kind: 'balanceChanged', mode: 'DEMO' }));
    act(() => publishAccountEvent({ kind: 'reviewConcluded', subject: 'LOAN' }));
    expect(reads()).toBe(0);

    act(() => publishAccountEvent({ kind: 'reviewConcluded', subject: 'RECHARGE' }));
    expect(reads()).toBe(1);
    act(() => publishAccountEvent({ kind: 'balanceChanged', mode: 'REAL' }));
    act(() => publishAccountEvent({ kind: 'balanceChanged', mode: 'REAL' }));
    expect(reads()).toBe(1);

    act(() => environment.mock.resolveMostRecentOperation({ data: { viewer: null } }));
    await waitFor(() => expect(reads()).toBe(1));
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
      'accountModeBalanceQuery',
    );

    unmount();
    act(() => publishAccountEvent({ kind: 'reviewConcluded', subject: 'RECHARGE' }));
    expect(environment.mock.getAllOperations()).toHaveLength(1);
  });
});
