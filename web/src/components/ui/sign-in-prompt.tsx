import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignInLinks } from '../../routing/useSignInLinks';
import { buttonClass } from './button-class';
import { EmptyState } from './empty-state';
import styles from './sign-in-prompt.module.css';

/** What a visitor sees on account pages (or, with its own words, where an action needs an account). */
export function SignInPrompt({ title, description }: { title?: string; description?: string }) {
  const { t } = useTranslation();
  // Signing in from here comes back here.
  const links = useSignInLinks();
  return (
    <EmptyState
      title={title ?? t('profile.signInTitle')}
      description={description ?? t('profile.signInText')}
    >
      <div className={styles.actions}>
        <Link to={links.login} className={buttonClass({ palette: 'brand' })}>
          {t('nav.login')}
        </Link>
        <Link to={links.register} className={buttonClass({ variant: 'outline' })}>
          {t('nav.signUp')}
        </Link>
      </div>
    </EmptyState>
  );
}
