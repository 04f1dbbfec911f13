/**
 * The console's Locations pages (issue 20): the dealer's locations, and one location's form (address geocoded on
 * save, hours with dates of other hours, type, visibility, makes, contact details). Another dealer's location is a 404.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { exceptionsText } from "~/domain/locations/hours-exceptions";
import { readLocationForm } from "~/domain/locations/location-edit";
import {
  createLocation,
  findConsoleLocation,
  listConsoleDealerships,
  listConsoleLocations,
  saveLocation,
} from "~/server/console/locations";
import { notFoundUnless, readConsoleForm, requireStaff, requireStaffPost } from "~/server/console/require-staff";
import { readSiteLook } from "~/server/console/settings-versions";
import { runtimeContext } from "~/server/http/router-context";
import { actorOf } from "./settings-page.server";

type Ctx = Readonly<RouterContextProvider>;

export async function loadLocations(context: Ctx) {
  const member = requireStaff(context, "locations.edit");
  const rows = await listConsoleLocations(context.get(runtimeContext).db, member.websiteId);
  return {
    locations: rows.map((l) => ({
      id: l.id,
      slug: l.slug,
      name: l.name,
      visible: l.visible,
      type: l.locationType,
      address: `${l.address.street}, ${l.address.suburb} ${l.address.state} ${l.address.postcode}`,
    })),
  };
}

/** The id in the address: digits only, else a 404 like an unknown one. */
function locationId(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) throw data("This location was not found.", { status: 404 });
  return Number(param);
}

export type LocationFormValues = Record<string, string>;

export async function loadLocation(context: Ctx, param: string | undefined) {
  const member = requireStaff(context, "locations.edit");
  const { db } = context.get(runtimeContext);
  const row = notFoundUnless(await findConsoleLocation(db, member.websiteId, locationId(param)), "This location");
  const { settings } = await readSiteLook(db, member.websiteId);
  const values: LocationFormValues = {
    name: row.name,
    visible: row.visible ? "on" : "",
    locationType: row.locationType,
    locationSubtype: row.locationSubtype,
    manufacturers: row.manufacturers.join(", "),
    street: row.address.street,
    suburb: row.address.suburb,
    city: row.city,
    state: row.address.state.toUpperCase(),
    postcode: row.address.postcode,
    phone: row.contactDetail.phone ?? "",
    email: row.contactDetail.email ?? "",
    exceptions: exceptionsText(settings.locations.hoursExceptions[row.slug] ?? []),
  };
  for (const h of row.openingHours) {
    values[`open-${h.day}`] = h.open ?? "";
    values[`close-${h.day}`] = h.close ?? "";
  }
  return {
    id: row.id as number | null,
    slug: row.slug,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    values,
    dealerships: [] as { id: number; name: string }[],
  };
}

/** The empty form of a new location: a sales yard shown on the site, in the dealer's default state. */
export async function loadNewLocation(context: Ctx) {
  const member = requireStaff(context, "locations.edit");
  const { db } = context.get(runtimeContext);
  const dealerships = await listConsoleDealerships(db, member.websiteId);
  const { settings } = await readSiteLook(db, member.websiteId);
  const values: LocationFormValues = {
    visible: "on",
    locationType: "sales",
    state: settings.search.defaultState.toUpperCase(),
    dealership: String(dealerships[0]?.id ?? ""),
  };
  return { id: null, slug: "", name: "Add a location", latitude: 0, longitude: 0, values, dealerships };
}

export type LocationActionData = { ok?: string; formError?: string; fieldErrors?: Record<string, string>; values?: LocationFormValues };

function refusedForm(fieldErrors: Record<string, string>, values: LocationFormValues) {
  const count = Object.keys(fieldErrors).length;
  return data<LocationActionData>(
    {
      formError: `${count === 1 ? "One field needs" : `${count} fields need`} a change before saving: see the marked fields.`,
      fieldErrors,
      values,
    },
    { status: 400 },
  );
}

const formStrings = (form: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(Object.entries(form).map(([k, v]) => [k, (Array.isArray(v) ? v[0] : v) ?? ""])) as LocationFormValues;

export async function locationAction(request: Request, context: Ctx, param: string | undefined) {
  const member = requireStaffPost(request, context, "locations.edit");
  const id = locationId(param);
  const form = await readConsoleForm(request);
  const runtime = context.get(runtimeContext);
  const values = formStrings(form);
  const read = readLocationForm(form);
  const refused = (fieldErrors: Record<string, string>) => refusedForm(fieldErrors, values);
  // Another dealer's location is a 404 before anything about the form is said.
  notFoundUnless(await findConsoleLocation(runtime.db, member.websiteId, id), "This location");
  if (!read.ok) return refused(read.fieldErrors);
  const saved = notFoundUnless(
    await saveLocation(runtime.db, {
      websiteId: member.websiteId,
      id,
      edit: read.edit,
      actor: actorOf(context, member),
      geocoder: runtime.geocoder,
    }),
    "This location",
  );
  if (!saved.ok) return refused(saved.fieldErrors);
  if (saved.changed) runtime.sites.invalidate();
  return data<LocationActionData>({ ok: saved.changed ? "Saved. The public location pages show it now." : "Nothing changed." });
}

/** Adds a location (owners and managers) to one of the dealer's dealerships, then opens it. */
export async function newLocationAction(request: Request, context: Ctx) {
  const member = requireStaffPost(request, context, "locations.edit");
  const form = await readConsoleForm(request);
  const runtime = context.get(runtimeContext);
  const values = formStrings(form);
  const read = readLocationForm(form);
  const dealership = /^[1-9]\d{0,9}$/.test(values.dealership ?? "") ? Number(values.dealership) : 0;
  if (!read.ok)
    return refusedForm({ ...read.fieldErrors, ...(dealership ? {} : { dealership: "Choose one of this dealer's dealerships." }) }, values);
  const created = await createLocation(runtime.db, {
    websiteId: member.websiteId,
    dealershipId: dealership,
    edit: read.edit,
    actor: actorOf(context, member),
    geocoder: runtime.geocoder,
  });
  if (!created.ok) return refusedForm(created.fieldErrors, values);
  runtime.sites.invalidate();
  throw redirect(`/console/locations/${created.id}?added=1`);
}
