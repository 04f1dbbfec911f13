/**
 * The dashboard's charts (issue 19): SVG drawn on the server by visx (@visx/shape, scale, axis), so a chart is in
 * the page's HTML, works without JavaScript and scales to a phone's width (a 330-unit-wide view box, text 11 units:
 * 11 px on a phone, larger on a desktop). Every chart is an image with a name and a short summary, and its numbers
 * are in a table right after it (DataTable) for screen readers and anyone who wants the figures.
 */
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, BarStack } from "@visx/shape";
import type { ReactNode } from "react";

const WIDTH = 330;
const MARGIN = { top: 10, right: 18, bottom: 24, left: 30 };
const AXIS_TEXT = { fontSize: 11, fill: "currentColor", fontFamily: "inherit" } as const;

/** Tableau 10, in order: distinct for the usual kinds of colour blindness when read with the legend and table. */
export const PALETTE = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"];
/** More series than colours: the rest share the last colour (the table tells them apart). */
export const colourOf = (index: number) => PALETTE[Math.min(index, PALETTE.length - 1)];

const shortDay = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", timeZone: "UTC" });
/** "27 Nov" of a "YYYY-MM-DD" day. */
export const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

function niceMax(max: number): number {
  return Math.max(4, max);
}

function Figure({
  id,
  title,
  summary,
  height,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  height: number;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full text-ink"
      data-testid={`${id}-chart`}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {children}
    </svg>
  );
}

export function Legend({ items }: { items: Array<{ label: string; colour: string }> }) {
  if (items.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: item.colour }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

type DailyRow = { day: string; total: number; counts: Record<string, number> };

/** Bars per day, each stacked by series (kind or location), oldest day on the left; a tick every two weeks. */
export function StackedDailyChart({
  id,
  title,
  summary,
  rows,
  series,
}: {
  id: string;
  title: string;
  summary: string;
  rows: DailyRow[];
  series: string[];
}) {
  const height = 200;
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const days = rows.map((r) => r.day);
  const x = scaleBand<string>({ domain: days, range: [0, innerWidth], padding: 0.15 });
  const y = scaleLinear<number>({ domain: [0, niceMax(Math.max(0, ...rows.map((r) => r.total)))], range: [innerHeight, 0], nice: true });
  const ticks = days.filter((_, i) => (days.length - 1 - i) % 14 === 0);
  return (
    <Figure id={id} title={title} summary={summary} height={height}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        <BarStack<DailyRow, string>
          data={rows}
          keys={series}
          value={(row, key) => row.counts[key] ?? 0}
          x={(row) => row.day}
          xScale={x}
          yScale={y}
          color={(key) => colourOf(series.indexOf(key))}
        >
          {(stacks) =>
            stacks.flatMap((stack) =>
              stack.bars
                .filter((bar) => bar.height > 0)
                .map((bar) => (
                  <rect key={`${stack.index}-${bar.index}`} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={bar.color}>
                    <title>{`${dayLabel(bar.bar.data.day)}: ${bar.bar.data.counts[stack.key]} ${stack.key}`}</title>
                  </rect>
                )),
            )
          }
        </BarStack>
        <AxisLeft
          scale={y}
          numTicks={4}
          tickFormat={(v) => String(v)}
          tickLabelProps={() => ({ ...AXIS_TEXT, textAnchor: "end", dx: -3, dy: 3 })}
          hideAxisLine
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={ticks}
          tickFormat={(day) => dayLabel(day)}
          tickLabelProps={() => ({ ...AXIS_TEXT, textAnchor: "middle" })}
        />
      </Group>
    </Figure>
  );
}

/** One bar per bucket with its count above it (the days-in-stock histogram). */
export function HistogramChart({
  id,
  title,
  summary,
  buckets,
}: {
  id: string;
  title: string;
  summary: string;
  buckets: Array<{ label: string; count: number }>;
}) {
  const height = 190;
  const margin = { ...MARGIN, bottom: 34, left: 8 };
  const innerWidth = WIDTH - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand<string>({ domain: buckets.map((b) => b.label), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, niceMax(Math.max(0, ...buckets.map((b) => b.count)))], range: [innerHeight, 12] });
  return (
    <Figure id={id} title={title} summary={summary} height={height}>
      <Group left={margin.left} top={margin.top}>
        {buckets.map((bucket, i) => {
          const top = y(bucket.count);
          return (
            <g key={bucket.label}>
              <Bar x={x(bucket.label)} y={top} width={x.bandwidth()} height={innerHeight - top} fill={i >= 5 ? "#e15759" : "#4e79a7"} />
              <text x={(x(bucket.label) ?? 0) + x.bandwidth() / 2} y={top - 3} textAnchor="middle" {...AXIS_TEXT}>
                {bucket.count}
              </text>
            </g>
          );
        })}
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickFormat={(label) => label.replace(" days", "").replace("Over ", ">")}
          tickLabelProps={() => ({ ...AXIS_TEXT, textAnchor: "middle" })}
        />
        <text x={innerWidth / 2} y={innerHeight + 30} textAnchor="middle" {...AXIS_TEXT}>
          days in stock
        </text>
      </Group>
    </Figure>
  );
}

