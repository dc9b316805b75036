import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { Footer_contents$key } from '../__generated__/Footer_contents.graphql';
import heading from '../components/ui/heading.module.css';
import styles from './Footer.module.css';
import { SocialLinks } from './SocialLinks';

const productLinks = [
  { key: 'market', to: '/market' },
  { key: 'loan', to: '/loan' },
  { key: 'nfts', to: '/nfts' },
  { key: 'trading', to: '/trading' },
] as const;

const groups = [
  { type: 'COMPANY', title: 'footer.company' },
  { type: 'POLICY', title: 'footer.policy' },
  { type: 'FOOTER', title: 'footer.more' },
] as const;

/** Articles that have a page of their own: the help centre and the about page. */
const ownPages: Readonly<Record<string, string>> = { 'help-centre': '/help', 'about-us': '/introduction' };

function articlePath(contentId: number, title: string, articleKey: string | null): string {
  const own = articleKey ? ownPages[articleKey] : undefined;
  return own ?? `/detail?${new URLSearchParams({ id: String(contentId), title })}`;
}

/** Product links, the server's company / policy / footer link lists, social icons, copyright. */
export function Footer({ contents }: { contents: Footer_contents$key }) {
  const { t } = useTranslation();
  const items = useFragment(
    graphql`
      fragment Footer_contents on Content @relay(plural: true) {
        id
        contentId
        articleKey
        title
        type
      }
    `,
    contents,
  );

  const headingClass = `${heading.heading} ${heading.sm}`;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.groups}>
          <nav className={styles.group} aria-labelledby="footer-products">
            <h2 id="footer-products" className={headingClass}>
              {t('footer.products')}
            </h2>
            {productLinks.map((link) => (
              <Link key={link.key} to={link.to} className={styles.link}>
                {t(`nav.${link.key}`)}
              </Link>
            ))}
          </nav>
          {groups.map((group) => {
            const links = items.filter((item) => item.type === group.type);
            if (links.length === 0) return null;
            return (
              <nav key={group.type} className={styles.group} aria-labelledby={`footer-${group.type}`}>
                <h2 id={`footer-${group.type}`} className={headingClass}>
                  {t(group.title)}
                </h2>
                {links.map((item) => (
                  <Link
                    key={item.id}
                    to={articlePath(item.contentId, item.title, item.articleKey ?? null)}
                    className={styles.link}
                  >
                    {item.title}
                  </Link>
                ))}
              </nav>
            );
          })}
        </div>
        <p className={styles.risk}>{t('footer.riskWarning')}</p>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}
