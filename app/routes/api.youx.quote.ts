import { data } from "react-router";
import { requireSite, runtimeContext } from "~/app/context";
import { financeQuoteService } from "~/server/services/finance-quote";
import { quoteCall } from "~/server/vehicle/api";
import type { Route } from "./+types/api.youx.quote";

/** POST { selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic, whoIsHelping } → the quote (001 §7). */
export async function action({ request, context }: Route.ActionArgs) {
  const site = requireSite(context);
  if (request.method !== "POST") return data({ error: "Use POST" }, { status: 405 });
  if (Number(request.headers.get("content-length") ?? 0) > 16 * 1024) return data({ error: "Request body too large" }, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse((await request.text()) || "null");
  } catch {
    return data({ error: "The request body is not valid JSON" }, { status: 400 });
  }
  const answer = await quoteCall(body, site, financeQuoteService(), context.get(runtimeContext).log);
  return data(answer.body, { status: answer.status, headers: answer.headers });
}

export function loader() {
  return data({ error: "Use POST" }, { status: 405 });
}
