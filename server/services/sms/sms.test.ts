import { mkdtemp, rm, writeFile, appendFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { socketAddress } from "~/server/auth/client-ip";
import { parseConfig } from "~/server/config";
import { smsSettings } from "./config";
import { createSmsSender, inboxPageVisible, readInbox, SmsDeliveryError, unsentCodeHint } from "./index";
import { inboxFile } from "./dev-inbox";

const SID = `AC${"a".repeat(32)}`;
const POSTGRES = "postgres://db.example/app";
const message = { to: "+61412345678", body: "123456 is your code", websiteId: 7, site: "harbour-toyota" };

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "sms-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const fakeLog = () => ({ info: vi.fn(), warn: vi.fn() });
/** The configuration of `env`; a PostgreSQL production server needs a session secret to boot at all. */
const configOf = (env: Record<string, string | undefined>) =>
  parseConfig({ SESSION_SECRET: "s".repeat(32), FINANCE_DATA_KEY: "0f".repeat(32), ...env });
const settingsOf = (env: Record<string, string | undefined>) => smsSettings(configOf(env));

describe("the embedded inbox", () => {
  it("stores messages per site and shows the newest first", async () => {
    const log = fakeLog();
    const sender = createSmsSender({ config: configOf({ NODE_ENV: "development" }), dataDir, log: log as never });
    await sender.send(message);
    await sender.send({ ...message, body: "654321 is your code" });
    await sender.send({ ...message, websiteId: 8, site: "other", body: "999999 other site" });
    const inbox = await readInbox(dataDir, 7);
    expect(inbox.map((m) => m.body)).toEqual(["654321 is your code", "123456 is your code"]);
    expect(await readInbox(dataDir, 8)).toHaveLength(1);
  });

  it("echoes the text to the log in development", async () => {
    const log = fakeLog();
    await createSmsSender({ config: configOf({ NODE_ENV: "development" }), dataDir, log: log as never }).send(message);
    expect(JSON.stringify(log.info.mock.calls)).toContain("123456");
  });

  it("never logs the text on a PostgreSQL production server, even with the inbox switched on", async () => {
    const log = fakeLog();
    await createSmsSender({
      config: configOf({ NODE_ENV: "production", DATABASE_URL: POSTGRES, SMS_DEV_INBOX: "true" }),
      dataDir,
      log: log as never,
    }).send(message);
    expect(JSON.stringify(log.info.mock.calls)).not.toContain("123456");
    expect(JSON.stringify(log.info.mock.calls)).not.toContain("412345678");
    expect((await readInbox(dataDir, 7))[0].body).toBe(message.body);
  });

  it("prints the text in the log on the embedded database, where nothing is sent, so `npm start` alone lets you sign in", async () => {
    const log = fakeLog();
    await createSmsSender({ config: configOf({ NODE_ENV: "production" }), dataDir, log: log as never }).send(message);
    expect(JSON.stringify(log.info.mock.calls)).toContain("123456");
    expect(JSON.stringify(log.info.mock.calls)).not.toContain("412345678");
  });

  it("refuses to send on a PostgreSQL production server when no provider is configured", async () => {
    const sender = createSmsSender({
      config: configOf({ NODE_ENV: "production", DATABASE_URL: POSTGRES }),
      dataDir,
      log: fakeLog() as never,
    });
    await expect(sender.send(message)).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(await readInbox(dataDir, 7)).toEqual([]);
  });

  it("skips a torn line and reads an empty or missing inbox as empty", async () => {
    expect(await readInbox(dataDir, 7)).toEqual([]);
    await writeFile(inboxFile(dataDir), '{"at":"x","websiteId":7,"site":"s","to":"+61412345678","body":"ok"}\n{"torn');
    await appendFile(inboxFile(dataDir), "\n");
    expect((await readInbox(dataDir, 7)).map((m) => m.body)).toEqual(["ok"]);
  });
});

describe("the inbox page", () => {
  const on = { NODE_ENV: "production", SMS_DEV_INBOX: "true" };
  const twilio = { SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: "x".repeat(32), TWILIO_FROM: "+61400000000" };

  it("is off unless SMS_DEV_INBOX=true is set, on the embedded database and in development too", () => {
    for (const env of [
      {},
      { NODE_ENV: "production" },
      { NODE_ENV: "development" },
      { SMS_DEV_INBOX: "false" },
      { NODE_ENV: "production", DATABASE_URL: POSTGRES },
    ]) {
      expect(inboxPageVisible(settingsOf(env), "127.0.0.1"), JSON.stringify(env)).toBe(false);
    }
    expect(inboxPageVisible(settingsOf({ ...on, ...twilio }), "127.0.0.1")).toBe(false);
  });

  it("answers only a peer on this machine's loopback when it is on", () => {
    for (const local of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) expect(inboxPageVisible(settingsOf(on), local), local).toBe(true);
    expect(inboxPageVisible(settingsOf({ ...on, DATABASE_URL: POSTGRES }), "127.0.0.1")).toBe(true);
    for (const remote of [
      "192.0.2.2",
      "10.0.0.5",
      "203.0.113.9",
      "::ffff:10.0.0.1",
      "::ffff:203.0.113.9",
      "fe80::1",
      "2001:db8::1",
      "fd00::2",
      "127.0.0.2",
      "0.0.0.0",
      "::",
      "localhost",
      "",
    ]) {
      expect(inboxPageVisible(settingsOf(on), remote), remote).toBe(false);
    }
  });

  it("takes the socket's own address, and none at all when a proxy forwarded the request", () => {
    const req = (headers: Record<string, string>) => ({ headers, socket: { remoteAddress: "127.0.0.1" } });
    expect(socketAddress(req({ host: "a.localhost" }))).toBe("127.0.0.1");
    for (const header of ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "forwarded", "x-real-ip", "via"]) {
      expect(socketAddress(req({ host: "a.localhost", [header]: "127.0.0.1" })), header).toBe("");
    }
    expect(socketAddress({ headers: {}, socket: {} })).toBe("");
  });

  it("tells the sign-in page where an unsent code can be read", () => {
    expect(unsentCodeHint(settingsOf(on), "127.0.0.1")).toBe("inbox");
    expect(unsentCodeHint(settingsOf(on), "203.0.113.9")).toBe("log");
    expect(unsentCodeHint(settingsOf({ NODE_ENV: "production" }), "127.0.0.1")).toBe("log");
    expect(unsentCodeHint(settingsOf({ ...on, DATABASE_URL: POSTGRES }), "127.0.0.1")).toBe("inbox");
    expect(unsentCodeHint(settingsOf({ ...on, DATABASE_URL: POSTGRES }), "203.0.113.9")).toBeNull();
    expect(unsentCodeHint(settingsOf({ NODE_ENV: "production", ...twilio }), "127.0.0.1")).toBeNull();
  });
});

