/**
 * The web chat's provider slot (001 §7: a chat widget that opens on Enquire for some dealers). The dealer's
 * settings name the provider; each adapter opens its chat with the same context. The embedded provider's code
 * is a separate chunk, imported on the first open, so a page costs nothing for chat until a shopper asks.
 */
import type { ClientSettings } from "~/server/tenancy/client-site";

export type ChatContext = {
  siteName: string;
  greeting: string;
  /** The car the shopper was looking at (Enquire on a vehicle page), if any. */
  car: { id: number; name: string } | null;
  pageUrl: string;
};

export type ChatSettings = ClientSettings["features"]["chat"];

/** Where the hosted provider's chat opens: its page, told the site, the car and the page. */
export function hostedChatUrl(settings: ChatSettings, context: ChatContext): string | null {
  if (!settings.hostedUrl) return null;
  const url = new URL(settings.hostedUrl);
  url.searchParams.set("page", context.pageUrl);
  if (context.car) {
    url.searchParams.set("car_id", String(context.car.id));
    url.searchParams.set("car", context.car.name);
  }
  return url.toString();
}

/** Loads the embedded chat's panel (its own chunk). */
export const loadEmbeddedChat = () => import("./embedded-chat");
