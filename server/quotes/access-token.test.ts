import { describe, expect, it } from "vitest";
import { accessTokenMatches, hashAccessToken, newAccessToken } from "./access-token";

describe("access tokens", () => {
  it("carry 256 random bits and match only their own hash", () => {
    const first = newAccessToken();
    const second = newAccessToken();
    expect(Buffer.from(first.token, "base64url")).toHaveLength(32);
    expect(first.token).not.toBe(second.token);
    expect(first.hash).toBe(hashAccessToken(first.token));
    expect(accessTokenMatches(first.token, first.hash)).toBe(true);
    expect(accessTokenMatches(second.token, first.hash)).toBe(false);
  });
  it("refuse malformed tokens and missing hashes", () => {
    const { token, hash } = newAccessToken();
    expect(accessTokenMatches(token, null)).toBe(false);
    expect(accessTokenMatches("", hash)).toBe(false);
    expect(accessTokenMatches(`${token}/../x`, hash)).toBe(false);
  });
});
