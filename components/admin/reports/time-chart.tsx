import { scaleBand, scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import { formatIndianIsoDay } from "@/lib/dates";

/** One bucket of a series: its first day, and this period's and the previous period's figure. */
export interface TimePoint {
  start: string;
  value: number;
  previous: number;
}

const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 64 };

const compactRupees = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });

/**
 * Columns of a period's figures by day, week or month, with the previous period's as a line over
 * them, drawn on the server as SVG with d3's scales and line (no script in the browser). The
 * table beside it holds the same numbers, and screen readers read that instead.
 */
export function TimeChart({ points, title }: { points: readonly TimePoint[]; title: string }) {
  if (points.length === 0) return null;
  const x = scaleBand<number>()
    .domain(points.map((_, index) => index))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.2);
  const highest = Math.max(1, ...points.flatMap((point) => [point.value, point.previous]));
  const y = scaleLinear()
    .domain([0, highest])
    .nice(4)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const previousLine = line<TimePoint>()
    .x((_, index) => (x(index) ?? 0) + x.bandwidth() / 2)
    .y((point) => y(Math.max(0, point.previous)))(points as TimePoint[]);
  const labelled = new Set([0, Math.floor((points.length - 1) / 2), points.length - 1]);
  return (
    <figure className="overflow-x-auto" aria-hidden="true">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} className="max-w-full text-slate-700">
        <title>{title}</title>
        {y.ticks(4).map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={MARGIN.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="currentColor">
              ₹{compactRupees.format(tick / 100)}
            </text>
          </g>
        ))}
        {points.map((point, index) => (
          <rect
            key={point.start}
            x={x(index)}
            y={y(Math.max(0, point.value))}
            width={x.bandwidth()}
            height={y(0) - y(Math.max(0, point.value))}
            className="fill-brand-600"
          />
        ))}
        {previousLine && <path d={previousLine} fill="none" stroke="#f59e0b" strokeWidth="2" strokeDasharray="4 3" />}
        {points.map((point, index) =>
          labelled.has(index) ? (
            <text
              key={point.start}
              x={(x(index) ?? 0) + x.bandwidth() / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
              fontSize="11"
              fill="currentColor"
            >
              {formatIndianIsoDay(point.start)}
            </text>
          ) : null,
        )}
      </svg>
    </figure>
  );
}
