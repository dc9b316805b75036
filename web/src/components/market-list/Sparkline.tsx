type SparklineProps = {
  /** Prices oldest first, as decimal strings; only the last 100 are drawn. */
  points: readonly string[];
  rising: boolean;
  width?: number;
  height?: number;
};

/** A small price line drawn as inline SVG (no chart library in the first bundle). */
export function Sparkline({ points, rising, width = 96, height = 32 }: SparklineProps) {
  const values = points
    .slice(-100)
    .map(Number)
    .filter((value) => Number.isFinite(value));
  if (values.length < 2) return <svg width={width} height={height} aria-hidden="true" />;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = width / (values.length - 1);
  const line = values
    .map(
      (value, index) =>
        `${(index * step).toFixed(1)},${(height - 2 - ((value - min) / span) * (height - 4)).toFixed(1)}`,
    )
    .join(' ');
  const color = rising ? 'var(--chakra-colors-rise)' : 'var(--chakra-colors-fall)';
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      preserveAspectRatio="none"
      aria-hidden="true"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      <polyline points={line} fill="none" stroke={color} strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
