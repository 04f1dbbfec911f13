/**
 * The console's stock pages (issue 19): the list (search, filters, bulk status and visibility), a car's form (the
 * whole form for owners and managers, status only for sales) and adding a car. Every change is one transaction
 * with its audit entries, then published so the public site shows it within seconds in every process.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { can } from "~/domain/console/permissions";
import {
  BULK_ACTION_LABELS,
  BULK_NEEDS_EDIT,
  bulkSchema,
  carFormSchema,
  carFormText,
  carStatusSchema,
  daysInStock,
  readForm,
  type FieldErrors,
} from "~/domain/console/stock-edit";
import { parseStockFilter } from "~/domain/console/stock-list";
import { carPath } from "~/domain/vehicle/seo";
import {
  auditAction,
  notFoundUnless,
  readConsoleForm,
  requireStaff,
  requireStaffPost,
  type StaffMember,
} from "~/server/console/require-staff";
import {
  bulkUpdate,
  createCar,
  findStockCar,
  listStock,
  setCarStatus,
  stockLocations,
  updateCar,
  type AuditWriter,
  type CarRow,
} from "~/server/console/stock-cars";
import { runtimeContext } from "~/server/http/router-context";
import { publishStockChange } from "~/server/search/publish-stock";

type Ctx = Readonly<RouterContextProvider>;

const auditWith = (context: Ctx, member: StaffMember): AuditWriter =>
  Object.assign((tx: Parameters<AuditWriter>[0], entry: Parameters<AuditWriter>[1]) => auditAction(context, member, entry, tx), {
    actor: member.email,
  });

function publish(context: Ctx, websiteId: number, ids: number[]) {
  const runtime = context.get(runtimeContext);
  return publishStockChange(runtime.db, websiteId, ids, { refreshCars: (list) => runtime.stock.refreshCars(list), log: runtime.log });
}

export async function loadStockList(request: Request, context: Ctx) {
  const member = requireStaff(context, "stock.read");
  const parsed = parseStockFilter(new URL(request.url).searchParams);
  if (!parsed.ok) throw data(parsed.message, { status: 400 });
  const runtime = context.get(runtimeContext);
  const now = new Date();
  const [list, locations] = await Promise.all([
    listStock(runtime.db, runtime.stock, member.websiteId, parsed.filter, now),
    stockLocations(runtime.db, member.websiteId),
  ]);
  return {
    filter: parsed.filter,
    ...list,
    rows: list.rows.map(({ arrivedAt, soldAt, ...row }) => ({
      ...row,
      days: daysInStock(arrivedAt, soldAt, now),
      path: carPath(row.slug),
    })),
    locations: locations.map(({ id, name }) => ({ id, name })),
    canStatus: can(member.role, "stock.status"),
    canEdit: can(member.role, "stock.edit"),
  };
}

export type StockListActionData = { ok?: string; formError?: string };

/** A bulk action on the selected cars: all in one transaction, each car's change audited. */
export async function stockListAction(request: Request, context: Ctx) {
  const member = requireStaffPost(request, context, "stock.status");
  const read = readForm(bulkSchema, await readConsoleForm(request));
  if (!read.ok) {
    return data<StockListActionData>(
      { formError: read.fieldErrors.car ?? read.fieldErrors.bulk ?? "Check the selection." },
      { status: 400 },
    );
  }
  const { bulk, car } = read.value;
  if (BULK_NEEDS_EDIT.has(bulk)) requireStaff(context, "stock.edit");
  const db = context.get(runtimeContext).db;
  const done = notFoundUnless(await bulkUpdate(db, member.websiteId, car, bulk, auditWith(context, member)), "A selected car");
  await publish(context, member.websiteId, done.changed);
  const n = done.changed.length;
  return data<StockListActionData>({
    ok: `${BULK_ACTION_LABELS[bulk]}: ${n} ${n === 1 ? "car" : "cars"} changed${n < car.length ? ` (${car.length - n} already were)` : ""}.`,
  });
}

const carIdOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

async function ownCar(context: Ctx, member: StaffMember, rawId: string | undefined): Promise<CarRow> {
  const id = carIdOf(rawId);
  const car = id === null ? null : await findStockCar(context.get(runtimeContext).db, member.websiteId, id);
  return notFoundUnless(car, "This car");
}

