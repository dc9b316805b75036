import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import { Icon } from '../components/ui/icon';
import { clientStore, useClientState } from '../state/clientStore';
import styles from './IntroBoard.module.css';

/** The first-visit intro board on mobile, shown once per browser session (spec §2, §4). */
export function IntroBoard() {
  const introShown = useClientState((state) => state.introShown);
  return introShown ? null : <IntroDialog />;
}

function IntroDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useClientState((state) => state.isLogin);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  // A modal <dialog>: focus moves into it (to Continue), the page behind is inert.
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const close = (to: string) => {
    clientStore.markIntroShown();
    navigate(to);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Escape: closed by the store, like the buttons, rather than by the browser alone.
        event.preventDefault();
        close('/');
      }}
    >
      <div className={styles.body}>
        <div className={styles.stack}>
          <Icon name="spark" size="var(--chakra-sizes-16)" className={styles.spark} />
          <h2 id={titleId} className={styles.title}>
            {t('intro.title')}
          </h2>
          <p id={textId} className={styles.text}>
            {t('intro.text')}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClass({ palette: 'brand', size: 'lg' })}
              onClick={() => close(isLogin ? '/' : '/pass/register')}
            >
              {t('intro.continue')}
            </button>
            <button
              type="button"
              className={buttonClass({ variant: 'ghost', size: 'lg' })}
              onClick={() => close('/')}
            >
              {t('intro.skip')}
            </button>
          </div>
        </div>
      </div>
    </dialog>
  );
}
