/**
 * The platform operator's pages (issue 20): /console/dealers (the dealers, and the new-dealer form) and
 * /console/dealers/:slug (a dealer's custom domains with their DNS instructions and Verify). Operator only
 * (`requireOperator`): an owner who is not the operator is refused with 403.
 */
import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import {
  customHostSchema,
  dealerAddress,
  dnsInstructions,
  fieldErrorsOf,
  newDealerSchema,
  normaliseCustomHost,
  platformHostOf,
} from "~/domain/console/onboarding";
import { AUSTRALIAN_STATES } from "~/domain/forms/fields";
import { TEMPLATES } from "~/domain/settings/theme";
import { clientIp } from "~/server/auth/client-ip";
import { createDealer, listDealers, type OnboardingActor } from "~/server/console/onboarding";
import {
  attachHost,
  listHosts,
  recheckHost,
  removeHost,
  systemTxtResolver,
  verifyHost,
  type TxtResolver,
} from "~/server/console/onboarding-hosts";
import { readConsoleForm, requireOperator, requireOperatorPost, type StaffMember } from "~/server/console/require-staff";
import { websites } from "~/server/db/schema";
import { runtimeContext } from "~/server/http/router-context";

type Ctx = Readonly<RouterContextProvider>;

export type OnboardingActionData = {
  ok?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

const actorOf = (context: Ctx, member: StaffMember): OnboardingActor => ({
  staffUserId: member.id,
  email: member.email,
  ip: clientIp(context),
});

/** The address a new dealer answers at, from the console's own request (its scheme setting and port). */
function addressFor(request: Request, context: Ctx) {
  const { config } = context.get(runtimeContext);
  const port = new URL(request.url).port;
  return (slug: string) => dealerAddress(slug, { platformDomain: config.PLATFORM_DOMAIN, https: config.HTTPS, port });
}

export async function loadDealersPage(request: Request, context: Ctx) {
  requireOperator(context);
  const dealers = await listDealers(context.get(runtimeContext).db);
  const addressOf = addressFor(request, context);
  return {
    dealers: dealers.map((d) => ({ slug: d.slug, name: d.name, template: d.template, address: addressOf(d.slug) })),
    templates: [...TEMPLATES],
    states: [...AUSTRALIAN_STATES],
  };
}

export async function dealersAction(request: Request, context: Ctx) {
  const member = requireOperatorPost(request, context);
  const form = await readConsoleForm(request);
  const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === "string" ? v : ""]));
  const parsed = newDealerSchema.safeParse(values);
  if (!parsed.success) return data<OnboardingActionData>({ fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
  const runtime = context.get(runtimeContext);
  const addressOf = addressFor(request, context);
  const result = await createDealer(
    { db: runtime.db, keys: runtime.sessionKeys, mailer: runtime.staffMail, log: runtime.log, geocoder: runtime.geocoder },
    parsed.data,
    { actor: actorOf(context, member), addressOf },
  );
  if (!result.ok) return data<OnboardingActionData>({ fieldErrors: result.fieldErrors, values }, { status: result.status });
  // The new host answers at once in this process (an unknown host's "no site" is cached); others poll (ADR 040).
  runtime.sites.invalidate();
  const sent = result.invitationSent
    ? `An invitation went to ${parsed.data.ownerEmail}.`
    : `The invitation to ${parsed.data.ownerEmail} could not be sent: invite them again from the dealer's staff page.`;
  return data<OnboardingActionData>({ ok: `${result.site.name} is live at ${addressOf(result.site.slug)}. ${sent}` });
}

async function dealerBySlug(context: Ctx, slug: string | undefined) {
  const [site] = await context
    .get(runtimeContext)
    .db.select({ id: websites.id, slug: websites.slug, name: websites.name })
    .from(websites)
    .where(eq(websites.slug, slug ?? ""))
    .limit(1);
  if (!site) throw data("This dealer was not found.", { status: 404 });
  return site;
}

export async function loadDealerHostsPage(request: Request, context: Ctx, slug: string | undefined) {
  requireOperator(context);
  const site = await dealerBySlug(context, slug);
  const { config, db } = context.get(runtimeContext);
  const hosts = await listHosts(db, site.id);
  const target = platformHostOf(site.slug, config.PLATFORM_DOMAIN);
  return {
    site: { ...site, address: addressFor(request, context)(site.slug) },
    hosts: hosts.map((h) => ({
      host: h.host,
      verified: h.verified,
      records: h.verified || !h.token ? [] : dnsInstructions(h.host, target, h.token),
    })),
  };
}

const hostIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("attach"), host: z.string() }),
  z.object({ intent: z.literal("verify"), host: z.string().max(300).transform(normaliseCustomHost) }),
  z.object({ intent: z.literal("recheck"), host: z.string().max(300).transform(normaliseCustomHost) }),
  z.object({ intent: z.literal("remove"), host: z.string().max(300).transform(normaliseCustomHost) }),
]);

/** Attach a domain, or Verify one (its TXT record through `resolveTxt`, node:dns unless a test passes a fake). */
export async function dealerHostsAction(
  request: Request,
  context: Ctx,
  slug: string | undefined,
  resolveTxt: TxtResolver = systemTxtResolver,
) {
  const member = requireOperatorPost(request, context);
  const site = await dealerBySlug(context, slug);
  const parsed = hostIntent.safeParse(await readConsoleForm(request));
  if (!parsed.success) return data<OnboardingActionData>({ formError: "Choose Attach, Verify, Re-check or Remove." }, { status: 400 });
  const runtime = context.get(runtimeContext);
  const actor = actorOf(context, member);
  if (parsed.data.intent === "attach") {
    const host = customHostSchema(runtime.config.PLATFORM_DOMAIN).safeParse(parsed.data.host);
    if (!host.success) {
      return data<OnboardingActionData>(
        { fieldErrors: { host: host.error.issues[0].message }, values: { host: parsed.data.host } },
        { status: 400 },
      );
    }
    const attached = await attachHost(runtime.db, { websiteId: site.id, host: host.data, actor });
    if (!attached.ok)
      return data<OnboardingActionData>(
        { fieldErrors: { host: attached.message }, values: { host: parsed.data.host } },
        { status: attached.status },
      );
    return data<OnboardingActionData>({ ok: attached.message });
  }
  if (parsed.data.intent === "recheck" || parsed.data.intent === "remove") {
    const done =
      parsed.data.intent === "remove"
        ? await removeHost(runtime.db, { websiteId: site.id, host: parsed.data.host, actor })
        : await recheckHost({ db: runtime.db, resolveTxt }, { websiteId: site.id, host: parsed.data.host, actor });
    runtime.sites.invalidate();
    if (!done.ok) return data<OnboardingActionData>({ formError: done.message }, { status: done.status });
    return data<OnboardingActionData>({ ok: done.message });
  }
  const verified = await verifyHost({ db: runtime.db, resolveTxt }, { websiteId: site.id, host: parsed.data.host, actor });
  if (!verified.ok) return data<OnboardingActionData>({ formError: verified.message }, { status: verified.status });
  runtime.sites.invalidate();
  return data<OnboardingActionData>({ ok: verified.message });
}
