import { useTranslation } from 'react-i18next';
import type { CodePurpose } from '../__generated__/useSendCodeMutation.graphql';
import { buttonClass } from '../components/ui/button-class';
import { LoadingLabel } from '../components/ui/loading-label';
import { type ResultError, resultError } from '../relay/resultError';
import { useSendCodeMutation } from './mutations/useSendCodeMutation';
import styles from './PassForm.module.css';
import { useCountdown } from './useCountdown';
import { validateEmail } from './validation';

type SendCodeButtonProps = {
  email: string;
  purpose: CodePurpose;
  /** Called with an i18n key when the email must be fixed first. */
  onEmailInvalid: (messageKey: string) => void;
  /** Called after each attempt: null when the code was sent (the code field then takes the focus). */
  onResult: (error: ResultError | null) => void;
  /** The form's own checks before a code is worth sending (sign-up: username and password); false stops. */
  beforeSend?: () => boolean;
};

const resendSeconds = 60;

/** "Send code" with the 60 s countdown before it can be pressed again. */
export function SendCodeButton({
  email,
  purpose,
  onEmailInvalid,
  onResult,
  beforeSend,
}: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [sendCode, isInFlight] = useSendCodeMutation();
  const [remaining, start] = useCountdown();

  const send = async () => {
    if (isInFlight) return;
    const invalid = validateEmail(email);
    const formReady = beforeSend ? beforeSend() : true;
    if (invalid) onEmailInvalid(invalid);
    if (invalid || !formReady) return;
    try {
      const result = await sendCode({ email: email.trim(), purpose });
      const error = resultError(result, 'SendCodePayload');
      if (!error) start(resendSeconds);
      onResult(error);
    } catch {
      onResult({ code: 'UPSTREAM_UNAVAILABLE', field: null });
    }
  };

  return (
    <button
      type="button"
      className={buttonClass({ variant: 'outline', palette: 'brand', className: styles.sendCode })}
      onClick={send}
      // Not disabled while sending: a disabled button drops the keyboard's focus to the page. Once
      // sent the countdown disables it, after the code field has taken the focus (onResult).
      disabled={remaining > 0}
      aria-disabled={isInFlight || undefined}
      aria-busy={isInFlight || undefined}
    >
      <LoadingLabel loading={isInFlight}>
        {remaining > 0 ? t('pass.resendIn', { seconds: remaining }) : t('pass.sendCode')}
      </LoadingLabel>
    </button>
  );
}
