/**
 * The loader and action of the three trade-in routes. Gated per dealer by the root middleware; absent when the
 * dealer has no trade-in. The action does one of two things, by the posted `intent`:
 * - `estimate`: the instant estimate (the valuation service) for the car described, rendered by the page;
 * - `partial`: the form as the shopper has filled it so far, kept as a partial lead (server/leads/trade-in-capture.ts);
 * - otherwise the appraisal request: the trade-in lead, through the lead pipeline, replacing the partial one.
 */
import { siteDefaultState } from "~/domain/locations/australian-state";
import { data, type RouterContextProvider } from "react-router";
import { fieldErrors, formErrorSummary } from "~/domain/forms";
import { siteVehicleNoun } from "~/domain/stock/labels";
import { defaultTradeInKind, makeValuationRequestSchema } from "~/domain/valuation/request";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { IDEMPOTENCY_KEY_FIELD, isValidIdempotencyKey } from "~/domain/forms";
import { clientIp } from "~/server/auth/client-ip";
import { readLeadBody } from "~/server/leads/request-guards";
import { hasCapture, savePartialTradeIn, tradeInSubmitter } from "~/server/leads/trade-in-capture";
import { carParamOf, findFormCar } from "./form-page.server";
import { echoValues, type FormValues } from "./form-values";
import { leadFormAnswer } from "./lead-action.server";
import type { EstimateAnswer } from "./trade-in-estimate";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

function tradeInSite(context: Args["context"]) {
  const site = requireSite(context);
  if (!site.settings.features.tradeIn) throw data("Not found", { status: 404 });
  return site;
}

export async function tradeInLoader({ request, context }: Args) {
  const site = tradeInSite(context);
  const car = await findFormCar(context.get(runtimeContext).db, site.id, carParamOf(request));
  return { car, noun: siteVehicleNoun(site.settings.vehicleKinds) };
}

export async function tradeInAction(args: Args) {
  tradeInSite(args.context);
  const body = await readLeadBody(args.request);
  if (body.ok && body.values.intent === "estimate") return estimateAction(args, body.values);
  if (body.ok && body.values.intent === "partial") return partialAction(args, body.values);
  const car = carParamOf(args.request);
  const runtime = args.context.get(runtimeContext);
  const submit = tradeInSubmitter(runtime.valuation, runtime.geocoder, runtime.log);
  return leadFormAnswer(args, "trade-in", body, { successParams: car ? { car_id: car } : {}, submit });
}

/**
 * A partial lead (001 §5): what the shopper has typed so far, kept under the form's key. A form's first save counts
 * against the lead rate limit (it can become a lead); later saves of the same form do not.
 */
async function partialAction({ request, context }: Args, values: Record<string, unknown>) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const formKey = values[IDEMPOTENCY_KEY_FIELD];
  if (typeof formKey !== "string" || !isValidIdempotencyKey(formKey))
    return data({ form: "partial", ok: false }, { status: 400, headers: NO_STORE });
  if (!(await hasCapture(runtime.db, site.id, formKey))) {
    const limit = await runtime.leadLimiter.hit(site.id, clientIp(context));
    if (!limit.allowed) return data({ form: "partial", ok: false }, { status: 429, headers: NO_STORE });
  }
  const result = await savePartialTradeIn(runtime.db, {
    website: { id: site.id, slug: site.slug, name: site.name, dealerships: site.dealerships, locations: site.locations },
    settings: site.settings,
    values,
    formKey,
    sourceUrl: request.headers.get("referer")?.slice(0, 2000) ?? null,
    ip: clientIp(context),
  });
  return data({ form: "partial", ok: result.ok, state: result.ok ? result.state : result.reason }, { headers: NO_STORE });
}

const NO_STORE = { "Cache-Control": "no-store" };

async function estimateAction({ context }: Args, raw: Record<string, unknown>) {
  const values = echoValues(textValues(raw));
  const settings = requireSite(context).settings;
  const parsed = makeValuationRequestSchema(new Date(), siteDefaultState(settings), defaultTradeInKind(settings.vehicleKinds)).safeParse(
    raw,
  );
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    const answer: EstimateAnswer = { form: "estimate", ok: false, fieldErrors: errors, summary: formErrorSummary(errors).items, values };
    return data(answer, { status: 422, headers: NO_STORE });
  }
  const outcome = await context.get(runtimeContext).valuation.estimate(parsed.data);
  const answer: EstimateAnswer = { form: "estimate", ok: true, outcome, values };
  return data(answer, { headers: NO_STORE });
}

function textValues(values: Record<string, unknown>): FormValues {
  const out: FormValues = {};
  for (const [key, value] of Object.entries(values)) if (typeof value === "string") out[key] = value;
  return out;
}
