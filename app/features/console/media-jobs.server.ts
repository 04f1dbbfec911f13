/**
 * A background photo upload's progress (issue 19): the page /console/uploads/<job> (refreshes itself without
 * JavaScript until the job has finished) and its JSON at /console/uploads/<job>/progress.json, which the console's
 * pages poll. Only the dealer's own jobs: another dealer's job id, like an unknown one, is a 404.
 */
import type { RouterContextProvider } from "react-router";
import { findMediaCar } from "~/server/console/media-cars";
import { findMediaJob, mediaJobView } from "~/server/console/media-jobs";
import { notFoundUnless, requireStaff } from "~/server/console/require-staff";
import { runtimeContext } from "~/server/http/router-context";

type Ctx = Readonly<RouterContextProvider>;

async function dealerJob(rawId: string | undefined, context: Ctx) {
  const member = requireStaff(context, "stock.edit");
  const { db } = context.get(runtimeContext);
  const id = rawId && /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const job = notFoundUnless(id === null ? null : await findMediaJob(db, member.websiteId, id), "This upload");
  return { member, db, job };
}

export async function loadMediaJob(rawId: string | undefined, context: Ctx) {
  const { member, db, job } = await dealerJob(rawId, context);
  const car = await findMediaCar(db, member.websiteId, job.carId);
  return { job: mediaJobView(job), car: car && { id: car.id, name: car.name, stocknum: car.stocknum } };
}

export async function mediaJobJson(rawId: string | undefined, context: Ctx) {
  const { job } = await dealerJob(rawId, context);
  return Response.json(mediaJobView(job), { headers: { "Cache-Control": "private, no-store" } });
}
