/**
 * /spin-to-win: the dealer's campaign (settings.spinToWin.campaign), gated by default (access.gates.spinToWin).
 * The loader shows the campaign, its state and the shopper's earlier spin; the action spins once on the server
 * (server/spin) and answers the result, for a form post without JavaScript as for the page's own fetch (ADR 032).
 */
import { data, type RouterContextProvider } from "react-router";
import { currentUser } from "~/app/middleware/session.server";
import { signInPath } from "~/domain/auth/gates";
import {
  campaignPhase,
  formatCampaignDay,
  parseSpinEntry,
  phaseMessage,
  remainingStock,
  resultText,
  wheelSegments,
  type SpinCampaign,
} from "~/domain/spin/campaign";
import { clientIp } from "~/server/auth/client-ip";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { readLeadBody } from "~/server/leads/request-guards";
import { findSpinEntry, prizesAwarded, secureRandom, spinOnce, type SpinEntryRow } from "~/server/spin/spin";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const PRIVATE = { "Cache-Control": "private, no-store" };

function campaignOf(context: Args["context"]): SpinCampaign {
  const campaign = requireSite(context).settings.spinToWin.campaign;
  if (!campaign) throw data("Not found", { status: 404 });
  return campaign;
}

/** The shopper's spin as the page shows it: the prize (or none), its slice on the wheel and the words. */
function spinResult(campaign: SpinCampaign, entry: Pick<SpinEntryRow, "prizeId" | "prizeLabel">) {
  const segments = wheelSegments(campaign);
  const index = segments.findIndex((s) => (entry.prizeId ? s.id === entry.prizeId : !s.prize));
  return { prizeId: entry.prizeId, prizeLabel: entry.prizeLabel, segment: index, text: resultText(entry.prizeLabel) };
}

export type SpinResultView = ReturnType<typeof spinResult>;

export async function loadSpinPage({ request, context }: Args) {
  const site = requireSite(context);
  const campaign = campaignOf(context);
  const runtime = context.get(runtimeContext);
  const user = currentUser(context);
  const phase = campaignPhase(campaign, new Date());
  const [entry, awarded] = await Promise.all([
    user ? findSpinEntry(runtime.db, site.id, campaign.id, user.id) : null,
    prizesAwarded(runtime.db, site.id, campaign.id),
  ]);
  const url = new URL(request.url);
  return data(
    {
      siteName: site.name,
      campaign: {
        name: campaign.name,
        terms: campaign.terms,
        startsOn: formatCampaignDay(campaign.startDate),
        endsOn: formatCampaignDay(campaign.endDate),
        timeZone: campaign.timeZone,
        prizes: campaign.prizes.map((p) => ({
          id: p.id,
          label: p.label,
          description: p.description,
          oddsPercent: p.oddsPercent,
          remaining: remainingStock(p, awarded),
        })),
      },
      segments: wheelSegments(campaign),
      phase: phase.phase,
      message: phaseMessage(campaign, phase),
      signedIn: user !== null,
      signInHref: signInPath("spin-to-win", url.pathname, "/"),
      result: entry ? spinResult(campaign, entry) : null,
    },
    { headers: PRIVATE },
  );
}

export type SpinPageData = Awaited<ReturnType<typeof loadSpinPage>>["data"];

export type SpinActionData =
  { ok: true; result: SpinResultView; duplicate: boolean } | { ok: false; message: string; errors?: Record<string, string> };

export async function spinAction({ request, context }: Args) {
  const site = requireSite(context);
  const campaign = campaignOf(context);
  const runtime = context.get(runtimeContext);
  const answer = (body: SpinActionData, status = 200) => data(body, { status, headers: PRIVATE });

  const user = currentUser(context);
  if (!user) return answer({ ok: false, message: "Please sign in to spin." }, 401);
  const now = new Date();
  const message = phaseMessage(campaign, campaignPhase(campaign, now));
  if (message) return answer({ ok: false, message }, 409);

  const body = await readLeadBody(request);
  if (!body.ok) return answer({ ok: false, message: body.message }, body.status);
  const parsed = parseSpinEntry(body.values);
  if (!parsed.ok) return answer({ ok: false, message: "Please fix the following errors:", errors: parsed.errors }, 400);

  const { entry, duplicate } = await spinOnce(runtime.db, {
    site,
    campaign,
    user,
    entry: parsed.entry,
    now,
    random: secureRandom,
    sourceUrl: request.url,
    ip: clientIp(context),
  });
  return answer({ ok: true, result: spinResult(campaign, entry), duplicate });
}
