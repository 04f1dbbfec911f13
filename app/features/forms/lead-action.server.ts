/** The action of every lead form page: the lead pipeline, answered as a redirect or a form answer. */
import { data, redirect, type RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/app/context";
import type { LeadKind } from "~/domain/forms";
import { clientIp } from "~/server/auth/client-ip";
import { handleLeadPost } from "~/server/leads/handle-lead-post";
import { echoValues, formValues, type FormValues } from "./form-values";
import { bodyWasRead, leadActionResult } from "./lead-answer";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

export async function leadFormAction({ request, context }: ActionArgs, kind: LeadKind, successParams: Record<string, string> = {}) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  // The pipeline reads the body (with its size limit); the copy is read only when that read was whole.
  const copy = request.clone();
  const outcome = await handleLeadPost(request, {
    db: runtime.db,
    website: { id: site.id, slug: site.slug, name: site.name, dealerships: site.dealerships, locations: site.locations },
    settings: site.settings,
    kind,
    limiter: runtime.leadLimiter,
    ip: clientIp(request, context, runtime.env.TRUST_PROXY),
    log: runtime.log,
  });
  let values: FormValues | undefined;
  if (bodyWasRead(outcome)) values = await copy.formData().then((f) => echoValues(formValues(f)), () => undefined);
  const result = leadActionResult(outcome, kind, { values, successParams });
  if (result.type === "redirect") throw redirect(result.location);
  return data(result.body, { status: result.status, headers: { "Cache-Control": "no-store", ...result.headers } });
}
