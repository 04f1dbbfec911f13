/**
 * The embedded SMS provider's inbox: texts this site "sent", sign-in codes included. Not found unless
 * SMS_DEV_INBOX=true and the request comes straight from this machine (loopback, not through a proxy).
 */
import { data, type RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { socketAddressContext } from "~/server/auth/client-ip";
import { inboxPageVisible, readInbox } from "~/server/services/sms";

export async function loadSmsInboxPage(context: Readonly<RouterContextProvider>) {
  const runtime = context.get(runtimeContext);
  if (!inboxPageVisible(runtime.sms.settings, context.get(socketAddressContext))) throw data("Not found", { status: 404 });
  const site = requireSite(context);
  const messages = await readInbox(runtime.dataDir, site.id, 20);
  return { siteName: site.name, messages };
}

export type SmsInboxPageData = Awaited<ReturnType<typeof loadSmsInboxPage>>;
