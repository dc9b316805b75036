import { useTranslation } from 'react-i18next';
import { Icon } from '../components/ui/icon';
import { TextField } from '../components/ui/text-field';
import styles from './PassForm.module.css';
import { newPasswordLength, validateNewPassword } from './validation';

type PasswordField = 'password' | 'confirm';

type NewPasswordFieldsProps = {
  labels: Record<PasswordField, string>;
  values: Record<PasswordField, string>;
  onChange: (field: PasswordField) => (event: { target: { value: string } }) => void;
  fieldError: (field: PasswordField) => string | null;
};

/**
 * A new password and its confirmation, shared by register and reset. The rule (6-32 characters)
 * shows under the password from the start and says, as the user types, whether it is met: nobody
 * learns it from a refusal after the e-mailed code.
 */
export function NewPasswordFields({ labels, values, onChange, fieldError }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const typed = values.password.length > 0;
  const met = typed && validateNewPassword(values.password) === null;
  const rule = (
    <span
      className={styles.rule}
      data-state={met ? 'met' : typed ? 'unmet' : undefined}
      data-testid="password-rule"
    >
      {typed ? <Icon name={met ? 'check' : 'alert'} /> : null}
      <span>{t('pass.passwordRule', newPasswordLength)}</span>
    </span>
  );
  return (
    <>
      {(['password', 'confirm'] as const).map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          error={fieldError(field)}
          helper={field === 'password' ? rule : undefined}
          password
          name={field}
          autoComplete="new-password"
          maxLength={128}
          value={values[field]}
          onChange={onChange(field)}
        />
      ))}
    </>
  );
}
