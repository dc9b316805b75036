import { type ReactNode, useId } from 'react';
import styles from './text-field.module.css';

/** What the control inside a FieldFrame takes: its id, and how it is invalid or described. */
export type FieldControl = {
  id: string;
  'aria-invalid'?: true;
  'aria-errormessage'?: string;
  'aria-describedby'?: string;
  'data-invalid'?: '';
};

type FieldFrameProps = {
  label: ReactNode;
  /** The inline validation message; the control keeps its value. */
  error?: string | null;
  /** A hint under the control (Chakra's Field.HelperText), shown while there is no error. */
  helper?: ReactNode;
  /** The control (an input, a select, a row of them), given the attributes that tie it to the frame. */
  children: (control: FieldControl) => ReactNode;
};

/**
 * Chakra's Field in plain markup: a group with the label that names the control, the control,
 * then its validation message (its aria-errormessage) or its hint (its aria-describedby). The
 * text field, the select field and the order panel's stake share it.
 */
export function FieldFrame({ label, error, helper, children }: FieldFrameProps) {
  const id = useId();
  const invalid = Boolean(error);
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const hinted = !invalid && helper !== undefined && helper !== null;
  const control: FieldControl = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-errormessage': invalid ? errorId : undefined,
    'aria-describedby': hinted ? helperId : undefined,
    'data-invalid': invalid ? '' : undefined,
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: Chakra's Field root, as the other forms have it (a fieldset brings its own box)
    <div role="group" className={styles.root} data-invalid={invalid ? '' : undefined}>
      <label htmlFor={id} className={styles.label} data-invalid={invalid ? '' : undefined}>
        {label}
      </label>
      {children(control)}
      {invalid ? (
        <span id={errorId} aria-live="polite" className={styles.errorText}>
          {error}
        </span>
      ) : hinted ? (
        <div id={helperId} className={styles.helperText}>
          {helper}
        </div>
      ) : null}
    </div>
  );
}
