/**
 * The console's Locations pages (issue 20): the dealer's locations, and one location's form (address geocoded on
 * save, hours with dates of other hours, type, visibility, makes, contact details). Another dealer's location is a 404.
 */
import { data, type RouterContextProvider } from "react-router";
import { exceptionsText } from "~/domain/locations/hours-exceptions";
import { readLocationForm } from "~/domain/locations/location-edit";
import { findConsoleLocation, listConsoleLocations, saveLocation } from "~/server/console/locations";
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
  return { id: row.id, slug: row.slug, name: row.name, latitude: row.latitude, longitude: row.longitude, values };
}

export type LocationActionData = { ok?: string; formError?: string; fieldErrors?: Record<string, string>; values?: LocationFormValues };

export async function locationAction(request: Request, context: Ctx, param: string | undefined) {
  const member = requireStaffPost(request, context, "locations.edit");
  const id = locationId(param);
  const form = await readConsoleForm(request);
  const runtime = context.get(runtimeContext);
  const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, (Array.isArray(v) ? v[0] : v) ?? ""])) as LocationFormValues;
  const read = readLocationForm(form);
  const refused = (fieldErrors: Record<string, string>) => {
    const count = Object.keys(fieldErrors).length;
    return data<LocationActionData>(
      {
        formError: `${count === 1 ? "One field needs" : `${count} fields need`} a change before saving: see the marked fields.`,
        fieldErrors,
        values,
      },
      { status: 400 },
    );
  };
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
