import type { ComponentProps } from 'react';
import { type ButtonLook, buttonClass } from './button-class';
import { LoadingLabel } from './loading-label';

type IntentButtonProps = Omit<ComponentProps<'button'>, 'className'> & {
  look?: ButtonLook;
  /** Starts loading what the button opens (a Chakra dialog): on hover and on focus. */
  onIntent: () => void;
  /** Asked for and still on its way: the button waits, with its spinner. */
  loading: boolean;
};

/**
 * A plain button whose dialog loads on intent (the pages without Chakra): hovering or focusing it
 * starts the dialog's code, and a press before the code has come shows the spinner until it opens.
 * It stays enabled meanwhile (`aria-busy`): a disabled button would drop the focus, which the
 * dialog gives back to it when it closes.
 */
export function IntentButton({
  look,
  onIntent,
  loading,
  type = 'button',
  children,
  ...button
}: IntentButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(look)}
      aria-busy={loading || undefined}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      {...button}
    >
      <LoadingLabel loading={loading}>{children}</LoadingLabel>
    </button>
  );
}
