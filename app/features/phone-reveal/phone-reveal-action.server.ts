/** POST /api/phone-reveal: logs one "Show number" press (site, car or location, time) and answers the number. */
import { data, type RouterContextProvider } from "react-router";
import { revealTarget } from "~/domain/leads/phone-reveal";
import { telHref } from "~/domain/teams/team";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { recordPhoneReveal } from "~/server/leads/phone-reveals";
import { readLeadBody } from "~/server/leads/request-guards";

export type PhoneRevealAnswer = { ok: true; phone: string; tel: string | null } | { ok: false; error: string };

const NOT_AVAILABLE = "This number is not available.";

export async function phoneRevealAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const site = requireSite(context);
  const headers = { "Cache-Control": "no-store" };
  const body = await readLeadBody(request, 1024);
  if (!body.ok) return data<PhoneRevealAnswer>({ ok: false, error: body.message }, { status: body.status, headers });
  const target = revealTarget(body.values);
  if (!target) return data<PhoneRevealAnswer>({ ok: false, error: "Name one car_id or location_id." }, { status: 400, headers });
  const reveal = await recordPhoneReveal(context.get(runtimeContext).db, site, target);
  if (!reveal) return data<PhoneRevealAnswer>({ ok: false, error: NOT_AVAILABLE }, { status: 404, headers });
  return data<PhoneRevealAnswer>({ ok: true, phone: reveal.phone, tel: telHref(reveal.phone) }, { headers });
}
