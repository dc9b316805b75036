import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

type NodeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/** A node's selector, its markup and, for contrast, the colours axe measured. */
function describeNode(node: NodeResult): string {
  const contrast = node.any.find((check) => check.id === 'color-contrast')?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number }
    | undefined;
  const colours = contrast?.fgColor
    ? ` ${contrast.fgColor} on ${contrast.bgColor} = ${contrast.contrastRatio}:1`
    : '';
  return `${node.target.join(' ')}${colours} ${node.html.slice(0, 160)}`;
}

/**
 * The page's serious and critical axe-core findings (WCAG 2.1 A and AA) as it stands, one entry
 * each: the only axe scan of the browser specs and the sweep. axe's colour-contrast check skips
 * most Arabic text (it takes the joined letters for an icon font), so contrast is really measured
 * in en; the colours are the same tokens in every language.
 */
export async function axeSerious(page: Page): Promise<string[]> {
  // Only violations are collected: listing every passing node doubles axe's time on a page.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact})\n    ${violation.nodes.map(describeNode).join('\n    ')}`,
    );
}

/** The phone's intro board counts as already seen (it has its own tests). */
export async function skipIntro(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));
}

/** The eleven interface languages, in the order the language picker lists them. */
export const interfaceLanguages = ['en', 'zh', 'hk', 'ja', 'ko', 'ar', 'de', 'es', 'fr', 'it', 'pt'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

/** The web app's texts in `language` (web/src/locales), typed as far as a spec reads them. */
export function localeTexts<T = Record<string, unknown>>(language: string): T {
  return JSON.parse(
    readFileSync(new URL(`../../web/src/locales/${language}.json`, import.meta.url), 'utf8'),
  ) as T;
}

/**
 * The candlestick chart once drawn. It is scrolled fully on screen first: the page draws a chart
 * only once a quarter of it is in view (on a phone it starts at the fold).
 */
export async function drawnChart(page: Page, timeout?: number): Promise<Locator> {
  const chart = page.getByTestId('kline-chart');
  await chart.scrollIntoViewIfNeeded({ timeout });
  await expect(chart.locator('.apexcharts-candlestick-series')).toBeVisible({ timeout });
  return chart;
}

/**
 * Waits until the app has taken over the page the server painted (App marks #root data-live):
 * a form filled in the server's markup before then does not reach the app.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.locator('#root[data-live]').waitFor({ state: 'attached' });
}

/** What a user reads, without the invisible direction marks Intl and bidi isolation add. */
export async function readText(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '')
    .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '')
    .replace(/\u2212/g, '-');
}

/** The colour a CSS value computes to on this page (a probe element in the page's cascade). */
export async function computedColor(page: Page, value: string): Promise<string> {
  return page.evaluate((css) => {
    const probe = document.createElement('span');
    probe.style.color = css;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, value);
}
