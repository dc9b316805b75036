import type { Instrument } from './instruments.ts';

/** Darkens a #rrggbb colour by `amount` (0-1), for the badge gradient's lower edge. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 0xff) * (1 - amount));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const fontSizes = [0, 28, 26, 21, 17, 15];

/**
 * A round badge in the instrument's colour with its short symbol: small, crisp at any size, and
 * generated rather than downloaded so the repository owns every asset it ships.
 */
export function logoSvg(instrument: Instrument): string {
  const text = escapeXml(instrument.logoText);
  const size = fontSizes[Math.min(instrument.logoText.length, fontSizes.length - 1)] ?? 15;
  const id = `g${instrument.code}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(instrument.appName)}">
  <defs>
    <linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${instrument.color}"/>
      <stop offset="1" stop-color="${shade(instrument.color, 0.28)}"/>
    </linearGradient>
  </defs>
  <circle cx="32" cy="32" r="31" fill="url(#${id})"/>
  <circle cx="32" cy="32" r="27.5" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="1.5"/>
  <text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff" letter-spacing="-0.5">${text}</text>
</svg>
`;
}
