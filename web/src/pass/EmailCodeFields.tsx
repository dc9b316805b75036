import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../components/ui/text-field';
import type { ResultError } from '../relay/resultError';
import { SendCodeButton } from './SendCodeButton';

type CodeField = 'email' | 'code';

type EmailCodeFieldsProps = {
  purpose: 'REGISTER' | 'RESET_PASSWORD';
  labels: Record<CodeField, string>;
  values: Record<CodeField, string>;
  onChange: (field: CodeField) => (event: { target: { value: string } }) => void;
  fieldError: (field: CodeField) => string | null;
  /** A validation key for the email field, or undefined to clear it. */
  onEmailError: (key: string | undefined) => void;
  onServerError: (error: ResultError) => void;
  /** Checks of the rest of the form before a code is sent (see SendCodeButton). */
  beforeSend?: () => boolean;
};

/** The email field with its "send code" button and the code field, shared by register and reset. */
export function EmailCodeFields({
  purpose,
  labels,
  values,
  onChange,
  fieldError,
  onEmailError,
  onServerError,
  beforeSend,
}: EmailCodeFieldsProps) {
  const { t } = useTranslation();
  const [codeSent, setCodeSent] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <TextField
        label={labels.email}
        error={fieldError('email')}
        helper={codeSent ? t('pass.codeSent') : undefined}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={onChange('email')}
        beside={
          <SendCodeButton
            email={values.email}
            purpose={purpose}
            onEmailInvalid={onEmailError}
            {...(beforeSend ? { beforeSend } : {})}
            onResult={(error) => {
              setCodeSent(!error);
              if (error) onServerError(error);
              else {
                onEmailError(undefined);
                // The button turns into the disabled countdown: the keyboard moves on to the code.
                codeInput.current?.focus();
              }
            }}
          />
        }
      />
      <TextField
        label={labels.code}
        error={fieldError('code')}
        ref={codeInput}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={values.code}
        onChange={onChange('code')}
      />
    </>
  );
}
