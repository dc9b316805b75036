/**
 * Price strings: the simulator's float price rounded half-up to the instrument's decimals, once.
 * Values never exceed ~1e6 with ≤ 5 decimals, well inside a double's exact range.
 */
export function formatDecimal(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(decimals);
}

/** Percentage change with 2 decimals, e.g. "-1.27". */
export function formatChangePercent(from: number, to: number): string {
  if (from === 0) return '0.00';
  return formatDecimal(((to - from) / from) * 100, 2);
}
