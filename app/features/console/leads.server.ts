/** The leads inbox's loaders and action (issue 19): list, detail (status, notes, delivery replay) and CSV export. */
import { data, type RouterContextProvider } from "react-router";
import {
  INBOX_KIND_LABELS,
  LEAD_STATUS_LABELS,
  csvRow,
  leadUpdateSchema,
  parseInboxFilter,
  PAGE_SIZE,
  type InboxKind,
} from "~/domain/console/lead-inbox";
import { can } from "~/domain/console/permissions";
import { FIELD_LABELS } from "~/domain/leads/lead-record";
import { clientIp } from "~/server/auth/client-ip";
import {
  addLeadNote,
  inboxLocations,
  inboxRowsForExport,
  leadDetail,
  listInbox,
  replayLeadDelivery,
  setLeadStatus,
} from "~/server/console/lead-inbox";
import { auditAction, notFoundUnless, readConsoleForm, requireStaff, requireStaffPost } from "~/server/console/require-staff";
import { runtimeContext } from "~/server/http/router-context";

type Ctx = Readonly<RouterContextProvider>;

const kindLabel = (kind: string) => INBOX_KIND_LABELS[kind as InboxKind] ?? kind;

export async function loadInbox(request: Request, context: Ctx) {
  const member = requireStaff(context, "leads.read");
  const url = new URL(request.url);
  const parsed = parseInboxFilter(url.searchParams);
  if (!parsed.ok) throw data(parsed.message, { status: 400 });
  const db = context.get(runtimeContext).db;
  const [{ rows, total }, locations] = await Promise.all([
    listInbox(db, member.websiteId, parsed.filter),
    inboxLocations(db, member.websiteId),
  ]);
  return {
    filter: parsed.filter,
    total,
    page: parsed.filter.page ?? 1,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), kindLabel: kindLabel(r.kind) })),
    locations,
    canExport: can(member.role, "leads.export"),
  };
}

export async function loadLead(leadId: string | undefined, context: Ctx) {
  const member = requireStaff(context, "leads.read");
  const detail = notFoundUnless(await leadDetail(context.get(runtimeContext).db, member.websiteId, leadId ?? ""), "This lead");
  const { lead } = detail;
  const form = (lead.payload as { form?: Record<string, unknown> }).form ?? {};
  const shown = (value: unknown) =>
    Array.isArray(value) ? value.join(", ") : typeof value === "boolean" ? (value ? "Yes" : "No") : String(value ?? "");
  // The category is shown beside the contact details already.
  const fields = FIELD_LABELS.filter(([key]) => key !== "category" && shown(form[key]) !== "").map(([key, label]) => ({
    label,
    value: shown(form[key]),
  }));
  return {
    lead: {
      id: lead.id,
      kind: lead.kind,
      kindLabel: kindLabel(lead.kind),
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      category: lead.category,
      createdAt: lead.createdAt.toISOString(),
      sourceUrl: lead.sourceUrl,
      message: typeof form.message === "string" ? form.message : null,
      fields,
    },
    status: detail.status,
    statusLabel: LEAD_STATUS_LABELS[detail.status],
    car: detail.car,
    location: detail.location,
    reservation: detail.reservation && { ...detail.reservation, heldUntil: detail.reservation.heldUntil.toISOString() },
    tradeIn: detail.tradeIn,
    finance: detail.finance && { ...detail.finance, submittedAt: detail.finance.submittedAt?.toISOString() ?? null },
    notes: detail.notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    deliveries: lead.deliveries.map((d) => ({
      id: d.id,
      target: d.target,
      destination: d.destination,
      status: d.status,
      attempts: d.attempts,
      lastError: d.lastError,
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
      nextAttemptAt: d.nextAttemptAt.toISOString(),
      history: d.history.map((h) => ({ ok: h.ok, error: h.error, durationMs: h.durationMs, attemptedAt: h.attemptedAt.toISOString() })),
    })),
    canReplay: can(member.role, "leads.replay"),
  };
}

export type LeadActionData = { ok?: string; formError?: string; fieldErrors?: Record<string, string> };

export async function leadAction(request: Request, leadId: string | undefined, context: Ctx) {
  const member = requireStaffPost(request, context, "leads.update");
  const fields = await readConsoleForm(request);
  const parsed = leadUpdateSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue.path[0] ?? "form");
    return data<LeadActionData>(
      key === "intent" ? { formError: "Choose what to change and try again." } : { fieldErrors: { [key]: issue.message } },
      { status: 400 },
    );
  }
  const db = context.get(runtimeContext).db;
  const id = leadId ?? "";
  const ip = clientIp(context);
  const actor = { id: member.id, email: member.email, websiteId: member.websiteId };
  const valid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  switch (parsed.data.intent) {
    case "status": {
      const changed = notFoundUnless(
        valid ? await setLeadStatus(db, actor, { leadId: id, status: parsed.data.status, ip }) : undefined,
        "This lead",
      );
      return data<LeadActionData>({ ok: `Status set to ${LEAD_STATUS_LABELS[changed.after]}.` });
    }
    case "note": {
      notFoundUnless(valid ? await addLeadNote(db, actor, { leadId: id, body: parsed.data.note, ip }) : undefined, "This lead");
      return data<LeadActionData>({ ok: "Note added." });
    }
    case "replay": {
      requireStaff(context, "leads.replay");
      const replayed = notFoundUnless(
        valid ? await replayLeadDelivery(db, actor, { leadId: id, deliveryId: parsed.data.delivery, ip }) : undefined,
        "This lead",
      );
      if (replayed === "not-dead")
        return data<LeadActionData>(
          { formError: "That delivery is not waiting to be resent (it may have been resent already)." },
          { status: 409 },
        );
      return data<LeadActionData>({ ok: "Delivery queued again: it is sent within seconds." });
    }
  }
}

const CSV_HEADER = [
  "Received",
  "Kind",
  "Status",
  "Name",
  "Email",
  "Phone",
  "Category",
  "Location",
  "Car",
  "Stock number",
  "Message",
  "Lead id",
];

/** The filtered leads as CSV, streamed a batch at a time; the export itself is in the audit log. */
export async function exportLeadsCsv(request: Request, context: Ctx) {
  const member = requireStaff(context, "leads.export");
  const parsed = parseInboxFilter(new URL(request.url).searchParams);
  if (!parsed.ok) throw data(parsed.message, { status: 400 });
  const { page: _page, ...filter } = parsed.filter;
  const db = context.get(runtimeContext).db;
  await auditAction(context, member, { action: "lead.export", after: { filter } });
  const encoder = new TextEncoder();
  const rows = inboxRowsForExport(db, member.websiteId, filter);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(CSV_HEADER)}`));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) return controller.close();
      controller.enqueue(
        encoder.encode(
          next.value
            .map((r) =>
              csvRow([
                r.createdAt,
                kindLabel(r.kind),
                r.status ? LEAD_STATUS_LABELS[r.status] : "",
                r.name,
                r.email,
                r.phone,
                r.category,
                r.location,
                r.car,
                r.stocknum,
                r.message,
                r.id,
              ]),
            )
            .join(""),
        ),
      );
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
