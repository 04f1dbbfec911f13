/**
 * The console's Offers pages (issue 20): the dealer's offers (live, scheduled or ended) and the group offers reaching
 * the site, a new offer's form and one offer's form (save, preview the public card, delete). Another dealer's offer
 * is a 404; a group offer is the platform operator's to edit (a 404 for anyone else).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { siteDefaultState, stateTimeZone } from "~/domain/locations/australian-state";
import { offerFormValues, offerSchedule, offerTruncation, readOfferForm, type OfferEdit } from "~/domain/offers/offer-form";
import { isOfferVisible } from "~/domain/offers/offer-rules";
import {
  createOffer,
  dealerMakes,
  deleteOffer,
  findConsoleOffer,
  listConsoleOffers,
  slugsOf,
  updateOffer,
  websiteIdsOf,
} from "~/server/console/offers";
import { notFoundUnless, readConsoleForm, requireStaff, requireStaffPost } from "~/server/console/require-staff";
import { readSiteLook } from "~/server/console/settings-versions";
import { runtimeContext } from "~/server/http/router-context";
import type { Offer } from "~/server/offers/offer-queries";
import { actorOf } from "./settings-page.server";

type Ctx = Readonly<RouterContextProvider>;

/** The site's offer settings (the card's truncation) and the dealer's time zone. */
async function offerSite(context: Ctx, websiteId: number) {
  const { db } = context.get(runtimeContext);
  const { settings } = await readSiteLook(db, websiteId);
  return { settings, timeZone: stateTimeZone(siteDefaultState(settings)) };
}

export async function loadOffers(context: Ctx) {
  const member = requireStaff(context, "offers.edit");
  const { db } = context.get(runtimeContext);
  const { settings, timeZone } = await offerSite(context, member.websiteId);
  const rows = await listConsoleOffers(db, member.websiteId);
  const makes = await dealerMakes(db, member.websiteId);
  const site = {
    id: member.websiteId,
    makes: [...(settings.singleManufacturer ? [settings.singleManufacturer] : []), ...makes],
    excludedOfferAllowList: settings.offers.excludedOfferAllowList,
  };
  const now = new Date();
  return {
    timeZone,
    offers: rows
      // Group offers for makes this dealer does not sell are not the dealer's business (the operator sees them all).
      .filter((o) => o.websiteId !== null || member.platformOperator || isOfferVisible(o, site))
      .map((o) => ({
        id: o.id,
        name: o.name,
        manufacturer: o.manufacturer,
        modelName: o.modelName,
        group: o.websiteId === null,
        editable: o.websiteId !== null || member.platformOperator,
        schedule: offerSchedule(o, now),
        shownHere: isOfferVisible(o, site),
        startsOn: offerFormValues(o, timeZone).startsOn,
        endsOn: offerFormValues(o, timeZone).endsOn,
      })),
  };
}

/** The id in the address: digits only, else a 404 like an unknown one. */
function offerId(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) throw data("This offer was not found.", { status: 404 });
  return Number(param);
}

export type OfferFormValues = Record<string, string>;

/** An offer as the public card draws it, from what was typed (a preview before saving). */
function previewOffer(edit: OfferEdit, id: number, websiteId: number | null): Offer {
  return { ...edit, id, websiteId, excludedWebsiteIds: [], imageUrl: null };
}

async function formPage(context: Ctx, offer: Offer | null, excludedSlugs: string[]) {
  const member = requireStaff(context, "offers.edit");
  const { settings, timeZone } = await offerSite(context, member.websiteId);
  const offerSettings = settings.offers;
  return {
    id: offer?.id ?? null,
    name: offer?.name ?? null,
    operator: member.platformOperator,
    timeZone,
    singleManufacturer: settings.singleManufacturer || null,
    offerSettings,
    schedule: offer ? offerSchedule(offer, new Date()) : null,
    values: offer ? offerFormValues(offer, timeZone, excludedSlugs) : ({ group: "", excluded: "" } as OfferFormValues),
    preview: offer ? { offer, truncation: offerTruncation(offer, offerSettings) } : null,
  };
}

export const loadNewOffer = (context: Ctx) => formPage(context, null, []);

export async function loadOffer(context: Ctx, param: string | undefined) {
  const member = requireStaff(context, "offers.edit");
  const { db } = context.get(runtimeContext);
  const row = notFoundUnless(await findConsoleOffer(db, member.websiteId, offerId(param), member.platformOperator), "This offer");
  return formPage(context, row, await slugsOf(db, row.excludedWebsiteIds));
}

