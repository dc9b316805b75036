import { type ComponentProps, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-class';
import { FieldFrame } from './field-frame';
import { Icon } from './icon';
import styles from './text-field.module.css';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'size'> & {
  /** Chakra's input sizes: md (height 10) by default, sm (height 9) in a row of compact filters. */
  size?: 'sm' | 'md';
  label: string;
  /** The inline validation message; the input keeps its value. */
  error?: string | null;
  /** A password input with a show/hide toggle. */
  password?: boolean;
  /** A hint under the input (Chakra's Field.HelperText), shown while there is no error. */
  helper?: ReactNode;
  /** Attached before the input (Chakra's attached Group), e.g. a phone number's area code. */
  before?: ReactNode;
  /** Beside the input, after it (an HStack gap 2), e.g. the button that sends a code. */
  beside?: ReactNode;
};

/**
 * A labelled text input with its inline validation message, in plain markup (the look of FormField
 * with Chakra's Input, without Chakra): the same elements and attributes, for a page that loads no
 * Chakra (the sign-in, sign-up and reset forms, the profile's). The label names the input; the message is its aria-errormessage.
 */
export function TextField({
  label,
  error,
  password = false,
  helper,
  before,
  beside,
  size = 'md',
  type,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} error={error} helper={helper}>
      {(attributes) => {
        const control = (
          <input
            {...attributes}
            type={password ? (visible ? 'text' : 'password') : type}
            className={[styles.input, password ? styles.withEnd : null, size === 'sm' ? styles.sm : null]
              .filter(Boolean)
              .join(' ')}
            {...input}
          />
        );
        if (password)
          return (
            <div className={styles.group}>
              {control}
              <div className={styles.end}>
                <button
                  type="button"
                  aria-label={visible ? t('pass.hidePassword') : t('pass.showPassword')}
                  aria-pressed={visible}
                  className={buttonClass({
                    variant: 'ghost',
                    size: 'xs',
                    iconOnly: true,
                    className: styles.toggle,
                  })}
                  onClick={() => setVisible((value) => !value)}
                >
                  <Icon name={visible ? 'eyeOff' : 'eye'} />
                </button>
              </div>
            </div>
          );
        if (before || beside)
          return (
            <div className={before ? `${styles.row} ${styles.attached}` : styles.row}>
              {before}
              {control}
              {beside}
            </div>
          );
        return control;
      }}
    </FieldFrame>
  );
}
