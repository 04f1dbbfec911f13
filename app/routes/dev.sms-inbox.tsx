import { data } from "react-router";
import { requireSite, runtimeContext } from "~/app/context";
import { socketAddressContext } from "~/server/auth/client-ip";
import { inboxPageVisible, readInbox } from "~/server/services/sms";
import type { Route } from "./+types/dev.sms-inbox";

/**
 * The embedded SMS provider's inbox: texts this site "sent", sign-in codes included. Not found unless
 * SMS_DEV_INBOX=true and the request comes straight from this machine (loopback, not through a proxy).
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (!inboxPageVisible(context.get(socketAddressContext))) throw data("Not found", { status: 404 });
  const site = requireSite(context);
  const messages = await readInbox(context.get(runtimeContext).dataDir, site.id, 20);
  return { siteName: site.name, messages };
}

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export function meta() {
  return [{ title: "SMS inbox (development)" }, { name: "robots", content: "noindex" }];
}

export default function SmsInbox({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold">SMS inbox</h1>
      <p className="mt-2 text-sm text-muted">
        Development only: the texts {loaderData.siteName} would have sent, newest first. Reload to see new ones.
      </p>
      {loaderData.messages.length === 0 ? (
        <p className="mt-8 rounded-brand bg-surface-alt p-6 text-center">No texts yet.</p>
      ) : (
        <ol className="mt-6 space-y-3">
          {loaderData.messages.map((m) => {
            const code = /^(\d{6})\b/.exec(m.body)?.[1];
            return (
              <li key={`${m.at}-${m.to}`} className="rounded-brand border border-black/10 bg-surface p-4" data-testid="sms">
                <div className="flex flex-wrap justify-between gap-2 text-sm text-muted">
                  <span data-testid="sms-to">{m.to}</span>
                  <time dateTime={m.at}>{new Date(m.at).toLocaleString("en-AU", { timeZone: "Australia/Brisbane" })}</time>
                </div>
                {code && (
                  <p className="mt-2 font-mono text-3xl font-bold tracking-[0.3em]" data-testid="sms-code">
                    {code}
                  </p>
                )}
                <p className="mt-2 whitespace-pre-line text-sm">{m.body}</p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
