/**
 * The console's stock feed import (issue 19, ADR 037): /console/stock/import uploads a CSV or XML feed (streamed,
 * capped), /console/stock/import/mapping maps a CSV's columns onto our fields (saved per dealer), a dry run then runs
 * as a job the page polls, and the dealer applies it (audited). Every step is stock.import; each run is a
 * feed_imports row of this dealer, so a run of another dealer is a 404.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { data, redirect, type RouterContextProvider } from "react-router";
import { mappingFromChoices, prefillChoices, FIELD_CHOICES } from "~/domain/feeds/column-mapping";
import { FEED_FIELD_NAMES, MAPPING_NAME, parseFeedMapping, type FeedMapping } from "~/domain/feeds/mapping";
import type { FeedRunProgress } from "~/domain/feeds/run-jobs";
import { readStreamedUpload } from "~/server/console/media-upload";
import {
  auditAction,
  notFoundUnless,
  readConsoleForm,
  requireStaff,
  requireStaffPost,
  type StaffMember,
} from "~/server/console/require-staff";
import { mediaTypeOf } from "~/server/http/body-readers";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import {
  createRun,
  findRun,
  isActive,
  latestRun,
  markRun,
  pruneRunFiles,
  recentRuns,
  runFile,
  runProgressOf,
  shareRunFile,
  type FeedRunRow,
} from "~/server/feeds/feed-runs";
import { feedMappingNames, loadFeedMapping, saveFeedMapping } from "~/server/feeds/mappings";
import { FEED_MAX_BYTES, peekCsv, sniffFeed } from "~/server/feeds/parse";
import type { FeedReport } from "~/server/feeds/import-feed";

type Ctx = Readonly<RouterContextProvider>;

/** The mapping the console saves when the dealer has none of their own yet. */
export const CONSOLE_MAPPING = "console-csv";
const IMPORT_PAGE = "/console/stock/import";

function siteRef(context: Ctx) {
  const site = requireSite(context);
  return { id: site.id, slug: site.slug, soldDays: site.settings.stock.soldDays };
}

/** A run as the page shows it. */
export type RunView = {
  id: number;
  status: string;
  active: boolean;
  dryRun: boolean;
  source: string;
  mapping: string;
  actor: string;
  startedAt: string;
  finishedAt: string;
  counts: Record<string, number>;
  /** Where a run that is still to finish is (rows read, pictures fetched of those queued, cars written). */
  progress: FeedRunProgress;
  error: string | null;
  report: Pick<
    FeedReport,
    "invalid" | "new" | "changed" | "removed" | "skipped" | "imageFailures" | "warnings" | "truncated" | "unit" | "soldDays"
  > | null;
};

function runView(row: FeedRunRow): RunView {
  const report = row.report as Partial<FeedReport>;
  const finished = ["dry_run", "applied", "refused", "failed"].includes(row.status) && report.counts !== undefined;
  return {
    id: row.id,
    status: row.status,
    active: isActive(row),
    dryRun: row.dryRun,
    source: row.source,
    mapping: row.mappingName,
    actor: row.actor,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    counts: row.counts,
    progress: runProgressOf(row),
    error: row.error,
    report: finished
      ? {
          invalid: report.invalid ?? [],
          new: report.new ?? [],
          changed: report.changed ?? [],
          removed: report.removed ?? [],
          skipped: report.skipped ?? [],
          imageFailures: report.imageFailures ?? [],
          warnings: report.warnings ?? [],
          truncated: report.truncated ?? false,
          unit: report.unit ?? "line",
          soldDays: report.soldDays ?? 0,
        }
      : null,
  };
}

export async function loadImportPage(context: Ctx) {
  const member = requireStaff(context, "stock.import");
  const { db } = context.get(runtimeContext);
  const runs = await recentRuns(db, member.websiteId, 10);
  return {
    run: runs[0] ? runView(runs[0]) : null,
    log: runs.map((r) => ({
      id: r.id,
      status: r.status,
      dryRun: r.dryRun,
      source: r.source,
      actor: r.actor,
      startedAt: r.startedAt.toISOString(),
      counts: r.counts,
    })),
    maxMb: FEED_MAX_BYTES / 1024 / 1024,
  };
}

export type ImportActionData = { formError?: string };

const refuse = (status: number, formError: string) => data<ImportActionData>({ formError }, { status });

/** Upload (multipart) or apply (a form). */
export async function importAction(request: Request, context: Ctx) {
  const member = requireStaffPost(request, context, "stock.import");
  if (mediaTypeOf(request) === "multipart/form-data") return upload(request, context, member);
  const form = await readConsoleForm(request);
  if (form.intent === "apply") return apply(context, member, String(form.run ?? ""), form.confirm === "yes");
  return refuse(400, "Choose a feed file to upload, or apply a dry run.");
}

