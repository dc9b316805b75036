import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FormFieldProps = {
  label: string;
  error?: string | null;
  helper?: ReactNode;
  children: ReactNode;
};

/** A labelled field with its inline validation message (the input keeps its value on error). */
export function FormField({ label, error, helper, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
