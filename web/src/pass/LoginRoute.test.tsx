import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { renderWithRelay } from '../test-support/renderWithRelay';
import { LoginRoute } from './LoginRoute';

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
});
