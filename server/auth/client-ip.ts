/**
 * The client's address key (see domain/net/client-address.ts), for rate limits and the lead record. The HTTP
 * app puts it into the router context from Express's `req.ip`, which believes X-Forwarded-For only for the
 * configured number of proxy hops (TRUST_PROXY); no route reads a forwarded header itself.
 */
import { createContext, type RouterContextProvider } from "react-router";
import { FORWARDING_HEADER } from "~/server/http/router-handler";

export const clientIpContext = createContext<string>("");

export function clientIp(context: Readonly<RouterContextProvider>): string {
  return context.get(clientIpContext);
}

/**
 * The socket's own peer address, for what only this machine may see (the SMS dev inbox): never a header's
 * claim, and "" when the request carries a forwarding header, because then the peer is a proxy relaying
 * someone else. The HTTP app sets it from `socketAddress(req)`.
 */
export const socketAddressContext = createContext<string>("");

export function socketAddress(req: { headers: Record<string, unknown>; socket: { remoteAddress?: string } }): string {
  if (Object.keys(req.headers).some((name) => FORWARDING_HEADER.test(name))) return "";
  return req.socket.remoteAddress ?? "";
}
