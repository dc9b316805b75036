/**
 * How price changes are coloured (Binance's "colour preference"): `red-up` is the product's rule
 * (a rise is red, anything else green), `green-up` the other convention.
 */
export type PriceColors = 'red-up' | 'green-up';

export const priceColorOptions: readonly PriceColors[] = ['red-up', 'green-up'];

/**
 * The preference is kept in a cookie, not in localStorage: the gateway reads it and sets
 * `data-price-colors` on the <html> of the page it sends, so the first paint (prerendered, before
 * any script and with no inline script under the Content-Security-Policy) is already in the
 * user's colours, and the first screen's code does not grow by a line. The prerender manifest
 * tells the gateway its name.
 */
export const priceColorsCookie = 'swx_price_colors';

const isPriceColors = (value: string | null | undefined): value is PriceColors =>
  value === 'red-up' || value === 'green-up';

/** The preference the page was sent with (or set since), the spec's red-up when there is none. */
export function currentPriceColors(): PriceColors {
  const value = typeof document === 'undefined' ? null : document.documentElement.dataset.priceColors;
  return isPriceColors(value) ? value : 'red-up';
}

/** Applies the preference to this page at once and remembers it for the pages the gateway sends. */
export function setPriceColors(colors: PriceColors): void {
  const root = document.documentElement;
  if (colors === 'red-up') delete root.dataset.priceColors;
  else root.dataset.priceColors = colors;
  const attributes = 'path=/; samesite=lax';
  // biome-ignore lint/suspicious/noDocumentCookie: synchronous, and read by the gateway on the next page
  document.cookie =
    colors === 'red-up'
      ? `${priceColorsCookie}=; max-age=0; ${attributes}`
      : `${priceColorsCookie}=${colors}; max-age=31536000; ${attributes}`;
}
