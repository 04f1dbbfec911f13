import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleLead } from "~/domain/leads/test-leads";
import { createLeadDeliverer } from "./index";
import { sampleJob } from "./test-job";
import { DeliveryError, postLeadWebhook } from "./webhook";

type Received = { headers: IncomingMessage["headers"]; body: string };

let server: Server;
let base: string;
let status = 200;
let delayMs = 0;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      setTimeout(() => res.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok" : "busy"), delayMs);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("webhook delivery", () => {
  it("POSTs the lead as JSON with an Idempotency-Key header", async () => {
    status = 200;
    received.length = 0;
    const deliver = createLeadDeliverer({
      dataDir: "/nonexistent",
      LEAD_MAIL_FROM: "x@y.example",
      LEAD_WEBHOOK_TIMEOUT_MS: 2000,
      allowPrivateWebhooks: true,
    });
    await deliver(sampleJob({ kind: "webhook", url: `${base}/hook?token=secret` }));
    expect(received).toHaveLength(1);
    expect(received[0].headers["content-type"]).toBe("application/json");
    expect(received[0].headers["idempotency-key"]).toBe("0d9f5a7e-3c2b-4f4e-9a1d-7b6c5d4e3f21");
    expect(JSON.parse(received[0].body)).toMatchObject({
      id: "0d9f5a7e-3c2b-4f4e-9a1d-7b6c5d4e3f21",
      type: "enquiry",
      customer: { name: "Jo Citizen" },
    });
  });

  it("fails on a non-2xx answer without leaking the URL's secret", async () => {
    status = 503;
    const error = await postLeadWebhook(`${base}/hook?token=secret`, sampleLead("enquiry"), "k", { timeoutMs: 2000 }).catch(
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(`Webhook ${base}/hook answered 503`);
    expect((error as DeliveryError).detail).toBe("busy");
    expect((error as Error).message).not.toContain("secret");
  });

  it("fails when the target does not answer in time", async () => {
    status = 200;
    delayMs = 500;
    try {
      await expect(postLeadWebhook(`${base}/slow`, sampleLead("enquiry"), "k", { timeoutMs: 100 })).rejects.toThrow(
        /timed out after 100 ms/,
      );
    } finally {
      delayMs = 0;
    }
  });

  it("fails when nothing listens", async () => {
    await expect(postLeadWebhook("http://127.0.0.1:1/hook", sampleLead("enquiry"), "k", { timeoutMs: 1000 })).rejects.toThrow(
      /unreachable/,
    );
  });
});

describe("a webhook's address, checked at delivery", () => {
  const options = { dataDir: "/nonexistent", LEAD_MAIL_FROM: "x@y.example", LEAD_WEBHOOK_TIMEOUT_MS: 2000 };

  it.each([
    [`http://127.0.0.1:1/hook`, "must start with https://"],
    ["https://127.0.0.1/hook", "private address"],
    ["https://10.0.0.8/hook", "private address"],
    ["https://169.254.169.254/latest/meta-data", "private address"],
    ["https://[::1]/hook", "private address"],
    ["https://[fe80::1]/hook", "private address"],
    ["https://crm.localhost/hook", "not a public address"],
    ["https://intranet/hook", "not a public address"],
  ])("refuses %s without connecting, wherever the address came from", async (url, reason) => {
    const fetched: string[] = [];
    const deliver = createLeadDeliverer({
      ...options,
      fetch: (async (input: string) => {
        fetched.push(input);
        return new Response("ok");
      }) as unknown as typeof fetch,
    });
    await expect(deliver(sampleJob({ kind: "webhook", url }))).rejects.toThrow(new RegExp(`^Webhook refused: .*${reason}`));
    expect(fetched).toEqual([]);
  });

  it("refuses a public-looking name that resolves to a private address when the lead is delivered", async () => {
    status = 200;
    received.length = 0;
    const asked: string[] = [];
    const port = (server.address() as AddressInfo).port;
    const deliver = createLeadDeliverer({
      ...options,
      // The name pointed at this machine, where the test's receiver listens: the connection is never made.
      resolveHost: async (host) => {
        asked.push(host);
        return [{ address: "127.0.0.1", family: 4 }];
      },
    });
    const error = await deliver(sampleJob({ kind: "webhook", url: `https://crm.example.com:${port}/hook?token=secret` })).catch(
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/unreachable: .*crm\.example\.com is a private address/);
    expect((error as Error).message).not.toContain("secret");
    expect(asked).toEqual(["crm.example.com"]);
    expect(received).toEqual([]);
  });
});
