import { describe, expect, it } from "vitest";
import { budgetKeyOf, describeTrustProxy, expressTrustProxy, parseTrustProxy, type TrustProxy } from "./client-address";

describe("budgetKeyOf", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(budgetKeyOf("203.0.113.7")).toBe("203.0.113.7");
  });

  it("reads an IPv4-mapped IPv6 address as its IPv4 address, in dotted or hex form", () => {
    expect(budgetKeyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(budgetKeyOf("::FFFF:127.0.0.1")).toBe("127.0.0.1");
    expect(budgetKeyOf("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("gives every address of one IPv6 /64 the same key, in one canonical spelling", () => {
    const keys = [
      "2001:db8:1:2::1",
      "2001:0DB8:0001:0002:ffff:ffff:ffff:ffff",
      "2001:db8:1:2:a:b:c:d",
      "2001:db8:1:2::1%eth0",
    ].map(budgetKeyOf);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(budgetKeyOf("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(budgetKeyOf("2001:db8:0:0:1::1")).toBe("2001:db8::/64");
    expect(budgetKeyOf("::1")).toBe("::/64");
    expect(budgetKeyOf("fe80::1:2:3:4")).toBe("fe80::/64");
    expect(budgetKeyOf("1:0:0:1::")).toBe("1:0:0:1::/64");
    expect(budgetKeyOf("64:ff9b::192.0.2.33")).toBe("64:ff9b::/64");
  });

  it("leaves what is not an address as it is", () => {
    expect(budgetKeyOf("unknown")).toBe("unknown");
    expect(budgetKeyOf("2001:db8::1::2")).toBe("2001:db8::1::2");
  });
});

describe("parseTrustProxy", () => {
  it("trusts nobody when unset, empty or 0", () => {
    for (const value of [undefined, "", "  ", "0"]) expect(parseTrustProxy(value)).toEqual({ kind: "none" });
    expect(expressTrustProxy({ kind: "none" })).toBe(false);
  });

  it("reads a whole number as proxy hops", () => {
    expect(parseTrustProxy("2")).toEqual({ kind: "hops", hops: 2 });
    expect(expressTrustProxy({ kind: "hops", hops: 2 })).toBe(2);
  });

  it("reads a list of addresses, CIDR ranges and named ranges", () => {
    const parsed = parseTrustProxy(" 10.0.0.1, 10.1.0.0/16 ,2001:db8::/32, ::1, loopback ");
    expect(parsed).toEqual({
      kind: "addresses",
      addresses: ["10.0.0.1", "10.1.0.0/16", "2001:db8::/32", "::1", "loopback"],
    });
  });

  it.each([
    "true",
    "yes",
    "-1",
    "1.5",
    "10.0.0.0/33",
    "2001:db8::/129",
    "10.0.0.1/8/8",
    "10.0.0.256",
    "10.0.0.1,",
    "10.0.0.0/x",
    "localhost",
    "101",
  ])("refuses %j, naming it", (value) => {
    const parsed = parseTrustProxy(value);
    expect(parsed).toHaveProperty("error");
    expect((parsed as { error: string }).error).toMatch(/"[^"]*"/);
  });

  it("says in one line which addresses are believed", () => {
    const settings: TrustProxy[] = [
      { kind: "none" },
      { kind: "hops", hops: 1 },
      { kind: "addresses", addresses: ["10.0.0.1"] },
    ];
    for (const trust of settings) {
      expect(describeTrustProxy(trust)).not.toContain("\n");
    }
    expect(describeTrustProxy({ kind: "none" })).toContain("X-Forwarded-For is ignored");
    expect(describeTrustProxy({ kind: "hops", hops: 1 })).toContain("1 proxy hop trusted");
  });
});
