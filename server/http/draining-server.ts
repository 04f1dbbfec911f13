/**
 * An HTTP server that shuts down without resetting keep-alive clients.
 *
 * Node's `server.close()` destroys idle keep-alive connections at once, which races with a client that is just
 * sending on one: that request sees ECONNRESET. Instead `drain` stops accepting connections, answers every
 * response not yet started and every request still arriving with `Connection: close`, and leaves idle
 * connections to end at the keep-alive timeout the server announced (clients stop reusing them before it).
 * What is still open after `timeoutMs` is closed by force.
 */
import http from "node:http";
import net from "node:net";

export type DrainingServer = {
  server: http.Server;
  /** Resolves once every connection has ended (or was closed by force after `timeoutMs`). */
  drain(timeoutMs: number): Promise<void>;
};

export function createDrainingServer(listener: http.RequestListener): DrainingServer {
  let draining = false;
  const unanswered = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    if (draining) res.setHeader("Connection", "close");
    unanswered.add(res);
    res.once("close", () => unanswered.delete(res));
    listener(req, res);
  });
  const drain = (timeoutMs: number) =>
    new Promise<void>((resolve) => {
      draining = true;
      for (const res of unanswered) if (!res.headersSent) res.setHeader("Connection", "close");
      const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
      force.unref();
      // net.Server's close: stop listening and wait for the connections, without http.Server's closeIdleConnections().
      net.Server.prototype.close.call(server, () => {
        clearTimeout(force);
        resolve();
      });
    });
  return { server, drain };
}
