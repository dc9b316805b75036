import type { ComponentProps, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/ui/button-class';
import { Icon } from '../components/ui/icon';
import { languageNames } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './LanguageMenuTrigger.module.css';

type LanguageMenuTriggerProps = ComponentProps<'button'> & { ref?: Ref<HTMLButtonElement> };

/** The language dropdown's button: globe, current language, chevron (plain, for the first screen). */
export function LanguageMenuTrigger({ className, ...props }: LanguageMenuTriggerProps) {
  const { t } = useTranslation();
  const language = useClientState((state) => state.language);
  return (
    <button
      type="button"
      aria-label={`${t('nav.language')}: ${languageNames[language]}`}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
      className={buttonClass({ variant: 'ghost', size: 'sm', className })}
    >
      <Icon name="globe" />
      <span className={styles.name}>{languageNames[language]}</span>
      <Icon name="chevronDown" />
    </button>
  );
}
