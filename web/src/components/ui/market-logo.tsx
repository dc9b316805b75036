import { type CSSProperties, useState } from 'react';
import styles from './market-logo.module.css';

type MarketLogoProps = {
  src: string;
  code: string;
  /** A Chakra size token (spacing scale): '8' is 2rem. */
  size?: string;
};

/** The instrument logo, or its initials when the image cannot load. */
export function MarketLogo({ src, code, size = '8' }: MarketLogoProps) {
  const [failed, setFailed] = useState(false);
  const style = { '--logo-size': `var(--chakra-sizes-${size})` } as CSSProperties;
  if (failed) {
    return (
      <div className={`${styles.logo} ${styles.initials}`} style={style} aria-hidden>
        {code.slice(0, 3)}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      className={styles.logo}
      style={style}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
