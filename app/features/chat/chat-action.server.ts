/**
 * POST /api/chat: the embedded web chat hands its conversation over as a lead (kind "chat") through the one
 * lead pipeline (same-origin check, rate limit, validation, transactional store and delivery). Always JSON.
 */
import { data, type RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { clientIp } from "~/server/auth/client-ip";
import { handleLeadPost } from "~/server/leads/handle-lead-post";
import { readLeadBody } from "~/server/leads/request-guards";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

export type ChatAnswer =
  { ok: true } | { ok: false; formError?: string; fieldErrors?: Record<string, string[] | undefined>; summary?: unknown };

export async function chatAction({ request, context }: ActionArgs) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const headers = { "Cache-Control": "no-store" };
  const chat = site.settings.features.chat;
  if (!chat.enabled || chat.provider !== "embedded")
    return data<ChatAnswer>({ ok: false, formError: "Chat is not available on this site." }, { status: 404, headers });
  const body = await readLeadBody(request);
  const outcome = await handleLeadPost(request, body, {
    db: runtime.db,
    website: { id: site.id, slug: site.slug, name: site.name, dealerships: site.dealerships, locations: site.locations },
    // The chat answers in place: never a redirect to the success page.
    settings: { ...site.settings, forms: { ...site.settings.forms, successMode: "inline" } },
    kind: "chat",
    limiter: runtime.leadLimiter,
    ip: clientIp(context),
    log: runtime.log,
  });
  if (outcome.ok) return data<ChatAnswer>({ ok: true }, { headers });
  if ("fieldErrors" in outcome)
    return data<ChatAnswer>({ ok: false, fieldErrors: outcome.fieldErrors, summary: outcome.summary }, { status: outcome.status, headers });
  return data<ChatAnswer>(
    { ok: false, formError: outcome.formError },
    {
      status: outcome.status,
      headers: { ...headers, ...(outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {}) },
    },
  );
}
