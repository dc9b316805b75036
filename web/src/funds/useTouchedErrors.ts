import { type Dispatch, type SetStateAction, useState } from 'react';

/**
 * Which of a form's errors to show: a field's own check once the field has been left (blur) or
 * the form sent, never before anything was typed; an error the server gave a field (set with
 * `setErrors`) at once. `live` is the checks' answer for the values as they are now, so a shown
 * error follows the typing.
 */
export function useTouchedErrors<Field extends string>(live: Partial<Record<Field, string>>) {
  const [serverErrors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [sent, setSent] = useState(false);

  const errors: Partial<Record<Field, string>> = { ...serverErrors };
  for (const field of Object.keys(live) as Field[])
    if (errors[field] === undefined && (sent || touched.has(field))) errors[field] = live[field];

  /** The field was left: its check may speak now. */
  const touch = (field: Field) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  /** The form was sent: every check speaks. */
  const markSent = () => setSent(true);
  /** A fresh start (another method, a withdrawal done): nothing shown until left or sent again. */
  const restart = () => {
    setTouched(new Set());
    setSent(false);
    setErrors({});
  };
  return {
    errors,
    setErrors: setErrors as Dispatch<SetStateAction<Partial<Record<Field, string>>>>,
    touch,
    markSent,
    restart,
  };
}
