/** The action of every lead form page: the body read once, the lead pipeline, answered as a redirect or a form answer. */
import { data, redirect, type RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import type { LeadKind } from "~/domain/forms";
import { clientIp } from "~/server/auth/client-ip";
import { handleLeadPost, type LeadPostDeps } from "~/server/leads/handle-lead-post";
import { type LeadBody, readLeadBody } from "~/server/leads/request-guards";
import { echoValues, type FormValues } from "./form-values";
import { echoesInput, leadActionResult } from "./lead-answer";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

export async function leadFormAction(args: ActionArgs, kind: LeadKind, successParams: Record<string, string> = {}) {
  return leadFormAnswer(args, kind, await readLeadBody(args.request), { successParams });
}

/** The same, for a route that has read the body already (to see its intent) or stores its lead its own way. */
export async function leadFormAnswer(
  { request, context }: ActionArgs,
  kind: LeadKind,
  body: LeadBody,
  options: { successParams?: Record<string, string>; submit?: LeadPostDeps["submit"] } = {},
) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const outcome = await handleLeadPost(request, body, {
    db: runtime.db,
    website: { id: site.id, slug: site.slug, name: site.name, dealerships: site.dealerships, locations: site.locations },
    settings: site.settings,
    kind,
    limiter: runtime.leadLimiter,
    ip: clientIp(context),
    log: runtime.log,
    ...(options.submit ? { submit: options.submit } : {}),
  });
  const values = body.ok && echoesInput(outcome) ? echoValues(textValues(body.values)) : undefined;
  const result = leadActionResult(outcome, kind, { values, successParams: options.successParams });
  if (result.type === "redirect") throw redirect(result.location);
  return data(result.body, { status: result.status, headers: { "Cache-Control": "no-store", ...result.headers } });
}

/** The text values of a form or JSON body (a page without JavaScript posts only text). */
function textValues(values: Record<string, unknown>): FormValues {
  const out: FormValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === "string") out[key] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === "string")) out[key] = value;
  }
  return out;
}
