import { data } from "react-router";
import { requireSite, runtimeContext } from "~/app/context";
import { clientIp } from "~/server/auth/client-ip";
import { viewCall } from "~/server/vehicle/api";
import type { Route } from "./+types/api.cars.$slug.view[.]json";

/** GET ?photos_count&updated_at&website_id → { views, car_fields }; counts one view per visitor per day (000 §7). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const visitor = { ip: clientIp(request, context, runtime.env.TRUST_PROXY), userAgent: request.headers.get("user-agent") ?? "" };
  const answer = await viewCall(runtime.db, site, params.slug, new URL(request.url).searchParams, visitor);
  return data(answer.body, { status: answer.status, headers: answer.headers });
}
