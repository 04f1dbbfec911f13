import { data, Form, redirect } from "react-router";
import { requireSite, runtimeContext } from "~/app/context";
import { sessionContext } from "~/app/middleware/session.server";
import { maskPhone } from "~/domain/auth/phone";
import { safePath } from "~/domain/auth/safe-path";
import { clearSessionCookie, deleteSession } from "~/server/auth/sessions";
import { readFormBody } from "~/server/http/body-readers";
import { CROSS_SITE_MESSAGE, isSameOrigin } from "~/server/http/same-origin";
import type { Route } from "./+types/sign-out";
import { Button } from "~/app/ui/button";

export async function loader({ context }: Route.LoaderArgs) {
  const site = requireSite(context);
  const { user } = context.get(sessionContext);
  if (!user) throw redirect("/");
  return { siteName: site.name, phone: maskPhone(user.phone) };
}

/**
 * Sign-out is a same-origin POST (a link, an image or another site's form cannot sign a shopper out);
 * the session row is deleted, the cookie cleared.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireSite(context);
  if (!isSameOrigin(request)) throw data(CROSS_SITE_MESSAGE, { status: 403 });
  const body = await readFormBody(request, { limit: 16 * 1024 });
  if (!body.ok) throw data(body.message, { status: body.status });
  const { token } = context.get(sessionContext);
  if (token) await deleteSession(context.get(runtimeContext).db, token);
  return redirect(safePath(body.values.redirect), {
    headers: { "Set-Cookie": await clearSessionCookie(), "Cache-Control": "no-store" },
  });
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `Sign out | ${data.siteName}` : "Sign out" }, { name: "robots", content: "noindex" }];
}

export default function SignOut({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">Sign out</h1>
      <p className="mt-2 text-muted">You're signed in as {loaderData.phone}.</p>
      <Form method="post" className="mt-6">
        <Button type="submit">
          Sign out
        </Button>
      </Form>
    </section>
  );
}
