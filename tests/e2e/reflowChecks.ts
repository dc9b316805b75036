import { expect, type Page } from '@playwright/test';

/**
 * Reflow (content at 320 CSS px wide, and at 1280 px with 200 % zoom): the sweep resizes the page
 * it has just checked and measures, by geometry, that nothing needs a sideways scroll of the page
 * and nothing a person reads or operates is cut off. What counts as cut off, and why, is in
 * docs/decisions.md ("reflow at 320 px and 200 % zoom").
 */

type Viewport = { width: number; height: number };

/** An element the reflow check found cut off: where it is and what it says. */
type Clipped = { selector: string; text: string; left: number; right: number; why: string };

/**
 * What on the page is cut off at the current viewport: visible controls and text that reach past
 * the window's sides or past a clipping ancestor's, and text shortened by `overflow: hidden` with
 * no label holding the whole text. Elements inside a sideways scroller (a tab row, a table's
 * wrapper) are reachable by scrolling that scroller: then the scroller itself has to fit.
 */
function clippedElements(page: Page): Promise<Clipped[]> {
  return page.evaluate(() => {
    const describe = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && parts.length < 3; node = node.parentElement) {
        const id = node.id ? `#${node.id}` : '';
        const testId = node.getAttribute('data-testid');
        const classes = [...node.classList].filter((name) => !name.startsWith('css-')).slice(0, 2);
        parts.unshift(
          `${node.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}${classes.map((name) => `.${name}`).join('')}`,
        );
        if (id || testId) break;
      }
      return parts.join(' > ');
    };
    const ownText = (element: Element): string =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
    /** Where an element's own text lies (the union of its text nodes' line boxes), if it has any. */
    const textBox = (element: Element): { left: number; right: number } | null => {
      const lines: DOMRect[] = [];
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...[...range.getClientRects()].filter((line) => line.width > 0));
      }
      if (lines.length === 0) return null;
      return {
        left: Math.min(...lines.map((line) => line.left)),
        right: Math.max(...lines.map((line) => line.right)),
      };
    };
    const scrollsSideways = (style: CSSStyleDeclaration) =>
      style.overflowX === 'auto' || style.overflowX === 'scroll';
    const clipsSideways = (style: CSSStyleDeclaration) =>
      style.overflowX === 'hidden' || style.overflowX === 'clip';
    const focusable =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const candidates = [...document.body.querySelectorAll('*')].filter(
      (element) => element.matches(focusable) || ownText(element) !== '',
    );
    const found: Clipped[] = [];
    const scrollers = new Set<Element>();
    const report = (element: Element, rect: { left: number; right: number }, why: string) =>
      found.push({
        selector: describe(element),
        text: (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
        left: Math.round(rect.left),
        right: Math.round(rect.right),
        why,
      });
    /** What an element's box must stay within, from its ancestors (worked out once per ancestor). */
    type Bounds = { left: number; right: number; by: string } | 'scroller';
    const boundsOf = new Map<Element, Bounds>();
    const windowBounds: Bounds = { left: 0, right: window.innerWidth, by: 'the window' };
    const boundsWithin = (parent: Element | null): Bounds => {
      if (!parent || parent === document.body) return windowBounds;
      const known = boundsOf.get(parent);
      if (known) return known;
      const style = getComputedStyle(parent);
      let bounds: Bounds;
      if (scrollsSideways(style)) {
        scrollers.add(parent);
        bounds = 'scroller';
      } else {
        // A fixed element's box is laid against the window, not against its ancestors'.
        const outer = style.position === 'fixed' ? windowBounds : boundsWithin(parent.parentElement);
        bounds = outer;
        if (outer !== 'scroller' && clipsSideways(style)) {
          const box = parent.getBoundingClientRect();
          if (box.left > outer.left || box.right < outer.right)
            bounds = {
              left: Math.max(outer.left, box.left),
              right: Math.min(outer.right, box.right),
              by: describe(parent),
            };
        }
      }
      boundsOf.set(parent, bounds);
      return bounds;
    };
    for (const element of candidates) {
      // A chart's drawing (its axis labels) is a picture: the chart as a whole is what must fit.
      if (element instanceof SVGElement) continue;
      const rect = element.getBoundingClientRect();
      // Zero-size and visually hidden (1 px, clipped) elements are for screen readers only.
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      const bounds = boundsWithin(element.parentElement);
      // Text may run out of its own box (a long number that does not wrap): its lines count too.
      const lines = textBox(element);
      const box = lines
        ? { left: Math.min(rect.left, lines.left), right: Math.max(rect.right, lines.right) }
        : rect;
      if (bounds !== 'scroller' && (box.left < bounds.left - 1 || box.right > bounds.right + 1))
        report(element, box, `outside ${bounds.by} (${Math.round(bounds.left)}–${Math.round(bounds.right)})`);
      const style = getComputedStyle(element);
      const text = ownText(element);
      const label = `${element.getAttribute('title') ?? ''} ${element.getAttribute('aria-label') ?? ''}`;
      if (
        text !== '' &&
        clipsSideways(style) &&
        element.scrollWidth > element.clientWidth + 1 &&
        !label.includes(text)
      )
        report(element, rect, `text cut (${element.scrollWidth} px in ${element.clientWidth} px)`);
      // Lines clamped away (-webkit-line-clamp) are text cut off too, only downwards.
      if (
        text !== '' &&
        style.getPropertyValue('-webkit-line-clamp') !== 'none' &&
        element.scrollHeight > element.clientHeight + 1 &&
        !label.includes(text)
      )
        report(element, rect, `lines cut (${element.scrollHeight} px tall in ${element.clientHeight} px)`);
    }
    for (const scroller of scrollers) {
      const rect = scroller.getBoundingClientRect();
      if (rect.left < -1 || rect.right > window.innerWidth + 1)
        report(scroller, rect, 'scroller outside the window');
    }
    return found;
  });
}

