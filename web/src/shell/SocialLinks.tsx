import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/ui/button-class';
import hidden from '../components/ui/visually-hidden.module.css';
import styles from './Footer.module.css';

// Brand marks drawn inline (the footer's social icons); simplified single-path glyphs.
const networks = [
  {
    key: 'x',
    href: 'https://x.com/',
    path: 'M4 4l6.6 8.8L4.3 20h1.5l5.5-6.3L16 20h4l-7-9.3L18.9 4h-1.5l-5 5.8L8 4z',
  },
  {
    key: 'facebook',
    href: 'https://www.facebook.com/',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l.5-4H14V9c0-.6.4-1 1-1z',
  },
  {
    key: 'telegram',
    href: 'https://telegram.org/',
    path: 'M21.5 3.5 2.8 10.7c-1 .4-1 1.2 0 1.5l4.7 1.5 1.8 5.6c.2.6.9.8 1.4.4l2.6-2.2 4.7 3.5c.6.4 1.3.1 1.5-.6L22.6 4.7c.2-.9-.4-1.5-1.1-1.2zM9.8 14.4l-.4 3.4-1.2-4.4 9.3-6.1z',
  },
  {
    key: 'youtube',
    href: 'https://www.youtube.com/',
    path: 'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12c0 1.3.1 2.6.4 3.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8zM10 15.2V8.8l5.2 3.2z',
  },
] as const;

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <div className={styles.social}>
      {networks.map((network) => (
        <a
          key={network.key}
          href={network.href}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ variant: 'ghost', size: 'sm', iconOnly: true })}
        >
          <span className={hidden.visuallyHidden}>{t(`social.${network.key}`)}</span>
          <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
            <path d={network.path} />
          </svg>
        </a>
      ))}
    </div>
  );
}
