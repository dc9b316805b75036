import styles from './button.module.css';

export type ButtonLook = {
  variant?: 'solid' | 'subtle' | 'outline' | 'ghost';
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Chakra's colorPalette: gray unless brand. */
  palette?: 'gray' | 'brand';
  /** An icon-only button (Chakra's IconButton). */
  iconOnly?: boolean;
  className?: string;
};

/**
 * The class names of a Chakra-looking button for a plain <button> or <a> (Chakra's defaults:
 * solid, md, gray). The first screen uses these instead of Chakra's Button to stay light.
 */
export function buttonClass({
  variant = 'solid',
  size = 'md',
  palette = 'gray',
  iconOnly = false,
  className,
}: ButtonLook = {}): string {
  return [
    styles.button,
    styles[size],
    styles[variant],
    palette === 'brand' ? styles.brand : null,
    iconOnly ? styles.iconOnly : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}
