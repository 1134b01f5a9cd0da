import { describe, expect, it } from "vitest";
import { recipientKey } from "./confirmation-limit";

describe("recipientKey", () => {
  it("counts one mailbox under one key: case, +tags, and Gmail's dots do not make a new address", () => {
    expect(recipientKey(" Victim@Example.COM ")).toBe("victim@example.com");
    expect(recipientKey("victim+1@example.com")).toBe("victim@example.com");
    expect(recipientKey("victim+a+b@example.com")).toBe("victim@example.com");
    for (const variant of ["v.i.c.t.i.m@gmail.com", "Victim+x@GoogleMail.com", "vic.tim+y@gmail.com"])
      expect(recipientKey(variant)).toBe("victim@gmail.com");
  });

  it("keeps dots elsewhere (different people at a company) and a leading +", () => {
    expect(recipientKey("j.smith@example.com")).not.toBe(recipientKey("jsmith@example.com"));
    expect(recipientKey("+tag@example.com")).toBe("+tag@example.com");
    expect(recipientKey("no-at-sign")).toBe("no-at-sign");
  });
});
