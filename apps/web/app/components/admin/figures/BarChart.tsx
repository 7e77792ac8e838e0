/**
 * A small bar chart of our own (inline SVG, no library: the back-office counts its JS like the shop).
 * One or two series per day, side by side. The SVG is an image with a summary for screen readers;
 * the page's daily table is its full text alternative. Each bar's tooltip gives its day and value.
 */
export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** A tailwind fill class (the design tokens). */
  fill: string;
}

const WIDTH = 600;
const HEIGHT = 160;

export function BarChart({
  id,
  title,
  summary,
  dates,
  series,
  format,
  dateLabel,
}: {
  id: string;
  title: string;
  /** What a screen reader hears instead of the bars (the range's total and its highest day). */
  summary: string;
  dates: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  dateLabel: (date: string) => string;
}) {
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const slot = WIDTH / Math.max(1, dates.length);
  const gap = Math.min(2, slot * 0.2);
  const bar = (slot - gap) / series.length;
  return (
    <figure className="min-w-0" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-bold">{title}</span>
        {series.length > 1 && (
          <span className="flex flex-wrap gap-3 text-xs text-ink-soft">
            {series.map((s) => (
              <span key={s.label} className="inline-flex items-center gap-1">
                <svg width="10" height="10" aria-hidden="true">
                  <rect width="10" height="10" className={s.fill} />
                </svg>
                {s.label}
              </span>
            ))}
          </span>
        )}
      </figcaption>
      <div className="flex gap-2">
        <div className="flex w-16 shrink-0 flex-col justify-between text-right text-xs tabular-nums text-ink-soft">
          <span>{format(max)}</span>
          <span>{format(0)}</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full min-w-0 border-b border-l border-line"
          role="img"
          aria-label={summary}
        >
          {dates.map((date, i) =>
            series.map((s, j) => {
              const value = s.values[i] ?? 0;
              const height = max === 0 ? 0 : (value / max) * (HEIGHT - 4);
              return (
                <rect
                  key={`${date}-${s.label}`}
                  x={i * slot + gap / 2 + j * bar}
                  y={HEIGHT - height}
                  width={Math.max(bar, 0.5)}
                  height={height}
                  className={s.fill}
                >
                  <title>{`${dateLabel(date)} · ${s.label} : ${format(value)}`}</title>
                </rect>
              );
            }),
          )}
        </svg>
      </div>
      {dates.length > 0 && (
        <div className="ml-18 mt-1 flex justify-between text-xs text-ink-soft">
          <span>{dateLabel(dates[0]!)}</span>
          <span>{dateLabel(dates.at(-1)!)}</span>
        </div>
      )}
    </figure>
  );
}
