/**
 * The README's first command as it is: the embedded database and nothing configured. The SMS inbox page is off
 * (it lists every sign-in code, so it needs SMS_DEV_INBOX=true, even on this machine), yet the person who
 * started the server can sign in: the code is printed in the server's log, the phone number is not.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskPhone } from "~/domain/auth/phone";
import { form, freshMobile } from "./auth-helpers";
import type { RawResponse } from "./harness";
import { startServerProcess, type ServerProcess } from "./server-process";

const SLUG = "harbour-toyota";
const dataDir = mkdtempSync(path.join(tmpdir(), "dealer-sms-default-"));
let server: ServerProcess;
let port: number;

beforeAll(async () => {
  // The README's first command sets nothing: a developer's own SMS_DEV_INBOX must not leak into this server.
  delete process.env.SMS_DEV_INBOX;
  server = startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "info" });
  port = await server.ready;
});

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function call(pathname: string, init: { method?: string; body?: string } = {}): Promise<RawResponse> {
  const host = `${SLUG}.localhost:${port}`;
  const headers: Record<string, string> = { host };
  if (init.body !== undefined) Object.assign(headers, { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}` });
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: pathname, method: init.method ?? "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/** The code of the newest text to this (masked) phone in the server's log. */
async function codeFromLog(masked: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const lines = server
      .output()
      .stdout.split("\n")
      .filter((line) => line.includes(JSON.stringify(masked)));
    const code = /"body":"(\d{6})\b/.exec(lines.at(-1) ?? "")?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${masked} in the log`);
}

describe("the embedded default, nothing configured", () => {
  it("does not show the SMS inbox page, not even to this machine", async () => {
    const res = await call("/dev/sms-inbox");
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('data-testid="sms"');
  });

  it("lets the person who started it sign in with the code from the server's log", async () => {
    const phone = freshMobile();
    const sent = await call("/sign-in?type=my-garage", {
      method: "POST",
      body: form({ intent: "send", phone: phone.local, redirect: "/my-garage" }),
    });
    expect(sent.status).toBe(200);
    const page = sent.body.toString();
    expect(page).toMatch(/Your code is printed in the server(?:'|&#x27;)s log\./);
    expect(page).not.toContain("/dev/sms-inbox");

    const code = await codeFromLog(maskPhone(phone.e164));
    expect(server.output().stdout).not.toContain(phone.e164);
    const done = await call("/sign-in?type=my-garage", {
      method: "POST",
      body: form({ intent: "verify", phone: phone.e164, code, redirect: "/my-garage" }),
    });
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe("/my-garage");
    expect(String(done.headers["set-cookie"])).toMatch(/dp_session=[^;]+/);
  });
});
