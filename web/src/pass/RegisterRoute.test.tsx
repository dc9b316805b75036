import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { renderWithRelay } from '../test-support/renderWithRelay';
import { RegisterRoute } from './RegisterRoute';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('the sign-up form', () => {
  it('shows the email, code and password messages in place, keeping what was typed, and sends nothing', async () => {
    const { environment } = await renderWithRelay(<RegisterRoute />);
    const user = userEvent.setup();
    await user.type(input(en.pass.register.email), 'not-an-email');
    await user.type(input(en.pass.register.password), 'abcdef1');
    await user.type(input(en.pass.register.confirmPassword), 'abcdef2');
    await user.click(screen.getByRole('button', { name: en.pass.register.submit }));
    expect(screen.getByText(en.validation.emailFormat)).toBeTruthy();
    expect(screen.getByText(en.validation.codeRequired)).toBeTruthy();
    expect(screen.getByText(en.validation.passwordMismatch)).toBeTruthy();
    expect(input(en.pass.register.email).value).toBe('not-an-email');
    const asked = environment.mock.getAllOperations().map((operation) => operation.request.node.params.name);
    expect(asked).not.toContain('useRegisterMutation');
  });
});