export type OfferActionData = {
  ok?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: OfferFormValues;
  preview?: { offer: Offer; truncation: ReturnType<typeof offerTruncation> };
};

const refused = (fieldErrors: Record<string, string>, values: OfferFormValues) => {
  const count = Object.keys(fieldErrors).length;
  return data<OfferActionData>(
    {
      formError: `${count === 1 ? "One field needs" : `${count} fields need`} a change before saving: see the marked fields.`,
      fieldErrors,
      values,
    },
    { status: 400 },
  );
};

/** Reads and checks the form: the edit, or a 400 answer; a group offer is the operator's, its excluded dealers real. */
async function readForm(request: Request, context: Ctx, operator: boolean, websiteId: number) {
  const form = await readConsoleForm(request);
  const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, (Array.isArray(v) ? v[0] : v) ?? ""])) as OfferFormValues;
  const intent = values.intent === "preview" ? "preview" : values.intent === "delete" ? "delete" : "save";
  const { settings, timeZone } = await offerSite(context, websiteId);
  const read = readOfferForm(form, timeZone);
  if (!read.ok) return { intent, answer: refused(read.fieldErrors, values) } as const;
  if (read.group && !operator)
    return { intent, answer: refused({ group: "Only the platform operator can make a group offer." }, { ...values, group: "" }) } as const;
  const ids = await websiteIdsOf(context.get(runtimeContext).db, read.excludedSlugs);
  if (!ids.ok) return { intent, answer: refused({ excluded: `No dealer has the slug ${ids.unknown.join(", ")}.` }, values) } as const;
  return { intent, read, values, excludedWebsiteIds: ids.ids, offerSettings: settings.offers } as const;
}

export async function newOfferAction(request: Request, context: Ctx) {
  const member = requireStaffPost(request, context, "offers.edit");
  const form = await readForm(request, context, member.platformOperator, member.websiteId);
  if ("answer" in form) return form.answer;
  const { read } = form;
  if (form.intent === "preview") {
    const offer = previewOffer(read.edit, 0, read.group ? null : member.websiteId);
    return data<OfferActionData>({ values: form.values, preview: { offer, truncation: offerTruncation(offer, form.offerSettings) } });
  }
  const runtime = context.get(runtimeContext);
  const id = await createOffer(runtime.db, {
    websiteId: member.websiteId,
    edit: read.edit,
    group: read.group,
    excludedWebsiteIds: form.excludedWebsiteIds,
    actor: actorOf(context, member),
  });
  runtime.sites.invalidate();
  throw redirect(`/console/offers/${id}?added=1`);
}

export async function offerAction(request: Request, context: Ctx, param: string | undefined) {
  const member = requireStaffPost(request, context, "offers.edit");
  const id = offerId(param);
  const runtime = context.get(runtimeContext);
  const actor = actorOf(context, member);
  // Another dealer's offer is a 404 before anything about the form is said.
  const row = notFoundUnless(await findConsoleOffer(runtime.db, member.websiteId, id, member.platformOperator), "This offer");
  const form = await readForm(request, context, member.platformOperator, member.websiteId);
  if (form.intent === "delete") {
    notFoundUnless(
      await deleteOffer(runtime.db, { websiteId: member.websiteId, id, operator: member.platformOperator, actor }),
      "This offer",
    );
    runtime.sites.invalidate();
    throw redirect(`/console/offers?deleted=${encodeURIComponent(row.name)}`);
  }
  if ("answer" in form) return form.answer;
  const { read } = form;
  if (form.intent === "preview") {
    const offer = previewOffer(read.edit, row.id, row.websiteId);
    return data<OfferActionData>({ values: form.values, preview: { offer, truncation: offerTruncation(offer, form.offerSettings) } });
  }
  const saved = notFoundUnless(
    await updateOffer(runtime.db, {
      websiteId: member.websiteId,
      id,
      operator: member.platformOperator,
      edit: read.edit,
      group: row.websiteId === null,
      excludedWebsiteIds: form.excludedWebsiteIds,
      actor,
    }),
    "This offer",
  );
  if (saved.changed) runtime.sites.invalidate();
  return data<OfferActionData>({ ok: saved.changed ? "Saved. The public offers page shows it now." : "Nothing changed." });
}
