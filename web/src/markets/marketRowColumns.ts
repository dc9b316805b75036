/**
 * Grid columns shared by the list header and its rows: name, trend (from sm up), price, change.
 * Each row is its own grid, so every column has a width that does not depend on its content.
 */
export const marketRowColumns = {
  base: 'minmax(0,1fr) 6.5rem 5.5rem',
  sm: 'minmax(0,1fr) 6rem 7rem 5.5rem',
  md: 'minmax(0,2fr) minmax(0,1fr) minmax(0,1fr) 5.5rem',
};