describe("the Twilio adapter", () => {
  const env = {
    NODE_ENV: "production",
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: "t".repeat(32),
    TWILIO_FROM: "+61400000000",
  };

  it("posts the message form to the account's Messages endpoint with basic auth", async () => {
    const fetchStub = vi.fn(async () => Response.json({ sid: "SM123" }, { status: 201 }));
    const log = fakeLog();
    const sender = createSmsSender({ config: configOf(env), dataDir, log: log as never, fetch: fetchStub as unknown as typeof fetch });
    await expect(sender.send(message)).resolves.toEqual({ provider: "twilio", id: "SM123" });
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(init.method).toBe("POST");
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Basic ${Buffer.from(`${SID}:${"t".repeat(32)}`).toString("base64")}`);
    expect(headers["Content-Type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      To: "+61412345678",
      Body: message.body,
      From: "+61400000000",
    });
    expect(JSON.stringify(log.info.mock.calls)).not.toContain("123456");
  });

  it("prefers a messaging service over a From number", async () => {
    const fetchStub = vi.fn(async () => Response.json({ sid: "SM1" }, { status: 201 }));
    const sender = createSmsSender({
      config: configOf({ ...env, TWILIO_MESSAGING_SERVICE_SID: `MG${"b".repeat(32)}` }),
      dataDir,
      log: fakeLog() as never,
      fetch: fetchStub as unknown as typeof fetch,
    });
    await sender.send(message);
    const body = new URLSearchParams(String((fetchStub.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body.get("MessagingServiceSid")).toBe(`MG${"b".repeat(32)}`);
    expect(body.has("From")).toBe(false);
  });

  it("turns an error answer into a delivery error without the message text", async () => {
    const fetchStub = vi.fn(async () => Response.json({ code: 21211, message: `Invalid 'To' ${message.body}` }, { status: 400 }));
    const sender = createSmsSender({
      config: configOf(env),
      dataDir,
      log: fakeLog() as never,
      fetch: fetchStub as unknown as typeof fetch,
    });
    const error = await sender.send(message).catch((e: unknown) => e as SmsDeliveryError);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as SmsDeliveryError).message).toBe("Twilio answered 400 (error 21211)");
    expect((error as SmsDeliveryError).status).toBe(400);
  });

  it("turns a network failure into a delivery error", async () => {
    const fetchStub = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    const sender = createSmsSender({
      config: configOf(env),
      dataDir,
      log: fakeLog() as never,
      fetch: fetchStub as unknown as typeof fetch,
    });
    await expect(sender.send(message)).rejects.toThrow("Twilio could not be reached");
  });

  it("names each missing or bad variable at boot when Twilio is chosen without its settings", () => {
    expect(() => parseConfig({ SMS_PROVIDER: "twilio" })).toThrow(/TWILIO_ACCOUNT_SID[\s\S]*TWILIO_AUTH_TOKEN[\s\S]*TWILIO_FROM/);
    expect(() => parseConfig({ SMS_PROVIDER: "carrier-pigeon" })).toThrow(/SMS_PROVIDER/);
    expect(() => parseConfig({ SMS_DEV_INBOX: "yes" })).toThrow(/SMS_DEV_INBOX/);
    expect(() => parseConfig({ ...env, TWILIO_MESSAGING_SERVICE_SID: "MG1" })).toThrow(/TWILIO_MESSAGING_SERVICE_SID/);
  });
});