/** A horizontal bar per row, split into parts (a lead target's deliveries by state). */
export function StackedRowsChart({
  id,
  title,
  summary,
  rows,
  parts,
}: {
  id: string;
  title: string;
  summary: string;
  rows: Array<{ label: string; values: Record<string, number> }>;
  parts: Array<{ key: string; label: string; colour: string }>;
}) {
  // Each row: its name on a line of its own (an email address is long), then its bar, the total at the bar's end.
  const rowHeight = 38;
  const margin = { top: 2, right: 30, bottom: 2, left: 8 };
  const height = margin.top + margin.bottom + rows.length * rowHeight;
  const innerWidth = WIDTH - margin.left - margin.right;
  const totalOf = (row: { values: Record<string, number> }) => parts.reduce((sum, p) => sum + (row.values[p.key] ?? 0), 0);
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...rows.map(totalOf))], range: [0, innerWidth] });
  return (
    <Figure id={id} title={title} summary={summary} height={height}>
      <Group left={margin.left} top={margin.top}>
        {rows.map((row, i) => {
          let offset = 0;
          return (
            <g key={row.label} transform={`translate(0, ${i * rowHeight})`}>
              <text x={0} y={12} {...AXIS_TEXT}>
                {row.label.length > 58 ? `${row.label.slice(0, 57)}…` : row.label}
              </text>
              <text x={x(totalOf(row)) + 4} y={29} {...AXIS_TEXT}>
                {totalOf(row)}
              </text>
              {parts.map((part) => {
                const value = row.values[part.key] ?? 0;
                const left = offset;
                offset += value;
                return value > 0 ? (
                  <Bar key={part.key} x={x(left)} y={17} width={Math.max(1, x(value))} height={16} fill={part.colour}>
                    <title>{`${row.label}: ${value} ${part.label.toLowerCase()}`}</title>
                  </Bar>
                ) : null;
              })}
            </g>
          );
        })}
      </Group>
    </Figure>
  );
}

/**
 * A chart's numbers as a table: a caption naming it, headers for columns and rows, and a scrolling box a keyboard
 * can reach when it is wider than a phone.
 */
export function DataTable({
  caption,
  columns,
  rows,
  testId,
  tall,
}: {
  caption: string;
  columns: string[];
  rows: Array<{ key: string; header: ReactNode; cells: ReactNode[] }>;
  testId?: string;
  /** A long table (a row per day) scrolls within a box of its own. */
  tall?: boolean;
}) {
  return (
    <div
      className={`mt-3 overflow-auto ${tall ? "max-h-96" : ""} rounded-brand border border-black/10 bg-surface`}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-surface">
          <tr>
            {columns.map((column, i) => (
              <th key={column} scope="col" className={`px-2 py-2 font-semibold sm:px-3 ${i > 0 ? "text-right" : ""}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-black/10">
              <th scope="row" className="min-w-24 px-2 py-1.5 font-normal sm:min-w-44 sm:px-3">
                {row.header}
              </th>
              {row.cells.map((cell, i) => (
                <td key={i} className="px-2 py-1.5 text-right whitespace-nowrap tabular-nums sm:px-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
