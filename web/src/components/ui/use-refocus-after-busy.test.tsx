import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRefocusAfterBusy } from './use-refocus-after-busy';

function Form({ busy }: { busy: boolean }) {
  const submit = useRefocusAfterBusy(busy);
  return (
    <button ref={submit} type="submit" disabled={busy}>
      Send
    </button>
  );
}

describe('useRefocusAfterBusy', () => {
  it('gives the focus back to the submit button once the form is no longer busy, never on a first render', () => {
    const { rerender } = render(<Form busy={false} />);
    expect(document.activeElement).toBe(document.body);
    // Sent: the button is disabled and the focus is on the page (a browser drops it there from a
    // button being disabled; happy-dom would keep it, so the test starts with it there).
    rerender(<Form busy />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Form busy={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
  });

  it('leaves the focus where something else put it meanwhile', () => {
    const { rerender } = render(
      <>
        <Form busy />
        <input aria-label="Outcome" />
      </>,
    );
    screen.getByRole('textbox', { name: 'Outcome' }).focus();
    rerender(
      <>
        <Form busy={false} />
        <input aria-label="Outcome" />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Outcome' }));
  });
});
