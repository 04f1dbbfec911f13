/** The leads inbox (filters, a list that reads as cards on a phone, paging) and a lead's page (status, notes, deliveries). */
import { useNavigation } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import {
  INBOX_KINDS,
  INBOX_KIND_LABELS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  inboxQuery,
  type InboxFilter,
  type LeadStatus,
} from "~/domain/console/lead-inbox";
import { consoleButton, consoleInput, consoleSecondaryButton, Notice, When } from "./console-shell";
import type { LeadActionData, loadInbox, loadLead } from "./leads.server";

type InboxData = Awaited<ReturnType<typeof loadInbox>>;
type LeadData = Awaited<ReturnType<typeof loadLead>>;

const STATUS_TONES: Record<LeadStatus, string> = {
  new: "bg-red-700 text-white",
  contacted: "bg-amber-400 text-black",
  won: "bg-emerald-700 text-white",
  lost: "bg-black/60 text-white",
};

function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`rounded-brand px-2 py-0.5 text-xs font-bold uppercase ${STATUS_TONES[status]}`}>{LEAD_STATUS_LABELS[status]}</span>
  );
}

const select = `${consoleInput} py-2`;

export function InboxPage({ data }: { data: InboxData }) {
  const { filter } = data;
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Leads</h1>
        {data.canExport && (
          <a href={`/console/leads.csv${inboxQuery({ ...filter, page: undefined })}`} className={consoleSecondaryButton} download>
            Export CSV
          </a>
        )}
      </div>
      <Form
        method="get"
        className="mt-4 grid grid-cols-2 gap-3 rounded-brand bg-surface p-4 sm:grid-cols-3 lg:grid-cols-6"
        aria-label="Filter leads"
      >
        <label className="text-sm font-semibold">
          Kind
          <select name="kind" defaultValue={filter.kind ?? ""} className={select}>
            <option value="">All kinds</option>
            {INBOX_KINDS.map((k) => (
              <option key={k} value={k}>
                {INBOX_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          Status
          <select name="status" defaultValue={filter.status ?? ""} className={select}>
            <option value="">Any status</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          Location
          <select name="location" defaultValue={filter.location ? String(filter.location) : ""} className={select}>
            <option value="">All locations</option>
            {data.locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          From
          <input type="date" name="from" defaultValue={filter.from ?? ""} className={select} />
        </label>
        <label className="text-sm font-semibold">
          To
          <input type="date" name="to" defaultValue={filter.to ?? ""} className={select} />
        </label>
        <div className="flex items-end">
          <button type="submit" className={`${consoleButton} w-full`}>
            Filter
          </button>
        </div>
      </Form>
      <p className="mt-4 text-sm text-muted" role="status">
        {data.total} {data.total === 1 ? "lead" : "leads"}
        {data.pages > 1 && ` · page ${data.page} of ${data.pages}`}
      </p>
      <ul className="mt-2 divide-y divide-black/10 rounded-brand bg-surface">
        {data.rows.map((row) => (
          <li key={row.id} className="p-4">
            <div className="flex flex-wrap items-center gap-2">
              {row.status && <StatusBadge status={row.status} />}
              <span className="text-sm font-semibold">{row.kindLabel}</span>
              {row.partial && <span className="rounded-brand bg-black/10 px-2 py-0.5 text-xs font-bold uppercase">Partial</span>}
              {row.dead > 0 && (
                <span className="rounded-brand bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800 uppercase">Delivery failed</span>
              )}
              <span className="ml-auto text-sm text-muted">
                <When at={row.createdAt} />
              </span>
            </div>
            {row.kind === "phone-reveal" ? (
              <p className="mt-1">
                Phone number shown{row.car ? ` on ${row.car}` : ""}
                {row.location ? ` · ${row.location}` : ""}
              </p>
            ) : (
              <Link to={`/console/leads/${row.id}`} className="mt-1 block font-semibold underline-offset-2 hover:underline">
                {row.name || "(no name)"}
                {row.car && <span className="font-normal text-muted"> · {row.car}</span>}
              </Link>
            )}
            {row.kind !== "phone-reveal" && (
              <p className="mt-0.5 truncate text-sm text-muted">
                {[row.category, row.location, row.reservation && `Reservation ${row.reservation}`, row.message].filter(Boolean).join(" · ")}
              </p>
            )}
          </li>
        ))}
        {data.rows.length === 0 && <li className="p-6 text-center text-muted">No leads match these filters.</li>}
      </ul>
      {data.pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex justify-between">
          {data.page > 1 ? (
            <Link to={`/console/leads${inboxQuery(filter, { page: data.page - 1 })}`} className={consoleSecondaryButton}>
              Newer
            </Link>
          ) : (
            <span />
          )}
          {data.page < data.pages && (
            <Link to={`/console/leads${inboxQuery(filter, { page: data.page + 1 })}`} className={consoleSecondaryButton}>
              Older
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="break-words sm:col-span-2">{children}</dd>
    </div>
  );
}

export function LeadPage({ data, actionData }: { data: LeadData; actionData?: LeadActionData }) {
  const busy = useNavigation().state === "submitting";
  const { lead } = data;
  return (
    <section className="space-y-6">
      <p>
        <Link to="/console/leads" className="text-sm underline">
          ← All leads
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{lead.name || "(no name)"}</h1>
        <StatusBadge status={data.status} />
        <span className="text-sm text-muted">
          {lead.kindLabel} · <When at={lead.createdAt} />
        </span>
      </div>
      {actionData?.ok && <Notice tone="ok">{actionData.ok}</Notice>}
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section className="rounded-brand bg-surface p-4" aria-labelledby="h-contact">
            <h2 id="h-contact" className="font-bold">
              Details
            </h2>
            <dl className="mt-2 divide-y divide-black/10">
              {lead.email && (
                <Row label="Email">
                  <a href={`mailto:${lead.email}`} className="underline">
                    {lead.email}
                  </a>
                </Row>
              )}
              {lead.phone && (
                <Row label="Phone">
                  <a href={`tel:${lead.phone}`} className="underline">
                    {lead.phone}
                  </a>
                </Row>
              )}
              {lead.category && <Row label="Category">{lead.category}</Row>}
              {data.location && <Row label="Location">{data.location}</Row>}
              {data.car && (
                <Row label="Car">
                  <a href={`/cars/${data.car.slug}`} className="underline">
                    {data.car.name}
                  </a>{" "}
                  <span className="text-muted">({data.car.stocknum})</span>
                </Row>
              )}
              {lead.fields.map((f) => (
                <Row key={f.label} label={f.label}>
                  {f.value}
                </Row>
              ))}
              {data.reservation && (
                <Row label="Reservation">
                  {data.reservation.reference} · {data.reservation.kind === "buy" ? "Buy online" : "Reserve"} · {data.reservation.status} ·
                  deposit ${data.reservation.depositAmount} ({data.reservation.paymentStatus})
                </Row>
              )}
              {data.tradeIn && (
                <Row label="Trade-in capture">
                  {data.tradeIn.status === "partial" ? "Partial (the shopper has not finished the form)" : "Complete"}
                </Row>
              )}
              {data.finance && (
                <Row label="Finance application">
                  {data.finance.kind} · {data.finance.status} (the shopper&apos;s identity details stay encrypted)
                </Row>
              )}
              {lead.message && <Row label="Message">{<span className="whitespace-pre-wrap">{lead.message}</span>}</Row>}
            </dl>
          </section>

          <section className="rounded-brand bg-surface p-4" aria-labelledby="h-deliveries">
            <h2 id="h-deliveries" className="font-bold">
              Deliveries
            </h2>
            {data.deliveries.length === 0 && <p className="mt-2 text-muted">None.</p>}
            <ul className="mt-2 space-y-4">
              {data.deliveries.map((d) => (
                <li key={d.id} className="rounded-brand border border-black/10 p-3" data-testid={`delivery-${d.id}`}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{d.target}</span>
                    <span className="break-all text-sm text-muted">{d.destination}</span>
                    <span
                      className={`ml-auto rounded-brand px-2 py-0.5 text-xs font-bold uppercase ${
                        d.status === "dead"
                          ? "bg-red-700 text-white"
                          : d.status === "delivered"
                            ? "bg-emerald-700 text-white"
                            : "bg-amber-400 text-black"
                      }`}
                    >
                      {d.status === "dead" ? "Failed" : d.status}
                    </span>
                  </div>
                  {d.lastError && d.status !== "delivered" && <p className="mt-1 text-sm text-red-800">{d.lastError}</p>}
                  {d.history.length > 0 && (
                    <details className="mt-2 text-sm">
                      <summary className="cursor-pointer">
                        {d.history.length} {d.history.length === 1 ? "attempt" : "attempts"}
                      </summary>
                      <ol className="mt-1 space-y-1">
                        {d.history.map((h, i) => (
                          <li key={i}>
                            <When at={h.attemptedAt} /> · {h.ok ? "delivered" : `failed: ${h.error ?? "unknown error"}`} · {h.durationMs} ms
                          </li>
                        ))}
                      </ol>
                    </details>
                  )}
                  {d.status === "dead" && data.canReplay && (
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="delivery" value={d.id} />
                      <button type="submit" name="intent" value="replay" className={consoleButton} disabled={busy}>
                        Resend
                      </button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <div className="space-y-6">
          <section className="rounded-brand bg-surface p-4" aria-labelledby="h-status">
            <h2 id="h-status" className="font-bold">
              Status
            </h2>
            <Form method="post" className="mt-2 flex gap-2">
              <label htmlFor="status" className="sr-only">
                Lead status
              </label>
              <select id="status" name="status" defaultValue={data.status} key={data.status} className={`${consoleInput} mt-0`}>
                {LEAD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {LEAD_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
              <button type="submit" name="intent" value="status" className={consoleButton} disabled={busy}>
                Save
              </button>
            </Form>
            {actionData?.fieldErrors?.status && <p className="mt-1 text-sm font-semibold text-red-700">{actionData.fieldErrors.status}</p>}
          </section>

          <section className="rounded-brand bg-surface p-4" aria-labelledby="h-notes">
            <h2 id="h-notes" className="font-bold">
              Notes
            </h2>
            <ul className="mt-2 space-y-3">
              {data.notes.map((n) => (
                <li key={n.id} className="text-sm">
                  <p className="whitespace-pre-wrap">{n.body}</p>
                  <p className="text-xs text-muted">
                    {n.author ?? "removed staff member"} · <When at={n.createdAt} />
                  </p>
                </li>
              ))}
            </ul>
            <Form method="post" className="mt-3 space-y-2" key={data.notes.length}>
              <label htmlFor="note" className="text-sm font-semibold">
                Add a note
              </label>
              <textarea
                id="note"
                name="note"
                rows={3}
                maxLength={4000}
                className={consoleInput}
                aria-invalid={actionData?.fieldErrors?.note ? true : undefined}
                aria-describedby={actionData?.fieldErrors?.note ? "note-error" : undefined}
              />
              {actionData?.fieldErrors?.note && (
                <p id="note-error" className="text-sm font-semibold text-red-700">
                  {actionData.fieldErrors.note}
                </p>
              )}
              <button type="submit" name="intent" value="note" className={consoleSecondaryButton} disabled={busy}>
                Add note
              </button>
            </Form>
          </section>
        </div>
      </div>
    </section>
  );
}

export type { InboxFilter };
