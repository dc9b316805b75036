import { createHash } from 'node:crypto';

/** `'sha256-…'` sources for the inline styles one HTML page carries (its own, nothing else). */
export type InlineStyleHashes = { elements: readonly string[]; attributes: readonly string[] };

/**
 * The policy every answer gets (docs/decisions.md, "Order detail, money colours, security headers and
 * order numbers"). Scripts come only from this origin's files (Vite's hashed modules; the page has no
 * inline script, and data blocks are not scripts); no plugin, no <base>, no framing, forms and fetches
 * to this origin only (the graphql-ws socket is same-origin: CSP 3 `'self'` covers ws: and wss:).
 * Images: this origin (market logos pass through /swx/static/), `data:` (the favicon) and `blob:` (a
 * proof's preview).
 */
export const baseDirectives: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'base-uri': ["'none'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // Emotion (Chakra's styles) adds empty <style> elements and fills them through the CSSOM
  // (insertRule), which CSP does not govern; the empty element's content is the one hash here.
  'style-src': ["'self'", `'${sha256('')}'`],
  'style-src-attr': ["'none'"],
};

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>' };

/** An attribute's value as the browser reads it (React escapes only these). */
function decodeAttribute(value: string): string {
  return value.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/**
 * The hashes of a page's inline styles: each <style> element's text (the prerendered page carries
 * its stylesheet inline, so the first paint needs no request) and each distinct `style="…"`
 * attribute value (a few icon sizes and `color-scheme`), allowed one by one with 'unsafe-hashes'
 * instead of allowing every inline style.
 */
export function inlineStyleHashes(html: string): InlineStyleHashes {
  const elements = new Set<string>();
  for (const [, css = ''] of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi))
    elements.add(sha256(css));
  const attributes = new Set<string>();
  for (const [, quoted, value = ''] of html.matchAll(/\sstyle=("|')([\s\S]*?)\1/gi)) {
    if (quoted) attributes.add(sha256(decodeAttribute(value)));
  }
  return { elements: [...elements].sort(), attributes: [...attributes].sort() };
}

/** Both pages' hashes: a page template's, and those of what was rendered into it. */
export function mergeStyleHashes(a: InlineStyleHashes, b: InlineStyleHashes): InlineStyleHashes {
  return {
    elements: [...new Set([...a.elements, ...b.elements])].sort(),
    attributes: [...new Set([...a.attributes, ...b.attributes])].sort(),
  };
}

/** The policy as header text; with a page's hashes, the policy of that page. */
export function contentSecurityPolicy(page?: InlineStyleHashes): string {
  const directives: Record<string, readonly string[]> = { ...baseDirectives };
  if (page && page.elements.length > 0) {
    directives['style-src'] = [
      ...(directives['style-src'] ?? []),
      ...page.elements.map((hash) => `'${hash}'`),
    ];
  }
  if (page && page.attributes.length > 0) {
    directives['style-src-attr'] = ["'unsafe-hashes'", ...page.attributes.map((hash) => `'${hash}'`)];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
