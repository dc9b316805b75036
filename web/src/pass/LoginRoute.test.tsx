import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import en from '../locales/en.json';
import { clientStore } from '../state/clientStore';
import { renderWithRelay } from '../test-support/renderWithRelay';
import { LoginRoute } from './LoginRoute';

afterEach(() => clientStore.signOut());

/** Where the router is: a page of the app, shown by its address. */
function Page() {
  const { pathname, search } = useLocation();
  return <p data-testid="page">{`${pathname}${search}`}</p>;
}

const accountField = () => screen.getByLabelText(en.pass.login.account) as HTMLInputElement;

describe('the login form', () => {
  it('checks both fields in place before asking the server', async () => {
    const { environment } = await renderWithRelay(<LoginRoute />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: en.pass.login.submit }));
    expect(screen.getByText(en.validation.accountRequired)).toBeTruthy();
    expect(screen.getByText(en.validation.passwordRequired)).toBeTruthy();
    const asked = environment.mock.getAllOperations().map((operation) => operation.request.node.params.name);
    expect(asked).not.toContain('useLoginMutation');
  });

  it("shows the server's refusal by its code in the user's words, keeping what was typed", async () => {
    const { environment } = await renderWithRelay(<LoginRoute />);
    const user = userEvent.setup();
    await user.type(accountField(), 'nobody_here');
    await user.type(screen.getByLabelText(en.pass.login.password, { selector: 'input' }), 'whatever1');
    await user.click(screen.getByRole('button', { name: en.pass.login.submit }));
    const sent = environment.mock
      .getAllOperations()
      .find((operation) => operation.request.node.params.name === 'useLoginMutation');
    if (!sent) throw new Error('no login sent');
    expect(sent.request.variables).toEqual({ input: { account: 'nobody_here', password: 'whatever1' } });
    environment.mock.resolve(sent, {
      data: { login: { __typename: 'CredentialsError', code: 'USER_NOT_FOUND' } },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.USER_NOT_FOUND);
    expect(accountField().value).toBe('nobody_here');
  });

  it('returns to the page that sent the user to the login, and offers sign-up with the same return', async () => {
    const { environment } = await renderWithRelay(
      <Routes>
        <Route path="/pass/login" element={<LoginRoute />} />
        <Route
          path="/profile/balance"
          element={
            <>
              <SignInPrompt />
              <Page />
            </>
          }
        />
        <Route path="*" element={<Page />} />
      </Routes>,
      { route: '/profile/balance?tab=deposits' },
    );
    const user = userEvent.setup();
    const login = screen.getByRole('link', { name: en.nav.login });
    expect(login.getAttribute('href')).toBe('/pass/login?to=%2Fprofile%2Fbalance%3Ftab%3Ddeposits');
    await user.click(login);
    // Not an expired session: no such notice.
    expect(screen.queryByText(en.pass.login.sessionExpired)).toBeNull();
    expect(screen.getByRole('link', { name: en.pass.login.toRegister }).getAttribute('href')).toBe(
      '/pass/register?to=%2Fprofile%2Fbalance%3Ftab%3Ddeposits',
    );
    await user.type(accountField(), 'trader_one');
    await user.type(screen.getByLabelText(en.pass.login.password, { selector: 'input' }), 'secret123');
    await user.click(screen.getByRole('button', { name: en.pass.login.submit }));
    const sent = environment.mock
      .getAllOperations()
      .find((operation) => operation.request.node.params.name === 'useLoginMutation');
    if (!sent) throw new Error('no login sent');
    act(() =>
      environment.mock.resolve(sent, {
        data: {
          login: {
            __typename: 'AuthPayload',
            token: 'token-1',
            viewer: { id: 'viewer-1', userId: 1, userName: 'trader_one', email: 'one@example.com' },
          },
        },
      }),
    );
    expect((await screen.findByTestId('page')).textContent).toBe('/profile/balance?tab=deposits');
  });

  it('ignores a return target that would leave the app', async () => {
    const { environment } = await renderWithRelay(
      <Routes>
        <Route path="/pass/login" element={<LoginRoute />} />
        <Route path="*" element={<Page />} />
      </Routes>,
      { route: '/pass/login?to=%2F%2Fevil.test%2Fphish' },
    );
    const user = userEvent.setup();
    await user.type(accountField(), 'trader_one');
    await user.type(screen.getByLabelText(en.pass.login.password, { selector: 'input' }), 'secret123');
    await user.click(screen.getByRole('button', { name: en.pass.login.submit }));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          login: {
            __typename: 'AuthPayload',
            token: 'token-1',
            viewer: { id: 'viewer-1', userId: 1, userName: 'trader_one', email: 'one@example.com' },
          },
        },
      }),
    );
    expect((await screen.findByTestId('page')).textContent).toBe('/');
  });
});
