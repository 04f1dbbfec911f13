import { data } from "react-router";
import { requireSite, runtimeContext } from "~/app/context";
import { readJsonBody } from "~/server/http/body-readers";
import { quoteCall } from "~/server/vehicle/api";
import type { Route } from "./+types/api.youx.quote";

/**
 * POST { selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic, whoIsHelping } → the quote (001 §7).
 * A quote stores nothing, so there is no same-origin guard; requiring a JSON body means another site's page
 * cannot send one from a shopper's browser without a CORS preflight, which is never granted.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const site = requireSite(context);
  if (request.method !== "POST") return data({ error: "Use POST" }, { status: 405 });
  const body = await readJsonBody(request, { limit: 16 * 1024 });
  if (!body.ok) return data({ error: body.message }, { status: body.status });
  const runtime = context.get(runtimeContext);
  const answer = await quoteCall(body.value, site, runtime.financeQuote, runtime.log);
  return data(answer.body, { status: answer.status, headers: answer.headers });
}

export function loader() {
  return data({ error: "Use POST" }, { status: 405 });
}
