import { XMLValidator } from "fast-xml-parser";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadEmail } from "./compose";
import { createLeadDeliverer } from "./index";
import { mailFilePath, mailFolder, writeToMailFolder } from "./mail-folder";
import { adfAttachment, sampleJob } from "./test-job";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "lead-mail-"));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const options = { LEAD_MAIL_FROM: "leads@platform.example", LEAD_WEBHOOK_TIMEOUT_MS: 1000 };

describe("mail folder", () => {
  it("writes an RFC 822 message with the readable body and the ADF attachment", async () => {
    const job = sampleJob();
    const file = await writeToMailFolder(
      dataDir,
      "north",
      job.deliveryId,
      leadEmail(job, { from: "a@b.example", to: "c@d.example", adf: true }),
    );
    expect(file).toBe(path.join(dataDir, "mail", "north", "lead-delivery-7.eml"));
    const eml = await readFile(file, "utf8");
    expect(eml).toMatch(/^Subject: Enquiry from Jo Citizen/m);
    expect(eml).toMatch(/^Reply-To: Jo Citizen <jo@example.com>/m);
    expect(eml).toMatch(/^Message-ID: <lead-0d9f5a7e-3c2b-4f4e-9a1d-7b6c5d4e3f21\.7@north\.leads>/m);
    expect(eml).toContain("Content-Type: text/plain");
    expect(eml).toContain("Name: Jo Citizen");
    const adf = adfAttachment(eml);
    expect(adf).toBeDefined();
    expect(XMLValidator.validate(adf!)).toBe(true);
    expect(adf).toContain("<requestdate>2025-03-04T05:06:07+00:00</requestdate>");
  });

  it("a redelivery overwrites the same file instead of adding another", async () => {
    const deliver = createLeadDeliverer({ ...options, dataDir });
    await deliver(sampleJob());
    await deliver({ ...sampleJob(), attempt: 2 });
    expect(await readdir(mailFolder(dataDir, "north"))).toEqual(["lead-delivery-7.eml"]);
  });

  it("sends email targets to the mail folder when no SMTP server is configured", async () => {
    const deliver = createLeadDeliverer({ ...options, dataDir });
    await deliver(sampleJob({ kind: "email", to: "sales@north.example", format: "text" }, 9));
    const eml = await readFile(mailFilePath(dataDir, "north", 9), "utf8");
    expect(eml).toMatch(/^To: sales@north.example/m);
    // The text format has no ADF attachment.
    expect(adfAttachment(eml)).toBeUndefined();
  });

  it("refuses a website slug that could escape the folder", () => {
    expect(() => mailFolder(dataDir, "../etc")).toThrow(/Unsafe website slug/);
  });
});

describe("SMTP", () => {
  it("is used for email targets when configured, with the ADF attached", async () => {
    const sent: Array<Record<string, unknown>> = [];
    const deliver = createLeadDeliverer({
      ...options,
      dataDir,
      smtp: { send: async (m) => void sent.push(m as Record<string, unknown>), close() {} },
    });
    await deliver(sampleJob({ kind: "email", to: "sales@north.example", format: "adf" }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "sales@north.example", from: "leads@platform.example" });
    expect(sent[0].attachments).toHaveLength(1);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
