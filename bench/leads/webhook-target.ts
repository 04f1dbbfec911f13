/**
 * A dealer's webhook for the outage scenario: a node http server on 127.0.0.1 that answers 503 while
 * "down" and, while up, counts every accepted POST by its Idempotency-Key header.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type WebhookTarget = {
  url: string;
  up: boolean;
  /** Accepted deliveries per idempotency key. */
  accepted: Map<string, number>;
  refused: number;
  close(): Promise<void>;
};

export async function startWebhookTarget(): Promise<WebhookTarget> {
  const state = { up: false, refused: 0, accepted: new Map<string, number>() };
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      if (!state.up) {
        state.refused += 1;
        res.writeHead(503).end("down for maintenance");
        return;
      }
      const key = String(req.headers["idempotency-key"] ?? "");
      state.accepted.set(key, (state.accepted.get(key) ?? 0) + 1);
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    get up() {
      return state.up;
    },
    set up(value: boolean) {
      state.up = value;
    },
    accepted: state.accepted,
    get refused() {
      return state.refused;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
