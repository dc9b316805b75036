import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-class';
import styles from './copy-button.module.css';
import { Icon } from './icon';
import { showToast } from './toast';

type CopyButtonProps = {
  value: string;
  /** The button's visible text; "Copy" by default. */
  label?: string;
  size?: 'xs' | 'sm';
  /** In a column: at its start, not stretched across it. */
  alignStart?: boolean;
};

/** A toast about the copy (the page needs no Chakra for it: showToast). */
function announce(type: 'success' | 'error', title: string) {
  showToast({ type, title });
}

/**
 * Copies `value` to the clipboard and says so ("copy success" / "copy failed"). Plain
 * markup in Chakra's outline button look, usable on pages with or without Chakra.
 */
export function CopyButton({ value, label, size = 'sm', alignStart = false }: CopyButtonProps) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      announce('success', t('common.copySuccess'));
    } catch {
      // No clipboard (an insecure origin, a denied permission): the text stays selectable on screen.
      announce('error', t('common.copyFailed'));
    }
  };
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'outline', size, className: alignStart ? styles.start : undefined })}
      onClick={() => void copy()}
    >
      <Icon name="copy" />
      {label ?? t('common.copy')}
    </button>
  );
}
