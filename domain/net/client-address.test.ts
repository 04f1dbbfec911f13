import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address";

describe("clientAddressKey", () => {
  it("keeps an IPv4 address and unwraps IPv4-mapped IPv6", () => {
    expect(clientAddressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientAddressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientAddressKey("::FFFF:203.0.113.9")).toBe("203.0.113.9");
  });

  it("counts every address of one IPv6 /64 as one client", () => {
    const a = clientAddressKey("2001:db8:abcd:12:1::1");
    expect(a).toBe("2001:db8:abcd:12::/64");
    expect(clientAddressKey("2001:0db8:abcd:0012:ffff:ffff:ffff:ffff")).toBe(a);
    expect(clientAddressKey("[2001:db8:abcd:12::99]")).toBe(a);
    expect(clientAddressKey("2001:db8:abcd:12::5%eth0")).toBe(a);
    expect(clientAddressKey("2001:db8:abcd:13::1")).not.toBe(a);
  });

  it("expands compressed forms before taking the network", () => {
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientAddressKey("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
    expect(clientAddressKey("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });

  it("is empty for anything that is not an address", () => {
    for (const junk of ["", null, undefined, "unknown", "1.2.3", "1.2.3.4.5", "evil.example", "::g", "1.2.3.4, 5.6.7.8"]) {
      expect(clientAddressKey(junk)).toBe("");
    }
  });
});