/** Waits for the page to lay out again (two frames: the resize's layout, then its paint). */
function nextFrame(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Resizes the page to the reflow viewport, checks that the page does not scroll sideways and that
 * nothing is cut off, then gives the page its own viewport back for the next screen.
 */
export async function checkReflow(page: Page, reflow: Viewport): Promise<void> {
  const own = page.viewportSize();
  await page.setViewportSize(reflow);
  try {
    await nextFrame(page);
    // A chart redraws for its new width a moment after the resize (its own debounce): until then
    // its old, wider drawing can hold the page wide. Waits for the page to fit, for a while only.
    await page
      .waitForFunction(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
        undefined,
        { timeout: 2_000 },
      )
      .catch(() => undefined);
    const sideways = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // The widest boxes past the window's sides, to name what makes the page scroll.
      const past = [...document.body.querySelectorAll('*')]
        .map((element) => ({ element, rect: element.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width > 0 && (rect.right > width + 1 || rect.left < -1))
        .slice(-5)
        .map(
          ({ element, rect }) =>
            `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} x ${Math.round(rect.left)}–${Math.round(rect.right)}`,
        );
      return { by: document.documentElement.scrollWidth - width, past };
    });
    const clipped = await clippedElements(page);
    const where = `${new URL(page.url()).pathname} at ${reflow.width}×${reflow.height}`;
    expect
      .soft(sideways.by, `the page scrolls sideways ${where}: ${sideways.past.join(', ')}`)
      .toBeLessThanOrEqual(1);
    expect
      .soft(
        clipped,
        `cut off ${where}:\n${clipped.map((c) => `${c.selector} "${c.text}" x ${c.left}–${c.right}: ${c.why}`).join('\n')}`,
      )
      .toEqual([]);
  } finally {
    if (own) await page.setViewportSize(own);
  }
}
