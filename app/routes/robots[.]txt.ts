import { requireSite, runtimeContext } from "~/app/context";
import { robotsTxt } from "~/domain/vehicle/sitemap";
import type { Route } from "./+types/robots[.]txt";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSite(context);
  const url = new URL(request.url);
  const origin = `${context.get(runtimeContext).env.HTTPS ? "https:" : url.protocol}//${url.host}`;
  return new Response(robotsTxt(origin), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
