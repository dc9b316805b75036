import { describe, expect, it } from 'vitest';
import { safeHtml } from './rich-text.ts';

describe('safeHtml', () => {
  it('escapes plain text and splits it into paragraphs, keeping single line breaks', () => {
    expect(safeHtml('First <3 & "more"\nline two\n\n  Second  ')).toBe(
      '<p>First &lt;3 &amp; &quot;more&quot;<br>line two</p><p>Second</p>',
    );
  });

  it('keeps the formatting of rich text', () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em></p><ul><li>one</li></ul>';
    expect(safeHtml(html)).toBe(html);
  });

  it('drops scripts, styles, event handlers, frames and images, keeping the text around them', () => {
    const html = [
      '<p onclick="steal()">Hello<script>window.pwned = 1</script></p>',
      '<style>body{display:none}</style>',
      '<img src="x" onerror="window.pwned = 2">',
      '<iframe src="https://evil.example"></iframe>',
      '<svg><script>window.pwned = 3</script></svg>',
      '<p style="position:fixed">styled</p>',
    ].join('');
    const safe = safeHtml(html);
    expect(safe).toBe('<p>Hello</p><p>styled</p>');
  });

  it('keeps http(s) and mailto links, opening them in a new tab, and drops script URLs', () => {
    expect(safeHtml('<a href="https://example.com/a">ok</a>')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
    expect(safeHtml('<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt&colon;alert(1)">y</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a><a target="_blank" rel="noopener noreferrer nofollow">y</a>',
    );
    expect(safeHtml('<a href="data:text/html,<script>1</script>">d</a>')).not.toContain('data:');
  });
});
