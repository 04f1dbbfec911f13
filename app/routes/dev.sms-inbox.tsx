import { SmsInboxPage } from "~/app/features/dev/sms-inbox-page";
import { loadSmsInboxPage } from "~/app/features/dev/sms-inbox-page.server";
import type { Route } from "./+types/dev.sms-inbox";

/** Development only: not found unless SMS_DEV_INBOX=true and the request comes from this machine. */
export const loader = ({ context }: Route.LoaderArgs) => loadSmsInboxPage(context);

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export function meta() {
  return [{ title: "SMS inbox (development)" }, { name: "robots", content: "noindex" }];
}

export default function SmsInbox({ loaderData }: Route.ComponentProps) {
  return <SmsInboxPage data={loaderData} />;
}
