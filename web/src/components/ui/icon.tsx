import type { SVGProps } from 'react';
import styles from './icon.module.css';

const paths = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  market: 'M4 19V9m5 10V5m5 14v-7m5 7V8',
  trading:
    'M12 3v3m0 12v3M3 12h3m12 0h3M5.6 5.6l2.1 2.1m8.6 8.6 2.1 2.1m0-12.8-2.1 2.1m-8.6 8.6-2.1 2.1M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  loan: 'M3 7h18v10H3zM7 7V5h10v2m-5 3a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  nfts: 'M12 2 3 7v10l9 5 9-5V7zm0 6 4 2.3v4.4L12 17l-4-2.3v-4.4z',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zm4 4a2 2 0 0 0 4 0',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  back: 'M15 5l-7 7 7 7',
  chat: 'M4 5h16v11H9l-5 4zm4 5h.01M12 10h.01M16 10h.01',
  chevronDown: 'm6 9 6 6 6-6',
  check: 'm5 12 5 5 9-10',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6C3.9 8.3 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  alert: 'M12 8v5m0 3h.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  inbox: 'M3 13h5l1.5 3h5L16 13h5M5 5h14l2 8v6H3v-6z',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4m-4-4h11',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4-4',
  arrowUp: 'M12 19V5m-6 6 6-6 6 6',
  arrowDown: 'M12 5v14m-6-6 6 6 6-6',
  spark: 'M12 3v4m0 10v4M3 12h4m10 0h4M6 6l2.5 2.5m7 7L18 18M6 18l2.5-2.5m7-7L18 6',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  upload: 'M12 16V4m-5 5 5-5 5 5M4 16v4h16v-4',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zm0 0 12-3v3m2 6h.01',
} as const;

export type IconName = keyof typeof paths;

type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & {
  name: IconName;
  /** Width and height as a CSS length; 1.25em (a little larger than the text) by default. */
  size?: string;
};

/**
 * Line icons drawn inline (no icon font): decorative unless given an aria-label. Plain SVG, no
 * Chakra, so the shell can draw them on the first screen; style it with `className`, `style`, `size`.
 */
export function Icon({ name, size, fill, className, style, ...props }: IconProps) {
  const labelled = props['aria-label'] !== undefined;
  // Size and fill go through `style`: the stylesheet's defaults would win over SVG attributes.
  const ownStyle = {
    ...(size ? { width: size, height: size } : null),
    ...(fill ? { fill } : null),
    ...style,
  };
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless given an aria-label (role img)
    <svg
      viewBox="0 0 24 24"
      aria-hidden={labelled ? undefined : true}
      role={labelled ? 'img' : undefined}
      className={className ? `${styles.icon} ${className}` : styles.icon}
      style={ownStyle}
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}