function formatOf(fileName: string, bytes: Uint8Array): "csv" | "xml" | null {
  const ext = path.extname(fileName).toLowerCase();
  const head = new TextDecoder().decode(bytes.subarray(0, 64)).replace(/^\uFEFF/, "");
  if (ext === ".xml" || (ext !== ".csv" && /^\s*</.test(head))) return "xml";
  if (ext === ".csv" || ext === ".txt") return "csv";
  return null;
}

async function upload(request: Request, context: Ctx, member: StaffMember) {
  const runtime = context.get(runtimeContext);
  const site = siteRef(context);
  const current = await latestRun(runtime.db, site.id);
  if (current && isActive(current)) return refuse(409, "An import is running: upload the next file when it has finished.");
  let stored: { runId: number; format: "csv" | "xml"; name: string } | null = null;
  let created: number | null = null;
  let problem: { status: number; message: string } | null = null;
  const read = await readStreamedUpload(
    request,
    async (file) => {
      const name = path.basename(file.fileName || "feed").slice(0, 200);
      const format = formatOf(name, await file.head(64));
      if (!format) {
        problem = { status: 415, message: `${name} is not a CSV or XML feed: export the stock from your DMS as .csv or .xml.` };
        return;
      }
      const runId = await createRun(runtime.db, {
        websiteId: site.id,
        source: name,
        actor: member.email,
        staffUserId: member.id,
        dryRun: true,
        status: "uploaded",
      });
      created = runId;
      const target = runFile(runtime.dataDir, site.id, runId);
      // Written chunk by chunk as it arrives: a 50 MB feed is never held in memory.
      await file.writeTo(target);
      stored = { runId, format, name };
    },
    { maxFileBytes: FEED_MAX_BYTES, maxTotalBytes: FEED_MAX_BYTES, maxFiles: 1 },
  );
  if (!read.ok) {
    const message = read.message.replace("nothing was added", "nothing was imported");
    // A file that broke off (too large, the connection lost) is a refused run, not an upload waiting for its mapping.
    if (created !== null) await markRefused(context, created, message);
    return refuse(read.status, message);
  }
  if (problem) return refuse((problem as { status: number }).status, (problem as { message: string }).message);
  if (!stored) return refuse(400, "Choose a feed file (CSV or XML) to upload.");
  const { runId, format, name } = stored as { runId: number; format: "csv" | "xml"; name: string };
  const file = runFile(runtime.dataDir, site.id, runId);
  await pruneRunFiles(runtime.dataDir, site.id, [runId]);
  const fail = async (message: string) => {
    await markRefused(context, runId, message);
    await rm(file, { force: true });
    return refuse(400, message);
  };
  const sniffed = await sniffFeed({ file });
  if (!sniffed.ok) return fail(sniffed.error);
  if (format === "csv") {
    const peek = await peekCsv({ file });
    if (!peek.ok) return fail(peek.error);
    throw redirect(`${IMPORT_PAGE}/mapping?run=${runId}`);
  }
  // XML: the dealer's saved XML mapping (made from a mapping file with the command line).
  const mapping = await savedMapping(context, member.websiteId, "xml");
  if (!mapping) return fail(`${name} is XML, and this dealer has no XML mapping saved: ask the platform team to set one up.`);
  await queue(context, member, runId, mapping, true);
  throw redirect(IMPORT_PAGE);
}

async function markRefused(context: Ctx, runId: number, message: string) {
  await markRun(context.get(runtimeContext).db, requireSite(context).id, runId, { status: "refused", error: message });
}

/** The dealer's saved mapping of this format: the console's own first, else the first by name. */
async function savedMapping(context: Ctx, websiteId: number, format: "csv" | "xml"): Promise<FeedMapping | null> {
  const { db } = context.get(runtimeContext);
  const names = await feedMappingNames(db, websiteId);
  const ordered = [...names.filter((n) => n === CONSOLE_MAPPING), ...names.filter((n) => n !== CONSOLE_MAPPING)];
  for (const name of ordered) {
    const found = await loadFeedMapping(db, websiteId, name);
    if (found?.ok && found.mapping.format === format) return found.mapping;
  }
  return null;
}

/** Queues an uploaded run with its mapping and tells this process's worker (any process's worker may claim it). */
async function queue(context: Ctx, member: StaffMember, runId: number, mapping: FeedMapping, dryRun: boolean, allowMassRemoval = false) {
  const runtime = context.get(runtimeContext);
  await markRun(runtime.db, member.websiteId, runId, { status: "queued", mapping, dryRun, allowMassRemoval });
  runtime.feedRuns.kick();
}

