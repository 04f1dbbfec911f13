/** The embedded SMS provider's inbox, newest first, with each sign-in code shown large. */
import type { SmsInboxPageData } from "./sms-inbox-page.server";

export function SmsInboxPage({ data }: { data: SmsInboxPageData }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold">SMS inbox</h1>
      <p className="mt-2 text-sm text-muted">
        Development only: the texts {data.siteName} would have sent, newest first. Reload to see new ones.
      </p>
      {data.messages.length === 0 ? (
        <p className="mt-8 rounded-brand bg-surface-alt p-6 text-center">No texts yet.</p>
      ) : (
        <ol className="mt-6 space-y-3">
          {data.messages.map((m) => {
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
