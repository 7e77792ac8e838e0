/**
 * Server-rendered SVG charts of the impact page. Each is an image with a title (its text table sits
 * beside it on the page); nothing here computes a figure, it only draws the server's.
 */

const INK = 'var(--color-ink)';
const INK_SOFT = 'var(--color-ink-soft)';
const LINE = 'var(--color-line)';
export const SERIES = ['var(--color-forest)', 'var(--color-leaf)'] as const;

/** A round top for an axis, four round steps: 0 → 4, 7 → 8, 44 → 48, 130 → 160. */
function niceMax(max: number): number {
  if (!(max > 0)) return 4;
  const step = max / 4;
  const power = 10 ** Math.floor(Math.log10(step));
  const nice = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((m) => m * power >= step)! * power;
  return Math.max(4, nice * 4);
}

export interface BarGroup {
  /** Short label under the group (e.g. 'nov.'). */
  label: string;
  values: readonly [number, number];
}

/** Two bars per group (e.g. delivered and returned per month), a light grid and the axis values. */
export function GroupedBars({
  groups,
  title,
  width,
  height = 240,
  format,
  testId,
  className,
}: {
  groups: BarGroup[];
  title: string;
  width: number;
  height?: number;
  format: (n: number) => string;
  testId?: string;
  className?: string;
}) {
  const left = 44;
  const right = 8;
  const top = 12;
  const bottom = 30;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const max = niceMax(Math.max(0, ...groups.flatMap((g) => g.values)));
  const y = (v: number) => top + plotH - (v / max) * plotH;
  const slot = plotW / Math.max(groups.length, 1);
  const bar = Math.min(24, slot * 0.34);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={title}
      data-testid={testId}
      className={`h-auto w-full ${className ?? ''}`}
      fontFamily="inherit"
    >
      {[0, 1, 2, 3, 4].map((i) => {
        const v = (max / 4) * i;
        return (
          <g key={i}>
            <line
              x1={left}
              x2={width - right}
              y1={y(v)}
              y2={y(v)}
              stroke={LINE}
              strokeWidth={i === 0 ? 1.5 : 1}
            />
            <text x={left - 8} y={y(v) + 4} textAnchor="end" fontSize="12" fill={INK_SOFT}>
              {format(v)}
            </text>
          </g>
        );
      })}
      {groups.map((g, i) => {
        const center = left + slot * i + slot / 2;
        return (
          <g key={i} data-testid={testId ? `${testId}-group` : undefined}>
            {g.values.map((v, j) => {
              const h = top + plotH - y(v);
              return (
                <rect
                  key={j}
                  x={j === 0 ? center - bar - 1.5 : center + 1.5}
                  y={y(v)}
                  width={bar}
                  height={Math.max(h, 0)}
                  rx={Math.min(4, bar / 3)}
                  fill={SERIES[j]}
                  data-value={v}
                />
              );
            })}
            <text x={center} y={height - 10} textAnchor="middle" fontSize="12" fill={INK}>
              {g.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A half-circle gauge for a percentage (null: an empty track and a dash). */
export function Gauge({
  percent,
  label,
  display,
  testId,
}: {
  percent: number | null;
  label: string;
  display: string;
  testId?: string;
}) {
  const arc = 'M 20 100 A 80 80 0 0 1 180 100';
  const value = Math.max(0, Math.min(100, percent ?? 0));
  return (
    <svg
      viewBox="0 0 200 112"
      role="img"
      aria-label={label}
      className="h-auto w-full max-w-56"
      data-testid={testId}
    >
      <path d={arc} fill="none" stroke="var(--color-sand)" strokeWidth="18" />
      {value > 0 && (
        <path
          d={arc}
          fill="none"
          stroke={SERIES[0]}
          strokeWidth="18"
          pathLength={100}
          strokeDasharray={`${value} 100`}
        />
      )}
      <text x="100" y="94" textAnchor="middle" fontSize="30" fontWeight="800" fill={INK}>
        {display}
      </text>
    </svg>
  );
}

export interface CompareRow {
  label: string;
  values: readonly [number, number];
  display: readonly [string, string];
}

/**
 * Horizontal bars, two per row (you and an average customer), each row on its own scale; the name
 * and value above each bar. Drawn at its natural width, smaller only when the column is narrower.
 */
export function CompareBars({
  rows,
  title,
  names,
}: {
  rows: CompareRow[];
  title: string;
  names: [string, string];
}) {
  const width = 320;
  const rowH = 104;
  const height = rows.length * rowH - 8;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={title}
      className="h-auto w-full"
      style={{ maxWidth: width }}
      data-testid="impact-compare-chart"
    >
      {rows.map((row, i) => {
        const max = Math.max(...row.values, 0);
        const top = i * rowH;
        return (
          <g key={row.label}>
            <text x="0" y={top + 14} fontSize="14" fontWeight="700" fill={INK}>
              {row.label}
            </text>
            {row.values.map((v, j) => {
              const w = max > 0 ? Math.max((v / max) * width, v > 0 ? 4 : 0) : 0;
              const y = top + 24 + j * 38;
              return (
                <g key={j}>
                  <text x="0" y={y + 12} fontSize="13" fill={INK_SOFT}>
                    {names[j]}
                  </text>
                  <text x={width} y={y + 12} fontSize="13" fontWeight="700" fill={INK} textAnchor="end">
                    {row.display[j]}
                  </text>
                  <rect x="0" y={y + 18} width={width} height="12" rx="6" fill="var(--color-sand)" />
                  {w > 0 && <rect x="0" y={y + 18} width={w} height="12" rx="6" fill={SERIES[j]} />}
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}