async function apply(context: Ctx, member: StaffMember, rawRun: string, confirmed: boolean) {
  const { db, dataDir } = context.get(runtimeContext);
  const runId = /^\d{1,12}$/.test(rawRun) ? Number(rawRun) : 0;
  const run = notFoundUnless(runId ? await findRun(db, member.websiteId, runId) : null, "This import");
  const latest = await latestRun(db, member.websiteId);
  if (run.status !== "dry_run" || latest?.id !== run.id) {
    return refuse(409, "Only the latest dry run can be applied: upload the feed again to see what it would change now.");
  }
  const report = run.report as Partial<FeedReport>;
  const massRemoval = (report.warnings ?? []).length > 0;
  if (massRemoval && !confirmed) {
    return refuse(400, "This feed would mark most of your cars sold: tick the box to confirm that is right, then apply.");
  }
  // The apply reads the file with the very mapping its dry run used.
  const mapping = run.mapping ? parseFeedMapping(run.mapping) : await loadFeedMapping(db, member.websiteId, run.mappingName);
  if (!mapping?.ok) return refuse(409, `The mapping '${run.mappingName}' is no longer saved: map the columns again.`);
  const applyId = await createRun(db, {
    websiteId: member.websiteId,
    source: run.source,
    actor: member.email,
    staffUserId: member.id,
    dryRun: false,
    status: "uploaded",
  });
  try {
    await shareRunFile(dataDir, member.websiteId, run.id, applyId);
  } catch {
    await markRefused(context, applyId, "The uploaded file is no longer here: upload the feed again.");
    return refuse(409, "The uploaded file is no longer here: upload the feed again.");
  }
  await auditAction(context, member, {
    action: "stock.import.apply",
    subject: `feed import ${applyId}`,
    before: null,
    after: { source: run.source, mapping: run.mappingName, dryRun: run.id, counts: run.counts, massRemovalConfirmed: massRemoval },
  });
  await queue(context, member, applyId, mapping.mapping, false, massRemoval && confirmed);
  throw redirect(IMPORT_PAGE);
}

/** The mapping step of an uploaded CSV: its columns, a few values of each, and the choice for each. */
export async function loadMappingPage(request: Request, context: Ctx) {
  const member = requireStaff(context, "stock.import");
  const { run, columns, examples, saved } = await uploadedCsv(request.url, context, member);
  return {
    run: { id: run.id, source: run.source },
    columns,
    examples,
    choices: prefillChoices(columns, saved),
    fields: FEED_FIELD_NAMES.map((f) => ({ value: f, label: FIELD_CHOICES[f] })),
    url: saved?.url ?? "",
    mappingName: saved?.name ?? CONSOLE_MAPPING,
  };
}

async function uploadedCsv(url: string, context: Ctx, member: StaffMember) {
  const { db, dataDir } = context.get(runtimeContext);
  const raw = new URL(url).searchParams.get("run") ?? "";
  const runId = /^\d{1,12}$/.test(raw) ? Number(raw) : 0;
  const run = notFoundUnless(runId ? await findRun(db, member.websiteId, runId) : null, "This upload");
  if (run.status !== "uploaded") throw redirect(IMPORT_PAGE);
  const peek = await peekCsv({ file: runFile(dataDir, member.websiteId, run.id) });
  if (!peek.ok) throw data(peek.error, { status: 400 });
  const saved = await savedMapping(context, member.websiteId, "csv");
  return { run, columns: peek.columns, examples: peek.examples, saved };
}

export type MappingActionData = { formError?: string; choices?: Record<string, string>; url?: string };

/** Saves the mapping for this dealer and starts the dry run. */
export async function mappingAction(request: Request, context: Ctx) {
  const member = requireStaffPost(request, context, "stock.import");
  const form = await readConsoleForm(request, 32 * 1024);
  const { run, columns, examples, saved } = await uploadedCsv(request.url, context, member);
  const choices: Record<string, string> = {};
  columns.forEach((column, i) => {
    const value = form[`column-${i}`];
    choices[column] = typeof value === "string" ? value : "";
  });
  const url = typeof form.url === "string" ? form.url.trim() : "";
  const name = saved && MAPPING_NAME.test(saved.name) ? saved.name : CONSOLE_MAPPING;
  const result = mappingFromChoices({ choices, columns, examples, saved, name, url: url || undefined });
  if (!result.ok) return data<MappingActionData>({ formError: result.message, choices, url }, { status: 400 });
  const { db } = context.get(runtimeContext);
  await saveFeedMapping(db, member.websiteId, result.mapping);
  await auditAction(context, member, {
    action: "stock.import.mapping",
    subject: `feed mapping ${result.mapping.name}`,
    before: saved ? (saved as unknown as Record<string, unknown>) : null,
    after: result.mapping as unknown as Record<string, unknown>,
  });
  await queue(context, member, run.id, result.mapping, true);
  throw redirect(IMPORT_PAGE);
}
