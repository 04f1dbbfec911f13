/** The console's stock list: search and filters, a list that reads as cards on a phone, bulk status and visibility. */
import { useNavigation } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import { BULK_ACTIONS, BULK_ACTION_LABELS, BULK_NEEDS_EDIT, CAR_STATUSES, CAR_STATUS_LABELS } from "~/domain/console/stock-edit";
import { stockQuery } from "~/domain/console/stock-list";
import { CAR_TYPES, formatPrice, priceTypeLabel } from "~/domain/stock/format";
import { carTypeLabel, vehicleKindLabel } from "~/domain/stock/labels";
import type { StockStatus } from "~/domain/search/types";
import { consoleButton, consoleInput, consoleSecondaryButton, Notice } from "./console-shell";
import type { loadStockList, StockListActionData } from "./stock.server";

type ListData = Awaited<ReturnType<typeof loadStockList>>;

const STATUS_TONES: Record<StockStatus, string> = {
  in_stock: "bg-emerald-700 text-white",
  coming_soon: "bg-amber-400 text-black",
  sold: "bg-black/70 text-white",
};

export function StatusBadge({ status }: { status: string }) {
  const known = status in STATUS_TONES ? (status as StockStatus) : null;
  return (
    <span className={`rounded-brand px-2 py-0.5 text-xs font-bold uppercase ${known ? STATUS_TONES[known] : "bg-black/10"}`}>
      {known ? CAR_STATUS_LABELS[known] : status}
    </span>
  );
}

const select = `${consoleInput} py-2`;

export function StockListPage({ data, actionData }: { data: ListData; actionData?: StockListActionData }) {
  const { filter } = data;
  const busy = useNavigation().state === "submitting";
  const actions = BULK_ACTIONS.filter((a) => data.canEdit || !BULK_NEEDS_EDIT.has(a));
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Stock</h1>
        {data.canEdit && (
          <Link to="/console/stock/new" className={consoleButton}>
            Add a car
          </Link>
        )}
      </div>
      <Form
        method="get"
        className="mt-4 grid grid-cols-2 gap-3 rounded-brand bg-surface p-4 sm:grid-cols-3 lg:grid-cols-7"
        aria-label="Search stock"
      >
        <label className="col-span-2 text-sm font-semibold sm:col-span-3 lg:col-span-2">
          Search
          <input type="search" name="q" defaultValue={filter.q ?? ""} placeholder="Model, stock number or VIN" className={select} />
        </label>
        <label className="text-sm font-semibold">
          Status
          <select name="status" defaultValue={filter.status ?? ""} className={select}>
            <option value="">Any</option>
            {CAR_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CAR_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          Website
          <select name="shown" defaultValue={filter.shown ?? ""} className={select}>
            <option value="">Any</option>
            <option value="yes">Shown</option>
            <option value="no">Hidden</option>
          </select>
        </label>
        <label className="text-sm font-semibold">
          Condition
          <select name="condition" defaultValue={filter.condition ?? ""} className={select}>
            <option value="">Any</option>
            {CAR_TYPES.map((t) => (
              <option key={t} value={t}>
                {carTypeLabel(t)}
              </option>
            ))}
          </select>
        </label>
        {data.kinds.length > 1 || filter.kind ? (
          <label className="text-sm font-semibold">
            Kind
            <select name="kind" defaultValue={filter.kind ?? ""} className={select}>
              <option value="">All</option>
              {data.kinds.map((k) => (
                <option key={k} value={k}>
                  {vehicleKindLabel(k)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {data.locations.length > 1 && (
          <label className="text-sm font-semibold">
            Location
            <select name="location" defaultValue={filter.location ? String(filter.location) : ""} className={select}>
              <option value="">All</option>
              {data.locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="flex items-end">
          <button type="submit" className={`${consoleButton} w-full`}>
            Search
          </button>
        </div>
      </Form>
      {actionData?.ok && <Notice tone="ok">{actionData.ok}</Notice>}
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      <p className="mt-4 text-sm text-muted" role="status">
        {data.total} {data.total === 1 ? "car" : "cars"}
        {data.pages > 1 && ` · page ${data.page} of ${data.pages}`}
      </p>
      <Form method="post" aria-label="Change selected cars">
        {data.canStatus && data.rows.length > 0 && (
          <div className="mt-2 flex flex-wrap items-end gap-2 rounded-brand bg-surface p-3">
            <label className="text-sm font-semibold">
              With the selected cars
              <select name="bulk" className={select} defaultValue="sold">
                {actions.map((a) => (
                  <option key={a} value={a}>
                    {BULK_ACTION_LABELS[a]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={consoleSecondaryButton} disabled={busy}>
              Apply
            </button>
          </div>
        )}
        <ul className="mt-2 divide-y divide-black/10 rounded-brand bg-surface" data-testid="stock-list">
          {data.rows.map((row) => (
            <li key={row.id} className="flex gap-3 p-3" data-car-id={row.id}>
              {data.canStatus && (
                <input
                  type="checkbox"
                  name="car"
                  value={row.id}
                  aria-label={`Select ${row.name} (${row.stocknum})`}
                  className="mt-1 size-5 shrink-0"
                />
              )}
              {row.thumb ? (
                <img
                  src={row.thumb}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  className="h-[72px] w-24 shrink-0 rounded-brand object-cover"
                />
              ) : (
                <span className="h-[72px] w-24 shrink-0 rounded-brand bg-black/10" />
              )}
              <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-4">
                <div className="min-w-0">
                  <Link to={`/console/stock/${row.id}`} className="block font-semibold break-words underline-offset-2 hover:underline">
                    {row.name}
                  </Link>
                  <p className="text-sm text-muted">
                    {row.stocknum} · {carTypeLabel(row.carType)} · {row.location}
                  </p>
                </div>
                <p className="font-semibold" data-testid="stock-price">
                  {formatPrice(row.price, "No price")}
                  {row.price ? <span className="block text-xs font-normal text-muted">{priceTypeLabel(row.priceType)}</span> : null}
                </p>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <StatusBadge status={row.status} />
                  {row.reserved && <span className="rounded-brand bg-black/10 px-2 py-0.5 text-xs font-bold uppercase">Reserved</span>}
                  <span className={row.shownOnWebsite ? "" : "font-semibold text-red-800"}>
                    {row.shownOnWebsite ? "On website" : "Hidden"}
                  </span>
                  <span className="text-muted">
                    {row.days} {row.days === 1 ? "day" : "days"} in stock
                  </span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </Form>
      {data.rows.length === 0 && <p className="mt-4">No cars match. Clear the search or a filter to see more.</p>}
      {data.pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex gap-2">
          {data.page > 1 && (
            <Link to={`/console/stock${stockQuery({ ...filter, page: data.page - 1 })}`} className={consoleSecondaryButton}>
              Previous
            </Link>
          )}
          {data.page < data.pages && (
            <Link to={`/console/stock${stockQuery({ ...filter, page: data.page + 1 })}`} className={consoleSecondaryButton}>
              Next
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
