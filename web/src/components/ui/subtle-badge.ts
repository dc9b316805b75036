import badge from './badge.module.css';
import palettes from './badge-palettes.module.css';

export type BadgePalette = 'gray' | 'orange' | 'green' | 'blue' | 'red' | 'purple';

const subtle: Record<BadgePalette, string | undefined> = {
  gray: badge.subtleGray,
  orange: badge.subtleOrange,
  green: badge.subtleGreen,
  blue: palettes.subtleBlue,
  red: palettes.subtleRed,
  purple: palettes.subtlePurple,
};

/**
 * The class names of Chakra's default badge (subtle, size sm) in a palette, for plain markup: a
 * status, a state, a requirement. Grey for a palette this client does not know.
 */
export function subtleBadgeClass(palette: string): string {
  return `${badge.badge} ${badge.sm} ${subtle[palette as BadgePalette] ?? badge.subtleGray}`;
}
