import { type ComponentProps, type ReactNode, useId } from 'react';
import styles from './native-select.module.css';
import field from './text-field.module.css';

type NativeSelectProps = Omit<ComponentProps<'select'>, 'size' | 'className'> & {
  size?: 'sm' | 'md';
  /** A class for the root (the select and its chevron), e.g. its width. */
  className?: string;
};

/**
 * Chakra's NativeSelect (outline variant) in plain markup: a native <select> with a chevron at its
 * end, for pages that load no Chakra. The caller names it (a <label htmlFor>, an aria-label, or
 * SelectField below).
 */
export function NativeSelect({ size = 'md', className, children, ...select }: NativeSelectProps) {
  return (
    <div className={[styles.root, styles[size], className].filter(Boolean).join(' ')}>
      <select className={styles.field} {...select}>
        {children}
      </select>
      <span className={styles.indicator}>
        {/* Chakra's ChevronDownIcon. */}
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </span>
    </div>
  );
}

type SelectFieldProps = Omit<NativeSelectProps, 'id'> & {
  label: string;
  /** The hint under the select (Chakra's Field.HelperText), shown while there is no error. */
  helper?: ReactNode;
  /** The inline validation message. */
  error?: string | null;
};

/**
 * A labelled NativeSelect with its hint or validation message: FormField with a NativeSelect,
 * without Chakra (the look of TextField's label and texts).
 */
export function SelectField({ label, helper, error, ...select }: SelectFieldProps) {
  const id = useId();
  const invalid = Boolean(error);
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const hinted = !invalid && helper !== undefined && helper !== null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: Chakra's Field root, as TextField has it (a fieldset brings its own box)
    <div role="group" className={field.root} data-invalid={invalid ? '' : undefined}>
      <label htmlFor={id} className={field.label} data-invalid={invalid ? '' : undefined}>
        {label}
      </label>
      <NativeSelect
        id={id}
        aria-invalid={invalid || undefined}
        aria-errormessage={invalid ? errorId : undefined}
        aria-describedby={hinted ? helperId : undefined}
        {...select}
      />
      {invalid ? (
        <span id={errorId} aria-live="polite" className={field.errorText}>
          {error}
        </span>
      ) : hinted ? (
        <div id={helperId} className={field.helperText}>
          {helper}
        </div>
      ) : null}
    </div>
  );
}