export async function loadCar(rawId: string | undefined, context: Ctx) {
  const member = requireStaff(context, "stock.read");
  const car = await ownCar(context, member, rawId);
  const db = context.get(runtimeContext).db;
  const locations = await stockLocations(db, member.websiteId);
  return {
    car: {
      id: car.id,
      name: car.name,
      status: car.status,
      shownOnWebsite: car.shownOnWebsite,
      path: carPath(car.slug),
      photos: car.images.length,
      days: daysInStock(car.arrivedAt, car.soldAt, new Date()),
    },
    values: carFormText(car),
    locations: locations.map(({ id, name }) => ({ id, name })),
    canEdit: can(member.role, "stock.edit"),
  };
}

export type CarActionData = { ok?: string; formError?: string; fieldErrors?: FieldErrors; values?: Record<string, string> };

/** What the form sent, as text, to show again after a refusal. */
function keptValues(form: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? "") : v]));
}

function refused(fieldErrors: FieldErrors, form: Record<string, string | string[]>) {
  return data<CarActionData>(
    { formError: "The car was not saved: check the fields marked below.", fieldErrors, values: keptValues(form) },
    { status: 400 },
  );
}

/** Saves a car: the whole form (stock.edit) or, from the status-only form, its availability (stock.status). */
export async function carAction(request: Request, rawId: string | undefined, context: Ctx) {
  const member = requireStaffPost(request, context, "stock.status");
  const form = await readConsoleForm(request, 32 * 1024);
  const car = await ownCar(context, member, rawId);
  const db = context.get(runtimeContext).db;
  const audit = auditWith(context, member);
  if (form.intent === "status") {
    const read = readForm(carStatusSchema, form);
    if (!read.ok) return refused(read.fieldErrors, form);
    const done = notFoundUnless(await setCarStatus(db, member.websiteId, car.id, read.value, audit), "This car");
    if (Object.keys(done.changed.after).length > 0) await publish(context, member.websiteId, [car.id]);
    return data<CarActionData>({ ok: "Status saved. The website shows it within seconds." });
  }
  if (form.intent !== "edit") return data<CarActionData>({ formError: "Choose what to save and try again." }, { status: 400 });
  requireStaff(context, "stock.edit");
  const read = readForm(carFormSchema(new Date()), form);
  if (!read.ok) return refused(read.fieldErrors, form);
  const done = notFoundUnless(await updateCar(db, member.websiteId, car.id, read.value, audit), "This car");
  if (done.refused) return refused({ [done.refused.field]: done.refused.message }, form);
  if (Object.keys(done.changed.after).length === 0) return data<CarActionData>({ ok: "Nothing changed." });
  await publish(context, member.websiteId, [car.id]);
  return data<CarActionData>({ ok: "Saved. The website shows the change within seconds." });
}

export async function loadNewCar(context: Ctx) {
  const member = requireStaff(context, "stock.edit");
  const locations = await stockLocations(context.get(runtimeContext).db, member.websiteId);
  const first = locations[0];
  return {
    values: {
      priceType: "drive_away",
      status: "in_stock",
      shownOnWebsite: "on",
      carType: "used",
      vehicleKind: "car",
      locationId: first ? String(first.id) : "",
      year: String(new Date().getUTCFullYear()),
    } as Record<string, string>,
    locations: locations.map(({ id, name }) => ({ id, name })),
  };
}

/** Adds a car, then opens its page (where its photos are added). */
export async function newCarAction(request: Request, context: Ctx) {
  const member = requireStaffPost(request, context, "stock.edit");
  const form = await readConsoleForm(request, 32 * 1024);
  const read = readForm(carFormSchema(new Date()), form);
  if (!read.ok) return refused(read.fieldErrors, form);
  const db = context.get(runtimeContext).db;
  const done = await createCar(db, member.websiteId, read.value, auditWith(context, member));
  if (done.refused) return refused({ [done.refused.field]: done.refused.message }, form);
  await publish(context, member.websiteId, [done.car.id]);
  throw redirect(`/console/stock/${done.car.id}?added=1`);
}
