import { FormField } from '../components/ui/form-field';
import { PasswordInput } from '../components/ui/password-input';

type PasswordField = 'password' | 'confirm';

type NewPasswordFieldsProps = {
  labels: Record<PasswordField, string>;
  values: Record<PasswordField, string>;
  onChange: (field: PasswordField) => (event: { target: { value: string } }) => void;
  fieldError: (field: PasswordField) => string | null;
};

/** A new password and its confirmation, shared by register and reset. */
export function NewPasswordFields({ labels, values, onChange, fieldError }: NewPasswordFieldsProps) {
  return (
    <>
      {(['password', 'confirm'] as const).map((field) => (
        <FormField key={field} label={labels[field]} error={fieldError(field)}>
          <PasswordInput
            name={field}
            autoComplete="new-password"
            value={values[field]}
            onChange={onChange(field)}
          />
        </FormField>
      ))}
    </>
  );
}
