import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import styles from './native-select.module.css';

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
  return (
    <FieldFrame label={label} error={error} helper={helper}>
      {({ 'data-invalid': _marked, ...attributes }) => <NativeSelect {...attributes} {...select} />}
    </FieldFrame>
  );
}
