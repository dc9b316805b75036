/**
 * Generative artwork of the charity NFTs: a deterministic SVG from a style and a seed, so the
 * repository owns every image it serves (no outside files), each is a few kilobytes, and the same
 * NFT always looks the same. No text inside: the picture needs no translation.
 */
export const artStyles = ['orbits', 'tides', 'mosaic', 'bloom'] as const;
export type ArtStyle = (typeof artStyles)[number];

export function isArtStyle(value: string): value is ArtStyle {
  return (artStyles as readonly string[]).includes(value);
}

/** The drawing size; clients scale it (the image keeps its 1:1 ratio). */
export const artSize = 320;

/** mulberry32: a small seeded generator, enough for pictures (not for anything secret). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Warm, child-friendly palettes: background, then four inks. */
const palettes: readonly (readonly [string, string, string, string, string])[] = [
  ['#fff4e0', '#ff7a59', '#ffc94d', '#3bb3a9', '#2f4858'],
  ['#eef6ff', '#4f7cff', '#8ed1fc', '#ffb5c2', '#1d2d50'],
  ['#f3fbef', '#56b870', '#f9d648', '#f08a5d', '#234e3c'],
  ['#fdf0f6', '#e05297', '#ffb3c7', '#7b6cf6', '#3a2150'],
  ['#f5f1ff', '#9b7bff', '#52d1dc', '#ffd166', '#2b2d42'],
  ['#fff8ec', '#ef476f', '#06d6a0', '#118ab2', '#073b4c'],
];

const round = (n: number) => Math.round(n * 10) / 10;

type Draw = { next: () => number; ink: (i: number) => string; bg: string };

function orbits({ next, ink }: Draw): string {
  const parts: string[] = [];
  const rings = 4 + Math.floor(next() * 3);
  for (let i = 0; i < rings; i += 1) {
    const r = 34 + i * (110 / rings);
    parts.push(
      `<circle cx="160" cy="160" r="${round(r)}" fill="none" stroke="${ink(4)}" stroke-opacity="0.18" stroke-width="1.5"/>`,
    );
    const angle = next() * Math.PI * 2;
    const size = 6 + next() * 14;
    parts.push(
      `<circle cx="${round(160 + r * Math.cos(angle))}" cy="${round(160 + r * Math.sin(angle))}" r="${round(size)}" fill="${ink(i)}"/>`,
    );
  }
  parts.unshift(`<circle cx="160" cy="160" r="${round(20 + next() * 12)}" fill="${ink(1)}"/>`);
  return parts.join('');
}

function tides({ next, ink }: Draw): string {
  const parts: string[] = [];
  const layers = 5 + Math.floor(next() * 3);
  for (let i = 0; i < layers; i += 1) {
    const base = 90 + i * (200 / layers);
    const amplitude = 10 + next() * 22;
    const phase = next() * Math.PI * 2;
    const waves = 1 + Math.floor(next() * 3);
    let d = `M0 ${round(base)}`;
    for (let x = 0; x <= artSize; x += 20) {
      d += ` L${x} ${round(base + amplitude * Math.sin(phase + (x / artSize) * Math.PI * 2 * waves))}`;
    }
    d += ` L${artSize} ${artSize} L0 ${artSize} Z`;
    parts.push(`<path d="${d}" fill="${ink(i)}" fill-opacity="${round(0.55 + (i / layers) * 0.4)}"/>`);
  }
  parts.unshift(`<circle cx="${round(60 + next() * 200)}" cy="70" r="28" fill="${ink(1)}"/>`);
  return parts.join('');
}

function mosaic({ next, ink, bg }: Draw): string {
  const parts: string[] = [];
  const cells = 5 + Math.floor(next() * 3);
  const step = artSize / cells;
  for (let row = 0; row < cells; row += 1) {
    for (let col = 0; col < cells; col += 1) {
      const x = round(col * step);
      const y = round(row * step);
      const s = round(step);
      const colour = ink(Math.floor(next() * 4));
      const shape = next();
      if (shape < 0.35) {
        parts.push(`<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="${colour}"/>`);
      } else if (shape < 0.7) {
        const corner = Math.floor(next() * 4);
        const points = [
          [x, y],
          [x + s, y],
          [x + s, y + s],
          [x, y + s],
        ].filter((_, i) => i !== corner);
        parts.push(
          `<polygon points="${points.map((p) => p.map(round).join(',')).join(' ')}" fill="${colour}"/>`,
        );
      } else {
        parts.push(
          `<circle cx="${round(x + s / 2)}" cy="${round(y + s / 2)}" r="${round(s * 0.38)}" fill="${colour}"/>`,
        );
      }
    }
  }
  parts.push(
    `<rect x="0" y="0" width="${artSize}" height="${artSize}" fill="none" stroke="${bg}" stroke-width="6"/>`,
  );
  return parts.join('');
}

function bloom({ next, ink }: Draw): string {
  const parts: string[] = [];
  const petals = 6 + Math.floor(next() * 7);
  const length = 80 + next() * 50;
  const width = 18 + next() * 20;
  for (let i = 0; i < petals; i += 1) {
    const angle = round((360 / petals) * i);
    parts.push(
      `<ellipse cx="160" cy="${round(160 - length / 2)}" rx="${round(width)}" ry="${round(length / 2)}" fill="${ink(i % 3)}" fill-opacity="0.85" transform="rotate(${angle} 160 160)"/>`,
    );
  }
  const inner = 3 + Math.floor(next() * 4);
  for (let i = 0; i < inner; i += 1) {
    const angle = round((360 / inner) * i + 30);
    parts.push(
      `<ellipse cx="160" cy="${round(160 - length / 4)}" rx="${round(width / 2)}" ry="${round(length / 4)}" fill="${ink(3)}" fill-opacity="0.7" transform="rotate(${angle} 160 160)"/>`,
    );
  }
  parts.push(`<circle cx="160" cy="160" r="${round(14 + next() * 8)}" fill="${ink(4)}"/>`);
  return parts.join('');
}

const drawers: Record<ArtStyle, (draw: Draw) => string> = { orbits, tides, mosaic, bloom };

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The artwork of an NFT: `style` and `seed` decide every shape and colour. */
export function nftArtSvg(style: ArtStyle, seed: number, title: string): string {
  const next = random(seed);
  const palette = palettes[Math.floor(next() * palettes.length)] ?? palettes[0];
  if (!palette) throw new Error('no palette');
  const [bg, ...inks] = palette;
  const ink = (i: number) => inks[((i % inks.length) + inks.length) % inks.length] ?? bg;
  const body = drawers[style]({ next, ink, bg });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${artSize}" height="${artSize}" viewBox="0 0 ${artSize} ${artSize}" role="img" aria-label="${escapeXml(title)}"><rect width="${artSize}" height="${artSize}" fill="${bg}"/>${body}</svg>\n`;
}
