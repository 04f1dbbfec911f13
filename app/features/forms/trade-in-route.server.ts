/**
 * The loader and action of the three trade-in routes. Gated per dealer by the root middleware; absent when the
 * dealer has no trade-in. The action does one of two things, by the posted `intent`:
 * - `estimate`: the instant estimate (the valuation service) for the car described, rendered by the page;
 * - otherwise the appraisal request: the trade-in lead, through the lead pipeline.
 */
import { data, type RouterContextProvider } from "react-router";
import { fieldErrors, formErrorSummary } from "~/domain/forms";
import { makeValuationRequestSchema } from "~/domain/valuation/request";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { readLeadBody } from "~/server/leads/request-guards";
import { carParamOf, findFormCar, siteFormContext } from "./form-page.server";
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
  return { ctx: siteFormContext(site), car };
}

export async function tradeInAction(args: Args) {
  tradeInSite(args.context);
  const body = await readLeadBody(args.request);
  if (body.ok && body.values.intent === "estimate") return estimateAction(args, body.values);
  const car = carParamOf(args.request);
  return leadFormAnswer(args, "trade-in", body, { successParams: car ? { car_id: car } : {} });
}

const NO_STORE = { "Cache-Control": "no-store" };

async function estimateAction({ context }: Args, raw: Record<string, unknown>) {
  const values = echoValues(textValues(raw));
  const parsed = makeValuationRequestSchema(new Date()).safeParse(raw);
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
