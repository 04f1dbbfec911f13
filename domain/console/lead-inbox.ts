/**
 * The leads inbox's rules (issue 19): the statuses a dealer gives a lead, the filters of the list (read from the
 * query string, each refused with a message when malformed), paging, and the CSV export's cells.
 */
import { z } from "zod";

export const LEAD_STATUSES = ["new", "contacted", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: "New", contacted: "Contacted", won: "Won", lost: "Lost" };

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** Kinds of the inbox: the lead forms' kinds, and phone reveals (a logged "Show number", not a lead). */
export const INBOX_KINDS = [
  "enquiry",
  "test-drive",
  "request-photos",
  "finance",
  "careers",
  "trade-in",
  "fleet",
  "chat",
  "phone-reveal",
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  enquiry: "Enquiry",
  "test-drive": "Test drive",
  "request-photos": "Photo request",
  finance: "Finance",
  careers: "Careers",
  "trade-in": "Trade-in",
  fleet: "Fleet",
  chat: "Chat",
  "phone-reveal": "Phone reveal",
};

export const PAGE_SIZE = 25;
export const MAX_NOTE_LENGTH = 4000;

const dateField = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: use a date like 2026-11-27.`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      `${label}: that date does not exist.`,
    )
    .optional();

export const inboxFilterSchema = z
  .object({
    kind: z.enum(INBOX_KINDS, { error: "Kind: choose one of the listed kinds." }).optional(),
    status: z.enum(LEAD_STATUSES, { error: "Status: choose new, contacted, won or lost." }).optional(),
    location: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, "Location: choose one of the listed locations.")
      .transform(Number)
      .optional(),
    from: dateField("From"),
    to: dateField("To"),
    page: z
      .string()
      .regex(/^[1-9]\d{0,5}$/, "Page: a whole number from 1.")
      .transform(Number)
      .optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "The From date is after the To date.", path: ["to"] });

export type InboxFilter = z.output<typeof inboxFilterSchema>;

/** Reads the filters from a query string; empty values mean "any". */
export function parseInboxFilter(params: URLSearchParams): { ok: true; filter: InboxFilter } | { ok: false; message: string } {
  const raw: Record<string, string> = {};
  for (const key of ["kind", "status", "location", "from", "to", "page"]) {
    const values = params.getAll(key);
    if (values.length > 1) return { ok: false, message: `Give ${key} once.` };
    if (values[0]) raw[key] = values[0];
  }
  const parsed = inboxFilterSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => i.message).join(" ") };
  return { ok: true, filter: parsed.data };
}

/** The query string of a filter (for links to pages and the export), without empty values. */
export function inboxQuery(filter: InboxFilter, overrides: Partial<InboxFilter> = {}): string {
  const merged = { ...filter, ...overrides };
  const params = new URLSearchParams();
  for (const key of ["kind", "status", "location", "from", "to", "page"] as const) {
    const value = merged[key];
    if (value !== undefined && !(key === "page" && value === 1)) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The day range of a filter as instants: from the start of `from` to the end of `to` in the dealer's time zone offset (UTC here). */
export function dayRange(filter: Pick<InboxFilter, "from" | "to">): { since?: Date; until?: Date } {
  return {
    since: filter.from ? new Date(`${filter.from}T00:00:00Z`) : undefined,
    until: filter.to ? new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 24 * 60 * 60_000) : undefined,
  };
}

export const leadUpdateSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(LEAD_STATUSES, { error: "Choose new, contacted, won or lost." }) }),
  z.object({
    intent: z.literal("note"),
    note: z
      .string({ error: "Write a note." })
      .trim()
      .min(1, "Write a note.")
      .max(MAX_NOTE_LENGTH, `A note can be at most ${MAX_NOTE_LENGTH} characters.`),
  }),
  z.object({
    intent: z.literal("replay"),
    delivery: z
      .string({ error: "Choose a delivery to resend." })
      .regex(/^[1-9]\d{0,9}$/, "Choose a delivery to resend.")
      .transform(Number),
  }),
]);

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a cell a spreadsheet would run as a
 * formula (starting with = + - @, tab or carriage return) is prefixed with an apostrophe, so a shopper's message
 * cannot become a formula on the dealer's computer.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
