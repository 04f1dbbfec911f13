/**
 * The console's first page (issue 19): how the site is doing. Each section is a chart (dashboard-charts.tsx) and
 * the table of its numbers; the page is plain HTML and SVG, readable on a phone without JavaScript.
 */
import type { ReactNode } from "react";
import { DELIVERY_STATES, DELIVERY_STATE_LABELS, type TargetHealth } from "~/domain/console/dashboard-delivery";
import { formatPrice } from "~/domain/stock/format";
import { colourOf, DataTable, dayLabel, HistogramChart, Legend, StackedDailyChart, StackedRowsChart } from "./dashboard-charts";
import type { DashboardData } from "./dashboard-data.server";

const STATE_COLOURS = { delivered: "#59a14f", retrying: "#edc948", waiting: "#bab0ac", dead: "#e15759" } as const;
const price = (value: number | null) => formatPrice(value, "No price");
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-AU")} ${n === 1 ? one : many}`;

function Card({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0 rounded-brand bg-surface p-4 shadow-sm">
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {title}
      </h2>
      {note && <p className="text-sm text-muted">{note}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Numbers({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold underline underline-offset-2">{summary}</summary>
      {children}
    </details>
  );
}

function DailyLeads({ id, title, data, total }: { id: string; title: string; data: DashboardData["leads"]["byKind"]; total: number }) {
  const newestFirst = [...data.rows].reverse();
  return (
    <>
      <StackedDailyChart
        id={id}
        title={title}
        summary={`${plural(total, "lead")} in the last ${data.rows.length} days, ${data.series.length ? `most from ${data.series[0]}` : "none yet"}.`}
        rows={data.rows}
        series={data.series}
      />
      <Legend items={data.series.map((label, i) => ({ label, colour: colourOf(i) }))} />
      <Numbers summary={`${title}: table`}>
        <DataTable
          caption={`${title}, newest day first`}
          testId={`${id}-table`}
          tall
          columns={["Day", ...data.series, "Total"]}
          rows={newestFirst.map((row) => ({
            key: row.day,
            header: dayLabel(row.day),
            cells: [...data.series.map((s) => row.counts[s]), row.total],
          }))}
        />
      </Numbers>
    </>
  );
}

function Deliveries({ week, month }: { week: TargetHealth[]; month: TargetHealth[] }) {
  if (month.length === 0) return <p className="text-sm">No lead was sent to a target in the last 30 days.</p>;
  const weekOf = new Map(week.map((t) => [t.target, t]));
  const share = (t: TargetHealth | undefined) => (t?.deliveredShare == null ? "–" : `${Math.round(t.deliveredShare * 100)}%`);
  return (
    <>
      <StackedRowsChart
        id="deliveries"
        title="Lead deliveries per target, last 30 days"
        summary={month.map((t) => `${t.target}: ${t.counts.delivered} delivered, ${t.counts.dead} dead-lettered`).join("; ")}
        rows={month.map((t) => ({ label: t.target, values: t.counts }))}
        parts={DELIVERY_STATES.map((s) => ({ key: s, label: DELIVERY_STATE_LABELS[s], colour: STATE_COLOURS[s] }))}
      />
      <Legend items={DELIVERY_STATES.map((s) => ({ label: DELIVERY_STATE_LABELS[s], colour: STATE_COLOURS[s] }))} />
      <DataTable
        caption="Lead deliveries per target, last 7 and last 30 days"
        testId="deliveries-table"
        columns={["Target", ...DELIVERY_STATES.map((s) => DELIVERY_STATE_LABELS[s]), "Delivered share"]}
        rows={month.flatMap((t) =>
          [
            { days: 7, health: weekOf.get(t.target) },
            { days: 30, health: t },
          ].map(({ days, health }) => ({
            key: `${t.target}-${days}`,
            header: `${t.target}, last ${days} days`,
            cells: [...DELIVERY_STATES.map((s) => health?.counts[s] ?? 0), share(health)],
          })),
        )}
      />
    </>
  );
}

/** Long work still going (photo uploads, a feed import), each linked to its progress page; nothing when idle. */
function RunningNow({ running }: { running: DashboardData["running"] }) {
  if (running.uploads.length === 0 && !running.feedImport) return null;
  return (
    <section aria-labelledby="h-running" className="mt-4 rounded-brand bg-surface p-4" data-testid="running-now">
      <h2 id="h-running" className="font-bold">
        Running now
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {running.feedImport && (
          <li>
            <a href="/console/stock/import" className="underline">
              Stock feed {running.feedImport.dryRun ? "check" : "import"} of {running.feedImport.source}
            </a>
            : {running.feedImport.message}
          </li>
        )}
        {running.uploads.map((upload) => (
          <li key={upload.id}>
            <a href={`/console/uploads/${upload.id}`} className="underline">
              {upload.what} of {upload.carName}
            </a>
            : {upload.message} ({upload.percent} %)
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DashboardPage({ data }: { data: DashboardData }) {
  const { leads, engagement, stock, prices } = data;
  const leadsLink = (text: string) =>
    data.canReadLeads ? (
      <a href="/console/leads" className="underline">
        {text}
      </a>
    ) : (
      text
    );
  return (
    <div>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p className="text-sm text-muted">
        How the site is doing, to {dayLabel(data.today)} (days in {data.timeZone.replace("Australia/", "")} time).
      </p>
      <RunningNow running={data.running} />
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Card id="leads-kind" title="Leads per day by kind" note={`Last ${leads.days} days: ${plural(leads.total, "lead")}.`}>
          <DailyLeads id="leads-kind" title="Leads per day by kind" data={leads.byKind} total={leads.total} />
          <p className="mt-2 text-sm">{leadsLink("Open the leads inbox")}</p>
        </Card>
        <Card id="leads-location" title="Leads per day by location" note={`Last ${leads.days} days.`}>
          <DailyLeads id="leads-location" title="Leads per day by location" data={leads.byLocation} total={leads.total} />
        </Card>

        <Card
          id="engagement"
          title="Views and leads per car"
          note={`Last ${engagement.days} days: ${plural(engagement.totals.views, "view")} and ${plural(engagement.totals.enquiries, "lead")} about a car. A view is one visitor's on one day.`}
        >
          {engagement.cars.length === 0 ? (
            <p className="text-sm">No car was viewed or asked about in the last {engagement.days} days.</p>
          ) : (
            <DataTable
              caption={`Most viewed cars, last ${engagement.days} days`}
              testId="engagement-table"
              columns={["Car", "Views", "Leads", "Leads per 100 views"]}
              rows={engagement.cars.map((car) => ({
                key: String(car.id),
                header: (
                  <a href={`/console/stock/${car.id}`} className="underline">
                    {car.name} <span className="text-muted">({car.stocknum})</span>
                  </a>
                ),
                cells: [car.views, car.enquiries, car.views > 0 ? ((car.enquiries / car.views) * 100).toFixed(1) : "–"],
              }))}
            />
          )}
        </Card>

        <Card id="stock-age" title="Days in stock" note={`${plural(stock.count, "car")} not sold.`}>
          <HistogramChart
            id="stock-age"
            title="Cars by days in stock"
            summary={stock.histogram.map((b) => `${b.label}: ${b.count}`).join(", ")}
            buckets={stock.histogram}
          />
          <Numbers summary="Cars by days in stock: table">
            <DataTable
              caption="Cars by days in stock"
              testId="stock-age-table"
              columns={["Days in stock", "Cars"]}
              rows={stock.histogram.map((b) => ({ key: b.label, header: b.label, cells: [b.count] }))}
            />
          </Numbers>
          {stock.oldest.length > 0 && (
            <>
              <h3 className="mt-4 font-semibold">Longest in stock</h3>
              <DataTable
                caption="The cars longest in stock"
                testId="oldest-table"
                columns={["Car", "Price", "Arrived", "Days"]}
                rows={stock.oldest.map((car) => ({
                  key: String(car.id),
                  header: (
                    <a href={`/console/stock/${car.id}`} className="underline">
                      {car.name} <span className="text-muted">({car.stocknum})</span>
                    </a>
                  ),
                  cells: [price(car.price), dayLabel(car.arrived), car.days],
                }))}
              />
            </>
          )}
        </Card>

        <Card id="prices" title="Price changes" note={`Last ${prices.days} days, newest first.`}>
          {prices.changes.length === 0 ? (
            <p className="text-sm">No price changed in the last {prices.days} days.</p>
          ) : (
            <DataTable
              caption={`Price changes, last ${prices.days} days`}
              testId="prices-table"
              columns={["Car", "Was", "Now", "Change", "When", "By"]}
              rows={prices.changes.map((change, i) => ({
                key: `${change.carId}-${i}`,
                header: (
                  <a href={`/console/stock/${change.carId}`} className="underline">
                    {change.name} <span className="text-muted">({change.stocknum})</span>
                  </a>
                ),
                cells: [
                  price(change.oldPrice),
                  price(change.newPrice),
                  change.oldPrice !== null && change.newPrice !== null
                    ? `${change.newPrice > change.oldPrice ? "+" : "−"}${price(Math.abs(change.newPrice - change.oldPrice))}`
                    : "–",
                  dayLabel(change.day),
                  change.source === "feed" ? "Feed import" : change.actor,
                ],
              }))}
            />
          )}
        </Card>

        <Card id="deliveries" title="Lead delivery health" note="Each target's deliveries of leads made in the last 7 and 30 days.">
          <Deliveries week={data.deliveries.week} month={data.deliveries.month} />
        </Card>
      </div>
    </div>
  );
}
