/**
 * Who may read the SMS inbox page: it lists every sign-in code, so only a person on the server's own machine,
 * and only when SMS_DEV_INBOX=true. The address is the socket's peer (socketAddressContext), never a header;
 * it is empty when the request came through a proxy, so a proxy on the same machine does not make everyone local.
 */
import type { SmsSettings } from "./config";

/**
 * The loopback addresses a browser on this machine uses: localhost and *.localhost resolve to 127.0.0.1 or ::1.
 * The rest of 127.0.0.0/8 is left out on purpose: nothing local needs it.
 */
export function isLoopbackAddress(address: string): boolean {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

export function inboxPageAllowed(settings: Pick<SmsSettings, "inboxPage">, socketAddress: string): boolean {
  return settings.inboxPage && isLoopbackAddress(socketAddress);
}
