import { describe, expect, it } from "vitest";
import { checkFormToken, issueFormToken, TOKEN_MAX_AGE_MS } from "./form-token";

const secret = "a-test-secret-of-enough-length";
const options = { secret, form: "contact", minFillMs: 2000 };

describe("form token", () => {
  it("accepts a token after the minimum fill time", () => {
    const token = issueFormToken(secret, "contact", 1_000_000);
    expect(checkFormToken(token, { ...options, now: 1_002_000 })).toBe("ok");
  });

  it("flags a submission faster than a person", () => {
    const token = issueFormToken(secret, "contact", 1_000_000);
    expect(checkFormToken(token, { ...options, now: 1_001_999 })).toBe("too-fast");
  });

  it("refuses missing, malformed, forged and other-form tokens", () => {
    const token = issueFormToken(secret, "contact", 1_000_000);
    for (const bad of [
      undefined,
      "",
      "abc",
      "1.2.3",
      `${1_000_000}.${"x".repeat(43)}`,
      token.replace(/^\d+/, "999999"),
      42,
      "x".repeat(500),
    ]) {
      expect(checkFormToken(bad, { ...options, now: 2_000_000 })).toBe("invalid");
    }
    expect(checkFormToken(token, { ...options, form: "quote", now: 2_000_000 })).toBe("invalid");
    expect(
      checkFormToken(issueFormToken("another-secret-of-length", "contact", 1_000_000), { ...options, now: 2_000_000 }),
    ).toBe("invalid");
  });

  it("gives every token its own id, so two tokens issued in one millisecond differ", () => {
    const first = issueFormToken(secret, "contact", 1_000_000);
    const second = issueFormToken(secret, "contact", 1_000_000);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^1000000\.[\w-]{22}\.[\w-]{43}$/);
    for (const token of [first, second]) expect(checkFormToken(token, { ...options, now: 1_002_000 })).toBe("ok");
    // The id is signed: another id with the same signature is forged.
    const [issued, , signature] = first.split(".");
    expect(checkFormToken(`${issued}.${"A".repeat(22)}.${signature}`, { ...options, now: 1_002_000 })).toBe("invalid");
  });

  it("asks for a fresh token after a day", () => {
    const token = issueFormToken(secret, "contact", 1_000_000);
    expect(checkFormToken(token, { ...options, now: 1_000_000 + TOKEN_MAX_AGE_MS + 1 })).toBe("expired");
  });
});
