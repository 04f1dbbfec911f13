import { describe, expect, it } from "vitest";
import { deliveryState, targetHealth, targetName } from "./dashboard-delivery";

describe("lead delivery health", () => {
  it("reads a delivery's state from its status and attempts", () => {
    expect(deliveryState("delivered", 3)).toBe("delivered");
    expect(deliveryState("dead", 21)).toBe("dead");
    expect(deliveryState("pending", 0)).toBe("waiting");
    expect(deliveryState("pending", 2)).toBe("retrying");
    expect(deliveryState("cancelled", 0)).toBeNull();
  });

  it("sums each target's deliveries by state and the share of finished ones delivered", () => {
    const rows = targetHealth([
      { target: "webhook", status: "delivered", attempts: 1, count: 6 },
      { target: "webhook", status: "delivered", attempts: 0, count: 0 },
      { target: "webhook", status: "dead", attempts: 21, count: 2 },
      { target: "webhook", status: "pending", attempts: 3, count: 1 },
      { target: "email", status: "pending", attempts: 0, count: 4 },
      { target: "email", status: "mystery", attempts: 0, count: 7 },
    ]);
    expect(rows).toEqual([
      { target: "email", total: 4, counts: { delivered: 0, retrying: 0, waiting: 4, dead: 0 }, deliveredShare: null },
      { target: "webhook", total: 9, counts: { delivered: 6, retrying: 1, waiting: 0, dead: 2 }, deliveredShare: 0.75 },
    ]);
  });

  it("names a target as configured, a webhook by its host only (no token from its path or query)", () => {
    expect(targetName("email", "sales@dealer.example")).toBe("Email to sales@dealer.example");
    expect(targetName("webhook", "https://crm.example/hooks/leads?token=s3cret")).toBe("Webhook to crm.example");
    expect(targetName("webhook", "not a url")).toBe("Webhook");
    expect(targetName("mail-folder", "mail/harbour-toyota")).toBe("Mail folder");
    expect(targetName("fax", "123")).toBe("fax");
  });
});
