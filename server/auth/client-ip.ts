/**
 * The shopper's IP address, for the per-IP code limit. The Fetch Request React Router hands us has no
 * socket address, so the HTTP server should put Express's `req.ip` (which honours TRUST_PROXY) into
 * `clientIpContext` in getLoadContext. Until it does, a forwarded header is believed only when
 * TRUST_PROXY says a proxy is in front; otherwise the address is unknown ("").
 */
import { createContext, type RouterContextProvider } from "react-router";

export const clientIpContext = createContext<string>("");

export function clientIp(request: Request, context: Readonly<RouterContextProvider>, trustProxy: unknown): string {
  const fromServer = context.get(clientIpContext);
  if (fromServer) return fromServer;
  if (trustProxy === false || trustProxy === undefined || trustProxy === 0) return "";
  const hops = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  if (hops.length === 0) return "";
  // A hop count trusts that many proxies from the right; `true` trusts them all.
  if (typeof trustProxy === "number") return hops[Math.max(0, hops.length - trustProxy)] ?? "";
  return trustProxy === true ? hops[0] : hops[hops.length - 1];
}
