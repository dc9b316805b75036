import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import { Icon } from '../components/ui/icon';
import { clientStore, useClientState } from '../state/clientStore';
import { adoptsPrerender } from '../state/hydration';
import styles from './IntroBoard.module.css';

// The prerendered page may already show the board (it opened, animated, with the first paint).
// Adopted by React, it stays that very element; replaced, the app's own board takes its place as
// it is, without opening a second time.
const boardOnScreen = typeof document !== 'undefined' && document.querySelector('dialog[open]') !== null;

// One board at most: fixed ids, the same in the prerendered markup and in the app.
const titleId = 'intro-board-title';
const textId = 'intro-board-text';

/** The first-visit intro board on mobile, shown once per browser session. */
export function IntroBoard() {
  const introShown = useClientState((state) => state.introShown);
  return introShown ? null : <IntroDialog />;
}

function IntroDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useClientState((state) => state.isLogin);
  const dialog = useRef<HTMLDialogElement>(null);

  // The board is drawn open from the start (also in the prerendered page, where no script runs)
  // and becomes a modal after the first paint: focus moves into it (to Continue) and the page
  // behind turns inert, in a task of its own rather than in the page's first render (making the
  // whole page inert restyles all of it: a long task on a slow phone, however small the page).
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const timer = setTimeout(() => {
      element.close();
      element.showModal();
    }, 0);
    return () => {
      clearTimeout(timer);
      element.close();
    };
  }, []);

  const close = (to: string) => {
    clientStore.markIntroShown();
    navigate(to);
  };

  return (
    <dialog
      ref={dialog}
      open
      className={boardOnScreen && !adoptsPrerender() ? styles.dialog : `${styles.dialog} ${styles.opening}`}
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
