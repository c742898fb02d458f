/** One bar of a chart: its label, its length against the chart's longest, and the figure written beside it. */
export interface Bar {
  label: string;
  value: number;
  text: string;
}

/** A value marked across the bars by a dashed line, named above them (a threshold). */
export interface Mark {
  value: number;
  label: string;
}

const ROW = 28;
const LABEL_WIDTH = 190;
const BAR_WIDTH = 300;
const WIDTH = LABEL_WIDTH + BAR_WIDTH + 110;
/** Room above the bars for the marks' names. */
const MARK_BAND = 18;

/** A label short enough for the chart; the table beside it holds the whole. */
const shortLabel = (label: string) => (label.length > 26 ? `${label.slice(0, 25)}…` : label);

/**
 * A horizontal bar chart drawn on the server as SVG (no script). It repeats the table beside it,
 * which screen readers read instead: the chart is hidden from them.
 */
export function BarChart({
  bars,
  max,
  title,
  marks = [],
}: {
  bars: readonly Bar[];
  max?: number;
  title: string;
  marks?: readonly Mark[];
}) {
  if (bars.length === 0) return null;
  const longest = Math.max(1, max ?? Math.max(...bars.map((bar) => bar.value), ...marks.map((mark) => mark.value)));
  const top = marks.length > 0 ? MARK_BAND : 0;
  const height = top + bars.length * ROW + 8;
  const across = (value: number) => Math.round((BAR_WIDTH * Math.max(0, value)) / longest);
  return (
    <figure className="overflow-x-auto" aria-hidden="true">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width={WIDTH} height={height} className="max-w-full text-slate-700">
        <title>{title}</title>
        {bars.map((bar, index) => {
          const y = top + index * ROW + 4;
          const length = across(bar.value);
          return (
            <g key={`${bar.label}-${index}`}>
              <text x={LABEL_WIDTH - 8} y={y + 17} textAnchor="end" fontSize="13" fill="currentColor">
                {shortLabel(bar.label)}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={y + 4}
                width={Math.max(length, 1)}
                height={ROW - 10}
                rx="3"
                className="fill-brand-600"
              />
              <text x={LABEL_WIDTH + length + 6} y={y + 17} fontSize="13" fill="currentColor">
                {bar.text}
              </text>
            </g>
          );
        })}
        {marks.map((mark) => {
          const x = LABEL_WIDTH + across(mark.value);
          return (
            <g key={mark.label}>
              <line x1={x} x2={x} y1={MARK_BAND - 4} y2={height} stroke="currentColor" strokeDasharray="4 3" />
              <text x={x} y={MARK_BAND - 6} textAnchor="middle" fontSize="11" fill="currentColor">
                {mark.label}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
