import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-class';
import heading from '../../components/ui/heading.module.css';
import layout from '../../components/ui/layout.module.css';
import panel from '../../components/ui/panel.module.css';
import text from '../../components/ui/text.module.css';
import { useSignInLinks } from '../../routing/useSignInLinks';
import styles from './OrderPanel.module.css';
import { useOrderPanelFocus } from './orderPanelFocus';

/**
 * Signed out: the way to the login, which brings the user back to this page (its market) to trade.
 * The market detail shows it too, without loading the form's code.
 */
export function OrderPanelSignIn() {
  const { t } = useTranslation();
  const { login } = useSignInLinks();
  // A market chosen from the list: the focus comes here, as to the form's heading.
  const title = useOrderPanelFocus<HTMLHeadingElement>('');
  return (
    <div
      className={`${panel.panel} ${layout.stack} ${layout.gap3} ${styles.signIn}`}
      data-testid="order-sign-in"
    >
      <h2 ref={title} tabIndex={-1} className={`${heading.heading} ${heading.md}`}>
        {t('order.title')}
      </h2>
      <p className={text.muted}>{t('order.signIn')}</p>
      <Link to={login} className={buttonClass({ palette: 'brand' })}>
        {t('order.logInToTrade')}
      </Link>
    </div>
  );
}
