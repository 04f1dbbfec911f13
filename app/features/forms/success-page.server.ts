/**
 * The thank-you page's loader. It reads only which form was sent (and the car it was about, a public page),
 * never a lead: the address carries no lead id, so it cannot show anyone else's details.
 */
import type { RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { findFormCar } from "./form-page.server";
import { successContent } from "./success-content";

export async function loadSuccessPage(request: Request, context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  const params = new URL(request.url).searchParams;
  const form = params.get("form");
  const eventId = params.get("event_id");
  const car = await findFormCar(context.get(runtimeContext).db, site.id, params.get("car_id"));
  return {
    form,
    content: successContent(form),
    eventId: eventId && /^\d{1,6}$/.test(eventId) ? Number(eventId) : null,
    car,
  };
}

export type SuccessPageData = Awaited<ReturnType<typeof loadSuccessPage>>;
