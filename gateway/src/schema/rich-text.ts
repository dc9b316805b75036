import sanitizeHtml from 'sanitize-html';

/**
 * Article, notice and answer texts arrive as plain text (paragraphs split by a blank line) or as
 * rich text (HTML) written in the operator's editor. Clients get them as HTML that is safe to put
 * in a page as it is: sanitize-html (a kept parser-based sanitiser) keeps the tags of a formatted
 * article and drops everything else: scripts, styles, event handlers, frames, forms, images and any
 * link that is not http(s) or mailto. Plain text is escaped and split into paragraphs.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Dropped with their content: what would run, style or embed something.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  // A link leaves the product in a new tab and tells the target nothing about the reader.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** Whether a text holds markup: an HTML tag, comment or doctype, rather than prose with a `<` in it. */
function looksLikeHtml(text: string): boolean {
  return /<(?:[a-z][a-z0-9-]*\b[^>]*|\/[a-z][a-z0-9-]*\s*|!--[\s\S]*?--|!doctype[^>]*)>/i.test(text);
}

function escapeText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The text as HTML that is safe to show: sanitised rich text, or escaped plain text in paragraphs. */
export function safeHtml(text: string): string {
  if (looksLikeHtml(text)) return sanitizeHtml(text, options).trim();
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeText(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
}
