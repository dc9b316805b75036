import { type BrowserContext, expect, type Page } from '@playwright/test';
import { checkReflow } from './reflowChecks.ts';
import { axeSerious } from './screenChecks.ts';

/**
 * What the sweep (sweep.ts) checks on every screen it visits: the text direction, no sideways
 * scroll, no fixed element over content, axe, and no Content-Security-Policy violation. See
 * docs/testing.md, "The sweep".
 */

/** Waits until no finite animation runs (dialogs fade in; mid-fade colours would be measured). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Pixels the page scrolls sideways (a phone layout that does not fit its screen). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Controls of the page that a fixed or sticky element (top bar, tab bar, chat button, toast) lies
 * over even when the control is scrolled to the middle of the screen: hit-tested where a finger
 * would land. Content may pass under the top bar while scrolling; it must be able to come out.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fixedAncestor = (element: Element | null): Element | null => {
      for (let node = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    const controls = [
      ...document.querySelectorAll('main a[href], main button, main input, main select, main textarea'),
      ...document.querySelectorAll('footer a[href], footer button'),
    ].filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 4 && rect.height > 4 && element.checkVisibility({ opacityProperty: true });
    });
    const covered: string[] = [];
    for (const control of controls) {
      // Only the window scrolls: a control inside its own scroller (a tab row) is left where it is.
      const box = control.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + box.y + box.height / 2 - window.innerHeight / 2);
      const rect = control.getBoundingClientRect();
      const [x, y] = [rect.x + rect.width / 2, rect.y + rect.height / 2];
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      const cover = fixedAncestor(hit);
      if (!hit || !cover || control.contains(hit) || hit.contains(control) || cover.contains(control))
        continue;
      covered.push(`${control.outerHTML.slice(0, 120)} under ${cover.outerHTML.slice(0, 80)}`);
    }
    window.scrollTo(0, 0);
    return covered;
  });
}

/**
 * The sweep's checks of one screen: direction, no sideways scroll, axe; on a screen without an
 * open dialog, no control covered by a fixed element; then, on the same page resized to the
 * variant's reflow viewport, nothing cut off (reflowChecks.ts).
 */
export async function checkScreen(
  page: Page,
  options: { dir: 'rtl' | 'ltr'; reflow: { width: number; height: number }; overlay?: boolean },
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', options.dir);
  expect(await sidewaysScroll(page), 'the page scrolls sideways').toBeLessThanOrEqual(1);
  if (!options.overlay) expect(await coveredControls(page), 'controls under a fixed element').toEqual([]);
  // axe measures what is on screen: nothing loading, no dialog mid-fade.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await settle(page);
  const findings = await axeSerious(page);
  expect(findings, `serious or critical axe violations:\n${findings.join('\n')}`).toEqual([]);
  await checkReflow(page, options.reflow);
}

/**
 * Collects every Content-Security-Policy violation of the context's pages: the event the page
 * reports, and what the browser logs. The sweep asserts there is none after every screen.
 */
export async function watchPolicyViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      void report(`${event.violatedDirective} ${event.blockedURI} ${event.sample} @ ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
