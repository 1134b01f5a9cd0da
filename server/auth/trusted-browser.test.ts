import { describe, expect, it } from "vitest";
import {
  issueTrustedBrowser,
  TRUSTED_BROWSER_DAYS,
  trustedBrowserCookieHeader,
  trustedBrowserId,
} from "./trusted-browser";

const secret = "a-test-secret-of-enough-length";

describe("trusted-browser cookie", () => {
  it("is accepted for the email it was issued for, within its lifetime", () => {
    const now = Date.now();
    const value = issueTrustedBrowser(secret, "staff@example.com", now);
    expect(value).not.toContain("staff@example.com");
    const id = trustedBrowserId(secret, "staff@example.com", value, now + 1000);
    expect(id).toEqual(value.split(".")[0]);
  });

  it("is refused for another email, another secret, when tampered with, or when too old", () => {
    const now = Date.now();
    const value = issueTrustedBrowser(secret, "staff@example.com", now);
    expect(trustedBrowserId(secret, "other@example.com", value, now)).toBeNull();
    expect(trustedBrowserId("another-secret-of-enough-length", "staff@example.com", value, now)).toBeNull();
    const [id, issued, mac] = value.split(".");
    expect(trustedBrowserId(secret, "staff@example.com", `${id}x.${issued}.${mac}`, now)).toBeNull();
    expect(trustedBrowserId(secret, "staff@example.com", `${id}.${Number(issued) + 1}.${mac}`, now)).toBeNull();
    expect(
      trustedBrowserId(secret, "staff@example.com", value, now + TRUSTED_BROWSER_DAYS * 86_400_000 + 1),
    ).toBeNull();
    expect(trustedBrowserId(secret, "staff@example.com", "garbage", now)).toBeNull();
    expect(trustedBrowserId(secret, "staff@example.com", undefined, now)).toBeNull();
  });

  it("is an HttpOnly cookie, __Host- prefixed and Secure over https", () => {
    expect(trustedBrowserCookieHeader("v", { secure: true })).toMatch(
      /^__Host-staff_browser=v; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/,
    );
    expect(trustedBrowserCookieHeader("v", { secure: false })).toMatch(
      /^staff_browser=v; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/,
    );
  });
});
