/** The garage's finance section: a signed-in shopper's applications on this site (only what is stored in clear). */
import type { RouterContextProvider } from "react-router";
import { STEPS, type ApplicationKind } from "~/domain/finance/application";
import { withoutRepeatedWords } from "~/domain/stock/labels";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { applicationReference, listApplications } from "~/server/finance/applications";

export async function garageFinanceApplications(context: Readonly<RouterContextProvider>, userId: number) {
  const site = requireSite(context);
  const rows = await listApplications(context.get(runtimeContext).db, site.id, userId);
  return rows.map((r) => ({
    reference: applicationReference(r.id),
    kind: r.kind as ApplicationKind,
    status: r.status as "draft" | "submitted",
    stepsDone: r.completedSteps.filter((s) => (STEPS as readonly string[]).includes(s)).length,
    steps: STEPS.length,
    car: r.carName && r.carSlug ? { name: withoutRepeatedWords(r.carName), slug: r.carSlug } : null,
    updatedAt: r.updatedAt.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
  }));
}

export type GarageFinanceApplication = Awaited<ReturnType<typeof garageFinanceApplications>>[number];
